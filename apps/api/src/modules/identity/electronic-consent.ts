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
import { and, eq, isNull } from 'drizzle-orm';
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

/** Stores the acceptance (decision 0200), in the registration's transaction: version, time, address, text hash. */
export async function recordRegistrationConsent(
  tx: Executor,
  input: { identityUuid: string; consent: RegistrationConsent; ipAddress: string; at: Date },
): Promise<void> {
  await tx
    .insert(identityConsents)
    .values({
      identityUuid: input.identityUuid,
      type: REGISTRATION_CONSENT_TYPE,
      version: input.consent.version,
      ipAddress: input.ipAddress,
      textSha256: input.consent.sha256,
      acceptedAt: input.at,
    })
    .onConflictDoNothing();
}

/** Whether the identity consented to electronic communications and has not withdrawn it: email, else mail. */
export async function hasElectronicConsent(db: Pick<Db, 'select'>, identityUuid: string): Promise<boolean> {
  const rows = await db
    .select({ id: identityConsents.id })
    .from(identityConsents)
    .where(
      and(
        eq(identityConsents.identityUuid, identityUuid),
        eq(identityConsents.type, REGISTRATION_CONSENT_TYPE),
        isNull(identityConsents.withdrawnAt),
      ),
    );
  return rows.length > 0;
}
