import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';
import { pickLocalized, type Locale } from '../../contract/locale.ts';

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
      title: pickLocalized(r.title, locale),
      address: pickLocalized(r.address, locale),
      working_hours: pickLocalized(r.workingHours, locale),
      responsible: r.responsible,
      phone: r.phone,
      latitude: r.lat,
      longitude: r.lon,
    }));
}
