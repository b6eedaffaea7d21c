/**
 * The instalment for a price: down payment, term and discount chosen here within the limits the property
 * settings give (ADR 118), the monthly payment shown. A value outside a limit is said on its field and
 * the plan is counted at the limit.
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { CalcBox, NumberInput, numberError, parseNumber, useLabel } from './calc-box.tsx';
import { instalment, type InstalmentLimits } from './instalment-math.ts';

/** Two years, or the settings' longest term if that is shorter. */
const DEFAULT_MONTHS = 24;

export function Instalment({
  price,
  limits,
  collapsible = false,
}: {
  price: number;
  limits: InstalmentLimits;
  collapsible?: boolean;
}) {
  const label = useLabel();
  const [down, setDown] = useState(String(limits.min_down_percent));
  const [months, setMonths] = useState(String(Math.min(DEFAULT_MONTHS, limits.max_instalment_months)));
  const [discount, setDiscount] = useState('0');
  const r = instalment(
    {
      price,
      downPercent: parseNumber(down),
      months: parseNumber(months),
      discountPercent: parseNumber(discount) || 0,
    },
    limits,
  );
  return (
    <CalcBox title="property.instalment.title" testid="instalment" collapsible={collapsible}>
      <div className="calc-box-fields">
        <NumberInput
          label={label('property.instalment.down', { min: limits.min_down_percent })}
          value={down}
          onChange={setDown}
          error={numberError(down, limits.min_down_percent, 100)}
        />
        <NumberInput
          label={label('property.instalment.months')}
          value={months}
          onChange={setMonths}
          error={numberError(months, 1, limits.max_instalment_months)}
          hint={label('property.instalment.months_max', { max: limits.max_instalment_months })}
        />
        <NumberInput
          label={label('property.instalment.discount', { max: limits.max_discount_percent })}
          value={discount}
          onChange={setDiscount}
          error={discount.trim() === '' ? undefined : numberError(discount, 0, limits.max_discount_percent)}
        />
      </div>
      <p data-testid="instalment-result" aria-live="polite">
        <FormattedMessage
          id="property.instalment.result"
          values={{
            down: <FormattedNumber value={r.down} />,
            monthly: <FormattedNumber value={r.monthly} />,
            months: r.months,
            price: <FormattedNumber value={r.price} />,
          }}
        />
      </p>
    </CalcBox>
  );
}
