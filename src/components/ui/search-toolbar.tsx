/** An admin list's toolbar: a search box applied on submit (not per keystroke, so a 750,000-row list is asked once), and the list's filters beside it. */
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field } from './field.tsx';

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
    <form
      className="admin-toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <Field label={label}>
        {(p) => <input {...p} type="search" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <button type="submit" className="btn btn-secondary">
        <FormattedMessage id="admin.list.find" />
      </button>
      {children}
    </form>
  );
}
