import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, type Localized } from '../../db/schema.ts';
import { FALLBACK_LOCALE, type Locale } from '../schemas/locale.ts';

export const pick = (text: Localized, locale: Locale) => text[locale] ?? text[FALLBACK_LOCALE] ?? '';

/** Published office contacts in one language (the seed's contact fields). */
export function listContacts(db: Db, locale: Locale) {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.published, true))
    .orderBy(asc(contacts.sort), asc(contacts.id))
    .all()
    .map((r) => ({
      id: r.id,
      title: pick(r.title, locale),
      address: pick(r.address, locale),
      working_hours: pick(r.workingHours, locale),
      responsible: r.responsible,
      phone: r.phone,
      latitude: r.lat,
      longitude: r.lon,
    }));
}
