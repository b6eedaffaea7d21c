/** Option lists of online learning, shared by the database schema, the API and the browser. */
import { AGRO_COURSES, type AgroCourse } from './agro-values.ts';

/** The course kind of each agro course (two kinds were named before the agro project listed its courses). */
const AGRO_KIND = {
  broiler: 'broiler',
  hydroponic: 'hydroponic_fodder',
  cattle: 'cattle_feeding',
  strawberry: 'strawberry',
  raspberry: 'raspberry',
  apple: 'apple',
  sugar_beet: 'sugar_beet',
  nursery: 'nursery',
} as const satisfies Record<AgroCourse, string>;

/** Course kinds: financial literacy and the agro courses, in their order. Courses themselves are data. */
export const LEARN_KINDS = ['financial_literacy', ...AGRO_COURSES.map((c) => AGRO_KIND[c])] as readonly [
  'financial_literacy',
  ...(typeof AGRO_KIND)[AgroCourse][],
];
export type LearnKind = (typeof LEARN_KINDS)[number];

export const LEARN_LANGUAGES = ['kk', 'ru', 'en', 'zh'] as const;
export type LearnLanguage = (typeof LEARN_LANGUAGES)[number];

/**
 * What a learner is told an attached file is, read on the server from the stored file's checked mime
 * (ADR 117): the word and icon beside its name say what will open before it is downloaded on 2G.
 */
export const MATERIAL_TYPES = [
  'pdf',
  'document',
  'spreadsheet',
  'presentation',
  'image',
  'audio',
  'video',
  'other',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

const OFFICE: Record<string, MaterialType> = {
  'application/msword': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'application/vnd.ms-powerpoint': 'presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'presentation',
  'application/vnd.oasis.opendocument.presentation': 'presentation',
};

/** The type of a stored file by the mime its checked magic bytes gave it. */
export function materialType(mime: string | null | undefined): MaterialType {
  if (!mime) return 'other';
  if (mime === 'application/pdf') return 'pdf';
  const office = OFFICE[mime];
  if (office) return office;
  const family = mime.split('/')[0];
  return family === 'image' || family === 'audio' || family === 'video' ? family : 'other';
}
