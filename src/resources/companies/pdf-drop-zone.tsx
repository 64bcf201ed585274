import { useRef, useState, type DragEvent } from 'react';
import { Button } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import styles from './company-admin.module.css';

type Props = {
  fileName: string | null;
  disabled?: boolean;
  onDrop: (file: File | null) => void;
  onPick: (file: File | null) => void;
};

/** A drop target for one PDF, with a file picker for keyboard and mouse users. */
export function PdfDropZone({ fileName, disabled, onDrop, onPick }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onDrop(e.dataTransfer?.files?.[0] ?? null);
  };

  return (
    <section
      aria-label="PDF drop zone"
      data-keeps-selection
      className={styles.dropZone}
      data-over={over || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <InboxOutlined className={styles.dropIcon} aria-hidden />
      <p className={styles.dropText}>{fileName ? `Selected: ${fileName}` : 'Drop a PDF here, or choose one.'}</p>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        aria-label="PDF file"
        className={styles.visuallyHidden}
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => {
          onPick(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        Choose PDF
      </Button>
    </section>
  );
}
