/**
 * "Add photo", "Choose file": a real button that opens the file picker, with the file input hidden
 * beside it. A hidden input inside a label (how these were drawn) cannot be reached by Tab, shows no
 * focus, and could not take the focus when a check found its field the first one in error (ADR 124).
 * Named for the form field, the button is what the form's attention focuses (lib/form-attention.ts).
 */
import { useRef, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The form field the files are for, so a failed check can focus this button. */
  name?: string | undefined;
  onFiles: (files: File[]) => void;
  accept: string;
  multiple?: boolean | undefined;
  /** Opens the camera on a phone. */
  camera?: boolean | undefined;
  invalid?: boolean | undefined;
  /** The id of the field's error, read out with the button. */
  describedBy?: string | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** The test id of the file input (tests give it files directly). */
  testId?: string | undefined;
}

export function FilePickButton({ children, onFiles, accept, multiple, camera, testId, ...button }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={button.className ?? 'btn btn-secondary file-pick'}
        name={button.name}
        disabled={button.disabled}
        aria-invalid={button.invalid || undefined}
        aria-describedby={button.describedBy}
        onClick={() => picker.current?.click()}
      >
        {children}
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={button.disabled}
        data-testid={testId}
        {...(camera ? { capture: 'environment' } : {})}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = ''; // the same file chosen again is a new choice
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
