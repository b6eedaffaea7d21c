/**
 * Labels for a contest form's stored answers, reusing the contest form's own catalog ids (`contest.*`)
 * so reviewers read the same words the villager saw; an answer without a catalog label shows its key.
 */
import type { IntlShape } from 'react-intl';
import { formatDate, isCalendarDay } from '../../lib/kz-format.ts';

/** Answers that are files: shown in the photo viewer and the documents list, not as text. */
export const FILE_FIELDS = [
  'logo_images',
  'package_images',
  'declaration_file',
  'sanitary_file',
  'storage_photos',
  'akim_photo',
  'confirmations',
];
/** Bookkeeping the reviewer does not need to read. */
export const HIDDEN_FIELDS = ['record_id', 'form', 'nomination_id'];

const VALUE_PREFIX: Record<string, string> = {
  product_type: 'contest.product.',
  monthly_volume_unit: 'contest.unit.',
  land_area_unit: 'contest.unit.',
  produced_unit: 'contest.unit.',
  processed_unit: 'contest.unit.',
  sales_unit: 'contest.unit.',
  sales_market: 'contest.market.',
  processing_type: 'contest.processing.',
  storage_type: 'contest.storage.',
  infrastructure_rating: 'contest.rating.',
  engineering_rating: 'contest.rating.',
};

/** KATO codes of the entry's place, named by the admin page from the KATO tree (see placeName). */
export const PLACE_FIELDS = ['region_id', 'district_id', 'rural_district_id'];

const known = (intl: IntlShape, id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : undefined);

/** `package_images`, `akim_photo`, `confirmations.entrepreneurs` … as the form labels them. */
export function fieldLabel(intl: IntlShape, field: string): string {
  const [head, item] = field.split('.') as [string, string | undefined];
  if (head === 'confirmations' && item)
    return `${known(intl, 'contest.akim.confirmation') ?? head}: ${fieldLabel(intl, item)}`;
  if (head.endsWith('_unit')) return known(intl, 'contest.field.unit') ?? head;
  // region_id … read as the form's plain "region" label (the akim form's wording).
  if (PLACE_FIELDS.includes(head)) return known(intl, `contest.akim.${head.slice(0, -3)}`) ?? head;
  return known(intl, `contest.field.${head}`) ?? known(intl, `contest.akim.${head}`) ?? head;
}

/** One answer as text: enum values translated, yes/no, lists joined, cooperatives one per line. */
export function answerText(intl: IntlShape, field: string, value: unknown): string {
  if (typeof value === 'boolean') return intl.formatMessage({ id: `admin.contest.detail.${value ? 'yes' : 'no'}` });
  if (Array.isArray(value))
    return value.map((v) => answerText(intl, field, v)).join(field === 'cooperatives' ? '\n' : ', ');
  if (value && typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map((v) => String(v))
      .join(' — ');
  if (isCalendarDay(value)) return formatDate(intl, value);
  const prefix = VALUE_PREFIX[field];
  const text = value === null || value === undefined ? '' : String(value);
  return (prefix && known(intl, `${prefix}${text}`)) || text;
}
