/**
 * scrypt password hashes (N=2^17, r=8, p=1): memory-hard, in Node's standard library, and the
 * parameters travel with each hash so they can be raised later without breaking old ones.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createHashPool } from './hash-pool.ts';

/**
 * Test runs may lower the cost with SCRYPT_LOG_N, honoured only under NODE_ENV=test (as Django's test
 * settings swap in a fast hasher): a suite signs in hundreds of times, and at 2^17 hashing alone took
 * most of CI's twenty minutes. Anywhere else the cost is 2^17 whatever the variable says.
 */
export function scryptLogN(env: NodeJS.ProcessEnv): number {
  const asked = Number(env.SCRYPT_LOG_N);
  return env.NODE_ENV === 'test' && Number.isInteger(asked) && asked >= 10 && asked <= 17 ? asked : 17;
}

const PARAMS = { N: 2 ** scryptLogN(process.env), r: 8, p: 1 };
const KEYLEN = 32;

/** One hash per core, four per core waiting (about a second), the rest refused: see hash-pool.ts. */
export const hashPool = createHashPool(availableParallelism(), 4 * availableParallelism());

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...o, maxmem: 256 * o.N * o.r + 1024 * 1024 };
  return hashPool.run(
    () =>
      new Promise<Buffer>((ok, fail) =>
        scrypt(password.normalize('NFKC'), salt, KEYLEN, options, (err, key) => (err ? fail(err) : ok(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed once so an unknown phone costs the same time as a wrong password. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}
