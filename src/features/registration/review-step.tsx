/** Step 5: what will be sent, in plain words, then the three ticks (and the password online). */
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { optionLabel } from '../../../contract/registration.ts';
import { useCato, type CatoNode } from '../../lib/cato.ts';
import { formatPhone } from '../../lib/phone-mask.ts';
import type { FieldName, RegistrationValues } from './form-values.ts';
import { TextInput, TickInput } from './inputs.tsx';

const CHOICES: Partial<Record<FieldName, string>> = {
  gender: 'gender',
  education: 'education',
  social_status: 'social_status',
  education_goal: 'education_goal',
  training_language: 'training_language',
};
const YES_NO: FieldName[] = ['family_status', 'has_loans', 'loans_overdue'];
const KATO: FieldName[] = ['region_id', 'district_id', 'rural_okrug_id', 'lesson_region_id', 'lesson_district_id'];
const SHOWN: FieldName[] = [
  'fio', 'iin', 'gender', 'birthday', 'phone', 'phone_2', 'email', 'region_id', 'district_id', 'rural_okrug_id',
  'locality', 'residence_address', 'education', 'social_status', 'family_status', 'family_members', 'has_loans',
  'loans_count', 'loans_amount', 'loans_month_payment', 'loans_overdue', 'family_income', 'education_goal',
  'training_language', 'lesson_region_id', 'lesson_district_id', 'additional_info',
]; // prettier-ignore

function katoName(tree: CatoNode[] | null | undefined, id: string): string {
  for (const n of tree ?? []) {
    if (String(n.id) === id) return n.name;
    const inner = katoName(n.items, id);
    if (inner) return inner;
  }
  return '';
}

export function ReviewStep({ self }: { self: boolean }) {
  const intl = useIntl();
  const cato = useCato();
  const values = useFormContext<RegistrationValues>().getValues();
  const shown = (f: FieldName) => {
    const v = String(values[f] ?? '');
    const list = CHOICES[f];
    if (list) return intl.formatMessage({ id: optionLabel(list, v) });
    if (YES_NO.includes(f)) return intl.formatMessage({ id: `registration.${v}` });
    if (KATO.includes(f)) return katoName(cato, v) || v;
    if (f === 'phone' || f === 'phone_2') return formatPhone(v);
    return v;
  };
  return (
    <>
      <h2>
        <FormattedMessage id="registration.review.title" />
      </h2>
      <dl className="review" data-testid="review">
        {SHOWN.filter((f) => values[f] !== '' && values[f] !== undefined).map((f) => (
          <div key={f}>
            <dt>
              <FormattedMessage id={`registration.field.${f}`} />
            </dt>
            <dd>{shown(f)}</dd>
          </div>
        ))}
      </dl>
      <TickInput name="consent_personal_data" />
      <TickInput name="accept_agreement" />
      <TickInput name="offline_only" />
      {self && (
        <TextInput
          name="password"
          type="password"
          autoComplete="new-password"
          hint={<FormattedMessage id="registration.password.hint" />}
        />
      )}
    </>
  );
}
