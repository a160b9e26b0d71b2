import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@hearth/domain/console';
import {
  REGISTRATION_CONSENT_PATH,
  type RegistrationConsent,
  registrationSampleUrl,
} from '@hearth/domain/electronic-consent';
import { base32Encode } from '@hearth/domain/totp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { encryptField } from '../db/field-crypto';
import { staffMembers } from '../modules/console/schema';
import { identities } from '../modules/identity/schema';
import { sampleCodeOf } from './journey/e-sign-sample';

export const STRONG_PASSWORD = 'Correct-Horse7!battery';
export const PHONE = '(555) 555-0123';

export function uniqueEmail(label = 'borrower'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.com`;
}

export async function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { organization?: string; headers?: Record<string, string> } = {},
) {
  const query = options.organization ? `?organization=${encodeURIComponent(options.organization)}` : '';
  return app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register${query}`,
    headers: options.headers ?? {},
    payload: body,
  });
}

/** A nonce as the register page makes one (decision 0210): 16 random bytes, base64url. */
export const sampleNonce = () => randomBytes(16).toString('base64url');

/**
 * The consent to electronic communications as the register page sends it (decisions 0200, 0210): the consent
 * served, and unless `demonstrate` is false the sample opened with a fresh nonce and the code read from its PDF.
 */
export async function registrationConsentBody(
  app: FastifyInstance,
  options: { demonstrate?: boolean; organization?: string } = {},
): Promise<{
  consent: RegistrationConsent;
  eSignConsent: { version: string; sha256: string; demonstration?: { nonce: string; code: string } };
}> {
  const organization = options.organization ?? 'HEARTH';
  const consent = (
    await app.inject({ method: 'GET', url: `${REGISTRATION_CONSENT_PATH}?organization=${organization}` })
  ).json() as RegistrationConsent;
  const accepted = { version: consent.version, sha256: consent.sha256 };
  if (options.demonstrate === false) return { consent, eSignConsent: accepted };
  const nonce = sampleNonce();
  const sample = await app.inject({ method: 'GET', url: registrationSampleUrl(nonce, organization) });
  if (sample.statusCode !== 200) throw new Error(`sample failed: ${sample.statusCode} ${sample.body}`);
  const code = sampleCodeOf(sample.rawPayload);
  return { consent, eSignConsent: { ...accepted, demonstration: { nonce, code } } };
}

/** Registers a new borrower and returns its token and identity id. */
export async function registeredBorrower(app: FastifyInstance, email = uniqueEmail()) {
  const res = await register(app, { email, password: STRONG_PASSWORD, phoneNumber: PHONE });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { jwt: string; identityUuid: string };
  return { email, ...body };
}

export function bearer(jwt: string): Record<string, string> {
  return { authorization: `Bearer ${jwt}` };
}

/**
 * A lender's staff member of `organizationCode`'s lender with `role` (an admin unless asked): a STAFF login, its
 * staff row (decision 0228) and a token, as a console sign-in would give. Staff act only on their own lender's
 * applications (decision 0193).
 */
export async function staffHeaders(
  app: FastifyInstance,
  organizationCode = 'HEARTH',
  role: StaffRole = 'ADMIN',
): Promise<Record<string, string>> {
  const person = await registeredBorrower(app);
  await app.db.update(identities).set({ role: 'STAFF' }).where(eq(identities.uuid, person.identityUuid));
  await app.db.insert(staffMembers).values({
    identityUuid: person.identityUuid,
    organizationCode,
    role,
    name: `Test ${role.toLowerCase()}`,
    totpSecretEncrypted: encryptField(app.config.encryptionKey, base32Encode(randomBytes(20))),
  });
  const { jwt } = await app.tokens.issue({
    identityUuid: person.identityUuid,
    role: 'STAFF',
    organizationCode,
  });
  return bearer(jwt);
}
