import './admin-content.css';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { CONTENT_TYPES, type ContentType } from '../../../api/schemas/content-types.ts';
import type { Paged } from '../../../api/schemas/content.ts';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';
import { AdminLink } from './admin-link.tsx';
import { adminPaths } from './admin-paths.ts';
import { localizedText } from './localized-text.ts';
import { useContentActions } from './use-content-actions.ts';

type Row = Record<string, unknown> & { id: number; published: boolean; updated_at: string | null; created_at: string };
const PER_PAGE = 20;

/** The admin list of any content type: search, published filter, paging, publish toggle, delete. */
export function ContentListPage({ type }: { type: ContentType }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const paths = adminPaths(type, locale);
  const def = CONTENT_TYPES[type];
  const actions = useContentActions(type);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [published, setPublished] = useState('');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<Paged<Row> | 'error' | null>(null);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
    if (search) params.set('q', search);
    if (published) params.set('published', published);
    let live = true;
    api<Paged<Row>>(`/${def.path}?${params}`).then(
      (r) => live && setResult(r),
      () => live && setResult('error'),
    );
    return () => {
      live = false;
    };
  }, [def.path, page, search, published, reload]);

  const title = (row: Row) => localizedText(row[def.titleField], intl.locale) || `#${row.id}`;
  const refresh = () => setReload((n) => n + 1);

  return (
    <section className="page admin-content" data-testid={`admin-${type}`}>
      <div className="admin-head">
        <h1>
          <FormattedMessage id={`content.${type}.admin`} />
        </h1>
        <AdminLink href={paths.create} className="btn btn-primary">
          <FormattedMessage id="content.admin.create" />
        </AdminLink>
      </div>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSearch(q.trim());
        }}
      >
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-label={intl.formatMessage({ id: 'content.admin.search' })}
          placeholder={intl.formatMessage({ id: 'content.admin.search' })}
        />
        <select
          value={published}
          aria-label={intl.formatMessage({ id: 'content.admin.filter' })}
          onChange={(e) => {
            setPage(1);
            setPublished(e.target.value);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'content.admin.filter.all' })}</option>
          <option value="1">{intl.formatMessage({ id: 'content.admin.filter.published' })}</option>
          <option value="0">{intl.formatMessage({ id: 'content.admin.filter.draft' })}</option>
        </select>
        <Button type="submit" variant="secondary">
          <FormattedMessage id="content.admin.search" />
        </Button>
      </form>
      {result === null && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {result === 'error' && (
        <p role="alert">
          <FormattedMessage id="content.list.error" />{' '}
          <Button variant="secondary" onClick={refresh}>
            <FormattedMessage id="content.list.retry" />
          </Button>
        </p>
      )}
      {result && result !== 'error' && result.data.length === 0 && (
        <p className="empty">
          <FormattedMessage id="content.admin.empty" />
        </p>
      )}
      {result && result !== 'error' && result.data.length > 0 && (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id={`content.field.${def.titleField}`} />
                </th>
                <th>
                  <FormattedMessage id="content.field.published" />
                </th>
                <th>
                  <FormattedMessage id="content.admin.updated" />
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {result.data.map((row) => (
                <tr key={row.id}>
                  <td>
                    <AdminLink href={paths.edit(row.id)}>{title(row)}</AdminLink>
                  </td>
                  <td>
                    <label className="toggle">
                      <input
                        type="checkbox"
                        checked={row.published}
                        onChange={async (e) => (await actions.setPublished(row.id, e.target.checked)) && refresh()}
                      />
                      <FormattedMessage
                        id={row.published ? 'content.admin.state.published' : 'content.admin.state.draft'}
                      />
                    </label>
                  </td>
                  <td>
                    <FormattedDate value={row.updated_at ?? row.created_at} dateStyle="medium" />
                  </td>
                  <td>
                    <Button
                      variant="danger"
                      onClick={async () => (await actions.remove(row.id, title(row))) && refresh()}
                    >
                      <FormattedMessage id="content.admin.delete" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="pager" aria-label={intl.formatMessage({ id: 'content.admin.pages' })}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <FormattedMessage id="content.admin.prev" />
            </Button>
            <span>
              <FormattedMessage id="content.admin.pageOf" values={{ page, pages: result.meta.last_page }} />
            </span>
            <Button variant="secondary" disabled={page >= result.meta.last_page} onClick={() => setPage(page + 1)}>
              <FormattedMessage id="content.admin.next" />
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
