import { FormattedMessage, useIntl } from 'react-intl';
import type { Spread } from '../../lib/calc-math.ts';

/** A result in tenge per day, per month and per year, formatted for the current language. */
export function SpreadTable({ caption, spread }: { caption: string; spread: Spread }) {
  const intl = useIntl();
  const kzt = (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'KZT', maximumFractionDigits: 0 });
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
      <FormattedMessage id={label} />:{' '}
      <strong>{intl.formatNumber(value, { style: 'currency', currency: 'KZT', maximumFractionDigits: 0 })}</strong>
    </p>
  );
}
