/**
 * The contest's starting nominations (8 product nominations over the seed's categories plus the akim
 * nomination — the list is to be confirmed by the programme) and the default settings. Runs at every
 * start; inserts only what is missing, so an admin's edits are never overwritten.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from './handle.ts';
import { contestNominations, settings, type Localized } from './schema.ts';

type Seed = { slug: string; kind: 'product' | 'akim'; category: string | null; title: Localized; prize: number };

const NOMINATIONS: Seed[] = [
  {
    slug: 'dairy',
    kind: 'product',
    category: 'dairy',
    prize: 1_000_000,
    title: { kk: 'Үздік сүт өнімдері', ru: 'Лучшая молочная продукция', en: 'Best dairy products', zh: '最佳乳制品' },
  },
  {
    slug: 'meat',
    kind: 'product',
    category: 'meat',
    prize: 1_000_000,
    title: { kk: 'Үздік ет өнімдері', ru: 'Лучшая мясная продукция', en: 'Best meat products', zh: '最佳肉制品' },
  },
  {
    slug: 'bakery',
    kind: 'product',
    category: 'bakery',
    prize: 1_000_000,
    title: {
      kk: 'Үздік нан өнімдері',
      ru: 'Лучшая хлебобулочная продукция',
      en: 'Best bakery products',
      zh: '最佳烘焙产品',
    },
  },
  {
    slug: 'confectionery',
    kind: 'product',
    category: 'bakery',
    prize: 1_000_000,
    title: {
      kk: 'Үздік кондитер өнімдері',
      ru: 'Лучшие кондитерские изделия',
      en: 'Best confectionery',
      zh: '最佳糕点糖果',
    },
  },
  {
    slug: 'vegetables',
    kind: 'product',
    category: 'produce',
    prize: 1_000_000,
    title: {
      kk: 'Үздік көкөністер мен бақша дақылдары',
      ru: 'Лучшие овощи и бахчевые',
      en: 'Best vegetables and melons',
      zh: '最佳蔬菜和瓜类',
    },
  },
  {
    slug: 'fruit-berries',
    kind: 'product',
    category: 'produce',
    prize: 1_000_000,
    title: {
      kk: 'Үздік жемістер мен жидектер',
      ru: 'Лучшие фрукты и ягоды',
      en: 'Best fruit and berries',
      zh: '最佳水果和浆果',
    },
  },
  {
    slug: 'sewing',
    kind: 'product',
    category: 'sewing',
    prize: 1_000_000,
    title: { kk: 'Үздік тігін өнімдері', ru: 'Лучшие швейные изделия', en: 'Best sewn goods', zh: '最佳缝纫制品' },
  },
  {
    slug: 'national-crafts',
    kind: 'product',
    category: 'sewing',
    prize: 1_000_000,
    title: {
      kk: 'Үздік ұлттық киім мен киіз бұйымдар',
      ru: 'Лучшая национальная одежда и изделия из войлока',
      en: 'Best national clothing and felt goods',
      zh: '最佳民族服饰和毡制品',
    },
  },
  {
    slug: 'akim',
    kind: 'akim',
    category: null,
    prize: 2_000_000,
    title: {
      kk: 'Үздік ауыл әкімі',
      ru: 'Лучший аким сельского округа',
      en: 'Best village head (akim)',
      zh: '最佳村长（阿基姆）',
    },
  },
];

export const CONTEST_SETTINGS_KEY = 'contest';

export function defaultContestSettings(year = new Date().getUTCFullYear()) {
  return { year, opens_on: `${year}-10-28`, closes_on: `${year}-11-10`, grace_hours: 72 };
}

export function seedContest(db: Db) {
  db.transaction((tx) => {
    const [row] = tx.select({ n: count() }).from(contestNominations).all();
    if (!row?.n)
      NOMINATIONS.forEach((n, sort) =>
        tx
          .insert(contestNominations)
          .values({ ...n, sort })
          .run(),
      );
    if (!tx.select().from(settings).where(eq(settings.key, CONTEST_SETTINGS_KEY)).get())
      tx.insert(settings).values({ key: CONTEST_SETTINGS_KEY, value: defaultContestSettings() }).run();
  });
}
