import { describe, expect, it } from 'vitest';
import { mailboxFor } from './joined-owners';
import type { SignerInvitationRow } from './schema';

const BORROWER = '00000000-0000-4000-8000-000000000001';
const SAM = '00000000-0000-4000-8000-000000000002';
const PAT = '00000000-0000-4000-8000-000000000003';

const app = { firstName: 'Alex', lastName: 'Prime', identityUuid: BORROWER, email: 'alex@example.com' };

function invitation(
  ownerName: string,
  email: string,
  identityUuid: string | null,
  joined: boolean,
): SignerInvitationRow {
  const at = new Date('2026-11-02T17:00:00Z');
  return {
    id: crypto.randomUUID(),
    applicationUuid: '00000000-0000-4000-8000-0000000000aa',
    ownerName,
    email,
    tokenHash: 'x',
    expiresAt: at,
    invitedAt: at,
    lastSentAt: at,
    sentCount: 1,
    acceptedAt: identityUuid ? at : null,
    identityUuid,
    joinedAt: joined ? at : null,
    firstName: null,
    lastName: null,
    dobEncrypted: null,
    eSignConsentAt: joined ? at : null,
    eSignConsentVersion: null,
    eSignConsentSha256: null,
    lienConsentAt: joined ? at : null,
    joinIp: null,
    joinUserAgent: null,
  };
}

const sam = invitation('SAM PRIME', 'sam@example.com', SAM, true);
const addressed = (recipient: string, invitations: SignerInvitationRow[], recipients: string[]) =>
  mailboxFor(recipient, app, invitations, recipients)?.email ?? null;

describe('mailboxFor: a notice goes to its own owner or to no one (issue 20 item 18, decision 0202)', () => {
  it.each([
    ['the borrower, by their name', 'ALEX PRIME', [sam], ['ALEX PRIME', 'SAM PRIME'], 'alex@example.com'],
    [
      'an owner who joined, at their own address',
      'SAM PRIME',
      [sam],
      ['ALEX PRIME', 'SAM PRIME'],
      'sam@example.com',
    ],
    [
      'the borrower as title writes them, with a middle initial',
      'ALEX J PRIME',
      [sam],
      ['ALEX J PRIME', 'SAM PRIME'],
      'alex@example.com',
    ],
    [
      'an owner invited but not joined: no one, not the borrower',
      'PAT OTHER',
      [sam, invitation('PAT OTHER', 'pat@example.com', PAT, false)],
      ['ALEX PRIME', 'SAM PRIME', 'PAT OTHER'],
      null,
    ],
    [
      'an owner named on title and never invited: no one',
      'PAT OTHER',
      [sam],
      ['ALEX PRIME', 'SAM PRIME', 'PAT OTHER'],
      null,
    ],
    [
      'two names title could give the borrower: neither is guessed',
      'ALEX J PRIME',
      [],
      ['ALEX J PRIME', 'ALEX Q PRIME'],
      null,
    ],
    [
      'a name like the borrower’s when the borrower’s own is on title too',
      'ALEX PRIME JR',
      [],
      ['ALEX PRIME', 'ALEX PRIME JR'],
      null,
    ],
    [
      'an owner whose invitation the borrower’s account holds (decision 0191): no one',
      'SAM PRIME',
      [invitation('SAM PRIME', 'alex@example.com', BORROWER, true)],
      ['ALEX PRIME', 'SAM PRIME'],
      null,
    ],
    [
      'an owner who joined under the borrower’s address: no one',
      'SAM PRIME',
      [invitation('SAM PRIME', 'ALEX@example.com', SAM, true)],
      ['ALEX PRIME', 'SAM PRIME'],
      null,
    ],
  ] as const)('%s', (_, recipient, invitations, recipients, expected) => {
    expect(addressed(recipient, [...invitations], [...recipients])).toBe(expected);
  });

  it('never sends owner A’s notice to owner B or to the borrower', () => {
    const pat = invitation('PAT OTHER', 'pat@example.com', PAT, true);
    const recipients = ['ALEX PRIME', 'SAM PRIME', 'PAT OTHER'];
    const mailboxes = recipients.map((name) => mailboxFor(name, app, [sam, pat], recipients));
    expect(mailboxes.map((m) => m?.email)).toEqual([
      'alex@example.com',
      'sam@example.com',
      'pat@example.com',
    ]);
    expect(mailboxes.map((m) => m?.identityUuid)).toEqual([BORROWER, SAM, PAT]);
  });
});
