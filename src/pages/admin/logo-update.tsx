import { useInvalidate, useNotification } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { uploadCompanyLogo } from '../../api';
import { LOGO_MAX_DIMENSION } from '../../config';
import { useLogoUpload } from '../../components/use-logo-upload';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import styles from './admin.module.css';

/** Pick a PNG or JPEG (checked by name and content), preview it, then POST /upload-logo. */
export function LogoUpdate({ company }: { company: CompanyRecord }) {
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const logo = useLogoUpload({
    upload: (file) => uploadCompanyLogo(company.company_id, file),
    onUploaded: () => {
      open?.({ type: 'success', message: 'Logo updated' });
      void invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: company.company_id });
    },
    onFailed: (err) => open?.(failure('Logo upload failed')(err)),
  });

  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>Logo</h3>
      <p className={styles.muted}>
        PNG or JPEG, up to {LOGO_MAX_DIMENSION}×{LOGO_MAX_DIMENSION}.
      </p>
      {logo.fileInput}
      {logo.refusal && <Alert type="error" showIcon message={logo.refusal} />}
      {logo.picked ? (
        <div className={styles.row}>
          <img src={logo.picked.preview} alt="New logo preview" className={styles.preview} />
          <Button type="primary" loading={logo.pending} onClick={logo.send}>
            Upload logo
          </Button>
          <Button onClick={logo.cancel} disabled={logo.pending}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={logo.choose}>Choose logo</Button>
        </div>
      )}
    </div>
  );
}
