/**
 * Every password check on the server (sign-in, the contest account, contest.submit) goes through one
 * limiter per app: an attempt is counted per account (phone or IIN) and per address before the hash is
 * compared, and given back only when the password was right. Concurrency cannot outrun the count.
 */
import type { Config } from '../config.ts';
import { FailureLimiter, reserve } from './rate-limit.ts';

/** The limit is reached: answer 429 with Retry-After (api/app.ts turns it into the answer). */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfter: number) {
    super('too_many_attempts');
  }
}

export interface PasswordChecks {
  /**
   * Runs `verify` (a password comparison) if `account` and `ip` have attempts left; throws
   * TooManyAttempts when not. `account` names its kind: `phone:7701…`, `iin:9001…`.
   */
  check(account: string, ip: string, verify: () => Promise<boolean>): Promise<boolean>;
}

export function createPasswordChecks(limits: Config['loginLimit']): PasswordChecks {
  const byAccount = new FailureLimiter(limits.perPhone, limits.windowMs);
  const byAddress = new FailureLimiter(limits.perAddress, limits.windowMs);
  return {
    async check(account, ip, verify) {
      const slot = reserve([
        [byAccount, account],
        [byAddress, ip],
      ]);
      if (typeof slot === 'number') throw new TooManyAttempts(slot);
      let ok = false;
      try {
        ok = await verify();
        return ok;
      } catch (e) {
        ok = true; // the server failed (busy hashes), not the person: the attempt does not count
        throw e;
      } finally {
        if (ok) slot();
      }
    },
  };
}

/**
 * The checks one sync push may make: a push carries up to 200 mutations, and each password check is a
 * scrypt. After `max` checks the push is cut there (api/sync/apply-push.ts answers the records before
 * it; the device sends the rest in its next push).
 */
export function checksPerBatch(checks: PasswordChecks, max: number): PasswordChecks {
  let made = 0;
  return {
    check(account, ip, verify) {
      if (++made > max) throw new TooManyAttempts(0);
      return checks.check(account, ip, verify);
    },
  };
}
