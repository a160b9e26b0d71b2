import { SIGNER_MESSAGES } from '@hearth/domain/additional-signers';
import { DomainError } from '@hearth/domain/errors';
import type { SIGNING_ACTIONS } from '@hearth/domain/signing';
import type { SignerInvitationRow } from './schema';

/**
 * Who signs and what (decision 0177): by default the borrower, who signs the agreement and acknowledges the
 * disclosures and their own notice; an additional signer acknowledges their notice and signs the deed of trust.
 */
export interface SigningParty {
  /** The name the signature must match. */
  name: string;
  /** The name their notice of the right to cancel is addressed to. */
  recipient: string;
  actions: typeof SIGNING_ACTIONS;
}

/**
 * What an owner who is not borrowing does (decision 0177): acknowledge their own notice of the right to cancel and
 * sign the deed of trust that makes the home the line's security. They do not sign the agreement: they owe nothing.
 * But each owner whose interest secures the line has the right to cancel, and Regulation Z 1026.15(b) gives each of
 * them the notice and the material disclosures: so they acknowledge receiving the account-opening disclosure, the
 * agreement and a copy of the E-SIGN consent they accepted when they joined (decision 0202). On a Texas homestead
 * every owner must receive the final itemized disclosure a business day before closing, so they acknowledge it too
 * (decision 0181), sign the acknowledgment of its fair market value and acknowledge the spouses' consent (decision
 * 0196).
 */
export const SIGNER_ACTIONS: typeof SIGNING_ACTIONS = {
  // 1026.15(a)(3) and (b): their notice counts as delivered once they have these too (decision 0202).
  ACCOUNT_OPENING_DISCLOSURE: 'ACKNOWLEDGE',
  HELOC_AGREEMENT: 'ACKNOWLEDGE',
  E_SIGN_CONSENT: 'ACKNOWLEDGE',
  RIGHT_TO_CANCEL: 'ACKNOWLEDGE',
  DEED_OF_TRUST: 'SIGN',
  // Each owner of a Texas homestead consents to the lien, so each receives the section 50(g) notice too.
  TEXAS_HOME_EQUITY_NOTICE: 'ACKNOWLEDGE',
  TEXAS_FINAL_ITEMIZED_DISCLOSURE: 'ACKNOWLEDGE',
  // Each owner and the lender sign the acknowledgment of the home's fair market value (section 50(a)(6)(Q)(ix)).
  TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT: 'SIGN',
  // Each owner receives the form their spouse signs at closing to consent to the lien (section 50(a)(6)(A)).
  TEXAS_SPOUSE_CONSENT: 'ACKNOWLEDGE',
};

/** The signer's party in the signing calls: the signature matches the name they joined with. */
export function signerParty(invitation: SignerInvitationRow): SigningParty {
  const joined = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return { name: joined || invitation.ownerName, recipient: invitation.ownerName, actions: SIGNER_ACTIONS };
}

/** Who else an owner's account already is on the application: its borrower, or another owner on title. */
export type OtherParty = 'BORROWER' | 'OWNER';

/**
 * Decision 0191: an owner on title consents to the lien only from an account of their own. Who else `owner`'s
 * account is on the application: the borrower's identity, or the account of another of `owners` (every owner's
 * entry, `owner`'s own included and told apart by reference). Identities, not e-mails: an address can differ in case
 * or from the application's contact address, an account cannot. Pure, so the signing and notary modules ask it too.
 */
export function otherPartyOf<T extends { identityUuid: string | null }>(
  borrowerIdentityUuid: string,
  owners: readonly T[],
  owner: T,
): OtherParty | null {
  if (!owner.identityUuid) return null;
  if (owner.identityUuid === borrowerIdentityUuid) return 'BORROWER';
  return owners.some((other) => other !== owner && other.identityUuid === owner.identityUuid)
    ? 'OWNER'
    : null;
}

/**
 * The one guard of decision 0191, at every entry point where an account becomes or acts as an owner on title:
 * throws when `otherPartyOf` names someone. `invite`: 400, the borrower enters the owner's own address; `owner`
 * (accept, join, sign, the deed, the right to cancel): 403; `booking` (the notary booking and its deed, whoever
 * asks): 403, the lender must correct the file. The caller has changed nothing yet.
 */
export function refuseAnotherParty<T extends { identityUuid: string | null }>(
  borrowerIdentityUuid: string,
  owners: readonly T[],
  owner: T,
  at: 'invite' | 'owner' | 'booking' = 'owner',
): void {
  const other = otherPartyOf(borrowerIdentityUuid, owners, owner);
  if (!other) return;
  if (at === 'invite')
    throw new DomainError(
      'VALIDATION_FAILED',
      other === 'BORROWER' ? SIGNER_MESSAGES.emailIsBorrower : SIGNER_MESSAGES.emailIsAnotherOwner,
    );
  if (at === 'booking') throw new DomainError('FORBIDDEN', SIGNER_MESSAGES.ownerNotThemselves);
  throw new DomainError(
    'FORBIDDEN',
    other === 'BORROWER' ? SIGNER_MESSAGES.signerIsBorrower : SIGNER_MESSAGES.signerIsAnotherOwner,
  );
}
