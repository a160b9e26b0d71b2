import { createHash } from 'node:crypto';
import type { PrivateLabelData } from '@hearth/domain/brands';
import {
  REGISTRATION_CONSENT_MESSAGES,
  REGISTRATION_CONSENT_TITLE,
  REGISTRATION_CONSENT_TYPE,
  REGISTRATION_CONSENT_VERSION,
  type RegistrationConsent,
  type RegistrationConsentAcceptance,
  registrationConsentParagraphs,
  registrationConsentText,
} from '@hearth/domain/electronic-consent';
import { DomainError } from '@hearth/domain/errors';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityConsents } from './schema';

type Executor = Pick<Db, 'insert' | 'select'>;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const lenderOf = (organization: PrivateLabelData) => {
  const info = organization.orgMetaData.companyInfo;
  return { companyName: info.companyName, supportPhone: info.supportPhone, supportEmail: info.supportEmail };
};

/** The consent to electronic communications as this lender serves it, with its version and the hash of its text. */
export function registrationConsentFor(organization: PrivateLabelData): RegistrationConsent {
  const lender = lenderOf(organization);
  return {
    version: REGISTRATION_CONSENT_VERSION,
    title: REGISTRATION_CONSENT_TITLE,
    paragraphs: registrationConsentParagraphs(lender),
    sha256: sha256Hex(registrationConsentText(lender)),
  };
}

/** The acceptance names the text served now (its version and hash), or the registration is refused (409). */
export function checkRegistrationConsent(
  organization: PrivateLabelData,
  accepted: RegistrationConsentAcceptance,
): RegistrationConsent {
  const current = registrationConsentFor(organization);
  if (accepted.version !== current.version || accepted.sha256 !== current.sha256)
    throw new DomainError('CONFLICT', REGISTRATION_CONSENT_MESSAGES.changed);
  return current;
}

/** The sample's code the applicant typed back at registration, already checked against its nonce (decision 0210). */
export interface RegistrationDemonstration {
  nonce: string;
  userAgent: string;
}

/**
 * Stores the acceptance (decision 0200), in the registration's transaction: version, time, address, text hash, and
 * the demonstration when there is one (decision 0210). A nonce another registration used is refused (409): one
 * sample's code demonstrates for one account, so a code passed on does not stand for someone who never opened it.
 */
export async function recordRegistrationConsent(
  tx: Executor,
  input: {
    identityUuid: string;
    consent: RegistrationConsent;
    ipAddress: string;
    at: Date;
    demonstration?: RegistrationDemonstration | null;
  },
): Promise<void> {
  const demonstration = input.demonstration ?? null;
  if (demonstration) {
    const [used] = await tx
      .select({ id: identityConsents.id })
      .from(identityConsents)
      .where(eq(identityConsents.demonstrationNonce, demonstration.nonce));
    if (used) throw new DomainError('CONFLICT', REGISTRATION_CONSENT_MESSAGES.sampleUsed);
  }
  const insert = tx
    .insert(identityConsents)
    .values({
      identityUuid: input.identityUuid,
      type: REGISTRATION_CONSENT_TYPE,
      version: input.consent.version,
      ipAddress: input.ipAddress,
      textSha256: input.consent.sha256,
      acceptedAt: input.at,
      ...(demonstration
        ? {
            demonstratedAt: input.at,
            demonstrationNonce: demonstration.nonce,
            demonstrationUserAgent: demonstration.userAgent.slice(0, 300),
          }
        : {}),
    })
    .onConflictDoNothing({ target: [identityConsents.identityUuid, identityConsents.type] });
  // Two registrations with one nonce at the same moment: the unique index refuses the second.
  await insert.catch((error: unknown) => {
    if (demonstration && isUniqueViolation(error))
      throw new DomainError('CONFLICT', REGISTRATION_CONSENT_MESSAGES.sampleUsed);
    throw error;
  });
}

/** A unique index refused the write (PostgreSQL 23505), wherever the driver nests the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/**
 * Whether the identity consented to electronic communications, showed it can open our PDFs (the sample's code,
 * 15 U.S.C. 7001(c)(1)(C)(ii), decision 0210) and has not withdrawn it: email, else mail. A consent given without
 * the demonstration is kept as given but does not count.
 */
export async function hasElectronicConsent(db: Pick<Db, 'select'>, identityUuid: string): Promise<boolean> {
  const rows = await db
    .select({ id: identityConsents.id })
    .from(identityConsents)
    .where(
      and(
        eq(identityConsents.identityUuid, identityUuid),
        eq(identityConsents.type, REGISTRATION_CONSENT_TYPE),
        isNotNull(identityConsents.demonstratedAt),
        isNull(identityConsents.withdrawnAt),
      ),
    );
  return rows.length > 0;
}
