/**
 * The learner's video quality choice (auto/high/low), kept on the device and shared by every player and
 * by "Save course for offline", with the select that changes it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useIntl } from 'react-intl';
import { SelectField } from '../../components/ui/select-field.tsx';
import { db } from '../../sync/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { QUALITIES, type QualityChoice } from '../../lib/media-download/video-quality.ts';

const KEY = 'learn:video-quality';

export const useQualityChoice = (): QualityChoice =>
  useLiveQuery(async () => (await getMeta<QualityChoice>(db, KEY)) ?? 'auto') ?? 'auto';

export const setQualityChoice = (choice: QualityChoice) => setMeta(db, KEY, choice);

export function QualitySelect({ onChange }: { onChange?: () => void }) {
  const intl = useIntl();
  const choice = useQualityChoice();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'learn.video.quality' })}
      value={choice}
      placeholder={false}
      options={QUALITIES.map((q) => ({ value: q, label: intl.formatMessage({ id: `learn.video.${q}` }) }))}
      onChange={(v) => {
        onChange?.();
        void setQualityChoice(v as QualityChoice);
      }}
      testId="learn-video-quality"
    />
  );
}
