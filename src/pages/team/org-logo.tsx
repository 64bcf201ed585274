import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { deleteOrgLogo, resolveAssetUrl, uploadOrgLogo } from '../../api';
import type { CurrentUser } from '../../api';
import { initialsOf } from '../../components/display';
import { dataUrlOf, logoType } from '../../components/file-checks';
import { HiddenFileInput } from '../../components/hidden-file-input';
import { LOGO_MAX_DIMENSION } from '../../config';
import { detailOf, NoticeAlert, type Notice } from '../../resources/team-users';
import styles from './team.module.css';

const LOGO_NOT_PNG_OR_JPG = 'Please choose a PNG or JPG file.';
const LOGO_UPLOAD_FAILED = 'Logo upload failed.';
const DELETE_FAILED = 'Delete failed.';

type Props = { user: CurrentUser; onChanged: () => void };

/**
 * The organization logo (spec §2, §5): the current one or the initials; pick a PNG or JPG (by its
 * name and by its bytes), see it, then upload (POST /orgs/{id}/logo); or remove it (DELETE).
 */
export function OrgLogo({ user, onChanged }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [modal, contextHolder] = Modal.useModal();
  const orgId = Number(user.org_id);
  const upload = useMutation({ mutationFn: (file: File) => uploadOrgLogo(orgId, file) });
  const remove = useMutation({ mutationFn: () => deleteOrgLogo(orgId) });
  const url = resolveAssetUrl(user.logo_url);
  const logo = url && url !== failedUrl ? url : null;
  const orgName = user.org_name ?? '';

  const pick = async (file: File | null) => {
    setPicked(null);
    if (!file) return;
    const mime = /\.(png|jpe?g)$/i.test(file.name) ? await logoType(file) : null;
    if (!mime) return setNotice({ kind: 'error', title: LOGO_NOT_PNG_OR_JPG });
    setNotice(null);
    setPicked({ file, preview: await dataUrlOf(file, mime) });
  };

  const send = () => {
    if (!picked || upload.isPending) return;
    upload.mutate(picked.file, {
      onSuccess: () => {
        setPicked(null);
        setNotice({ kind: 'success', title: 'Logo updated.' });
        onChanged();
      },
      onError: (err) => setNotice({ kind: 'error', title: LOGO_UPLOAD_FAILED, detail: detailOf(err) }),
    });
  };

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
          <div className={styles.initials} aria-hidden="true">{initialsOf(orgName)}</div>
        )}
        <div className={styles.logoText}>
          <div className={styles.buttons}>
            <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => input.current?.click()} disabled={upload.isPending}>
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
      <HiddenFileInput ref={input} accept=".png,.jpg,.jpeg,image/png,image/jpeg" label="Logo file" onPick={(file) => void pick(file)} />
      {picked && (
        <div className={styles.previewRow}>
          <img src={picked.preview} alt="New logo preview" className={styles.preview} />
          <div className={styles.previewText}>
            <span className={styles.fileName}>{picked.file.name}</span>
            <div className={styles.buttons}>
              <Button type="primary" loading={upload.isPending} onClick={send}>
                Upload logo
              </Button>
              <Button onClick={() => setPicked(null)} disabled={upload.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      )}
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      {contextHolder}
    </div>
  );
}
