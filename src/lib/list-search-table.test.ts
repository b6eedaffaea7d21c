import { describe, expect, it } from 'vitest';
import { searchFrom } from './route-search.ts';
import { applicationListQuery } from '../../contract/applications.ts';
import { APPLICATION_SEARCH, USER_SEARCH } from '../../contract/list-searches.ts';
import { userListQuery } from '../../contract/users.ts';

const url = {
  page: '2',
  q: 'Аян',
  status: 'started',
  region_id: '5',
  language: 'xx',
  date_from: '2026-01-32x',
  sort: 'name',
  order: 'sideways',
  stray: 'dropped',
};

describe('one table per admin list', () => {
  it('gives the page and the API the same values and drops the same bad ones', () => {
    const page = searchFrom(APPLICATION_SEARCH)(url);
    expect(page).toEqual({ page: 2, q: 'Аян', status: 'started', region_id: 5, sort: 'name' });
    const api = applicationListQuery.parse(url);
    expect(api).toMatchObject({ ...page, order: 'DESC', per_page: 20 });
    expect(api.language).toBeUndefined();
    expect(api.date_from).toBeUndefined();
  });

  it('keeps the limits of the table (role ids 1–6)', () => {
    expect(searchFrom(USER_SEARCH)({ role_id: '7', search: 'x' })).toEqual({ search: 'x' });
    expect(userListQuery.parse({ role_id: '7' })).toMatchObject({ page: 1, role_id: undefined, sort: 'DESC' });
  });
});
