import { useState } from 'react';
import { useDataProvider, type BaseRecord, type CrudFilter, type CrudSort, type MetaQuery } from '@refinedev/core';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorText } from '../api';
import { downloadCsv, toCsv } from './csv';
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
 * CSV of the filtered, sorted view: the data provider answers the same query with pagination
 * off, so everything that matches is exported, not only the page on screen (csv.ts says why this
 * is not Refine's useExport).
 */
export function ExportButton<T extends BaseRecord>({ resource, filters, sorters, meta, mapData, filename, label, disabled }: Props<T>) {
  const [failed, setFailed] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const dataProvider = useDataProvider();
  const triggerExport = async () => {
    setLoading(true);
    try {
      // One request for the whole list (the server answers whole lists anyway).
      const { data } = await dataProvider().getList<T>({ resource, filters, sorters, meta, pagination: { mode: 'off' } });
      downloadCsv(filename, toCsv(data.map(mapData)));
    } catch (err) {
      setFailed(errorText(err, 'Export failed. Try again.'));
    } finally {
      setLoading(false);
    }
  };
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
