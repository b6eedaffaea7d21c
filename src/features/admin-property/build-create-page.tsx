/**
 * `/admin/build_create`: pick the project (or come with `?project=` from its form or the list) and
 * generate a building — sections × floors × units per floor as cells to edit before saving.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { GeneratorForm } from './generator-form.tsx';
import { ProjectPicker } from './project-picker.tsx';

export const BuildCreatePage = ({ project }: { project: number | undefined }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <BuildCreate project={project} />
  </RolesOnly>
);

function BuildCreate({ project }: { project: number | undefined }) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <section className="page" data-testid="property-build-create">
      <h1>
        <FormattedMessage id="property.generate.title" />
      </h1>
      <ProjectPicker
        value={project}
        onChange={(p) =>
          void navigate({ to: '/{-$locale}/admin/build_create', params: { locale }, search: { project: p } })
        }
      />
      {project && (
        <GeneratorForm
          key={project}
          projectId={project}
          onSaved={(id) => void navigate({ to: '/{-$locale}/admin/build/$id', params: { locale, id } })}
        />
      )}
    </section>
  );
}
