import { describe, expect, it } from 'vitest';
import { filterParams, nextSort } from './list-search.ts';

describe('applications list URL state', () => {
  it('the export gets the same filters as the list, without the page', () => {
    const s = { page: 3, q: 'Айгүл', status: 'started' as const, district_id: 12, date_from: '2026-01-01' };
    expect(Object.fromEntries(filterParams(s))).toEqual({
      q: 'Айгүл',
      status: 'started',
      district_id: '12',
      date_from: '2026-01-01',
    });
  });

  it('clicking a column sorts it descending, clicking again ascending, and goes back to page 1', () => {
    const first = nextSort({ page: 4 }, 'name');
    expect(first).toMatchObject({ sort: 'name', order: 'DESC', page: 1 });
    expect(nextSort(first, 'name')).toMatchObject({ sort: 'name', order: 'ASC' });
    expect(nextSort({}, 'created_at')).toMatchObject({ order: 'ASC' });
  });
});
