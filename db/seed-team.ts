/**
 * The project office members a fresh install starts with: the ILLUSTRATIVE list the foundation page
 * used to hard-code (12 of the seed's about 55), now "team" content the programme replaces with its real
 * members at /admin/team. Seeded once (a settings mark), so members an admin deletes never come back.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from './handle.ts';
import { settings, teamMembers, type Localized } from './schema.ts';

const POSITION: Record<string, Localized> = {
  agronomist: { kk: 'Агроном', ru: 'Агроном', en: 'Agronomist', zh: '农艺师' },
  analyst: { kk: 'Талдаушы', ru: 'Аналитик', en: 'Analyst', zh: '分析师' },
  coordinator: {
    kk: 'Өңірлік үйлестіруші',
    ru: 'Региональный координатор',
    en: 'Regional coordinator',
    zh: '地区协调员',
  },
  deputy: { kk: 'Жетекші орынбасары', ru: 'Заместитель руководителя', en: 'Deputy head', zh: '副负责人' },
  economist: { kk: 'Экономист', ru: 'Экономист', en: 'Economist', zh: '经济师' },
  head: {
    kk: 'Жобалық кеңсе жетекшісі',
    ru: 'Руководитель проектного офиса',
    en: 'Head of the project office',
    zh: '项目办公室负责人',
  },
  lawyer: { kk: 'Заңгер', ru: 'Юрист', en: 'Lawyer', zh: '律师' },
  trainer: { kk: 'Тренер', ru: 'Тренер', en: 'Trainer', zh: '培训师' },
};

const AREA: Record<string, Localized> = {
  agro: { kk: 'Ауыл шаруашылығы', ru: 'Сельское хозяйство', en: 'Agriculture', zh: '农业' },
  economy: {
    kk: 'Экономика және жоспарлау',
    ru: 'Экономика и планирование',
    en: 'Economy and planning',
    zh: '经济与规划',
  },
  education: { kk: 'Оқыту', ru: 'Обучение', en: 'Training', zh: '培训' },
  finance: {
    kk: 'Қаржы және инвестициялар',
    ru: 'Финансы и инвестиции',
    en: 'Finance and investment',
    zh: '金融与投资',
  },
  legal: { kk: 'Құқықтық сүйемелдеу', ru: 'Правовое сопровождение', en: 'Legal support', zh: '法律支持' },
  management: { kk: 'Басқару', ru: 'Управление', en: 'Management', zh: '管理' },
  regions: { kk: 'Өңірлермен жұмыс', ru: 'Работа с регионами', en: 'Regional work', zh: '地区工作' },
};

/** Name in Cyrillic (kk, ru) and Latin (en, zh), position, area. */
const MEMBERS: [string, string, string, string][] = [
  ['Ахметов Ерлан', 'Akhmetov Yerlan', 'head', 'management'],
  ['Сәрсенбаева Гүлнар', 'Sarsenbayeva Gulnar', 'deputy', 'management'],
  ['Жұмабеков Нұрлан', 'Zhumabekov Nurlan', 'economist', 'economy'],
  ['Қасымова Айгерім', 'Kassymova Aigerim', 'analyst', 'economy'],
  ['Оспанов Бауыржан', 'Ospanov Bauyrzhan', 'agronomist', 'agro'],
  ['Тоқтарова Мадина', 'Toktarova Madina', 'agronomist', 'agro'],
  ['Нұрғалиев Дәурен', 'Nurgaliyev Dauren', 'lawyer', 'legal'],
  ['Смағұлова Әсел', 'Smagulova Assel', 'analyst', 'finance'],
  ['Бекмұханов Асқар', 'Bekmukhanov Askar', 'coordinator', 'regions'],
  ['Ержанова Динара', 'Yerzhanova Dinara', 'coordinator', 'regions'],
  ['Исаев Тимур', 'Issayev Timur', 'trainer', 'education'],
  ['Әбдірахманова Жанар', 'Abdirakhmanova Zhanar', 'trainer', 'education'],
];

export const TEAM_SEEDED_KEY = 'seed.team';

export function seedTeam(db: Db) {
  db.transaction((tx) => {
    if (tx.select().from(settings).where(eq(settings.key, TEAM_SEEDED_KEY)).get()) return;
    const [row] = tx.select({ n: count() }).from(teamMembers).all();
    if (!row?.n)
      MEMBERS.forEach(([cyrl, latn, position, area], sort) =>
        tx
          .insert(teamMembers)
          .values({
            name: { kk: cyrl, ru: cyrl, en: latn, zh: latn },
            position: POSITION[position]!,
            group: AREA[area]!,
            sort,
            published: true,
            publishedAt: new Date(),
          })
          .run(),
      );
    tx.insert(settings).values({ key: TEAM_SEEDED_KEY, value: true }).run();
  });
}
