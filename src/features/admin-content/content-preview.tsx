import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentTypeDef } from '../../../contract/content-types.ts';
import type { Locale } from '../../../contract/locale.ts';
import { mediaUrl } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';

/**
 * How the item will read in one language. Rich text is sanitised by the server first (the same
 * sanitiser that runs on save), so the preview never runs what an editor pasted.
 */
export function ContentPreview({
  def,
  values,
  locale,
}: {
  def: ContentTypeDef;
  values: Record<string, unknown>;
  locale: Locale;
}) {
  const text = (name: string) => ((values[name] as Record<string, string> | undefined)?.[locale] ?? '').trim();
  const richFields = def.fields.filter((f) => f.kind === 'rich');
  const richSource = JSON.stringify(richFields.map((f) => text(f.name)));
  const [html, setHtml] = useState<string[]>([]);

  useEffect(() => {
    const sources = JSON.parse(richSource) as string[];
    let live = true;
    void read(client.api['content-preview'].$post({ json: { html: sources } })).then(
      (r) => live && setHtml(r.data.html),
      () => live && setHtml([]),
    );
    return () => {
      live = false;
    };
  }, [richSource]);

  const image = def.fields.find((f) => f.kind === 'image');
  const imageId = image ? (values[image.name] as string | null) : null;
  return (
    <aside className="content-preview" lang={locale} data-testid="content-preview">
      <h2>
        <FormattedMessage id="content.admin.preview" />
      </h2>
      <article className="card">
        {imageId && <img src={mediaUrl(imageId)} alt="" className="card-img" />}
        {def.fields
          .filter((f) => f.kind === 'localized')
          .map((f, i) =>
            i === 0 ? <h3 key={f.name}>{text(f.name)}</h3> : text(f.name) && <p key={f.name}>{text(f.name)}</p>,
          )}
        {html.map((h, i) => (
          <div key={i} className="rich" dangerouslySetInnerHTML={{ __html: h }} />
        ))}
      </article>
    </aside>
  );
}
