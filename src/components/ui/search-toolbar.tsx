/** An admin list's toolbar: a search box applied on submit (not per keystroke, so a 750,000-row list is asked once), and the list's filters beside it. */
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionForm } from './attempt.tsx';
import { Field } from './field.tsx';

/** Filters applied together on "Find" (a search landmark); `after` stands behind the button (more filters, "Clear"). */
export function FindForm({ onFind, children, after }: { onFind: () => void; children: ReactNode; after?: ReactNode }) {
  return (
    <ActionForm className="admin-toolbar" role="search" onSubmit={onFind}>
      {children}
      <button type="submit" className="btn btn-secondary">
        <FormattedMessage id="admin.list.find" />
      </button>
      {after}
    </ActionForm>
  );
}

interface Props {
  label: string;
  initial: string | undefined;
  /** The trimmed text, or undefined for an empty box. */
  onSearch: (text: string | undefined) => void;
  children?: ReactNode;
}

export function SearchToolbar({ label, initial, onSearch, children }: Props) {
  const [text, setText] = useState(initial ?? '');
  return (
    <FindForm onFind={() => onSearch(text.trim() || undefined)} after={children}>
      <Field label={label}>
        {(p) => <input {...p} type="search" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
    </FindForm>
  );
}
