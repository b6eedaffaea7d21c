/** One chosen file: preview (photos), name and size, its upload state, remove and replace. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { FilePickButton } from '../../components/ui/file-pick-button.tsx';
import { db, type FileRow } from '../../sync/db.ts';

function usePreview(row: FileRow | undefined) {
  const mime = row?.mime ?? '';
  const bytes = mime.startsWith('image/') ? row!.bytes : null;
  const url = useMemo(() => (bytes ? URL.createObjectURL(new Blob([bytes], { type: mime })) : null), [bytes, mime]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

export function FileProgress({ row }: { row: FileRow }) {
  const done = row.status === 'uploaded' || row.status === 'done';
  return (
    <span className="file-state" data-testid="file-state" data-status={row.status}>
      <progress max={row.size} value={done ? row.size : row.uploadedBytes} />{' '}
      <FormattedMessage id={`contest.file.state.${row.status}`} />
    </span>
  );
}

interface Props {
  id: string;
  accept?: string;
  locked?: boolean;
  onRemove?: () => void;
  onReplace?: (f: File) => void;
}

export function FileItem({ id, accept, locked, onRemove, onReplace }: Props) {
  const row = useLiveQuery(() => db.files.get(id), [id]);
  const preview = usePreview(row);
  if (!row) return null;
  return (
    <li className="file-item" data-testid="file-item" data-size={row.size}>
      {preview && <img src={preview} alt="" width={64} height={64} />}
      <span className="file-name">{row.name}</span>{' '}
      <span className="field-hint">
        <FormattedNumber value={row.size / 1024} maximumFractionDigits={0} /> KB
      </span>
      {locked ? (
        <FileProgress row={row} />
      ) : (
        <>
          <button type="button" className="link-button" onClick={onRemove}>
            <FormattedMessage id="contest.file.remove" />
          </button>
          <FilePickButton className="link-button" accept={accept ?? ''} onFiles={([f]) => f && onReplace?.(f)}>
            <FormattedMessage id="contest.file.replace" />
          </FilePickButton>
        </>
      )}
    </li>
  );
}
