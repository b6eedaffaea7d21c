/** KATO names of the agro list's regions and districts in the reader's language, for exports and the report. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kato } from '../../db/schema.ts';
import { displayKatoName } from '../reference/kato-names.ts';
import type { Locale } from '../schemas/locale.ts';

export function placeNames(db: Db, ids: number[], locale: Locale): Map<number, string> {
  const lang = locale === 'kk' || locale === 'ru' ? locale : 'en';
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  return new Map(
    db
      .select({ id: kato.id, kk: kato.nameKk, ru: kato.nameRu, en: kato.nameEn })
      .from(kato)
      .where(inArray(kato.id, unique))
      .all()
      .map((k) => {
        const name = lang === 'kk' ? k.kk : lang === 'ru' ? k.ru : (k.en ?? k.ru);
        return [k.id, name ? displayKatoName(name, lang) : String(k.id)];
      }),
  );
}
