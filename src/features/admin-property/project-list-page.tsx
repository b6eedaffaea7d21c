/**
 * Projects of one kind (`/admin/project` residential, `/admin/arena` commercial): name, state, delivery,
 * apartments counted from the units, published, with links to edit and to create one.
 */
import { Link, useParams } from '@tanstack/react-router';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { propertyLabel, textIn, type ProjectKind } from '../../../contract/property.ts';
import { ROLES } from '../../../contract/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useRead } from '../../lib/use-read.ts';
import { loadProjects } from './load.ts';

export const SECTION_OF: Record<ProjectKind, 'project' | 'arena'> = { residential: 'project', commercial: 'arena' };

export const ProjectListPage = ({ kind }: { kind: ProjectKind }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <ProjectList kind={kind} />
  </RolesOnly>
);

function ProjectList({ kind }: { kind: ProjectKind }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const list = useRead(`property-projects:${kind}`, () => loadProjects(kind));
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
        list={list}
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
