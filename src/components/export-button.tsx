import { useState } from 'react';
import { useExport, type BaseRecord, type CrudFilter, type CrudSort, type MetaQuery } from '@refinedev/core';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorText } from '../api';
import styles from './export-button.module.css';

type Props<T extends BaseRecord> = {
  resource: string;
  /** The view on screen: the export has the same rows in the same order, every page of them. */
  filters: CrudFilter[];
  sorters: CrudSort[];
  meta?: MetaQuery;
  /** A CSV row per record: column title → value. */
  mapData: (row: T) => Record<string, string | number>;
  filename: string;
  /** "Export organizations (CSV)". */
  label: string;
  disabled?: boolean;
};

/**
 * CSV of the filtered, sorted view (Refine's `useExport`: the data provider answers the same
 * query in one page, so everything that matches is exported, not only the page on screen).
 */
export function ExportButton<T extends BaseRecord>({ resource, filters, sorters, meta, mapData, filename, label, disabled }: Props<T>) {
  const [failed, setFailed] = useState<string | null>(null);
  const { triggerExport, isLoading } = useExport<T>({
    resource,
    filters,
    sorters,
    meta,
    mapData,
    filename,
    // One request for the whole list (the server answers whole lists anyway).
    pageSize: 1_000_000,
    onError: (err: unknown) => setFailed(errorText(err, 'Export failed. Try again.')),
  });
  return (
    <span className={styles.wrap}>
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        loading={isLoading}
        disabled={disabled || isLoading}
        aria-label={label}
        onClick={() => {
          setFailed(null);
          void triggerExport();
        }}
      >
        Export CSV
      </Button>
      {failed && (
        <span role="alert" className={styles.error}>
          {failed}
        </span>
      )}
    </span>
  );
}
