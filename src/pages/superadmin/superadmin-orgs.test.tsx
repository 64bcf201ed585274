import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { firstCells, openConsole } from './superadmin-test-kit';

describe('/superadmin Organizations', () => {
  it('lists the organizations sorted by name, ten a page, with plan, status, seats, owner and created date', async () => {
    const app = await openConsole();
    const table = app.table('Organizations');
    await waitFor(() => expect(firstCells(table)).toHaveLength(10));
    const sorted = db.orgs.map((o) => o.name).sort((a, b) => a.localeCompare(b));
    expect(firstCells(table)).toEqual(sorted.slice(0, 10));
  });
});
