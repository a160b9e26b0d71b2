import { isApplicant } from '@hearth/domain/collateral';
import { CONDITION_MESSAGES } from '@hearth/domain/conditions';
import { DomainError } from '@hearth/domain/errors';
import { sameName } from '@hearth/domain/signing';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { borrowerName, invitationsOf } from './owners';
import { otherPartyOf } from './party';
import type { SignerInvitationRow } from './schema';

/** An owner the lender can ask something of (decision 0183): one of this application's, who has joined. */
export async function joinedSignerOf(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  invitationId: string,
): Promise<SignerInvitationRow> {
  const invitation = (await invitationsOf(db, app.uuid)).find((i) => i.id === invitationId);
  if (!invitation) throw new DomainError('NOT_FOUND', CONDITION_MESSAGES.signerNotFound);
  if (!invitation.joinedAt || !invitation.identityUuid)
    throw new DomainError('STEP_OUT_OF_ORDER', CONDITION_MESSAGES.signerNotJoined);
  return invitation;
}

/** Where one owner's mail goes: their name, their account and their own address. */
export interface OwnerMailbox {
  name: string;
  identityUuid: string;
  email: string;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who receives a notice addressed to `recipient` (a name as title gives it), or no one (issue 20 item 18, decision
 * 0202). The owner on title of that name, at their own address, once they have joined from an account of their own;
 * else the borrower, when the name is theirs (exactly, or the one name of `recipients` that title's own rule
 * `isApplicant` gives them and no invited owner bears). An owner named on title who has not joined, a name that is
 * nobody's, or an address another party also uses gets no e-mail: a notice never goes to another person.
 */
export function mailboxFor(
  recipient: string,
  app: Pick<ApplicationRow, 'firstName' | 'lastName' | 'identityUuid' | 'email'>,
  invitations: readonly SignerInvitationRow[],
  recipients: readonly string[],
): OwnerMailbox | null {
  const borrower = { name: borrowerName(app), identityUuid: app.identityUuid, email: app.email };
  const joined = invitations.filter((i) => i.identityUuid && i.joinedAt);
  const invited = (name: string) => invitations.some((i) => sameName(i.ownerName, name));
  const invitation = invitations.find((i) => sameName(i.ownerName, recipient));
  let mailbox: OwnerMailbox | null = null;
  if (invitation) {
    // Decision 0191: an owner whose invitation the borrower's account or another owner's holds is not themselves.
    if (
      invitation.identityUuid &&
      invitation.joinedAt &&
      !otherPartyOf(app.identityUuid, invitations, invitation)
    )
      mailbox = {
        name: invitation.ownerName,
        identityUuid: invitation.identityUuid,
        email: invitation.email,
      };
  } else if (sameName(borrower.name, recipient)) mailbox = borrower;
  else {
    const theirs = recipients.filter((name) => !invited(name) && isApplicant(name, app));
    if (theirs.length === 1 && theirs[0] === recipient && !recipients.some((n) => sameName(n, borrower.name)))
      mailbox = borrower;
  }
  if (!mailbox) return null;
  // Never an address another party on this application also receives mail at.
  const others = [
    borrower,
    ...joined.map((i) => ({ identityUuid: i.identityUuid as string, email: i.email })),
  ];
  const shared = others.some(
    (other) => other.identityUuid !== mailbox.identityUuid && sameAddress(other.email, mailbox.email),
  );
  return shared ? null : mailbox;
}

/** The mailbox of each notice's recipient (or null: sent to no one), read once for the application. */
export async function noticeMailboxes(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  recipients: readonly string[],
): Promise<Map<string, OwnerMailbox | null>> {
  const invitations = await invitationsOf(db, app.uuid);
  return new Map(recipients.map((name) => [name, mailboxFor(name, app, invitations, recipients)]));
}
