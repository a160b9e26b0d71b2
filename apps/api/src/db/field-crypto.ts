import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal data at rest (date of birth). Stored as `v1.<iv>.<tag>.<ciphertext>` in
 * base64url, so a key rotation can add v2 without touching old rows.
 */
const VERSION = 'v1';

export function encryptField(key: Uint8Array, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptField(key: Uint8Array, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unreadable encrypted field');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * A keyed fingerprint of personal data (HMAC-SHA256 under the same key, hex): equal values give equal
 * fingerprints, so a unique index can hold on data stored encrypted with random IVs, and nothing reverses it.
 */
export function fieldFingerprint(key: Uint8Array, purpose: string, plaintext: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${plaintext}`).digest('hex');
}
