/**
 * The nonce the E-SIGN sample is opened with at registration (decision 0210), kept in session storage apart from
 * the answers: made when the consent box is ticked, the same after a reload (so the code of the sample already
 * opened still matches), sent with the code by the register call, and dropped once an account has it.
 */
export const SAMPLE_NONCE_STORAGE_KEY = 'hearth.register.e-sign-sample-nonce';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** This registration's nonce, made on first use: a random UUID (122 random bits). */
export function registrationSampleNonce(): string {
  const existing = session()?.getItem(SAMPLE_NONCE_STORAGE_KEY);
  if (existing) return existing;
  const nonce = crypto.randomUUID();
  session()?.setItem(SAMPLE_NONCE_STORAGE_KEY, nonce);
  return nonce;
}

/** The nonce of a sample the page opened, if any; nothing is made here. */
export function openedSampleNonce(): string | null {
  return session()?.getItem(SAMPLE_NONCE_STORAGE_KEY) ?? null;
}

export function clearRegistrationSampleNonce(): void {
  session()?.removeItem(SAMPLE_NONCE_STORAGE_KEY);
}
