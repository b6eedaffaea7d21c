/** The frame both nomination forms share: the form context, the record-level error, the wizard and the send confirmation. */
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { RootError } from '../../components/ui/field-error.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { ConfirmSend } from './confirm-send.tsx';
import type { useContestForm } from './use-contest-form.ts';
import { Wizard } from './wizard.tsx';

interface Props {
  c: ReturnType<typeof useContestForm>;
  steps: Parameters<typeof Wizard>[0]['steps'];
  nominationTitle: string;
  /** The current step's fields. */
  children: ReactNode;
}

export function ContestWizardForm({ c, steps, nominationTitle, children }: Props) {
  return (
    <FormProvider {...c.form}>
      <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="contest-form">
        <RootError testId="contest-form-error" />
        <FormErrorCount count={c.errorCount} />
        <Wizard steps={steps} step={c.step} onBack={c.back} onNext={() => void c.next()}>
          {children}
        </Wizard>
      </form>
      <ConfirmSend
        open={c.confirming}
        nomination={nominationTitle}
        onConfirm={() => void c.send()}
        onCancel={() => c.setConfirming(false)}
      />
    </FormProvider>
  );
}
