import { useDelete, useInvalidate } from '@refinedev/core';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { docsHref } from '../../components/docs-url';
import { formatDate } from '../../components/format';
import { ListPager } from '../../components/list-pager';
import type { DocumentRecord } from './types';
import type { DocumentTable } from './use-document-table';
import { failureToast } from '../../components/failure-toast';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import styles from './document-admin-list.module.css';

type Props = { companyId: string; view: DocumentTable };

/** One page of the company's documents, each with a delete after confirmation. */
export function DocumentAdminList({ companyId, view }: Props) {
  const { mutate: remove } = useDelete();
  const invalidate = useInvalidate();
  const { confirm, contextHolder } = useConfirmDelete();

  const confirmDelete = (doc: DocumentRecord) =>
    remove(
      {
        resource: 'documents',
        id: doc.doc_id,
        meta: { companyId },
        successNotification: false,
        errorNotification: failureToast('Delete failed'),
      },
      // The company's docs link may move to another document.
      {
        onSuccess: () => void invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: companyId }),
      },
    );

  if (view.total === 0) return <p className={styles.muted}>No documents yet.</p>;
  return (
    <>
      {contextHolder}
      <ul className={styles.docs} aria-label="Documents">
        {view.rows.map((doc) => {
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
                <span className={styles.docDate}>{formatDate(doc.uploaded_at)}</span>
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
      <ListPager label="Document pages" page={view.currentPage} pageCount={view.pageCount} onPage={view.setCurrentPage} />
    </>
  );
}
