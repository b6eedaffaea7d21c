/** Downloads of the filtered list: CSV, XLSX, and a ZIP with every entry's media (authorised, so fetched). */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { Button } from '../../components/ui/button.tsx';
import { routeUrl } from '../../lib/api.ts';
import { downloadFile } from '../../lib/authorised-file.ts';

const KINDS = [
  { id: 'csv', route: '/contest/applications/export', format: 'csv', file: 'contest-applications.csv' },
  { id: 'xlsx', route: '/contest/applications/export', format: 'xlsx', file: 'contest-applications.xlsx' },
  { id: 'zip', route: '/contest/applications/export.zip', format: 'xlsx', file: 'contest-applications.zip' },
] as const;

export function ExportButtons({ filter }: { filter: URLSearchParams }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (kind: (typeof KINDS)[number]) => {
    setBusy(kind.id);
    try {
      await downloadFile(`${routeUrl(kind.route, { query: { format: kind.format } })}&${filter}`, kind.file);
    } catch {
      toast.error(intl.formatMessage({ id: 'admin.contest.export.failed' }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="admin-toolbar" data-testid="contest-export">
      {KINDS.map((k) => (
        <Button
          key={k.id}
          variant="secondary"
          busy={busy === k.id}
          onClick={() => void run(k)}
          data-testid={`export-${k.id}`}
        >
          <FormattedMessage id={`admin.contest.export.${k.id}`} />
        </Button>
      ))}
    </div>
  );
}
