/** A select of the developer's projects (both kinds), for the building screens. */
import { FormattedMessage, useIntl } from 'react-intl';
import { textIn } from '../../../api/schemas/property.ts';
import { useRead } from '../../lib/use-read.ts';
import { loadProjects } from './load.ts';

export function ProjectPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (project: number | undefined) => void;
}) {
  const intl = useIntl();
  const projects = useRead('property-projects:all', () => loadProjects());
  return (
    <div className="field">
      <label htmlFor="build-project">
        <FormattedMessage id="property.field.project" />
      </label>
      <select
        id="build-project"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">—</option>
        {projects.data?.data.map((p) => (
          <option key={p.id} value={p.id}>
            {textIn(p.name, intl.locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
