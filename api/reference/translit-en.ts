/**
 * Kazakh Cyrillic → ASCII Latin, letter by letter: the transliteration the KATO data's English
 * district and city names were made with (db/data/kato.json notes; every one of its 228 follows it),
 * so generated names of rural okrugs and towns read the same way. Not an official romanisation.
 */
/** Letter → Latin, as "letter latin" pairs (ъ and ь are dropped). */
const LETTERS: Record<string, string> = Object.fromEntries(
  'а a|ә a|б b|в v|г g|ғ g|д d|е e|ё yo|ж zh|з z|и i|й y|к k|қ k|л l|м m|н n|ң n|о o|ө o|п p|р r|с s|т t|у u|ұ u|ү u|ф f|х kh|һ h|ц ts|ч ch|ш sh|щ shch|ъ |ы y|і i|ь |э e|ю yu|я ya'
    .split('|')
    .map((pair) => pair.split(' ') as [string, string]),
);

/** Letter by letter, as the district names are. */
export function toLatin(name: string): string {
  let out = '';
  for (const ch of name) {
    const lower = ch.toLowerCase();
    const latin = LETTERS[lower];
    if (latin === undefined) out += ch;
    else out += ch !== lower ? latin.charAt(0).toUpperCase() + latin.slice(1) : latin;
  }
  return out;
}

/** A generated name: each word capitalised and an initial's dot followed by a space ("I. Kurmanov", "Alpamys Batyr"). */
export const toLatinName = (name: string) =>
  toLatin(name)
    .replace(/\.(?=\S)/gu, '. ')
    .replace(/(^|[\s-])([a-z])/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
