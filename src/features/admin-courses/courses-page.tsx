/** /admin/courses: every course with its kind, language and whether learners see it. */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { EDITORS } from './load-courses.ts';
import { localText } from './local-text.ts';

const route = getRouteApi('/{-$locale}/admin/courses/');

export const CoursesPage = () => (
  <RolesOnly roles={EDITORS}>
    <Courses />
  </RolesOnly>
);

function Courses() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const rows = route.useLoaderData() ?? [];
  return (
    <section className="page" data-testid="admin-courses">
      <h1>
        <FormattedMessage id="learn.admin.title" />
      </h1>
      <p>
        <Link className="btn" to="/{-$locale}/admin/courses_create" params={{ locale }}>
          <FormattedMessage id="learn.admin.create" />
        </Link>
      </p>
      <CardTable
        rows={rows}
        head={columnHeads('learn.field.', ['title', 'kind', 'language', 'published'])}
        row={(c) => (
          <tr key={c.id}>
            <td>
              <Link to="/{-$locale}/admin/courses/$id" params={{ locale, id: c.id }}>
                {localText(c.title, intl.locale)}
              </Link>
            </td>
            <td>
              <FormattedMessage id={`learn.kind.${c.kind}`} />
            </td>
            <td>{c.language}</td>
            <td>
              <FormattedMessage id={c.published ? 'learn.admin.published' : 'learn.admin.draft'} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
