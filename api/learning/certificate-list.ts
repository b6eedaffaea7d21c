/**
 * The account's certificates (GET /api/personal-data): every certificate not revoked, of a course or of
 * the training (ADR 115), each numbered with its PDF and public verification link; a training one also
 * has its printable page (`application_id`). Offered to the account domain (eslint/server-boundaries.js).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { learnCertificates } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import type { Locale } from '../../contract/locale.ts';
import { certificateRows, certificateView } from './certificate-views.ts';

export interface AccountCertificate {
  kind: 'training' | 'course';
  id: number;
  application_id: number | null;
  issued_on: string;
  title: string;
  number: string;
  pdf_url: string;
  verify_url: string;
}

export function accountCertificates(db: Db, userId: number, locale: Locale, t: Translate): AccountCertificate[] {
  return certificateRows(db, and(eq(learnCertificates.userId, userId), isNull(learnCertificates.revokedAt))).map(
    (r) => {
      const v = certificateView(r, locale, t);
      return {
        kind: v.kind,
        id: v.id,
        application_id: v.application_id,
        issued_on: todayInKazakhstan(r.cert.issuedAt),
        title: v.course,
        number: v.number,
        pdf_url: v.pdf_url,
        verify_url: v.verify_url,
      };
    },
  );
}
