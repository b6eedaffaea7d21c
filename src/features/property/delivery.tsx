import { FormattedMessage } from 'react-intl';

/** "Delivery: Q4 2027", or the seed's fallback when the developer has not named a date. */
export function Delivery({ project }: { project: { delivery_quarter: number | null; delivery_year: number | null } }) {
  if (!project.delivery_year) return <FormattedMessage id="property.delivery.unknown" />;
  return project.delivery_quarter ? (
    <FormattedMessage
      id="property.delivery.quarter"
      values={{ quarter: project.delivery_quarter, year: project.delivery_year }}
    />
  ) : (
    <FormattedMessage id="property.delivery.year" values={{ year: project.delivery_year }} />
  );
}
