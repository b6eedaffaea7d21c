/**
 * Demo content for `npm run seed:demo`: a few published items of every type in all four languages,
 * one unpublished news item, and generated pictures stored the way uploads are.
 */
import sharp from 'sharp';
import type { Db } from './client.ts';
import {
  articles,
  contentMedia,
  documents,
  experts,
  faqs,
  galleryItems,
  news,
  partners,
  stock,
  teamMembers,
} from './schema.ts';
import { newMediaId, processImage, storeMedia } from '../api/content/media.ts';

type L = { kk: string; ru: string; en: string; zh: string };
const l = (kk: string, ru: string, en: string, zh: string): L => ({ kk, ru, en, zh });
const p = (t: L): L => ({ kk: `<p>${t.kk}</p>`, ru: `<p>${t.ru}</p>`, en: `<p>${t.en}</p>`, zh: `<p>${t.zh}</p>` });

/** A generated picture stored the way an upload is (also the property demo's master plan). */
export async function picture(db: Db, dataDir: string, colour: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"><rect width="100%" height="100%" fill="${colour}"/><text x="60" y="420" font-size="96" font-family="sans-serif" fill="#fff">${label}</text></svg>`;
  const img = await processImage(await sharp(Buffer.from(svg)).png().toBuffer(), 80);
  const id = newMediaId();
  storeMedia(dataDir, id, img.data);
  db.insert(contentMedia)
    .values({
      id,
      kind: 'image',
      mime: img.mime,
      name: `${label}.webp`,
      size: img.data.length,
      width: img.width,
      height: img.height,
    })
    .run();
  return id;
}

const STORIES = [
  {
    title: l(
      'Аудандарда жаңа оқу ағындары басталды',
      'В районах стартовали новые учебные потоки',
      'New training groups start in the districts',
      '各区新一期培训班开课',
    ),
    summary: l(
      '5 күндік тегін оқуға 17 облыста тіркелу ашық.',
      'Открыта запись на бесплатное 5-дневное обучение в 17 областях.',
      'Registration for the free 5-day course is open in 17 regions.',
      '17个州的5天免费培训开放报名。',
    ),
    body: l(
      'Аудандық кеңсеге немесе онлайн тіркеліңіз. Топтарда 30–70 адам.',
      'Запишитесь в районном офисе или онлайн. В группах 30–70 человек.',
      'Sign up at your district office or online. Groups have 30–70 people.',
      '可在区办公室或网上报名。每组30至70人。',
    ),
  },
  {
    title: l(
      'Алаяқтардан қалай сақтануға болады',
      'Как защититься от мошенников',
      'How to protect yourself from fraud',
      '如何防范诈骗',
    ),
    summary: l(
      'Сарапшылардың бес қарапайым кеңесі.',
      'Пять простых советов экспертов.',
      'Five simple tips from our experts.',
      '专家的五条简单建议。',
    ),
    body: l(
      'Кодты ешкімге айтпаңыз және банкке өзіңіз хабарласыңыз.',
      'Никому не сообщайте коды и сами перезванивайте в банк.',
      'Never share codes and call your bank back yourself.',
      '切勿透露验证码，请自行回拨银行电话。',
    ),
  },
];

