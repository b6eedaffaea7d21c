/** A public contact form as a device pushes it (`request.submit`), for tests of anonymous pushes and their limits. */
import { randomUUID } from 'node:crypto';

export const contactRequest = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: 'contact',
  locale: 'en',
  name: 'Aigerim',
  phone: '+7 (701) 123-45-67',
  message: 'When does the next group start?',
  consent: true,
  ...over,
});

/** One push body from a new device carrying `n` contact forms. */
export const contactPush = (n = 1) => ({
  clientId: randomUUID(),
  clientSecret: 'ab'.repeat(32),
  schemaVersion: 1,
  mutations: Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: 'request.submit',
    args: contactRequest(),
    createdAt: Date.now(),
  })),
});
