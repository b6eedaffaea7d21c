/**
 * Projects of one kind (`/admin/project` residential, `/admin/arena` commercial): name, state, delivery,
 * apartments counted from the units, published, with links to edit and to create one.
 */
import { Link, useParams } from '@tanstack/react-router';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { propertyLabel, textIn, type ProjectKind } from '../../../contract/property.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { EDITORS, type AdminProject } from './load.ts';

export const SECTION_OF: Record<ProjectKind, 'project' | 'arena'> = { residential: 'project', commercial: 'arena' };

interface Props {
  kind: ProjectKind;
  /** The route's loader data. */
  list: { data: AdminProject[] } | null;
}

export const ProjectListPage = (props: Props) => (
  <RolesOnly roles={EDITORS}>
    <ProjectList {...props} />
  </RolesOnly>
);

function ProjectList({ kind, list }: Props) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const section = SECTION_OF[kind];
  return (
    <section className="page" data-testid="property-projects">
      <h1>
        <FormattedMessage id={`admin.section.${section}`} />
      </h1>
      <div className="admin-toolbar">
        <Link
          className="btn"
          to={kind === 'residential' ? '/{-$locale}/admin/project_create' : '/{-$locale}/admin/arena_create'}
          params={{ locale }}
        >
          <FormattedMessage id="property.admin.create" />
        </Link>
      </div>
      <AdminTable
        list={{ data: list ?? undefined }}
        emptyId="property.admin.empty"
        head={columnHeads('property.col.', ['id', 'name', 'state', 'delivery', 'apartments', 'published'])}
        row={(p) => (
          <tr key={p.id} data-testid="property-project-row">
            <td>{p.id}</td>
            <td>
              <Link
                to={kind === 'residential' ? '/{-$locale}/admin/project/$id' : '/{-$locale}/admin/arena/$id'}
                params={{ locale, id: p.id }}
              >
                {textIn(p.name, intl.locale)}
              </Link>
            </td>
            <td>{intl.formatMessage({ id: propertyLabel('state', p.state) })}</td>
            <td>{p.delivery_year ? `${p.delivery_quarter ?? '–'} / ${p.delivery_year}` : '—'}</td>
            <td>
              {p.sold_apartments} / {p.total_apartments}
            </td>
            <td>{intl.formatMessage({ id: p.published ? 'property.yes' : 'property.no' })}</td>
          </tr>
        )}
      />
    </section>
  );
}
