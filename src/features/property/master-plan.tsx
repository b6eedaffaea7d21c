/**
 * The master plan with the project's infrastructure drawn on it. Each marker is a button named by its
 * place; picking one (on the plan or in the list beside it) shows its details. The list is the same
 * content for screen readers and for anyone who finds dots on a picture hard to hit.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemCategoryLabel } from '../../../contract/property-items.ts';
import { textIn } from '../../../contract/property.ts';
import { MediaImage } from './media-image.tsx';
import type { PublicProjectDetail } from './types.ts';

type Place = PublicProjectDetail['infrastructure'][number];

export function MasterPlan({ plan, places }: { plan: PublicProjectDetail['master_plan']; places: Place[] }) {
  const intl = useIntl();
  const [picked, setPicked] = useState<number | null>(null);
  if (!plan && !places.length) return null;
  const title = (p: Place) => textIn(p.title, intl.locale);
  const current = places.find((p) => p.id === picked);
  return (
    <section aria-labelledby="master-plan-title" data-testid="project-master-plan">
      <h2 id="master-plan-title">
        <FormattedMessage id="property.project.infrastructure" />
      </h2>
      <div className="plan-layout">
        {plan && (
          <div className="master-plan">
            <MediaImage media={plan} alt={intl.formatMessage({ id: 'property.project.master_plan' })} />
            {/* Numbered as in the list beside the plan, which also holds the places without a marker. */}
            {places
              .map((p, i) => ({ p, n: i + 1 }))
              .filter(({ p }) => p.x !== null && p.y !== null)
              .map(({ p, n }) => (
                <button
                  key={p.id}
                  type="button"
                  className="plan-marker"
                  style={{ left: `${p.x}%`, top: `${p.y}%` }}
                  aria-pressed={picked === p.id}
                  aria-label={`${n}. ${title(p)}`}
                  title={title(p)}
                  data-testid="plan-marker"
                  onClick={() => setPicked(picked === p.id ? null : p.id)}
                >
                  {n}
                </button>
              ))}
          </div>
        )}
        <ol className="plan-list">
          {places.map((p) => (
            <li key={p.id} className={picked === p.id ? 'plan-picked' : undefined}>
              <button
                type="button"
                className="link-button"
                aria-pressed={picked === p.id}
                onClick={() => setPicked(picked === p.id ? null : p.id)}
              >
                {title(p)}
              </button>{' '}
              <span className="plan-category">
                <FormattedMessage id={itemCategoryLabel('infrastructure', p.category)} />
              </span>
              {p.quantity !== null && (
                <>
                  {' · '}
                  <FormattedMessage id="property.project.quantity" values={{ n: p.quantity }} />
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
      {current && (
        <div className="plan-details" role="status" data-testid="plan-details">
          <h3>{title(current)}</h3>
          {textIn(current.body, intl.locale) && <p>{textIn(current.body, intl.locale)}</p>}
          {current.image && <MediaImage media={current.image} alt="" />}
        </div>
      )}
    </section>
  );
}
