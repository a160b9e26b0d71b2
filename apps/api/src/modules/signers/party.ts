import type { SIGNING_ACTIONS } from '@hearth/domain/signing';
import type { SigningParty } from '../signing/service';
import type { SignerInvitationRow } from './schema';

/**
 * What an owner who is not borrowing does (decision 0177): acknowledge their own notice of the right to cancel and
 * sign the deed of trust that makes the home the line's security. Not the agreement: they owe nothing. On a Texas
 * homestead every owner must receive the final itemized disclosure a business day before closing, so they
 * acknowledge it too (decision 0181).
 */
export const SIGNER_ACTIONS: typeof SIGNING_ACTIONS = {
  RIGHT_TO_CANCEL: 'ACKNOWLEDGE',
  DEED_OF_TRUST: 'SIGN',
  // Each owner of a Texas homestead consents to the lien, so each receives the section 50(g) notice too.
  TEXAS_HOME_EQUITY_NOTICE: 'ACKNOWLEDGE',
  TEXAS_FINAL_ITEMIZED_DISCLOSURE: 'ACKNOWLEDGE',
};

/** The signer's party in the signing calls: the signature matches the name they joined with. */
export function signerParty(invitation: SignerInvitationRow): SigningParty {
  const joined = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return { name: joined || invitation.ownerName, recipient: invitation.ownerName, actions: SIGNER_ACTIONS };
}
