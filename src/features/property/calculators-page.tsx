/**
 * `/projects/calculator` (seed §1, the developer's instalment calculator): a price from an area and a
 * price per m² — the settings' 550,000 ₸ for a flat on instalment or 1,500,000 ₸ for commercial premises
 * by default — then the instalment (the settings' minimum down payment, longest term and largest
 * discount) and a mortgage (programmes from the settings, every term editable). The settings' saved copy
 * opens the page offline.
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { NumberInput, numberError, parseNumber, useLabel } from './calc-box.tsx';
import { Instalment } from './instalment.tsx';
import { priceOfArea } from './instalment-math.ts';
import { Mortgage } from './mortgage.tsx';
import { QueryFrame } from '../../components/ui/query-frame.tsx';
import type { Settings } from './types.ts';
import './property.css';

/** The seed's smallest flat (§9: 51.1, 52.1 and 88.3 m²), a first figure the visitor replaces. */
const START_AREA = '51.1';
const PRICE_KINDS = ['instalment', 'commercial'] as const;
type PriceKind = (typeof PRICE_KINDS)[number];

export function PropertyCalculatorsPage() {
  const q = usePublicQuery('/public/property/settings');
  return (
    <section className="page property" data-testid="property-calculators-page">
      <h1>
        <FormattedMessage id="property.calculators.title" />
      </h1>
      <QueryFrame q={q}>{({ data }) => <Calculators settings={data} />}</QueryFrame>
    </section>
  );
}

function Calculators({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const label = useLabel();
  const [kind, setKind] = useState<PriceKind>('instalment');
  const [area, setArea] = useState(START_AREA);
  const ownPrice = (k: PriceKind) =>
    String(k === 'instalment' ? settings.instalment_price_m2 : settings.commercial_price_m2);
  const [priceM2, setPriceM2] = useState(ownPrice('instalment'));
  const errors = { area: numberError(area, 1, 100_000), priceM2: numberError(priceM2, 0, 100_000_000) };
  const price = errors.area || errors.priceM2 ? null : priceOfArea(parseNumber(area), parseNumber(priceM2));
  return (
    <>
      <section className="card calc-box" aria-labelledby="calc-price-title">
        <h2 id="calc-price-title">
          <FormattedMessage id="property.calculators.price" />
        </h2>
        <fieldset className="calc-kinds">
          <legend>
            <FormattedMessage id="property.calculators.kind" />
          </legend>
          {PRICE_KINDS.map((k) => (
            <label key={k} className="check">
              <input
                type="radio"
                name="calc-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setPriceM2(ownPrice(k));
                }}
              />
              {intl.formatMessage(
                { id: `property.calculators.kind_${k}` },
                { price: intl.formatNumber(Number(ownPrice(k))) },
              )}
            </label>
          ))}
        </fieldset>
        <div className="calc-box-fields">
          <NumberInput label={label('property.calculators.area')} value={area} onChange={setArea} error={errors.area} />
          <NumberInput
            label={label('property.calculators.price_m2')}
            value={priceM2}
            onChange={setPriceM2}
            error={errors.priceM2}
          />
        </div>
        <p data-testid="calc-price" aria-live="polite">
          {price !== null ? (
            <FormattedMessage
              id="property.calculators.price_value"
              values={{ price: <FormattedNumber value={price} /> }}
            />
          ) : (
            <FormattedMessage id="calc.fillIn" />
          )}
        </p>
      </section>
      {price !== null && (
        <>
          <Instalment price={price} limits={settings} />
          <Mortgage price={price} settings={settings} />
        </>
      )}
    </>
  );
}
