/**
 * CSV and XLSX of what a list or a report shows. The file is behind the sign-in, so it goes through a
 * download ticket (lib/authorised-file.ts) and the browser's own download manager, however large.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDownload } from '../../lib/authorised-file.ts';
import { Button } from '../ui/button.tsx';

export type ExportFormat = 'csv' | 'xlsx';

interface Props {
  /** The export's path for a format, from the typed client (`client.api.….export.$path({ query })`). */
  path: (format: ExportFormat) => string;
  /** The saved file's name without its extension. */
  fileName: string;
  /** The buttons' message id with `{format}` (a report's "Download CSV", "All answers, CSV"); the lists' own without it. */
  label?: string | undefined;
}

export function ExportButtons({ path, fileName, label }: Props) {
  const download = useDownload();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await download(path(format), `${fileName}.${format}`);
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button key={f} variant="secondary" busy={exporting === f} onClick={() => void exportAs(f)}>
          {label ? (
            <FormattedMessage id={label} values={{ format: f.toUpperCase() }} />
          ) : (
            <FormattedMessage id={`applications.export.${f}`} />
          )}
        </Button>
      ))}
    </>
  );
}
