/**
 * Online self-registration with the seed's calls: send-sms (a code to the phone), verify-code (the
 * code for a short-lived verification token) and register (the form + password + token → the
 * applicant, the application and a session). Codes: 6 digits, 5 minutes, 5 attempts. send-sms answers a
 * registered phone like any other (its owner gets a notice instead of a code, unless the phone is only
 * being proven: ADR 133), within 20 sends an hour per address; register checks the token before it
 * spends a password hash, and a token spent on a refused IIN or phone proves nothing more.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { sessions, smsCodes } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { createApplicant, takenErrors } from './applicants.ts';
import { audit } from '../lib/audit.ts';
import { hashPassword } from '../lib/password.ts';
import { publicUser } from '../auth/public-user.ts';
import { FailureLimiter } from '../lib/rate-limit.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  VERIFICATION_TTL_MS,
  codeMatches,
  hashCode,
  newCode,
} from '../lib/sms/codes.ts';
import { smsProvider } from '../lib/sms/provider.ts';
import { provenPhone, spendVerification } from '../lib/sms/verification.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { tooMany } from '../lib/problem.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { selfRegistrationSchema, sendSmsSchema, verifyCodeSchema } from '../../contract/registration.ts';
import { Rejection } from '../sync/registry.ts';

export function registrationRoutes(config: Config) {
  const sms = smsProvider(config);
  const sendsByAddress = new FailureLimiter(config.sms.sendsPerAddressPerHour, 3600_000);

  return new Hono<AppEnv>()
    .post('/send-sms', validate('json', sendSmsSchema), async (c) => {
      const { db, t, ip } = c.var;
      const { phone, purpose } = c.req.valid('json');
      const last = db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.id)).get();
      const wait = last
        ? Math.ceil((last.createdAt.getTime() + config.sms.resendSeconds * 1000 - Date.now()) / 1000)
        : 0;
      const waitAddress = sendsByAddress.retryAfter(ip);
      if (wait > 0 || waitAddress > 0) {
        const seconds = Math.max(wait, waitAddress);
        throw tooMany(seconds, 'sms_wait').with({ extra: { retry_after: seconds } });
      }
      sendsByAddress.fail(ip);
      // A registered phone gets the same answer and the same resend wait (a code row nobody can know),
      // and its owner an SMS saying so: the answer must not tell a stranger who is registered.
      // Proving a phone (ADR 133) is for any phone, registered or not: its code goes to it.
      const registered = purpose === 'register' && Boolean(takenErrors(db, { phone, iin: '' }).phone);
      const code = newCode();
      const now = Date.now();
      db.insert(smsCodes)
        .values({
          phone,
          codeHash: hashCode(phone, registered ? randomBytes(16).toString('hex') : code),
          expiresAt: new Date(now + CODE_TTL_MS),
          createdAt: new Date(now),
        })
        .run();
      await sms.send(
        phone,
        registered ? t('registration.sms.already_registered') : t('registration.sms.text', { code }),
      );
      return c.json({ data: { resend_after: config.sms.resendSeconds, expires_in: CODE_TTL_MS / 1000 } });
    })
    .post('/verify-code', validate('json', verifyCodeSchema), (c) => {
      const { db } = c.var;
      const { phone, code } = c.req.valid('json');
      const row = db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.verifiedAt)))
        .orderBy(desc(smsCodes.id))
        .get();
      const fail = (id: string) => validationFailed(c, { code: [id] });
      if (!row || row.expiresAt.getTime() <= Date.now()) return fail('validation.sms.expired');
      if (row.attempts >= CODE_MAX_ATTEMPTS) return fail('validation.sms.attempts');
      if (!codeMatches(row.codeHash, phone, code)) {
        const attempts = row.attempts + 1;
        db.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, row.id)).run();
        return fail(attempts >= CODE_MAX_ATTEMPTS ? 'validation.sms.attempts' : 'validation.sms.wrong');
      }
      const verification = newToken();
      db.update(smsCodes)
        .set({
          verifiedAt: new Date(),
          verificationHash: hashToken(verification),
          verificationExpiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
        })
        .where(eq(smsCodes.id, row.id))
        .run();
      return c.json({ data: { verification, expires_in: VERIFICATION_TTL_MS / 1000 } });
    })
    .post('/register', validate('json', selfRegistrationSchema), async (c) => {
      const { db, ip } = c.var;
      const form = c.req.valid('json');
      // The token is checked before the (slow) hash, so a stranger without one costs a read, not a scrypt.
      if (!provenPhone(db, form.verification, form.phone))
        return validationFailed(c, { verification: ['validation.sms.verify_first'] });
      const passwordHash = await hashPassword(form.password);
      const token = newToken();
      try {
        const user = db.transaction((tx) => {
          const now = new Date();
          if (!spendVerification(tx, form.verification, form.phone, now))
            throw new Rejection({ verification: ['validation.sms.verify_first'] });
          const { user, application } = createApplicant(tx, {
            form,
            passwordHash,
            registeredBy: null,
            source: 'online',
            now,
          });
          tx.insert(sessions)
            .values({
              userId: user.id,
              tokenHash: hashToken(token),
              lastUsedAt: now,
              expiresAt: new Date(now.getTime() + config.session.absoluteMs),
            })
            .run();
          audit(tx, {
            action: 'registration.self',
            userId: user.id,
            changedUserId: user.id,
            subjectType: 'application',
            subjectId: application.id,
            after: { application, applicant: { id: user.id, name: user.name, iin: user.iin } },
            ip,
          });
          return user;
        });
        return c.json({ data: { token, user: publicUser(user) } }, 201);
      } catch (e) {
        if (!(e instanceof Rejection)) throw e;
        // An IIN or phone refused spends the token all the same (its transaction rolled the spend back): one
        // SMS answers one "is this IIN taken?", so probing strangers' IINs costs a phone's SMS each time.
        if (e.errors.iin || e.errors.phone)
          db.transaction((tx) => spendVerification(tx, form.verification, form.phone));
        return validationFailed(c, e.errors);
      }
    });
}
