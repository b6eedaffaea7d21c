import { describe, expect, it } from 'vitest';
import { exportQuery, nextSort, pageQuery, refilter, sortedPageQuery } from './list-query.ts';

describe('an admin list’s URL state', () => {
  it('the export gets the same filters and order as the list, without the page or its cursor', () => {
    const s = { page: 3, after: 'c1', q: 'Айгүл', status: 'started', district_id: 12, date_from: '2026-01-01' };
    expect(exportQuery(s, 'xlsx')).toEqual({
      q: 'Айгүл',
      status: 'started',
      district_id: '12',
      date_from: '2026-01-01',
      sort: 'created_at',
      order: 'DESC',
      format: 'xlsx',
    });
  });

  it('clicking a column sorts it descending, clicking again ascending, and goes back to page 1', () => {
    const first = nextSort({ page: 4, after: 'c9' }, 'name');
    expect(first).toMatchObject({ sort: 'name', order: 'DESC', page: 1, after: undefined });
    expect(nextSort(first, 'name')).toMatchObject({ sort: 'name', order: 'ASC' });
    expect(nextSort({}, 'created_at')).toMatchObject({ order: 'ASC' });
  });

  it('the loader asks for the first page of 20, newest first, when the URL says nothing', () => {
    expect(sortedPageQuery({})).toEqual({ page: '1', per_page: '20', sort: 'created_at', order: 'DESC' });
    expect(sortedPageQuery({ page: 2, q: '', sort: 'name', order: 'ASC' })).toEqual({
      page: '2',
      per_page: '20',
      sort: 'name',
      order: 'ASC',
    });
    expect(pageQuery({ after: 'c1', status: '2' })).toEqual({ page: '1', per_page: '20', after: 'c1', status: '2' });
  });

  it('another filter starts again at page 1 without the last page’s cursor', () => {
    let sent: object | undefined;
    refilter({ page: 5, after: 'c5', q: 'x' }, (q) => (sent = q))({ q: 'y' });
    expect(sent).toEqual({ page: 1, after: undefined, q: 'y' });
  });
});
