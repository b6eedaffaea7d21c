/**
 * The learner's video quality choice (auto/high/low), kept on the device and shared by every player and
 * by "Save course for offline", with the select that changes it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { db } from '../../lib/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { QUALITIES, type QualityChoice } from './video-quality.ts';

const KEY = 'learn:video-quality';

export const useQualityChoice = (): QualityChoice =>
  useLiveQuery(async () => (await getMeta<QualityChoice>(db, KEY)) ?? 'auto') ?? 'auto';

export const setQualityChoice = (choice: QualityChoice) => setMeta(db, KEY, choice);

export function QualitySelect({ onChange }: { onChange?: () => void }) {
  const intl = useIntl();
  const choice = useQualityChoice();
  return (
    <label className="learn-quality">
      <FormattedMessage id="learn.video.quality" />{' '}
      <select
        value={choice}
        data-testid="learn-video-quality"
        onChange={(e) => {
          onChange?.();
          void setQualityChoice(e.target.value as QualityChoice);
        }}
      >
        {QUALITIES.map((q) => (
          <option key={q} value={q}>
            {intl.formatMessage({ id: `learn.video.${q}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
