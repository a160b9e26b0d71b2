/**
 * One Idempotency-Key per registration submission, kept in session storage: a retry after a failure or a
 * reload sends the same key, so the server returns the first application instead of creating another.
 */
export const IDEMPOTENCY_STORAGE_KEY = 'hearth.register.idempotency-key';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function submissionIdempotencyKey(): string {
  const existing = session()?.getItem(IDEMPOTENCY_STORAGE_KEY);
  if (existing) return existing;
  const key = crypto.randomUUID();
  session()?.setItem(IDEMPOTENCY_STORAGE_KEY, key);
  return key;
}

/** After the application exists the submission is finished; a new one gets a new key. */
export function clearSubmissionIdempotencyKey(): void {
  session()?.removeItem(IDEMPOTENCY_STORAGE_KEY);
}
