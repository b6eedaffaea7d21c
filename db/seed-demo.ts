/**
 * `npm run seed:demo`: demo accounts for every role and demo content in the configured database.
 * Passwords are generated on each run and printed, never fixed, so a demo database is not an open door.
 */
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../api/config.ts';
import { hashPassword } from '../api/lib/password.ts';
import { ensureAdmin } from '../api/bootstrap-admin.ts';
import { openDatabase } from './client.ts';
import { nextServerVersion } from '../api/sync/versions.ts';
import { todayInKazakhstan } from '../contract/kazakhstan-time.ts';
import { contacts, flows, users } from './schema.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { seedDemoProperty } from './seed-demo-property.ts';
import { ROLES, type RoleSlug } from './roles.ts';

const AKMOLA = 110000000;
const KOKSHETAU = 111000000;

const DEMO: { role: RoleSlug; name: string; phone: string; extra?: Partial<typeof users.$inferInsert> }[] = [
  {
    role: 'applicant',
    name: 'Айгүл Серікқызы',
    phone: '77010000001',
    extra: { regionId: AKMOLA, districtId: KOKSHETAU },
  },
  {
    role: 'operator',
    name: 'Ерлан Оператор',
    phone: '77010000002',
    extra: { regionId: AKMOLA, districtIds: [KOKSHETAU] },
  },
  { role: 'trainer', name: 'Дина Тренер', phone: '77010000003', extra: { regionId: AKMOLA, districtId: KOKSHETAU } },
  { role: 'lawyer', name: 'Марат Заңгер', phone: '77010000004' },
  { role: 'expert', name: 'Сәуле Сарапшы', phone: '77010000005' },
  { role: 'admin', name: 'Demo Admin', phone: '77010000006' },
];

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = openDatabase(join(config.dataDir, 'qaryzsyz.sqlite'));
await ensureAdmin(db, config);

console.log('Demo sign-ins (passwords are new on every run):');
for (const d of DEMO) {
  const password = randomBytes(6).toString('base64url');
  const values = {
    name: d.name,
    phone: d.phone,
    roleId: ROLES[d.role],
    passwordHash: await hashPassword(password),
    ...d.extra,
  };
  const existing = db.select().from(users).where(eq(users.phone, d.phone)).get();
  if (existing) db.update(users).set(values).where(eq(users.id, existing.id)).run();
  else db.insert(users).values(values).run();
  console.log(`  ${d.role.padEnd(9)} phone ${d.phone}  password ${password}`);
}

if (!db.select().from(contacts).get()) {
  db.insert(contacts)
    .values([
      {
        title: { kk: 'Бас кеңсе', ru: 'Главный офис', en: 'Head office', zh: '总部' },
        address: {
          kk: 'Астана қ., Мәңгілік Ел даңғылы, 55',
          ru: 'г. Астана, пр. Мангилик Ел, 55',
          en: '55 Mangilik El Ave, Astana',
          zh: '阿斯塔纳市永恒国家大道55号',
        },
        workingHours: {
          kk: 'Дс–Жм, 09:00–18:00',
          ru: 'Пн–Пт, 09:00–18:00',
          en: 'Mon–Fri, 09:00–18:00',
          zh: '周一至周五 09:00–18:00',
        },
        responsible: 'Ерлан Оператор',
        phone: '77172000000',
        lat: 51.0906,
        lon: 71.4184,
      },
    ])
    .run();
}
// The demo trainer's groups in Kokshetau: one meeting this week (first on their list), one the week after.
const trainer = db.select().from(users).where(eq(users.phone, '77010000003')).get()!;
if (!db.select().from(flows).where(eq(flows.trainerId, trainer.id)).get()) {
  const day = (offset: number) => {
    const d = new Date(`${todayInKazakhstan()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  for (const [title, from] of [
    ['Көкшетау — 1-топ', -1],
    ['Көкшетау — 2-топ', 6],
  ] as const)
    db.insert(flows)
      .values({
        title,
        startDate: day(from),
        endDate: day(from + 4),
        regionId: AKMOLA,
        districtId: KOKSHETAU,
        trainerId: trainer.id,
        address: 'Көкшетау қ., Абай к-сі, 10, мәдениет үйі',
        workingHours: '10:00–13:00',
        serverVersion: nextServerVersion(db),
      })
      .run();
}
await seedDemoContent(db, config.dataDir);
await seedDemoProperty(db, config.dataDir);
console.log(`Database: ${join(config.dataDir, 'qaryzsyz.sqlite')}`);
db.$client.close();
