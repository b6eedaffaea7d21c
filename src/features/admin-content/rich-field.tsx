/**
 * A rich field in one language: the visual editor (its own lazy chunk), or the HTML itself for what
 * the editor cannot express — both edit the same form value, so switching loses nothing.
 */
import { lazy, Suspense, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichField({
  name,
  control,
  lang,
  label,
  input,
}: {
  name: string;
  control: Control<Record<string, unknown>>;
  lang: string;
  label: string;
  input: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
}) {
  const [source, setSource] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const html = (field.value as string | undefined) ?? '';
        const textarea = (
          <textarea
            {...input}
            name={name}
            lang={lang}
            rows={10}
            value={html}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          />
        );
        return (
          <>
            <label className="toggle rich-source-toggle">
              <input type="checkbox" checked={source} onChange={(e) => setSource(e.target.checked)} />
              <FormattedMessage id="content.rich.source" />
            </label>
            {source ? (
              textarea
            ) : (
              <Suspense fallback={textarea}>
                <RichTextEditor
                  value={html}
                  onChange={field.onChange}
                  lang={lang}
                  label={label}
                  invalid={input['aria-invalid']}
                  describedBy={input['aria-describedby']}
                />
              </Suspense>
            )}
          </>
        );
      }}
    />
  );
}
