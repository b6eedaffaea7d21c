/** What the project form shows but does not take: the figures counted from the project's units (ADR 120). */
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { AdminProjectDetail } from './load.ts';

export function CountedFigures({ item }: { item: AdminProjectDetail }) {
  return (
    <div data-testid="project-counts">
      <p>
        <FormattedMessage
          id="property.project.apartments"
          values={{ sold: item.sold_apartments, total: item.total_apartments }}
        />
      </p>
      <dl className="property-figures">
        <dt>
          <FormattedMessage id="property.field.price_from" />
        </dt>
        <dd data-testid="counted-price-from">
          {item.price_from === null ? '—' : <FormattedNumber value={item.price_from} />}
        </dd>
        <dt>
          <FormattedMessage id="property.field.apartment_area" />
        </dt>
        <dd>
          {item.apartment_area_min === null ? (
            '—'
          ) : (
            <FormattedMessage
              id="property.project.area_range"
              values={{ min: item.apartment_area_min, max: item.apartment_area_max }}
            />
          )}
        </dd>
      </dl>
      <p className="hint">
        <FormattedMessage id="property.project.counted_hint" />
      </p>
    </div>
  );
}
