import { FormattedMessage } from 'react-intl';

type Values = Record<string, unknown> | null;

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Before/after values as "field: old → new", one line per field that changed. */
export function ValueDiff({ before, after }: { before: Values; after: Values }) {
  // A new record lists only the values it was given, not every empty field.
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => before || !isEmpty(after?.[k]),
  );
  if (!keys.length) return <span className="empty">—</span>;
  return (
    <ul className="diff">
      {keys.map((k) => (
        <li key={k}>
          <strong>{k}</strong>:{' '}
          {before && k in before && (
            <>
              <del>{show(before[k])}</del> →{' '}
            </>
          )}
          <ins>{after && k in after ? show(after[k]) : <FormattedMessage id="userLogs.removed" />}</ins>
        </li>
      ))}
    </ul>
  );
}
