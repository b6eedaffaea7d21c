/** A select of the developer's projects (both kinds, from the page's route loader), for the building screens. */
import { useIntl } from 'react-intl';
import { textIn } from '../../../contract/property.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { AdminProject } from './load.ts';

export function ProjectPicker({
  projects,
  value,
  onChange,
}: {
  projects: AdminProject[];
  value: number | undefined;
  onChange: (project: number | undefined) => void;
}) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'property.field.project' })}
      value={value}
      placeholder="—"
      options={projects.map((p) => ({ value: p.id, label: textIn(p.name, intl.locale) }))}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
    />
  );
}
