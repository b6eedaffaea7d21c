/** Runs `fn` while every password-hash slot and queue place of the server is held (a CPU flood stand-in). */
import { hashPool } from '../../api/lib/password.ts';

export async function withHashesTaken<T>(fn: () => T | Promise<T>): Promise<T> {
  const { limit, queue } = hashPool.limits;
  let free!: () => void;
  const gate = new Promise<void>((go) => (free = go));
  const held = Array.from({ length: limit + queue }, () => hashPool.run(() => gate));
  try {
    return await fn();
  } finally {
    free();
    await Promise.all(held);
  }
}
