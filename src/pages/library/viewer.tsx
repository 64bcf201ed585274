import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { downloadPdf, openInNewTab } from '../../resources/documents';
import { usePdfObjectUrl } from './use-pdf-object-url';
import styles from './library.module.css';

type Props = {
  /** The document's URL (http or https), or null when the company has none. */
  url: string | null;
  page: number | null;
  title: string;
  fileName: string;
  /** What to say when there is no document. */
  emptyText: string;
};

const atPage = (src: string, page: number | null) => (page ? `${src}#page=${page}` : src);

/** The document pane: the PDF at the requested page, Open in new tab and Download. */
export function Viewer({ url, page, title, fileName, emptyText }: Props) {
  const { src, loading } = usePdfObjectUrl(url);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!url) return;
    setDownloading(true);
    await downloadPdf(url, fileName);
    setDownloading(false);
  };

  return (
    <section className={styles.viewer} aria-label="Document viewer">
      <div className={styles.actions}>
        <h2 className={styles.docTitle}>
          <bdi>{title}</bdi>
        </h2>
        <Button icon={<ExportOutlined aria-hidden="true" />} disabled={!url} onClick={() => url && openInNewTab(atPage(src ?? url, page))}>
          Open in new tab
        </Button>
        <Button icon={<DownloadOutlined aria-hidden="true" />} disabled={!url} loading={downloading} onClick={() => void download()}>
          Download
        </Button>
      </div>
      {!url && <p className={styles.empty}>{emptyText}</p>}
      {url && loading && <p className={styles.empty} role="status">Loading the document…</p>}
      {src && <iframe className={styles.frame} title={title} src={atPage(src, page)} />}
    </section>
  );
}
