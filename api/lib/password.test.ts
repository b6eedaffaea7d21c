import { describe, expect, it } from 'vitest';
import { hashPassword, scryptLogN, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('use 2^17 outside tests whatever SCRYPT_LOG_N says', () => {
    expect(scryptLogN({ NODE_ENV: 'production', SCRYPT_LOG_N: '10' })).toBe(17);
    expect(scryptLogN({ SCRYPT_LOG_N: '10' })).toBe(17);
    expect(scryptLogN({ NODE_ENV: 'test' })).toBe(17);
  });

  it('let a test run lower the cost, within bounds', () => {
    expect(scryptLogN({ NODE_ENV: 'test', SCRYPT_LOG_N: '10' })).toBe(10);
    expect(scryptLogN({ NODE_ENV: 'test', SCRYPT_LOG_N: '4' })).toBe(17);
    expect(scryptLogN({ NODE_ENV: 'test', SCRYPT_LOG_N: 'x' })).toBe(17);
  });

  it('carry their parameters, so a hash made at one cost still verifies, and only with those parameters', async () => {
    const stored = await hashPassword('Құпия сөз 1');
    const [, n] = stored.split('$');
    expect(Number(n)).toBe(2 ** scryptLogN(process.env));
    expect(await verifyPassword('Құпия сөз 1', stored)).toBe(true);
    expect(await verifyPassword('Құпия сөз 2', stored)).toBe(false);
    const tampered = stored.replace(/^scrypt\$\d+/, `scrypt$${2 * Number(n)}`);
    expect(await verifyPassword('Құпия сөз 1', tampered)).toBe(false);
  });
});
