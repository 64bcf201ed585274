import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { downloadPdf, openAfterFailure, opensAfterFailure, openPdfBlob } from '../../resources/documents';
import type { Chosen, DocumentChoice } from './document-choice';
import { usePdfFile } from './use-pdf-file';
import styles from './library.module.css';

// pdf.js and the viewer around it: their own chunk, fetched when there is a document to show. If
// it cannot load (offline, an old deploy), the pane says so; the page stays.
const PdfView = lazy(() => import('./pdf-view'));

const CANNOT_SHOW = "This document can't be shown here";

/** Why a document is not shown: a refused fetch says what it met; a fetched one pdf.js could not read. */
function refusalReason(file: { state: string; reason?: string; status?: number }): string {
  if (file.state !== 'refused') return 'It could not be read as a PDF.';
  if (file.reason === 'unreachable') return `It could not be loaded${file.status ? ` (HTTP ${file.status})` : ''}.`;
  if (file.reason === 'elsewhere') return 'It is on another site.';
  return 'It is not a PDF.';
}
const DOWNLOAD_FAILED = 'The document could not be downloaded.';

type Props = {
  company: string | null;
  choices: DocumentChoice[];
  chosen: Chosen;
  onPick: (choice: DocumentChoice) => void;
  /** A citation's page and the passage it quotes. */
  page: number | null;
  quote: string | null;
  /** What to say when there is no document. */
  emptyText: string;
};

/** The document pane: which of the carrier's documents, the document itself, Open in new tab and Download. */
export function Viewer({ company, choices, chosen, onPick, page, quote, emptyText }: Props) {
  const choice = chosen.state === 'shown' ? chosen.choice : null;
  const [attempt, setAttempt] = useState(0);
  const [unreadable, setUnreadable] = useState<Blob | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const file = usePdfFile(choice?.url ?? null, attempt);
  // pdf.js could not read what looked like a PDF: that file is refused too.
  const blob = file.state === 'ready' && file.blob !== unreadable ? file.blob : null;

  const title = company && choice ? `${company} — ${choice.label}` : (company ?? 'Documents');
  // What answered but is no PDF (or one pdf.js could not read) is not a failed fetch: see opensAfterFailure.
  const answeredNotPdf = file.state === 'ready' || (file.state === 'refused' && file.reason === 'not-pdf');
  const canOpen = !!blob || (!!choice && opensAfterFailure(choice.url, answeredNotPdf));
  const picker = choices.length > 1 && chosen.state === 'shown';

  const download = async () => {
    if (!choice) return;
    setDownloading(true);
    setDownloadFailed(null);
    const outcome = await downloadPdf(choice.url, choice.fileName, blob);
    setDownloading(false);
    if (outcome === 'failed') setDownloadFailed(choice.url);
  };

  let body: ReactNode;
  if (!choice) {
    body = (
      <p className={styles.empty} role={chosen.state === 'waiting' ? 'status' : undefined}>
        {chosen.state === 'waiting' ? 'Loading documents…' : emptyText}
      </p>
    );
  } else if (file.state === 'loading' || file.state === 'idle') {
    body = (
      <p className={styles.empty} role="status">
        Loading the document…
      </p>
    );
  } else if (!blob) {
    const why = refusalReason(file);
    body = (
      <div className={styles.refusal} role="alert">
        <p className={styles.refusalTitle}>{CANNOT_SHOW}</p>
        <p>
          {why} {canOpen ? 'You can open it in a new tab instead.' : 'Ask an admin to check the carrier’s documents.'}
        </p>
        <div className={styles.refusalActions}>
          {canOpen && (
            <Button icon={<ExportOutlined aria-hidden="true" />} onClick={() => openAfterFailure(choice.url, answeredNotPdf)}>
              Open in new tab
            </Button>
          )}
          {file.state === 'refused' && file.reason === 'unreachable' && (
            <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <PageErrorBoundary
        key={`${choice.url}:${attempt}`}
        fallback={
          <p className={styles.empty} role="alert">
            The viewer could not load. Check your connection and reload the page.
          </p>
        }
      >
        <Suspense
          fallback={
            <p className={styles.empty} role="status">
              Loading the viewer…
            </p>
          }
        >
          <PdfView file={blob} title={title} page={page} quote={quote} onUnreadable={setUnreadable} />
        </Suspense>
      </PageErrorBoundary>
    );
  }

  return (
    <section className={styles.viewer} aria-label="Document viewer">
      <div className={picker ? `${styles.actions} ${styles.withPicker}` : styles.actions}>
        {/* With a picker beside it, the picker shows the document's name; the heading still says it. */}
        <h2 className={styles.docTitle} title={title}>
          {company && choice ? (
            <>
              <bdi>{company}</bdi>
              <span className={picker ? 'visually-hidden' : undefined}>
                {' — '}
                <bdi>{choice.label}</bdi>
              </span>
            </>
          ) : (
            <bdi>{title}</bdi>
          )}
        </h2>
        {picker && (
          <label className={styles.picker}>
            <span className="visually-hidden">Document</span>
            <select value={chosen.index} onChange={(e) => onPick(choices[Number(e.target.value)]!)}>
              {choices.map((c, i) => (
                <option key={c.url} value={i}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className={styles.buttons}>
          <Button
            icon={<ExportOutlined aria-hidden="true" />}
            disabled={!canOpen}
            onClick={() => (blob ? openPdfBlob(blob, page) : choice && openAfterFailure(choice.url, answeredNotPdf))}
          >
            <span className={styles.buttonText}>Open in new tab</span>
          </Button>
          <Button icon={<DownloadOutlined aria-hidden="true" />} disabled={!choice} loading={downloading} onClick={() => void download()}>
            <span className={styles.buttonText}>Download</span>
          </Button>
        </span>
      </div>
      {chosen.state === 'shown' && chosen.refused && (
        <p className={styles.notice} role="status">
          That link is not to one of this carrier’s documents, so its docs link is shown instead.
        </p>
      )}
      {downloadFailed === choice?.url && (
        <p className={styles.notice} role="alert">
          {DOWNLOAD_FAILED}
        </p>
      )}
      {body}
    </section>
  );
}
