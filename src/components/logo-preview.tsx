import { Button } from 'antd';
import type { useLogoUpload } from './use-logo-upload';
import styles from './logo-preview.module.css';

/** The picked logo before it is sent: the image, its file name, Upload logo and Cancel. */
export function LogoPreview({ upload }: { upload: ReturnType<typeof useLogoUpload> }) {
  const { picked } = upload;
  if (!picked) return null;
  return (
    <div className={styles.row}>
      <img src={picked.preview} alt="New logo preview" className={styles.preview} />
      <div className={styles.text}>
        <span className={styles.fileName}>{picked.file.name}</span>
        <div className={styles.buttons}>
          <Button type="primary" loading={upload.pending} onClick={upload.send}>
            Upload logo
          </Button>
          <Button onClick={upload.cancel} disabled={upload.pending}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
