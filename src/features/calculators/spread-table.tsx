import { FormattedMessage, useIntl } from 'react-intl';
import type { Spread } from '../../lib/calc-math.ts';
import { formatMoney } from '../../lib/kz-format.ts';

/** A result in tenge per day, per month and per year, formatted for the current language. */
export function SpreadTable({ caption, spread }: { caption: string; spread: Spread }) {
  const intl = useIntl();
  const kzt = (v: number) => formatMoney(intl, v);
  return (
    <table className="spread">
      <caption>
        <FormattedMessage id={caption} />
      </caption>
      <tbody>
        {(['day', 'month', 'year'] as const).map((k) => (
          <tr key={k}>
            <th scope="row">
              <FormattedMessage id={`calc.per.${k}`} />
            </th>
            <td data-testid={`${caption}-${k}`}>{kzt(spread[k])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Money({ label, value }: { label: string; value: number }) {
  const intl = useIntl();
  return (
    <p className="calc-line">
      <FormattedMessage id={label} />: <strong>{formatMoney(intl, value)}</strong>
    </p>
  );
}
