/**
 * `/admin/build`: the buildings of every project, or of one (`?project=`), with their unit counts; each
 * opens its units (`/admin/build/{id}`), and "Generate a building" leads to `/admin/build_create`.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { textIn } from '../../../contract/property.ts';
import { ROLES } from '../../../contract/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useRead } from '../../lib/use-read.ts';
import { loadBuildings } from './load.ts';
import { ProjectPicker } from './project-picker.tsx';

export const BuildListPage = ({ project }: { project: number | undefined }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <BuildList project={project} />
  </RolesOnly>
);

function BuildList({ project }: { project: number | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const list = useRead(`property-buildings:${project ?? ''}`, () => loadBuildings(project));
  return (
    <section className="page" data-testid="property-build">
      <h1>
        <FormattedMessage id="admin.section.build" />
      </h1>
      <div className="admin-toolbar">
        <ProjectPicker
          value={project}
          onChange={(p) => void navigate({ to: '/{-$locale}/admin/build', params: { locale }, search: { project: p } })}
        />
        <Link className="btn" to="/{-$locale}/admin/build_create" params={{ locale }} search={{ project }}>
          <FormattedMessage id="property.generate.title" />
        </Link>
      </div>
      <AdminTable
        list={list}
        emptyId="property.admin.no_buildings"
        head={columnHeads('property.col.', ['building', 'project', 'units'])}
        testId="property-buildings"
        row={(b) => (
          <tr key={b.id}>
            <td>
              <Link to="/{-$locale}/admin/build/$id" params={{ locale, id: b.id }}>
                {b.name}
              </Link>
            </td>
            <td>{textIn(b.project_name, intl.locale)}</td>
            <td>{b.units}</td>
          </tr>
        )}
      />
    </section>
  );
}
