/** Which table holds each content type (contract/content.ts describes their fields). */
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  articles,
  contacts,
  documents,
  experts,
  faqs,
  galleryItems,
  investorItems,
  news,
  partnerProgrammes,
  partners,
  promotions,
  stock,
  teamMembers,
  vacancies,
} from '../../db/schema.ts';
import type { ContentType } from '../../contract/content-types.ts';

export const CONTENT_TABLES = {
  news,
  stock,
  article: articles,
  gallery: galleryItems,
  faq: faqs,
  expert: experts,
  document: documents,
  partner: partners,
  team: teamMembers,
  contact: contacts,
  promotion: promotions,
  vacancy: vacancies,
  investor: investorItems,
  partner_programme: partnerProgrammes,
} as const;

export type ContentTable = (typeof CONTENT_TABLES)[ContentType];
export type ContentRow = Record<string, unknown> & { id: number; published: boolean; sort: number };

/** reception_schedule → receptionSchedule: the JS key of a field's column. */
export const columnKey = (field: string) => field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

export function column(table: ContentTable, key: string): SQLiteColumn | undefined {
  return (table as unknown as Record<string, SQLiteColumn | undefined>)[key];
}
