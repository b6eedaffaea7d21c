/**
 * The developer's demo for `npm run seed:demo`: a residential project with a generated building (shops on
 * the ground floor, flats above, an underground parking level, a few flats sold), the seed's
 * infrastructure (the 180 parking places), places nearby and the specification's points (the 9-point
 * seismic rating among them), and the commercial `arena` project with its premises — so a fresh demo's
 * projects, chessboard and admin screens are not empty. Buildings come from the admin's own generator.
 * Runs once: a database that has projects is left alone.
 */
import type { Db } from './client.ts';
import { propertyBuildings, propertyItems, propertyProjects, propertyUnitHistory, propertyUnits } from './schema.ts';
import { DEFAULT_PROPERTY_SETTINGS } from '../contract/property.ts';
import { generateCells, type GenerateInput } from '../contract/property-generator.ts';
import { picture } from './seed-demo-content.ts';

type L = { kk: string; ru: string; en: string; zh: string };
type Item = Omit<typeof propertyItems.$inferInsert, 'projectId' | 'type'>;

const { instalment_price_m2, commercial_price_m2 } = DEFAULT_PROPERTY_SETTINGS;

/** The seed's flat areas (51.1, 52.1 and 88.3 m²) by room count, priced at the instalment rate. */
const SEED_AREAS: Record<number, number> = { 1: 51.1, 2: 52.1, 3: 88.3 };

const INFRASTRUCTURE: Item[] = [
  {
    category: 'parking',
    title: { kk: 'Паркинг', ru: 'Паркинг', en: 'Parking', zh: '停车场' },
    body: {
      kk: 'Жерасты және жер үсті паркингі',
      ru: 'Подземный и наземный паркинг',
      en: 'Underground and surface parking',
      zh: '地下及地面停车场',
    },
    quantity: 180,
    x: 78,
    y: 70,
  },
  {
    category: 'playground',
    title: { kk: 'Балалар алаңы', ru: 'Детская площадка', en: 'Playground', zh: '儿童游乐场' },
    x: 42,
    y: 48,
  },
  {
    category: 'sports',
    title: { kk: 'Спорт алаңы', ru: 'Спортивная площадка', en: 'Sports ground', zh: '运动场' },
    x: 25,
    y: 30,
  },
  {
    category: 'security',
    title: { kk: 'Бейнебақылау және күзет', ru: 'Видеонаблюдение и охрана', en: 'CCTV and security', zh: '监控与安保' },
  },
];

const NEAR: Item[] = [
  ['school', 300, 'Мектеп-гимназия', 'Школа-гимназия', 'School and gymnasium', '中学'],
  ['kindergarten', 250, 'Балабақша', 'Детский сад', 'Kindergarten', '幼儿园'],
  ['hospital', 800, 'Емхана', 'Поликлиника', 'Clinic', '诊所'],
  ['mall', 1200, 'Сауда орталығы', 'Торговый центр', 'Shopping centre', '购物中心'],
  ['park', 500, 'Саябақ', 'Парк', 'Park', '公园'],
  ['transport', 150, 'Аялдама', 'Остановка', 'Bus stop', '公交车站'],
].map(([category, distanceM, kk, ru, en, zh], sort) => ({
  category: category as string,
  distanceM: distanceM as number,
  title: { kk, ru, en, zh } as L,
  sort,
}));

const SPECIFICATION: Item[] = [
  [
    'walls',
    'Монолитті каркас, кірпіш қабырғалар',
    'Монолитный каркас, кирпичные стены',
    'Monolithic frame, brick walls',
    '现浇框架，砖墙',
  ],
  ['windows', 'Екі камералы шыны пакеттер', 'Двухкамерные стеклопакеты', 'Double-chamber glazing', '双腔中空玻璃'],
  [
    'heating',
    'Орталық жылыту, әр пәтерде есептегіш',
    'Центральное отопление, счётчик в каждой квартире',
    'Central heating, a meter in every flat',
    '集中供暖，每户一表',
  ],
  [
    'seismic',
    '9 балдық сейсмикалық төзімділік',
    'Сейсмостойкость 9 баллов',
    'Seismic resistance of 9 points',
    '9级抗震',
  ],
  [
    'finish',
    'Қара әрлеу немесе white box',
    'Черновая отделка или white box',
    'Rough finish or white box',
    '毛坯或白盒交付',
  ],
  ['ceilings', 'Төбе биіктігі 3 м', 'Высота потолков 3 м', 'Ceilings 3 m high', '层高3米'],
  [
    'lifts',
    'Әр секцияда жүк және жолаушылар лифті',
    'Грузовой и пассажирский лифт в каждой секции',
    'A goods and a passenger lift in every section',
    '每单元一部货梯和一部客梯',
  ],
  [
    'ventilation',
    'Сорғыш желдеткіш',
    'Приточно-вытяжная вентиляция',
    'Supply and exhaust ventilation',
    '新风与排风系统',
  ],
  [
    'water',
    'Орталық су құбыры, сүзгілер',
    'Центральный водопровод, фильтры',
    'Mains water with filters',
    '市政供水，带过滤',
  ],
].map(([category, kk, ru, en, zh], sort) => ({ category: category!, title: { kk, ru, en, zh } as L, sort }));

