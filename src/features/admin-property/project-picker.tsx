/** A select of the developer's projects (both kinds), for the building screens. */
import { useIntl } from 'react-intl';
import { textIn } from '../../../contract/property.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
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
    <SelectField
      label={intl.formatMessage({ id: 'property.field.project' })}
      value={value}
      placeholder="—"
      loading={!projects.data}
      options={(projects.data?.data ?? []).map((p) => ({ value: p.id, label: textIn(p.name, intl.locale) }))}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
    />
  );
}
