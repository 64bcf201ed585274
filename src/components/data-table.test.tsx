import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

type Row = { id: number; name: string };
const columns = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'id', title: 'Id' },
];

function table(over: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const props = {
    label: 'Things',
    noun: 'things',
    columns,
    rows: [
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Beta' },
    ],
    rowKey: (r: Row) => r.id,
    sorters: [{ field: 'name', order: 'asc' as const }],
    onSort: vi.fn(),
    loading: false,
    empty: 'No things yet.',
    page: 1,
    pageCount: 3,
    total: 25,
    onPage: vi.fn(),
    ...over,
  };
  render(<DataTable<Row> {...props} />);
  return props;
}

describe('DataTable: the four states of every list', () => {
  it('loading: skeleton rows, busy, no pager', () => {
    table({ loading: true, rows: [] });
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('error: says what failed, with Retry; never the empty text', async () => {
    const onRetry = vi.fn();
    table({ error: 'Failed to load things', rows: [], onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load things');
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('empty: what to do next', () => {
    table({ rows: [], total: 0 });
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
  });

  it('content: rows, aria-sort on the sorted header, sorting and paging', async () => {
    const props = table();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(props.onSort).toHaveBeenCalledWith([{ field: 'name', order: 'desc' }]);
    const pager = screen.getByRole('navigation', { name: 'Things pages' });
    expect(pager).toHaveTextContent('25 things');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(props.onPage).toHaveBeenCalledWith(2);
  });
});
