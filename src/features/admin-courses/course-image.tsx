/**
 * The course's picture: upload a new one (resized by /api/compress-file-upload) or pick one of the
 * pictures already uploaded (GET /api/courses/images). Learners see it on the course card and page.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateError } from '../../components/ui/field-error.tsx';
import { mediaUrl } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';
import { uploadFailure, uploadMedia } from '../../lib/upload-media.ts';
import './admin-courses.css';

type Choice = { id: string; name: string; url: string };

export function CourseImage({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  async function upload(file: File) {
    setBusy(true);
    setProblem(undefined);
    try {
      onChange((await uploadMedia(file, true)).id);
    } catch (e) {
      setProblem(translateError(intl, uploadFailure(e)));
    } finally {
      setBusy(false);
    }
  }
  async function showChoices() {
    try {
      setChoices((await read(client.api.courses.images.$get())).data);
    } catch {
      setProblem(intl.formatMessage({ id: 'content.upload.offline' }));
    }
  }
  const shown = problem ?? (error ? translateError(intl, error) : undefined);
  return (
    <fieldset className="field" data-testid="course-image">
      <legend>
        <FormattedMessage id="learn.field.image" />
      </legend>
      {value && <img src={mediaUrl(value)} alt="" width="160" height="100" className="media-thumb" />}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={intl.formatMessage({ id: 'learn.image.upload' })}
        disabled={busy}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void upload(f);
          e.target.value = '';
        }}
      />
      <button type="button" className="btn btn-secondary" onClick={() => void showChoices()}>
        <FormattedMessage id="learn.image.pick" />
      </button>
      {value && (
        <button type="button" className="btn btn-secondary" onClick={() => onChange(null)}>
          <FormattedMessage id="content.upload.remove" />
        </button>
      )}
      {choices && choices.length === 0 && (
        <p className="empty">
          <FormattedMessage id="learn.image.none" />
        </p>
      )}
      {choices && choices.length > 0 && (
        <ul className="course-image-choices">
          {choices.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                aria-pressed={m.id === value}
                title={m.name}
                onClick={() => {
                  onChange(m.id);
                  setChoices(null);
                }}
              >
                <img src={m.url} alt={m.name} width="96" height="60" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <span className="field-error" role="alert">
          {shown}
        </span>
      )}
    </fieldset>
  );
}
