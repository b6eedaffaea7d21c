/**
 * A certificate as the learner, the account and the public verification read it, for both kinds: a
 * course's (its title) and the training's (the programme and the flow's dates). One place, so the list,
 * the PDF and `/verify/{code}` name a certificate the same way (ADR 069, 115).
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, flows, learnCertificates, learnCourses } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import { pickLocalized, type Locale } from '../../contract/locale.ts';
import { KZ_TIME_ZONE, kzDayStart } from '../../contract/kazakhstan-time.ts';

export function certificateRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      cert: learnCertificates,
      course: learnCourses.title,
      start: flows.startDate,
      end: flows.endDate,
    })
    .from(learnCertificates)
    .leftJoin(learnCourses, eq(learnCourses.id, learnCertificates.courseId))
    .leftJoin(applications, eq(applications.id, learnCertificates.applicationId))
    .leftJoin(flows, eq(flows.id, applications.flowId))
    .where(where)
    .orderBy(asc(learnCertificates.id))
    .all();
}
export type CertificateRow = ReturnType<typeof certificateRows>[number];

/** A date in the reader's language, as the certificate prints it (Kazakhstan's calendar day). */
export function certificateDate(locale: Locale, d: Date | string) {
  const day = typeof d === 'string' ? new Date(kzDayStart(d)) : d;
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : locale, {
    dateStyle: 'long',
    timeZone: KZ_TIME_ZONE,
  }).format(day);
}

/** What the certificate is for: the course's title, or the training programme's name. */
export const certificateTitle = (r: CertificateRow, locale: Locale, t: Translate) =>
  r.course ? pickLocalized(r.course, locale) : t('my_flow.cert.programme');

/** The lines the PDF prints under the name: what was completed, for what, and the training's dates. */
export function certificateLines(r: CertificateRow, locale: Locale, t: Translate) {
  if (r.cert.courseId !== null)
    return { completed: t('learn.certificate.completed'), title: certificateTitle(r, locale, t), detail: null };
  return {
    completed: t('learn.certificate.training_completed'),
    title: certificateTitle(r, locale, t),
    detail:
      r.start && r.end
        ? t('learn.certificate.training_dates', {
            start: certificateDate(locale, r.start),
            end: certificateDate(locale, r.end),
          })
        : null,
  };
}

/** The learner's view of one certificate: number, PDF, the public verification page. */
export const certificateView = (r: CertificateRow, locale: Locale, t: Translate) => ({
  id: r.cert.id,
  kind: r.cert.courseId === null ? ('training' as const) : ('course' as const),
  number: r.cert.number,
  code: r.cert.code,
  course_id: r.cert.courseId,
  application_id: r.cert.applicationId,
  course: certificateTitle(r, locale, t),
  issued_at: r.cert.issuedAt.toISOString(),
  revoked: r.cert.revokedAt !== null,
  verify_url: `/verify/${r.cert.code}`,
  pdf_url: `/api/learn/certificates/${r.cert.id}/pdf`,
});

/**
 * The verification link the QR code carries: on the configured public address (PUBLIC_URL) when there is
 * one — behind a proxy the request's own origin may be an internal name — else the request's origin.
 */
export const verifyLink = (publicUrl: string | null, requestUrl: string, code: string) =>
  new URL(`/verify/${code}`, publicUrl ?? requestUrl).toString();
