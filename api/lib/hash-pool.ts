/**
 * At most `limit` password hashes run at once and `queue` more wait their turn; beyond that the caller
 * is refused at once (HashesBusy → 503 with Retry-After) instead of every sign-in on the server
 * slowing down together: scrypt takes a core and 128 MiB for a few hundred milliseconds.
 */
export class HashesBusy extends Error {
  constructor(readonly retryAfter: number) {
    super('hashes_busy');
  }
}

export interface HashPool {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly limits: { limit: number; queue: number };
}

export function createHashPool(limit: number, queue: number, retryAfter = 2): HashPool {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    limits: { limit, queue },
    async run(work) {
      if (running < limit) running++;
      else if (waiting.length < queue) await new Promise<void>((go) => waiting.push(go));
      else throw new HashesBusy(retryAfter);
      try {
        return await work();
      } finally {
        // The slot passes straight to the next waiter, so `running` never drops under a full queue.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
