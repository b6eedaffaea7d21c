/** A four-language text in the admin's language, else the first one written. */
export const localText = (t: Partial<Record<string, string>>, locale: string) =>
  t[locale] || t.ru || t.kk || t.en || t.zh || '';
