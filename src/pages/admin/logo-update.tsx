import { useRef, useState } from 'react';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { LOGO_MAX_DIMENSION } from '../../config';
import { dataUrlOf, logoType } from '../../components/file-checks';
import { HiddenFileInput } from '../../components/hidden-file-input';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import styles from './admin.module.css';

const LOGO_NOT_IMAGE = 'Logo must be a PNG or JPEG image.';

/** Pick a PNG or JPEG (checked by content), preview it, then POST /upload-logo. */
export function LogoUpdate({ company }: { company: CompanyRecord }) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation();
  const invalidate = useInvalidate();

  const pick = async (file: File | null) => {
    setPicked(null);
    if (!file) return;
    const mime = await logoType(file);
    if (!mime) return setError(LOGO_NOT_IMAGE);
    setError(null);
    setPicked({ file, preview: await dataUrlOf(file, mime) });
  };

  const send = () => {
    if (!picked) return;
    const form = new FormData();
    form.append('company_id', company.company_id);
    form.append('file', picked.file, picked.file.name);
    mutate(
      {
        url: '/upload-logo',
        method: 'post',
        values: form,
        successNotification: () => ({ type: 'success', message: 'Logo updated' }),
        errorNotification: failure('Logo upload failed'),
      },
      {
        onSuccess: () => {
          setPicked(null);
          void invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: company.company_id });
        },
      },
    );
  };

  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>Logo</h3>
      <p className={styles.muted}>
        PNG or JPEG, up to {LOGO_MAX_DIMENSION}×{LOGO_MAX_DIMENSION}.
      </p>
      <HiddenFileInput ref={input} accept="image/png,image/jpeg" label="Logo file" onPick={(file) => void pick(file)} />
      {error && <Alert type="error" showIcon message={error} />}
      {picked ? (
        <div className={styles.row}>
          <img src={picked.preview} alt="New logo preview" className={styles.preview} />
          <Button type="primary" loading={mutation.isPending} onClick={send}>
            Upload logo
          </Button>
          <Button onClick={() => setPicked(null)} disabled={mutation.isPending}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={() => input.current?.click()}>Choose logo</Button>
        </div>
      )}
    </div>
  );
}
