import { createHmac, timingSafeEqual } from 'node:crypto';
import { E_SIGN_MESSAGES, E_SIGN_SAMPLE_CODE_LENGTH, normalizeSampleCode } from '@hearth/domain/e-sign';
import { DomainError } from '@hearth/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type ESignDemonstrationRow, eSignDemonstrations } from './schema';

/** The consent text a demonstration is for: its version and the SHA-256 of its words. */
export interface ConsentText {
  version: string;
  sha256: string;
}

/** Who demonstrates: one person (their identity) on one application. */
export interface Demonstrator {
  applicationUuid: string;
  identityUuid: string;
}

/**
 * Someone registering, before their account exists (decision 0210): the random nonce their page made and opened the
 * sample with. The register call sends it back with the code.
 */
export interface RegistrationSampler {
  registrationNonce: string;
}

/** What the HMAC binds besides the text: the application and the person, or the registration's nonce. */
const subjectOf = (who: Demonstrator | RegistrationSampler): string[] =>
  'registrationNonce' in who
    ? ['registration', who.registrationNonce]
    : [who.applicationUuid, who.identityUuid];

/**
 * The code printed in the sample for this person and this text: an HMAC of both under a key derived from the
 * server's encryption key. Nothing is stored until it is typed back; the same sample gives the same code, and a code
 * from another person's sample or for another text does not match. At registration the person is the page's nonce.
 */
export function sampleCode(
  key: Uint8Array,
  who: Demonstrator | RegistrationSampler,
  consent: ConsentText,
): string {
  const derived = createHmac('sha256', key).update('hearth e-sign sample code').digest();
  const mac = createHmac('sha256', derived)
    .update([...subjectOf(who), consent.version, consent.sha256].join('\n'))
    .digest();
  const modulus = 10 ** E_SIGN_SAMPLE_CODE_LENGTH;
  return String(mac.readUInt32BE(0) % modulus).padStart(E_SIGN_SAMPLE_CODE_LENGTH, '0');
}

/** The typed code is this person's for this text, or 400 "That code does not match the sample document...". */
export function checkSampleCode(
  key: Uint8Array,
  who: Demonstrator | RegistrationSampler,
  consent: ConsentText,
  typed: string,
): void {
  const expected = Buffer.from(sampleCode(key, who, consent));
  const given = Buffer.from(normalizeSampleCode(typed));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError('VALIDATION_FAILED', E_SIGN_MESSAGES.codeWrong);
}

/** This person's demonstration for exactly this text, if they made one. */
export async function demonstrationOf(
  db: Pick<Db, 'select'>,
  who: Demonstrator,
  consent: ConsentText,
): Promise<ESignDemonstrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eSignDemonstrations)
    .where(
      and(
        eq(eSignDemonstrations.applicationUuid, who.applicationUuid),
        eq(eSignDemonstrations.identityUuid, who.identityUuid),
        eq(eSignDemonstrations.textSha256, consent.sha256),
        eq(eSignDemonstrations.version, consent.version),
      ),
    );
  return row;
}

/**
 * The person typed the sample's code: checked (400 when it is not this person's code for this text), then recorded
 * with the version, the time, the text's SHA-256, the client address and the browser. A repeat keeps the first.
 */
export async function recordDemonstration(
  db: Pick<Db, 'select' | 'insert'>,
  key: Uint8Array,
  who: Demonstrator,
  consent: ConsentText,
  typed: string,
  circumstances: { ip: string; userAgent: string; now: Date },
): Promise<ESignDemonstrationRow> {
  checkSampleCode(key, who, consent, typed);
  await db
    .insert(eSignDemonstrations)
    .values({
      applicationUuid: who.applicationUuid,
      identityUuid: who.identityUuid,
      version: consent.version,
      textSha256: consent.sha256,
      demonstratedAt: circumstances.now,
      ipAddress: circumstances.ip,
      userAgent: circumstances.userAgent.slice(0, 300),
    })
    .onConflictDoNothing();
  const row = await demonstrationOf(db, who, consent);
  if (!row) throw new Error('the demonstration was not recorded');
  return row;
}

/**
 * Decision 0202: a consent to electronic records is accepted only by someone who showed, for that very text, that
 * they can open the PDFs; otherwise 409 with what to do.
 */
export async function requireDemonstration(
  db: Pick<Db, 'select'>,
  who: Demonstrator,
  consent: ConsentText,
): Promise<ESignDemonstrationRow> {
  const row = await demonstrationOf(db, who, consent);
  if (!row) throw new DomainError('STEP_OUT_OF_ORDER', E_SIGN_MESSAGES.demonstrateFirst);
  return row;
}
