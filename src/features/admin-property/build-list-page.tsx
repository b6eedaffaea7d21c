/**
 * `/admin/build`: the buildings of every project, or of one (`?project=`), with their unit counts; each
 * opens its units (`/admin/build/{id}`), and "Generate a building" leads to `/admin/build_create`.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { textIn } from '../../../contract/property.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { EDITORS, type BuildListData } from './load.ts';
import { ProjectPicker } from './project-picker.tsx';

interface Props {
  project: number | undefined;
  /** The route's loader data: the buildings (of `?project=`, or all) and every project. */
  data: BuildListData | null;
}

export const BuildListPage = (props: Props) => (
  <RolesOnly roles={EDITORS}>
    <BuildList {...props} />
  </RolesOnly>
);

function BuildList({ project, data }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <section className="page" data-testid="property-build">
      <h1>
        <FormattedMessage id="admin.section.build" />
      </h1>
      <div className="admin-toolbar">
        <ProjectPicker
          projects={data?.projects ?? []}
          value={project}
          onChange={(p) => void navigate({ to: '/{-$locale}/admin/build', params: { locale }, search: { project: p } })}
        />
        <Link className="btn" to="/{-$locale}/admin/build_create" params={{ locale }} search={{ project }}>
          <FormattedMessage id="property.generate.title" />
        </Link>
      </div>
      <AdminTable
        list={{ data: data?.buildings }}
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
