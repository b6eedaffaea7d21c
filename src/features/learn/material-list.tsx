/**
 * A course's or a lesson's attached files, each with an icon and the word for what it is (PDF, document,
 * spreadsheet, presentation, picture, audio, video — read on the server from the file's checked bytes,
 * ADR 117) and its size, so a learner on 2G knows what opens before it downloads. Opening one is reported
 * as progress when `onOpen` is given.
 */
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { MaterialType } from '../../../contract/learning-values.ts';
import './learn.css';

export interface MaterialView {
  /** Absent from copies kept before materials had ids: read from the URL then. */
  id?: string;
  name: string;
  type?: MaterialType;
  url: string;
  size: number;
}

const ICON: Record<MaterialType, string> = {
  pdf: 'PDF',
  document: 'DOC',
  spreadsheet: 'XLS',
  presentation: 'PPT',
  image: 'IMG',
  audio: '♪',
  video: '▶',
  other: '•••',
};

export const materialId = (m: MaterialView) => m.id ?? m.url.slice(m.url.lastIndexOf('/') + 1);

export function MaterialList({
  materials,
  opened,
  onOpen,
}: {
  materials: MaterialView[];
  opened?: Set<string> | undefined;
  onOpen?: (id: string) => void;
}) {
  const intl = useIntl();
  return (
    <ul className="learn-materials">
      {materials.map((m) => {
        const type = m.type ?? 'other';
        const id = materialId(m);
        return (
          <li key={m.url} data-testid="learn-material">
            <span className={`learn-file-icon learn-file-${type}`} aria-hidden="true">
              {ICON[type]}
            </span>
            <span>
              <a href={m.url} target="_blank" rel="noreferrer" onClick={() => onOpen?.(id)}>
                {m.name}
              </a>{' '}
              <span className="learn-file-facts" data-testid="learn-material-type">
                {intl.formatMessage({ id: `learn.material.${type}` })}
                {m.size > 0 && (
                  <>
                    {', '}
                    {m.size < 1_000_000 ? (
                      <FormattedMessage
                        id="learn.material.size_kb"
                        values={{ size: <FormattedNumber value={Math.max(1, Math.round(m.size / 1000))} /> }}
                      />
                    ) : (
                      <FormattedMessage
                        id="learn.material.size"
                        values={{ size: <FormattedNumber value={m.size / 1_000_000} maximumFractionDigits={1} /> }}
                      />
                    )}
                  </>
                )}
              </span>
              {opened?.has(id) && (
                <>
                  {' · '}
                  <span data-testid="learn-material-opened">
                    <FormattedMessage id="learn.material.opened" />
                  </span>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
