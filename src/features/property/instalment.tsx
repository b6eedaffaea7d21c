/** The instalment for a unit's price: down payment, term and discount chosen here, the monthly payment shown. */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { instalment, MAX_DISCOUNT_PERCENT, MAX_TERM_MONTHS, MIN_DOWN_PERCENT } from './instalment-math.ts';

export function Instalment({ price }: { price: number }) {
  const [downPercent, setDown] = useState(MIN_DOWN_PERCENT);
  const [months, setMonths] = useState(24);
  const [discountPercent, setDiscount] = useState(0);
  const r = instalment({ price, downPercent, months, discountPercent });
  const input = (id: string, value: number, min: number, max: number, set: (n: number) => void) => (
    <div className="field">
      <label htmlFor={`instalment-${id}`}>
        <FormattedMessage id={`property.instalment.${id}`} />
      </label>
      <input
        id={`instalment-${id}`}
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      />
    </div>
  );
  return (
    <details className="instalment" data-testid="instalment">
      <summary>
        <FormattedMessage id="property.instalment.title" />
      </summary>
      {input('down', downPercent, MIN_DOWN_PERCENT, 100, setDown)}
      {input('months', months, 1, MAX_TERM_MONTHS, setMonths)}
      {input('discount', discountPercent, 0, MAX_DISCOUNT_PERCENT, setDiscount)}
      <p data-testid="instalment-result">
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
    </details>
  );
}
