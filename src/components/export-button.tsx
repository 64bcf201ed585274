import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv, toCsv } from './csv';

type Props<T> = {
  /** The rows of the view on screen, every page of them, in its order (asked for on click). */
  rows: () => Promise<T[]>;
  /** A CSV row per record: column title → value (a Date is written as ISO 8601). */
  mapData: (row: T) => Record<string, string | number | Date>;
  filename: string;
  /** "Export organizations (CSV)". */
  label: string;
  disabled?: boolean;
};

/**
 * CSV of the filtered, sorted view, from the rows the table already holds: no second request, and
 * the file has what the table shows (csv.ts says why this is not Refine's useExport).
 */
export function ExportButton<T>({ rows, mapData, filename, label, disabled }: Props<T>) {
  return (
    <Button
      icon={<DownloadOutlined aria-hidden="true" />}
      disabled={disabled}
      aria-label={label}
      onClick={async () => downloadCsv(filename, toCsv((await rows()).map(mapData)))}
    >
      Export CSV
    </Button>
  );
}
