/** What changed, one line per field: its name in words, the old value → the new one (./log-values.ts). */
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldName, valueText } from './log-values.ts';

type Values = Record<string, unknown> | null;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export function ValueDiff({ subject, before, after }: { subject: string | null; before: Values; after: Values }) {
  const intl = useIntl();
  // A new record lists only the values it was given, not every empty field; an edit only what changed.
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) =>
    before ? !after || JSON.stringify(before[k]) !== JSON.stringify(after[k]) : !isEmpty(after?.[k]),
  );
  if (!keys.length) return <span className="empty">—</span>;
  return (
    <ul className="diff">
      {keys.map((k) => (
        <li key={k}>
          <strong>{fieldName(intl, subject, k)}</strong>:{' '}
          {before && k in before && (
            <>
              <del>{valueText(intl, k, before[k])}</del> →{' '}
            </>
          )}
          <ins>{after && k in after ? valueText(intl, k, after[k]) : <FormattedMessage id="userLogs.removed" />}</ins>
        </li>
      ))}
    </ul>
  );
}
