import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../components/ui/field.tsx';
import { FindForm } from '../../components/ui/search-toolbar.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { USER_LOG_SEARCH } from '../../../contract/list-searches.ts';
import type { SearchOf } from '../../lib/route-search.ts';
import { DateInput } from '../../components/ui/date-input.tsx';

/** The log's URL search; its dates are local calendar days, YYYY-MM-DD. */
export type LogFilter = SearchOf<typeof USER_LOG_SEARCH>;

type Draft = Pick<LogFilter, 'action' | 'user' | 'changed' | 'date_from' | 'date_to'>;
const TEXT = ['user', 'changed'] as const;
const DATES = [
  ['date_from', 'userLogs.filter.from'],
  ['date_to', 'userLogs.filter.to'],
] as const;

/** The log's filters; applied on "Find" so a half-typed name does not start a search per keystroke. */
export function LogFilters(props: {
  filter: LogFilter;
  onFilter: (f: LogFilter) => void;
  actions: readonly string[];
  actionName: (a: string) => string;
}) {
  const { filter, onFilter, actions, actionName } = props;
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(filter);
  const set = (k: keyof Draft, v: string) => setDraft((d) => ({ ...d, [k]: v || undefined }));
  return (
    <FindForm
      onFind={() => onFilter({ ...filter, ...draft, page: 1, after: undefined })}
      after={
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setDraft({});
            onFilter({});
          }}
        >
          <FormattedMessage id="admin.list.clear" />
        </button>
      }
    >
      <SelectField
        label={intl.formatMessage({ id: 'userLogs.filter.action' })}
        value={draft.action}
        placeholder={intl.formatMessage({ id: 'userLogs.filter.allActions' })}
        // An action read from the URL keeps its own name, whether or not the list offers it.
        valueLabel={draft.action && actionName(draft.action)}
        options={actions.map((a) => ({ value: a, label: actionName(a) }))}
        onChange={(v) => set('action', v)}
      />
      {TEXT.map((k) => (
        <Field key={k} label={intl.formatMessage({ id: `userLogs.filter.${k}` })}>
          {(p) => <input {...p} type="search" value={draft[k] ?? ''} onChange={(e) => set(k, e.target.value)} />}
        </Field>
      ))}
      {DATES.map(([k, label]) => (
        <Field key={k} label={intl.formatMessage({ id: label })}>
          {(p) => <DateInput {...p} value={draft[k]} onChange={(v) => set(k, v)} />}
        </Field>
      ))}
    </FindForm>
  );
}