export async function seedDemoContent(db: Db, dataDir: string) {
  if (db.select().from(news).get()) return;
  const now = Date.now();
  const imgs = [await picture(db, dataDir, '#0f5f56', 'Qaryzsyz'), await picture(db, dataDir, '#b54708', 'Seminar')];
  const stories = STORIES.map((s, i) => ({
    ...s,
    body: p(s.body),
    image: imgs[i]!,
    published: true,
    publishedAt: new Date(now - i * 86_400_000),
  }));
  db.insert(news).values(stories).run();
  db.insert(news)
    .values({
      title: l('Жоба (жарияланбаған)', 'Черновик (не опубликовано)', 'Draft (not published)', '草稿（未发布）'),
      published: false,
    })
    .run();
  db.insert(stock)
    .values(stories.map((s) => ({ ...s, title: { ...s.title } })))
    .run();
  db.insert(articles).values(stories).run();
  db.insert(galleryItems)
    .values([
      {
        title: l('Көкшетаудағы семинар', 'Семинар в Кокшетау', 'Seminar in Kokshetau', '科克舍套研讨会'),
        kind: 'photo',
        album: l('Семинарлар', 'Семинары', 'Seminars', '研讨会'),
        image: imgs[1]!,
        published: true,
        publishedAt: new Date(),
      },
      {
        title: l('Бағдарлама туралы бейне', 'Видео о программе', 'Video about the programme', '项目介绍视频'),
        kind: 'video',
        album: l('Бағдарлама туралы', 'О программе', 'About the programme', '关于项目'),
        image: imgs[0]!,
        video: 'https://www.youtube.com/watch?v=qaryzsyz',
        published: true,
        publishedAt: new Date(),
      },
    ])
    .run();
  db.insert(faqs)
    .values([
      {
        question: l('Оқу ақылы ма?', 'Обучение платное?', 'Is the training paid?', '培训收费吗？'),
        answer: p(
          l(
            'Жоқ, оқу толығымен тегін.',
            'Нет, обучение полностью бесплатное.',
            'No, the training is completely free.',
            '不，培训完全免费。',
          ),
        ),
        published: true,
        sort: 1,
      },
      {
        question: l('Кім қатыса алады?', 'Кто может участвовать?', 'Who can take part?', '谁可以参加？'),
        answer: p(
          l(
            '18 жастан асқан кез келген адам.',
            'Любой человек старше 18 лет.',
            'Anyone over 18.',
            '任何年满18岁的人。',
          ),
        ),
        published: true,
        sort: 2,
      },
    ])
    .run();
  db.insert(experts)
    .values({
      name: l('Айгерім Жұмабаева', 'Айгерим Жумабаева', 'Aigerim Zhumabayeva', '艾格丽姆·朱马巴耶娃'),
      region: l('Ақмола облысы', 'Акмолинская область', 'Akmola Region', '阿克莫拉州'),
      position: l('Қаржы кеңесшісі', 'Финансовый консультант', 'Financial adviser', '财务顾问'),
      biography: p(
        l(
          'Банк саласында 12 жыл жұмыс істеген.',
          '12 лет работала в банковской сфере.',
          'Twelve years in banking.',
          '在银行业工作了12年。',
        ),
      ),
      education: l(
        'Е. А. Бөкетов атындағы Қарағанды университеті, экономика',
        'Карагандинский университет им. Е. А. Букетова, экономика',
        'Buketov Karaganda University, economics',
        '布凯托夫卡拉干达大学，经济学',
      ),
      receptionSchedule: l(
        'Сейсенбі және бейсенбі, 14:00–18:00',
        'Вторник и четверг, 14:00–18:00',
        'Tuesday and Thursday, 14:00–18:00',
        '周二和周四 14:00–18:00',
      ),
      phone: '+7 701 000 00 11',
      email: 'expert@example.kz',
      photo: imgs[0]!,
      published: true,
    })
    .run();
  db.insert(documents)
    .values({
      name: l('Қордың жарғысы', 'Устав фонда', 'Charter of the foundation', '基金会章程'),
      type: 'other',
      published: true,
      publishedAt: new Date(),
    })
    .run();
  db.insert(partners)
    .values({
      name: l(
        'Аграрлық несие корпорациясы',
        'Аграрная кредитная корпорация',
        'Agrarian Credit Corporation',
        '农业信贷公司',
      ),
      logo: imgs[0]!,
      url: 'https://www.agrocredit.kz',
      published: true,
    })
    .run();
  db.insert(teamMembers)
    .values({
      name: l('Ерлан Сапаров', 'Ерлан Сапаров', 'Yerlan Saparov', '叶尔兰·萨帕罗夫'),
      position: l('Жоба жетекшісі', 'Руководитель проекта', 'Project lead', '项目负责人'),
      group: l('Жобалық кеңсе', 'Проектный офис', 'Project office', '项目办公室'),
      photo: imgs[1]!,
      published: true,
    })
    .run();
}
