/**
 * A mortgage for a price: a programme an editor keeps in the property settings (e.g. the state 7-20-25)
 * fills rate, down payment and term, and the visitor may change any of them ("own terms"); annuity or
 * declining payments; the annual effective rate beside the nominal one. Settings are passed in by the
 * page, whose saved copy opens offline.
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { textIn } from '../../../contract/property.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { CalcBox, NumberInput, numberError, parseNumber, useLabel } from './calc-box.tsx';
import { MORTGAGE_KINDS, mortgage, type MortgageKind } from './mortgage-math.ts';
import type { Settings } from './types.ts';

const MAX_YEARS = 35;
const OWN = 'own';

export function Mortgage({
  price,
  settings,
  collapsible = false,
}: {
  price: number;
  settings: Pick<Settings, 'mortgage_presets' | 'min_down_percent'>;
  collapsible?: boolean;
}) {
  const intl = useIntl();
  const label = useLabel();
  const presets = settings.mortgage_presets;
  const first = presets[0];
  const [rate, setRate] = useState(first ? String(first.rate) : '');
  const [down, setDown] = useState(String(first?.down_percent ?? settings.min_down_percent));
  const [years, setYears] = useState(first ? String(first.years) : '');
  const [kind, setKind] = useState<MortgageKind>('annuity');
  // The programme shown is the one whose terms are typed; any change of them is the visitor's own terms.
  const chosen = presets.findIndex(
    (p) => p.rate === parseNumber(rate) && p.down_percent === parseNumber(down) && p.years === parseNumber(years),
  );
  const pick = (value: string) => {
    const p = presets[Number(value)];
    if (!p) return;
    setRate(String(p.rate));
    setDown(String(p.down_percent));
    setYears(String(p.years));
  };
  const errors = {
    rate: numberError(rate, 0, 100),
    down: numberError(down, 0, 99),
    years: numberError(years, 1, MAX_YEARS),
  };
  const valid = !errors.rate && !errors.down && !errors.years;
  const r = valid
    ? mortgage({ price, downPercent: parseNumber(down), rate: parseNumber(rate), years: parseNumber(years) }, kind)
    : null;
  const tenge = (v: number) => (
    <FormattedMessage id="property.unit.price_value" values={{ price: <FormattedNumber value={v} /> }} />
  );
  return (
    <CalcBox title="property.mortgage.title" testid="mortgage" collapsible={collapsible}>
      <div className="calc-box-fields">
        <SelectField
          label={<FormattedMessage id="property.mortgage.programme" />}
          value={chosen >= 0 ? chosen : OWN}
          placeholder={false}
          options={[
            ...presets.map((p, i) => ({
              value: i,
              label: intl.formatMessage(
                { id: 'property.mortgage.preset' },
                { name: textIn(p.name, intl.locale), rate: p.rate, down: p.down_percent, years: p.years },
              ),
            })),
            { value: OWN, label: intl.formatMessage({ id: 'property.mortgage.own' }) },
          ]}
          onChange={pick}
          testId="mortgage-programme"
        />
        <NumberInput label={label('property.mortgage.rate')} value={rate} onChange={setRate} error={errors.rate} />
        <NumberInput label={label('property.mortgage.down')} value={down} onChange={setDown} error={errors.down} />
        <NumberInput
          label={label('property.mortgage.years')}
          value={years}
          onChange={setYears}
          error={errors.years}
          hint={label('property.mortgage.years_max', { max: MAX_YEARS })}
        />
        <SelectField
          label={<FormattedMessage id="property.mortgage.kind" />}
          value={kind}
          placeholder={false}
          options={MORTGAGE_KINDS.map((k) => ({
            value: k,
            label: intl.formatMessage({ id: `property.mortgage.${k}` }),
          }))}
          onChange={(v) => setKind(v as MortgageKind)}
        />
      </div>
      {r ? (
        <dl className="property-figures" data-testid="mortgage-result" aria-live="polite">
          <div>
            <dt>
              <FormattedMessage id="property.mortgage.down_amount" />
            </dt>
            <dd>{tenge(r.down)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="property.mortgage.loan" />
            </dt>
            <dd>{tenge(r.loan)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id={`property.mortgage.monthly_${kind}`} />
            </dt>
            <dd data-testid="mortgage-monthly">
              {kind === 'annuity' ? (
                tenge(r.first)
              ) : (
                <FormattedMessage
                  id="property.mortgage.first_last"
                  values={{ first: <FormattedNumber value={r.first} />, last: <FormattedNumber value={r.last} /> }}
                />
              )}
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="property.mortgage.overpayment" />
            </dt>
            <dd>{tenge(r.overpayment)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="property.mortgage.effective" />
            </dt>
            <dd data-testid="mortgage-effective">
              <FormattedNumber value={r.effectiveRate / 100} style="percent" maximumFractionDigits={2} />
            </dd>
          </div>
        </dl>
      ) : (
        <p>
          <FormattedMessage id="calc.fillIn" />
        </p>
      )}
    </CalcBox>
  );
}
