/** The entry's documents (PDFs and scans) with downloads through the authorised file URL. */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ReviewFile } from '../../../contract/contest-review.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDownload } from '../../lib/authorised-file.ts';
import { fieldLabel } from './answer-labels.ts';

export function DocumentsList({ documents }: { documents: ReviewFile[] }) {
  const intl = useIntl();
  const downloadFile = useDownload();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (f: ReviewFile) => {
    setBusy(f.id);
    await downloadFile(f.url, f.name);
    setBusy(null);
  };
  return (
    <section className="admin-panel" data-testid="contest-documents">
      <h2>
        <FormattedMessage id="admin.contest.detail.documents" />
      </h2>
      {documents.length === 0 && (
        <p className="empty">
          <FormattedMessage id="admin.contest.detail.no_documents" />
        </p>
      )}
      <ul>
        {documents.map((f) => (
          <li key={f.id} data-testid="contest-document">
            {fieldLabel(intl, f.field)}: {f.name} (
            <FormattedNumber value={f.size / 1024} style="unit" unit="kilobyte" maximumFractionDigits={0} />){' '}
            <Button variant="secondary" busy={busy === f.id} onClick={() => void download(f)}>
              <FormattedMessage id="admin.contest.detail.download" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
