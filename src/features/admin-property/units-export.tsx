/**
 * The building's units and its price list as XLSX files — each in its import's own columns, so a file
 * can be edited in Excel and imported back (ADR 106) — and a way to the import itself.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { routeUrl } from '../../lib/api.ts';
import { useDownload } from '../../lib/authorised-file.ts';

export function UnitsExport({ buildingId }: { buildingId: number }) {
  const download = useDownload();
  const { locale } = useParams({ strict: false });
  const xlsx = (path: '/property/buildings/:id/export' | '/property/buildings/:id/price-list') =>
    routeUrl(path, { param: { id: buildingId }, query: { format: 'xlsx' } });
  return (
    <p className="admin-toolbar">
      <Button
        variant="secondary"
        data-testid="units-export"
        onClick={() => void download(xlsx('/property/buildings/:id/export'), `units-${buildingId}.xlsx`)}
      >
        <FormattedMessage id="property.export.units" />
      </Button>
      <Button
        variant="secondary"
        data-testid="price-list-export"
        onClick={() => void download(xlsx('/property/buildings/:id/price-list'), `prices-${buildingId}.xlsx`)}
      >
        <FormattedMessage id="property.export.price_list" />
      </Button>
      <Link to="/{-$locale}/admin/reports" params={{ locale }} search={{ tab: 'import' }}>
        <FormattedMessage id="property.import.link" />
      </Link>
    </p>
  );
}
