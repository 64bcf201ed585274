import { useInvalidate, useNotification } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { uploadCompanyLogo } from '../../api';
import { LOGO_MAX_DIMENSION } from '../../config';
import { LogoPreview } from '../../components/logo-preview';
import { useLogoUpload } from '../../components/use-logo-upload';
import { failureToast } from '../../components/failure-toast';
import type { CompanyRecord } from './types';
import styles from './company-admin.module.css';

/** Pick a PNG or JPEG (checked by name and content), preview it, then POST /upload-logo. */
export function CompanyLogoForm({ company }: { company: CompanyRecord }) {
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const logo = useLogoUpload({
    upload: (file) => uploadCompanyLogo(company.company_id, file),
    onUploaded: () => {
      open?.({ type: 'success', message: 'Logo updated' });
      void invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: company.company_id });
    },
    onFailed: (err) => open?.(failureToast('Logo upload failed')(err)),
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
        <LogoPreview upload={logo} />
      ) : (
        <div className={styles.row}>
          <Button onClick={logo.choose}>Choose logo</Button>
        </div>
      )}
    </div>
  );
}