function saveBuilding(db: Db, projectId: number, name: string, g: GenerateInput, soldEvery: number) {
  const now = new Date();
  const building = db.insert(propertyBuildings).values({ projectId, name }).returning().get();
  const cells = generateCells(g).map((c) => {
    const area = c.kind === 'apartment' ? (SEED_AREAS[c.rooms ?? 0] ?? c.area) : c.area;
    return { ...c, area, price: c.kind === 'apartment' ? Math.round(area * g.priceM2) : c.price };
  });
  const units = db
    .insert(propertyUnits)
    .values(
      cells.map(
        (c, i) =>
          ({ ...c, buildingId: building.id, status: i % soldEvery === 3 ? 'sold' : c.status, updatedAt: now }) as const,
      ),
    )
    .returning()
    .all();
  const sold = units.filter((u) => u.status === 'sold');
  if (sold.length)
    db.insert(propertyUnitHistory)
      .values(
        sold.map((u) => ({ unitId: u.id, status: 'sold', fromStatus: 'available', source: 'bulk', at: now }) as const),
      )
      .run();
}

const addItems = (db: Db, projectId: number, type: 'infrastructure' | 'near' | 'specification', items: Item[]) =>
  db
    .insert(propertyItems)
    .values(items.map((item, sort) => ({ sort, ...item, projectId, type, published: true })))
    .run();

export async function seedDemoProperty(db: Db, dataDir: string) {
  if (db.select({ id: propertyProjects.id }).from(propertyProjects).limit(1).get()) return;
  const masterPlan = await picture(db, dataDir, '#5a8f69', 'Altyn Bulaq');
  const residential = db
    .insert(propertyProjects)
    .values({
      kind: 'residential',
      name: { kk: 'Алтын Бұлақ ТК', ru: 'ЖК «Алтын Булак»', en: 'Altyn Bulaq residences', zh: '金泉住宅区' },
      description: {
        kk: 'Тауға қарайтын жайлы тұрғын үй кешені: бөліп төлеу, ипотека, 20 %-дан бастап бастапқы жарна.',
        ru: 'Комфортный жилой комплекс с видом на горы: рассрочка, ипотека, первоначальный взнос от 20 %.',
        en: 'A comfortable residential complex facing the mountains: instalments, mortgages, 20 % down.',
        zh: '面向山景的舒适住宅区：可分期、可按揭，首付20%起。',
      },
      address: {
        kk: 'Алматы қ., Әл-Фараби даңғылы, 120',
        ru: 'г. Алматы, пр. аль-Фараби, 120',
        en: '120 al-Farabi Ave, Almaty',
        zh: '阿拉木图市法拉比大街120号',
      },
      state: 'under_construction',
      deliveryQuarter: 4,
      deliveryYear: 2027,
      comfortClass: 'Comfort+',
      floors: 12,
      blocks: 2,
      totalAreaHa: 3.2,
      ceilingHeight: 3,
      commercialHeight: 4.5,
      lat: 43.2179,
      lon: 76.9063,
      masterPlan,
      published: true,
      sort: 1,
    })
    .returning()
    .get();
  saveBuilding(
    db,
    residential.id,
    'Block 1',
    {
      sections: 2,
      floors: 12,
      perFloor: 3,
      baseArea: 51.1,
      roomArea: 18,
      priceM2: instalment_price_m2,
      finish: 'rough',
      commercialFloors: 1,
      commercialPerFloor: 2,
      commercialArea: 85,
      commercialPriceM2: commercial_price_m2,
      parkingLevels: 1,
      parkingPerLevel: 20,
      parkingPrice: 4_500_000,
    },
    7,
  );
  addItems(db, residential.id, 'infrastructure', INFRASTRUCTURE);
  addItems(db, residential.id, 'near', NEAR);
  addItems(db, residential.id, 'specification', SPECIFICATION);

  const arena = db
    .insert(propertyProjects)
    .values({
      kind: 'commercial',
      name: { kk: 'Arena СОО', ru: 'ТРЦ «Арена»', en: 'Arena shopping centre', zh: 'Arena购物中心' },
      description: {
        kk: 'Сауда және ойын-сауық орталығындағы коммерциялық үй-жайлар: сату және жалға беру.',
        ru: 'Коммерческие помещения в торгово-развлекательном центре: продажа и аренда.',
        en: 'Commercial premises in a shopping and entertainment centre, for sale and to let.',
        zh: '购物娱乐中心内的商业用房，可售可租。',
      },
      state: 'completed',
      deliveryQuarter: 2,
      deliveryYear: 2025,
      floors: 3,
      blocks: 1,
      commercialHeight: 5,
      lat: 43.2389,
      lon: 76.8897,
      published: true,
      sort: 2,
    })
    .returning()
    .get();
  saveBuilding(
    db,
    arena.id,
    'Arena',
    {
      sections: 1,
      floors: 3,
      perFloor: 0,
      baseArea: 0,
      roomArea: 0,
      priceM2: instalment_price_m2,
      finish: 'white_box',
      commercialFloors: 3,
      commercialPerFloor: 6,
      commercialArea: 60,
      commercialPriceM2: commercial_price_m2,
      parkingLevels: 0,
      parkingPerLevel: 0,
      parkingPrice: 0,
    },
    5,
  );
}
