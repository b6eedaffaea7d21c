/**
 * Photos (camera or gallery, compressed in a worker) and documents (PDF or image, ≤ 10 MB) for one form
 * field, kept on the device with previews, remove and replace. A file that is too large or of the
 * wrong type is refused when chosen, with the reason, so the form can never become unsendable.
 * "Add" is a real button named for the field: reached by Tab, and focused when a check finds this field
 * the first one in error.
 */
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FILE_KINDS } from '../../../contract/sync.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FilePickButton } from '../../components/ui/file-pick-button.tsx';
import { db } from '../../sync/db.ts';
import { compressImage } from '../../lib/image-compress.ts';
import { addFile, removeFile } from '../../sync/files.ts';
import { FileItem } from './file-item.tsx';
import { useFieldError } from './form-inputs.tsx';

interface Props {
  name: string;
  label: string;
  draftId: string;
  kind: 'photo' | 'document';
  max: number;
}

async function prepare(file: File, kind: Props['kind']) {
  if (kind === 'photo' || file.type.startsWith('image/')) {
    if (!file.type.startsWith('image/')) throw new Error('contest.file.not_photo');
    const c = await compressImage(file).catch(() => {
      throw new Error('contest.file.unreadable');
    });
    return { bytes: c.bytes, mime: c.mime, name: file.name.replace(/\.\w+$/, '') + '.jpg' };
  }
  if (!(FILE_KINDS.document.mimes as readonly string[]).includes(file.type)) throw new Error('contest.file.wrong_type');
  if (file.size > FILE_KINDS.document.maxBytes) throw new Error('contest.file.too_large');
  return { bytes: await file.arrayBuffer(), mime: file.type, name: file.name };
}

export function FileField({ name, label, draftId, kind, max }: Props) {
  const intl = useIntl();
  const { control } = useFormContext();
  // A nested field (`confirmations.entrepreneurs`) starts as an empty list, not undefined, which the
  // schema's record of file lists would refuse ("not valid") on an untouched akim form.
  const { field } = useController({ name, control, defaultValue: [] });
  const ids = (field.value as string[] | undefined) ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const error = useFieldError(name);
  const errorId = `${useId()}-error`;

  const take = async (files: File[], replacing?: string) => {
    setRefusal(null);
    setBusy(true);
    let next = replacing ? ids.filter((i) => i !== replacing) : [...ids];
    try {
      for (const file of files.slice(0, max - next.length)) {
        const p = await prepare(file, kind);
        const row = await addFile(db, {
          draftId,
          field: name,
          kind: kind === 'photo' || p.mime.startsWith('image/') ? 'photo' : 'document',
          ...p,
        });
        next = [...next, row.id];
      }
      if (replacing) await removeFile(db, replacing);
    } catch (e) {
      setRefusal(e instanceof Error && e.message.startsWith('contest.') ? e.message : 'contest.file.unreadable');
    } finally {
      field.onChange(next);
      setBusy(false);
    }
  };

  const accept = kind === 'photo' ? 'image/*' : 'application/pdf,image/*';
  return (
    <fieldset className={`field file-field${error || refusal ? ' field-invalid' : ''}`}>
      <legend>{intl.formatMessage({ id: label })}</legend>
      <ul className="file-list">
        {ids.map((id) => (
          <FileItem
            key={id}
            id={id}
            accept={accept}
            onRemove={() => void removeFile(db, id).then(() => field.onChange(ids.filter((i) => i !== id)))}
            onReplace={(f) => void take([f], id)}
          />
        ))}
      </ul>
      {ids.length < max && (
        <FilePickButton
          name={name}
          accept={accept}
          multiple={max > 1}
          camera={kind === 'photo'}
          invalid={!!(error || refusal)}
          describedBy={error || refusal ? errorId : undefined}
          testId={`file-input-${name}`}
          onFiles={(files) => void take(files)}
        >
          <FormattedMessage id={kind === 'photo' ? 'contest.file.add_photo' : 'contest.file.add_document'} />
        </FilePickButton>
      )}
      {busy && (
        <p className="field-hint" role="status">
          <FormattedMessage id="contest.file.preparing" />
        </p>
      )}
      <FieldError error={refusal ?? error} values={{ max: 10 }} id={errorId} />
    </fieldset>
  );
}
