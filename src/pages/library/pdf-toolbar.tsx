import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import {
  ColumnWidthOutlined,
  DownOutlined,
  LeftOutlined,
  MinusOutlined,
  PlusOutlined,
  RightOutlined,
  SearchOutlined,
  UpOutlined,
} from '@ant-design/icons';
import styles from './pdf-view.module.css';

/** Fit to the width of the view, or a fixed zoom (1 = 100%). */
export type Zoom = 'fit' | number;

const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];

type Props = {
  page: number;
  pages: number;
  onPage: (n: number) => void;
  zoom: Zoom;
  /** The zoom shown, in percent. */
  percent: number;
  onZoom: (zoom: Zoom) => void;
  /** The last search: how many matches, and which is in focus. */
  search: { count: number; active: number } | null;
  onSearch: (query: string) => void;
  onStep: (by: number) => void;
  onClearSearch: () => void;
};

/** Page navigation, zoom and search over the document. */
export function PdfToolbar({ page, pages, onPage, zoom, percent, onZoom, search, onSearch, onStep, onClearSearch }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // On a phone the search field opens from its button, so the tools keep to one row.
  const [searching, setSearching] = useState(false);
  const now = percent / 100;

  const goTyped = () => {
    const n = Number(typed);
    if (Number.isInteger(n) && n >= 1 && n <= pages) onPage(n);
    setTyped(null);
  };

  const zoomBy = (dir: 1 | -1) => {
    const next = dir > 0 ? STEPS.find((s) => s > now + 0.001) : [...STEPS].reverse().find((s) => s < now - 0.001);
    if (next) onZoom(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(query);
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.group} role="group" aria-label="Pages">
        <Button
          type="text"
          icon={<LeftOutlined aria-hidden="true" />}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <input
          className={styles.pageInput}
          aria-label="Page number"
          inputMode="numeric"
          value={typed ?? String(page)}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          onFocus={(e) => e.target.select()}
          onBlur={goTyped}
          onKeyDown={(e) => e.key === 'Enter' && goTyped()}
        />
        <span className={styles.of}>of {pages}</span>
        <Button
          type="text"
          icon={<RightOutlined aria-hidden="true" />}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </div>
      <div className={styles.group} role="group" aria-label="Zoom">
        <Button
          type="text"
          icon={<MinusOutlined aria-hidden="true" />}
          aria-label="Zoom out"
          disabled={now <= STEPS[0]!}
          onClick={() => zoomBy(-1)}
        />
        <span className={styles.percent} aria-live="polite">
          {percent}%
        </span>
        <Button
          type="text"
          icon={<PlusOutlined aria-hidden="true" />}
          aria-label="Zoom in"
          disabled={now >= STEPS[STEPS.length - 1]!}
          onClick={() => zoomBy(1)}
        />
        <Button
          type="text"
          icon={<ColumnWidthOutlined aria-hidden="true" />}
          aria-label="Fit to width"
          aria-pressed={zoom === 'fit'}
          onClick={() => onZoom('fit')}
        />
      </div>
      <Button
        type="text"
        className={styles.searchToggle}
        icon={<SearchOutlined aria-hidden="true" />}
        aria-label="Search"
        aria-expanded={searching}
        onClick={() => setSearching((open) => !open)}
      />
      <form className={searching ? `${styles.search} ${styles.searchOpen}` : styles.search} role="search" onSubmit={submit}>
        <Input
          type="search"
          size="small"
          autoFocus={searching}
          aria-label="Search in document"
          placeholder="Search in document"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            if (!e.target.value) onClearSearch();
          }}
        />
        <Button
          type="text"
          icon={<UpOutlined aria-hidden="true" />}
          aria-label="Previous match"
          disabled={!search?.count}
          onClick={() => onStep(-1)}
        />
        <Button
          type="text"
          icon={<DownOutlined aria-hidden="true" />}
          aria-label="Next match"
          disabled={!search?.count}
          onClick={() => onStep(1)}
        />
        <span className={styles.matches} role="status">
          {search ? (search.count ? `${search.active + 1} of ${search.count}` : 'No matches') : ''}
        </span>
      </form>
    </div>
  );
}
