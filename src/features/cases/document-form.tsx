/**
 * Adds a document to the case, offline too: its type and a file or a camera photo, kept on the device
 * with the draft and sent as one `cases.document` after the file's upload (ADR 091).
 */
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { caseDocumentSchema } from '../../../contract/consultation-documents.ts';
import { DOCUMENT_TYPES } from '../../../contract/reference.ts';
import { FILE_KINDS } from '../../../contract/sync.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FilePickButton } from '../../components/ui/file-pick-button.tsx';
import { db } from '../../sync/db.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { addFile } from '../../sync/files.ts';
import { prepareDocument } from './document-file.ts';
import { SelectInput } from './inputs.ts';
import { DOCUMENT_KIND } from './local-cases.ts';
import { useCaseDraftId } from './use-case-draft.ts';

const documentForm = z.object({
  case_uuid: z.uuid(),
  document_type: caseDocumentSchema.shape.type,
  file_id: caseDocumentSchema.shape.file_id,
  file_name: z.string(),
});
type Values = z.input<typeof documentForm>;
const FILE_MB = FILE_KINDS.document.maxBytes / 1024 / 1024;

export function DocumentForm({ caseUuid }: { caseUuid: string }) {
  const intl = useIntl();
  const { draftId, renew } = useCaseDraftId(DOCUMENT_KIND, caseUuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${useId()}-error`;
  const f = useOfflineForm<Values>({
    draftId,
    kind: DOCUMENT_KIND,
    schema: documentForm as never,
    defaults: { case_uuid: caseUuid, file_id: '', file_name: '' } as Values,
  });
  if (!f.opened || !draftId) return null;
  const fileName = f.form.watch('file_name');

  const take = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    setBusy(true);
    try {
      const p = await prepareDocument(file);
      const row = await addFile(db, { draftId, field: 'file_id', ...p });
      f.form.setValue('file_id', row.id, { shouldValidate: true, shouldDirty: true });
      f.form.setValue('file_name', p.name, { shouldDirty: true });
    } catch (e) {
      setRefusal(e instanceof Error && e.message.startsWith('contest.') ? e.message : 'contest.file.unreadable');
    } finally {
      setBusy(false);
    }
  };
  const send = f.form.handleSubmit(async (v) => {
    const args = { case_uuid: caseUuid, document_uuid: draftId, type: v.document_type, file_id: v.file_id };
    await f.submit('cases.document', args, [v.file_id]);
    renew();
  });
  const fileError = refusal ?? f.form.formState.errors.file_id?.message;
  // The camera button is named for the field: a save without a file focuses it.
  const picker = (testId: string, label: string, camera: boolean) => (
    <FilePickButton
      name={camera ? 'file_id' : undefined}
      accept={camera ? 'image/*' : 'application/pdf,image/*'}
      camera={camera}
      invalid={!!fileError}
      describedBy={fileError ? errorId : undefined}
      testId={testId}
      onFiles={([file]) => void take(file)}
    >
      <FormattedMessage id={label} />
    </FilePickButton>
  );
  return (
    <FormProvider {...f.form}>
      <form onSubmit={send} noValidate data-testid="case-document-form">
        <FormErrorCount count={f.errorCount} />
        <h3>
          <FormattedMessage id="cases.document.add" />
        </h3>
        <SelectInput
          name="document_type"
          options={DOCUMENT_TYPES.map((d) => ({ value: d, label: intl.formatMessage({ id: `document.type.${d}` }) }))}
        />
        <fieldset className="field file-field">
          <legend>
            <FormattedMessage id="cases.field.file_id" />
          </legend>
          {fileName && <p data-testid="case-document-file">{fileName}</p>}
          {picker('case-document-camera', 'cases.document.camera', true)}{' '}
          {picker('case-document-pick', 'cases.document.pick', false)}
          {busy && (
            <p className="field-hint" role="status">
              <FormattedMessage id="contest.file.preparing" />
            </p>
          )}
          <FieldError error={fileError} values={{ max: FILE_MB }} id={errorId} />
        </fieldset>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="cases.document.save" />
        </Button>
      </form>
    </FormProvider>
  );
}
