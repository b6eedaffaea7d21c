/**
 * The personal account: GET /api/personal-data (profile, my applications, my certificates),
 * GET /api/my-consultations, POST /api/update-profile, and the profile photo (already compressed on the
 * device to ≤ 300 KB; checked by magic bytes here).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applicantProfiles, applications, users } from '../../db/schema.ts';
import type { AppEnv, UserRow } from '../context.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../lib/audit.ts';
import type { Translate } from '../lib/i18n.ts';
import { accountCertificates } from '../learning/certificate-list.ts';
import { myConsultations } from './my-consultations.ts';
import { profileBasics } from '../registration/applicants.ts';
import { publicUser } from '../auth/public-user.ts';
import { notFound } from '../lib/problem.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireAuth, requireRole } from '../middleware/auth.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import type { Locale } from '../../contract/locale.ts';
import { profileUpdateSchema } from '../../contract/registration.ts';

const MAX_PHOTO_BYTES = 400 * 1024;
const SIGNATURES: [string, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/webp', [0x52, 0x49, 0x46, 0x46]],
];
const sniff = (b: Uint8Array) => SIGNATURES.find(([, sig]) => sig.every((x, i) => b[i] === x))?.[0];

function personalData(db: Db, user: UserRow, locale: Locale, t: Translate) {
  const p = db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, user.id)).get();
  const apps = db
    .select()
    .from(applications)
    .where(and(eq(applications.applicantId, user.id), isNull(applications.deletedAt)))
    .orderBy(desc(applications.id))
    .all();
  return {
    user: publicUser(user),
    profile: p && {
      ...profileBasics(p),
      has_photo: p.photoMime !== null,
      photo_updated_at: p.photoUpdatedAt?.getTime() ?? null,
    },
    applications: apps.map((a) => ({
      id: a.id,
      status: a.status,
      status_reason: a.statusReason,
      language: a.language,
      lesson_region_id: a.lessonRegionId,
      lesson_district_id: a.lessonDistrictId,
      submitted_at: a.submittedAt?.getTime() ?? null,
    })),
    certificates: accountCertificates(db, user.id, locale, t),
  };
}

export type PersonalData = ReturnType<typeof personalData>;

export const accountRoutes = new Hono<AppEnv>()
  .get('/personal-data', requireAuth, (c) =>
    c.json({ data: personalData(c.var.db, c.var.user!, c.var.locale, c.var.t) }),
  )
  .get('/my-consultations', requireAuth, (c) => c.json({ data: myConsultations(c.var.db, c.var.user!) }))
  .post('/update-profile', requireRole('applicant'), validate('json', profileUpdateSchema), (c) => {
    const { db, ip } = c.var;
    const me = c.var.user!;
    const v = c.req.valid('json');
    // Every id must exist at its level and lie within the pick above it: an unknown one is a 422, never a foreign-key 500.
    const outside = katoMismatch(db, [
      ['region_id', v.region_id, null, 1],
      ['district_id', v.district_id, v.region_id, 2],
      ['rural_okrug_id', v.rural_okrug_id, v.district_id, 3],
    ]);
    if (Object.keys(outside).length) return validationFailed(c, outside);
    const before = personalData(db, me, c.var.locale, c.var.t);
    db.transaction((tx) => {
      tx.update(users)
        .set({
          name: v.fio,
          email: v.email || null,
          phone2: v.phone_2 ?? null,
          regionId: v.region_id,
          districtId: v.district_id,
          locality: v.locality,
          updatedAt: new Date(),
        })
        .where(eq(users.id, me.id))
        .run();
      tx.update(applicantProfiles)
        .set({
          ruralOkrugId: v.rural_okrug_id ?? null,
          residenceAddress: v.residence_address,
          education: v.education,
          socialStatus: v.social_status,
          updatedAt: new Date(),
        })
        .where(eq(applicantProfiles.userId, me.id))
        .run();
    });
    const updated = db.select().from(users).where(eq(users.id, me.id)).get()!;
    const after = personalData(db, updated, c.var.locale, c.var.t);
    audit(db, { action: 'profile.update', userId: me.id, changedUserId: me.id, before, after, ip });
    return c.json({ data: after });
  })
  .put('/profile-photo', requireRole('applicant'), async (c) => {
    const { db, config, ip } = c.var;
    const me = c.var.user!;
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const mime = sniff(bytes);
    if (!mime || bytes.byteLength > MAX_PHOTO_BYTES) return validationFailed(c, { photo: ['account.photo.invalid'] });
    const dir = join(config.dataDir, 'profile-photos');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, String(me.id)), bytes);
    const now = new Date();
    db.update(applicantProfiles)
      .set({ photoMime: mime, photoUpdatedAt: now })
      .where(eq(applicantProfiles.userId, me.id))
      .run();
    audit(db, {
      action: 'profile.photo',
      userId: me.id,
      changedUserId: me.id,
      after: { mime, size: bytes.byteLength },
      ip,
    });
    return c.json({ data: { has_photo: true, photo_updated_at: now.getTime() } });
  })
  .get('/profile-photo', requireAuth, (c) => {
    const { db, config } = c.var;
    const p = db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, c.var.user!.id)).get();
    if (!p?.photoMime) throw notFound();
    const bytes = readFileSync(join(config.dataDir, 'profile-photos', String(p.userId)));
    return c.body(bytes, 200, { 'Content-Type': p.photoMime, 'Cache-Control': 'private, no-store' });
  });
