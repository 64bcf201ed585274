import { useDelete, useInvalidate } from '@refinedev/core';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { docsHref } from '../../components/docs-url';
import { DOCUMENT_PAGE_SIZE, type DocumentRecord } from '../../resources/documents';
import { ListPager } from './list-pager';
import { failure } from './notify';
import { useConfirm } from './use-confirm';
import styles from './admin.module.css';

type Props = {
  companyId: string;
  /** The page shown, and the number of documents in all. */
  documents: DocumentRecord[];
  page: number;
  total: number;
  onPage: (page: number) => void;
};

const when = (iso: string | undefined): string => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString() : '';
};

/** One page of the company's documents, each with a delete after confirmation. */
export function DocumentList({ companyId, documents, page, total, onPage }: Props) {
  const { mutate: remove } = useDelete();
  const invalidate = useInvalidate();
  const { confirm, contextHolder } = useConfirm();

  const confirmDelete = (doc: DocumentRecord) =>
    remove(
      {
        resource: 'documents',
        id: doc.doc_id,
        meta: { companyId },
        successNotification: false,
        errorNotification: failure('Delete failed'),
      },
      // The company's docs link may move to another document.
      {
        onSuccess: () => {
          if (documents.length === 1 && page > 1) onPage(page - 1);
          void invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: companyId });
        },
      },
    );

  if (total === 0) return <p className={styles.muted}>No documents yet.</p>;
  return (
    <>
      {contextHolder}
      <ul className={styles.docs} aria-label="Documents">
        {documents.map((doc) => {
          const href = docsHref((doc as { url?: unknown }).url);
          return (
            <li key={doc.doc_id} className={styles.doc}>
              <span className={styles.docText}>
                {href ? (
                  <a className={styles.docName} href={href} target="_blank" rel="noreferrer">
                    {doc.source_filename}
                  </a>
                ) : (
                  <span className={styles.docName}>{doc.source_filename}</span>
                )}
                <span className={styles.docDate}>{when(doc.uploaded_at)}</span>
              </span>
              <Button
                type="text"
                danger
                aria-label={`Delete ${doc.source_filename}`}
                icon={<DeleteOutlined />}
                onClick={() => confirm(`Delete ${doc.source_filename}?`, null, () => confirmDelete(doc))}
              />
            </li>
          );
        })}
      </ul>
      <ListPager label="Document pages" page={page} size={DOCUMENT_PAGE_SIZE} total={total} onChange={onPage} />
    </>
  );
}
