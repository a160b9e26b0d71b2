/**
 * Time-based one-time codes (RFC 6238, HMAC-SHA-1, 30-second steps, 6 digits): what every authenticator app
 * reads from an `otpauth://` link. Web Crypto, so the server, the browser tests and a page compute the same code
 * (decision 0228).
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The part of Web Crypto used here (the domain package is built without the DOM's or Node's types). */
interface HmacSubtle {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-1' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = () => (globalThis as unknown as { crypto: { subtle: HmacSubtle } }).crypto.subtle;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The time step of a moment (seconds since the epoch / 30). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one time step for a base32 secret. */
export async function totpCodeAt(secretBase32: string, step: number): Promise<string> {
  const counter = new Uint8Array(8);
  let rest = step;
  for (let i = 7; i >= 0; i -= 1) {
    counter[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const key = await subtle().importKey(
    'raw',
    base32Decode(secretBase32),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await subtle().sign('HMAC', key, counter));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The code an authenticator shows now. */
export function totpCode(secretBase32: string, at: Date = new Date()): Promise<string> {
  return totpCodeAt(secretBase32, totpStep(at));
}

/**
 * The step a code matches, within one step either side of now (clock drift between a phone and the server),
 * or null. The caller refuses a step already used, so a code works once.
 */
export async function matchingTotpStep(secretBase32: string, code: string, at: Date): Promise<number | null> {
  const now = totpStep(at);
  for (const step of [now, now - 1, now + 1]) {
    if ((await totpCodeAt(secretBase32, step)) === code) return step;
  }
  return null;
}

/** The link an authenticator app reads (as a QR code or pasted). */
export function otpauthUri(input: { secret: string; account: string; issuer: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const issuer = encodeURIComponent(input.issuer);
  return `otpauth://totp/${label}?secret=${input.secret}&issuer=${issuer}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
}
