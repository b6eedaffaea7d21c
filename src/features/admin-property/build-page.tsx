/**
 * `/admin/build`: pick a project (both kinds), see its buildings, open one's units, or generate a new
 * building — sections × floors × units per floor as cells to edit before saving.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { textIn } from '../../../api/schemas/property.ts';
import { ROLES } from '../../../api/schemas/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useRead } from '../../lib/use-read.ts';
import { GeneratorForm } from './generator-form.tsx';
import { loadProject, loadProjects } from './load.ts';

export const BuildPage = ({ project }: { project: number | undefined }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <Build project={project} />
  </RolesOnly>
);

function Build({ project }: { project: number | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const projects = useRead('property-projects:all', () => loadProjects());
  const chosen = useRead(project ? `property-project:${project}` : null, () => loadProject(project!));
  return (
    <section className="page" data-testid="property-build">
      <h1>
        <FormattedMessage id="admin.section.build" />
      </h1>
      <div className="field">
        <label htmlFor="build-project">
          <FormattedMessage id="property.field.project" />
        </label>
        <select
          id="build-project"
          value={project ?? ''}
          onChange={(e) =>
            void navigate({
              to: '/{-$locale}/admin/build',
              params: { locale },
              search: e.target.value ? { project: Number(e.target.value) } : {},
            })
          }
        >
          <option value="">—</option>
          {projects.data?.data.map((p) => (
            <option key={p.id} value={p.id}>
              {textIn(p.name, intl.locale)}
            </option>
          ))}
        </select>
      </div>
      {chosen.data && (
        <>
          <h2>
            <FormattedMessage id="property.admin.buildings" />
          </h2>
          <ul data-testid="property-buildings">
            {chosen.data.data.buildings.map((b) => (
              <li key={b.id}>
                <Link to="/{-$locale}/admin/build/$id" params={{ locale, id: b.id }}>
                  {b.name}
                </Link>
              </li>
            ))}
          </ul>
          <GeneratorForm
            projectId={chosen.data.data.id}
            onSaved={(id) => void navigate({ to: '/{-$locale}/admin/build/$id', params: { locale, id } })}
          />
        </>
      )}
    </section>
  );
}
