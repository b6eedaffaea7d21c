/** Building blocks of the informational pages: every text is a catalog id, so pages stay declarative. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Values = Record<string, string | number>;

export function PageHeader({ title, lead, values }: { title: string; lead?: string; values?: Values }) {
  return (
    <header className="page-header">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      {lead && (
        <p className="lead">
          <FormattedMessage id={lead} values={values} />
        </p>
      )}
    </header>
  );
}

export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section className="content-section" id={id}>
      <h2>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

export function Paragraphs({ ids, values }: { ids: string[]; values?: Values }) {
  return ids.map((id) => (
    <p key={id}>
      <FormattedMessage id={id} values={values} />
    </p>
  ));
}

export function Bullets({ ids, values }: { ids: string[]; values?: Values }) {
  return (
    <ul className="bullets">
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} values={values} />
        </li>
      ))}
    </ul>
  );
}

/** Cards with a heading and a paragraph each: `${prefix}.${key}.title` and `${prefix}.${key}.text`. */
export function Cards({ prefix, keys, level = 3 }: { prefix: string; keys: readonly string[]; level?: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards">
      {keys.map((k) => (
        <li key={k} className="card" id={k}>
          <H>
            <FormattedMessage id={`${prefix}.${k}.title`} />
          </H>
          <p>
            <FormattedMessage id={`${prefix}.${k}.text`} />
          </p>
        </li>
      ))}
    </ul>
  );
}
