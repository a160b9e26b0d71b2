import { SIGNER_MESSAGES as MESSAGES } from '@hearth/domain/additional-signers';
import { DomainError } from '@hearth/domain/errors';
import { SIGNING_ACTIONS } from '@hearth/domain/signing';
import { describe, expect, it } from 'vitest';
import { otherPartyOf, refuseAnotherParty, SIGNER_ACTIONS } from './party';

const BORROWER = '00000000-0000-4000-8000-000000000001';
const OWNER = '00000000-0000-4000-8000-000000000002';
const NEWCOMER = '00000000-0000-4000-8000-000000000003';

describe('otherPartyOf: who else an owner’s account is on the application (decision 0191)', () => {
  const sam = { identityUuid: OWNER };
  const pending = { identityUuid: null };
  it.each([
    ['the borrower’s account', { identityUuid: BORROWER }, 'BORROWER'],
    ['another owner’s account', { identityUuid: OWNER }, 'OWNER'],
    ['an account of their own', { identityUuid: NEWCOMER }, null],
    ['no account yet', { identityUuid: null }, null],
  ] as const)('an owner on %s: %s', (_, owner, expected) => {
    expect(otherPartyOf(BORROWER, [sam, pending, owner], owner)).toBe(expected);
  });
  it('an owner is not another party to themselves', () => {
    expect(otherPartyOf(BORROWER, [sam, pending], sam)).toBeNull();
  });
});

describe('refuseAnotherParty: the one guard (decision 0191)', () => {
  const refusal = (identityUuid: string, at?: 'invite' | 'owner' | 'booking') => {
    const owner = { identityUuid };
    try {
      refuseAnotherParty(BORROWER, [{ identityUuid: OWNER }, owner], owner, at);
      return null;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return [error.status, error.message];
    }
  };
  it.each([
    [BORROWER, 'invite', [400, MESSAGES.emailIsBorrower]],
    [OWNER, 'invite', [400, MESSAGES.emailIsAnotherOwner]],
    [BORROWER, 'owner', [403, MESSAGES.signerIsBorrower]],
    [OWNER, 'owner', [403, MESSAGES.signerIsAnotherOwner]],
    [BORROWER, 'booking', [403, MESSAGES.ownerNotThemselves]],
    [OWNER, 'booking', [403, MESSAGES.ownerNotThemselves]],
    [NEWCOMER, 'invite', null],
    [NEWCOMER, 'owner', null],
  ] as const)('%s at %s', (identityUuid, at, expected) => {
    expect(refusal(identityUuid, at)).toEqual(expected);
  });
});

describe('what each owner of a Texas homestead does with its documents (decision 0196)', () => {
  it.each([
    ['the borrower', SIGNING_ACTIONS],
    ['an owner who is not borrowing', SIGNER_ACTIONS],
  ])('%s signs the fair-market-value acknowledgment and acknowledges the spouses’ consent', (_, actions) => {
    // Section 50(a)(6)(Q)(ix): each owner and the lender sign it; (A): a spouse signs the consent at closing.
    expect(actions.TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT).toBe('SIGN');
    expect(actions.TEXAS_SPOUSE_CONSENT).toBe('ACKNOWLEDGE');
  });
});

describe('what an owner who does not borrow receives (issue 20 item 4, decision 0202)', () => {
  it('acknowledges the account-opening disclosure, the agreement and the E-SIGN consent, and signs none of them', () => {
    // Regulation Z 1026.15(b): each owner with the right to cancel gets the notice and the material disclosures.
    expect(SIGNER_ACTIONS.ACCOUNT_OPENING_DISCLOSURE).toBe('ACKNOWLEDGE');
    expect(SIGNER_ACTIONS.HELOC_AGREEMENT).toBe('ACKNOWLEDGE');
    expect(SIGNER_ACTIONS.E_SIGN_CONSENT).toBe('ACKNOWLEDGE');
    expect(SIGNING_ACTIONS.HELOC_AGREEMENT).toBe('SIGN');
  });
});
