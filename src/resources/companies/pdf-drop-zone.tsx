import { useRef } from 'react';
import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import styles from './company-admin.module.css';

type Props = {
  fileName: string | null;
  disabled?: boolean;
  onDrop: (file: File | null) => void;
  onPick: (file: File | null) => void;
};

const ACCEPT = 'application/pdf,.pdf';
const looksLikePdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * antd's Upload.Dragger for one PDF: dropped, or chosen by click or keyboard (Enter on the zone).
 * Nothing is sent from here; the file goes to the form, which checks its bytes. A drop and a pick
 * are told apart, as each has its own refusal.
 */
export function PdfDropZone({ fileName, disabled, onDrop, onPick }: Props) {
  // Set as a drop starts (capture phase, before the dragger reads the files).
  const dropping = useRef(false);
  return (
    <section aria-label="PDF drop zone" data-keeps-selection onDropCapture={() => (dropping.current = true)}>
      <Upload.Dragger
        aria-label="PDF file"
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          (dropping.current ? onDrop : onPick)(file);
          dropping.current = false;
          return Upload.LIST_IGNORE;
        }}
        // The dragger drops what its `accept` refuses without a word: say why here.
        onDrop={(e) => {
          if (!dropping.current) return;
          dropping.current = false;
          const file = e.dataTransfer?.files?.[0] ?? null;
          if (!file || !looksLikePdf(file)) onDrop(file);
        }}
      >
        <p className={styles.dropIcon}>
          <InboxOutlined aria-hidden />
        </p>
        <p className={styles.dropText}>{fileName ? `Selected: ${fileName}` : 'Drop a PDF here, or click to choose one.'}</p>
      </Upload.Dragger>
    </section>
  );
}
