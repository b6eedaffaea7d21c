/** Links to the device's favourites and compare pages with how many units each holds. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function DeviceListLinks({ favourites, compare }: { favourites: number; compare: number }) {
  const { locale } = useParams({ strict: false });
  return (
    <>
      <Link to="/{-$locale}/projects/favourites" params={{ locale }} data-testid="favourites-link">
        <FormattedMessage id="property.saved.favourites_link" values={{ n: favourites }} />
      </Link>
      <Link to="/{-$locale}/projects/compare" params={{ locale }} data-testid="compare-link">
        <FormattedMessage id="property.saved.compare_link" values={{ n: compare }} />
      </Link>
    </>
  );
}
