/** A lawyer's note on the case, kept on the device and sent once; the person never sees it. */
import { FormProvider } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { caseNoteSchema } from '../../../contract/consultations.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { TextArea } from './inputs.ts';
import { NOTE_KIND } from './local-cases.ts';
import { useCaseDraftId } from './use-case-draft.ts';

const noteForm = caseNoteSchema.pick({ text: true });

export function NoteForm({ caseUuid }: { caseUuid: string }) {
  const { draftId, renew } = useCaseDraftId(NOTE_KIND, caseUuid);
  const f = useOfflineForm<{ case_uuid: string; text: string }>({
    draftId,
    kind: NOTE_KIND,
    schema: noteForm as never,
    defaults: { case_uuid: caseUuid, text: '' },
  });
  if (!f.opened) return null;
  const send = f.form.handleSubmit(async (v) => {
    await f.submit('cases.note', { case_uuid: caseUuid, note_uuid: draftId!, text: v.text });
    renew();
  });
  return (
    <FormProvider {...f.form}>
      <form onSubmit={send} noValidate data-testid="case-note-form">
        <FormErrorCount count={f.errorCount} />
        <TextArea name="text" />
        <Button type="submit">
          <FormattedMessage id="cases.note.add" />
        </Button>
      </form>
    </FormProvider>
  );
}
