/**
 * `/admin/build_create`: pick the project (or come with `?project=` from its form or the list) and
 * generate a building — sections × floors × units per floor as cells to edit before saving.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { GeneratorForm } from './generator-form.tsx';
import { EDITORS, type BuildCreateData } from './load.ts';
import { ProjectPicker } from './project-picker.tsx';

interface Props {
  project: number | undefined;
  /** The route's loader data: the projects and the settings' rates. */
  data: BuildCreateData | null;
}

export const BuildCreatePage = (props: Props) => (
  <RolesOnly roles={EDITORS}>
    <BuildCreate {...props} />
  </RolesOnly>
);

function BuildCreate({ project, data }: Props) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <section className="page" data-testid="property-build-create">
      <h1>
        <FormattedMessage id="property.generate.title" />
      </h1>
      <ProjectPicker
        projects={data?.projects ?? []}
        value={project}
        onChange={(p) =>
          void navigate({ to: '/{-$locale}/admin/build_create', params: { locale }, search: { project: p } })
        }
      />
      {project && data && (
        <GeneratorForm
          key={project}
          projectId={project}
          settings={data.settings}
          onSaved={(id) => void navigate({ to: '/{-$locale}/admin/build/$id', params: { locale, id } })}
        />
      )}
    </section>
  );
}
