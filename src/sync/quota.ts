/** A full disk must say so plainly; browsers report it as QuotaExceededError, sometimes inside an AbortError. */
export class StorageFullError extends Error {
  readonly code = 'storage_full';
  constructor(cause: unknown) {
    super('storage_full', { cause });
  }
}

export function isQuotaError(e: unknown): boolean {
  for (let err = e as { name?: string; inner?: unknown; cause?: unknown } | undefined, i = 0; err && i < 5; i++) {
    if (err.name === 'QuotaExceededError' || (err as { code?: number }).code === 22) return true;
    err = (err.inner ?? err.cause) as typeof err;
  }
  return false;
}
