import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { deleteOrgLogo, resolveAssetUrl, uploadOrgLogo } from '../../api';
import type { CurrentUser } from '../../api';
import { initialsOf } from '../../components/display';
import { LogoPreview } from '../../components/logo-preview';
import { useLogoUpload } from '../../components/use-logo-upload';
import { LOGO_MAX_DIMENSION } from '../../config';
import { detailOf, NoticeAlert, type Notice } from '../../resources/team-users';
import styles from './team.module.css';

const LOGO_UPLOAD_FAILED = 'Logo upload failed.';
const DELETE_FAILED = 'Delete failed.';

type Props = { user: CurrentUser; onChanged: () => void };

/**
 * The organization logo (docs/product.md#2-screens, #5-validation): the current one or the initials; pick a PNG or JPG (by its
 * name and by its bytes), see it, then upload (POST /orgs/{id}/logo); or remove it (DELETE).
 */
export function OrgLogo({ user, onChanged }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [modal, contextHolder] = Modal.useModal();
  const orgId = Number(user.org_id);
  const upload = useLogoUpload({
    upload: (file) => uploadOrgLogo(orgId, file),
    onUploaded: () => {
      setNotice({ kind: 'success', title: 'Logo updated.' });
      onChanged();
    },
    onFailed: (err) => setNotice({ kind: 'error', title: LOGO_UPLOAD_FAILED, detail: detailOf(err) }),
  });
  const remove = useMutation({ mutationFn: () => deleteOrgLogo(orgId) });
  const url = resolveAssetUrl(user.logo_url);
  const logo = url && url !== failedUrl ? url : null;
  const orgName = user.org_name ?? '';

  const shown = upload.refusal ? { kind: 'error' as const, title: upload.refusal } : notice;

  const askRemove = () =>
    modal.confirm({
      title: 'Remove the logo?',
      content: 'Your organization’s initials show in its place until you add a new one.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            setNotice({ kind: 'success', title: 'Logo removed.' });
            onChanged();
          },
          onError: (err) => setNotice({ kind: 'error', title: DELETE_FAILED, detail: detailOf(err) }),
        }),
    });

  return (
    <div className={styles.section}>
      <h3>Logo</h3>
      <div className={styles.logoRow}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={`${orgName || 'Organization'} logo`} onError={() => setFailedUrl(logo)} />
        ) : (
          <div className={styles.initials} aria-hidden="true">
            {initialsOf(orgName)}
          </div>
        )}
        <div className={styles.logoText}>
          <div className={styles.buttons}>
            <Button icon={<UploadOutlined aria-hidden="true" />} onClick={upload.choose} disabled={upload.pending}>
              {logo ? 'Change logo' : 'Add logo'}
            </Button>
            {logo && (
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} loading={remove.isPending} onClick={askRemove}>
                Remove logo
              </Button>
            )}
          </div>
          <p className={styles.muted}>
            PNG or JPG, max {LOGO_MAX_DIMENSION}×{LOGO_MAX_DIMENSION}.
          </p>
        </div>
      </div>
      {upload.fileInput}
      <LogoPreview upload={upload} />
      {shown && (
        <NoticeAlert
          notice={shown}
          onClose={() => {
            setNotice(null);
            upload.dismiss();
          }}
        />
      )}
      {contextHolder}
    </div>
  );
}
