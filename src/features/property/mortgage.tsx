/**
 * A mortgage for a unit's price: the programmes an editor keeps in the property settings (e.g. the
 * state 7-20-25) fill rate, down payment and term; annuity or declining payments; the annual effective
 * rate shown beside the nominal one. The settings answer is saved for offline like the board.
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { mortgage, type MortgageKind } from './mortgage-math.ts';
import type { Settings } from './types.ts';

export function Mortgage({ price }: { price: number }) {
  const intl = useIntl();
  const q = usePublicQuery<{ data: Settings }>('/public/property/settings');
  const presets = q.status === 'ready' ? q.data.data.mortgage_presets : [];
  const [chosen, setChosen] = useState(0);
  const [kind, setKind] = useState<MortgageKind>('annuity');
  const preset = presets[chosen];
  if (!preset) return null;
  const r = mortgage({ price, downPercent: preset.down_percent, rate: preset.rate, years: preset.years }, kind);
  return (
    <details className="instalment" data-testid="mortgage">
      <summary>
        <FormattedMessage id="property.mortgage.title" />
      </summary>
      <div className="field">
        <label htmlFor="mortgage-preset">
          <FormattedMessage id="property.mortgage.programme" />
        </label>
        <select id="mortgage-preset" value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
          {presets.map((p, i) => (
            <option key={p.name} value={i}>
              {intl.formatMessage(
                { id: 'property.mortgage.preset' },
                { name: p.name, rate: p.rate, down: p.down_percent, years: p.years },
              )}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="mortgage-kind">
          <FormattedMessage id="property.mortgage.kind" />
        </label>
        <select id="mortgage-kind" value={kind} onChange={(e) => setKind(e.target.value as MortgageKind)}>
          {(['annuity', 'declining'] as const).map((k) => (
            <option key={k} value={k}>
              {intl.formatMessage({ id: `property.mortgage.${k}` })}
            </option>
          ))}
        </select>
      </div>
      <p data-testid="mortgage-result">
        <FormattedMessage
          id="property.mortgage.result"
          values={{
            down: <FormattedNumber value={r.down} />,
            first: <FormattedNumber value={r.first} />,
            last: <FormattedNumber value={r.last} />,
            overpayment: <FormattedNumber value={r.overpayment} />,
            effective: r.effectiveRate,
          }}
        />
      </p>
    </details>
  );
}
