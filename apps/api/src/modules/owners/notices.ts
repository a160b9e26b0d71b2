import type { Db } from '../../db/database';
import { type ApplicationRow, findApplication } from '../application/repository';
import { outbox } from '../identity/schema';
import { borrowerName, invitationsOf, propertyLine } from './owners';
import type { SignerInvitationRow } from './schema';

/**
 * The lender asked the owner for something (decision 0183): an e-mail through the outbox, since an owner who does
 * not borrow rarely looks at the application. It names the task, never the lender's note (that stays on the page).
 */
export async function noticeSignerTask(
  db: Pick<Db, 'insert'>,
  app: ApplicationRow,
  invitation: SignerInvitationRow,
  header: string,
): Promise<void> {
  // Only to an owner who joined, at their own address (decision 0202): never to someone else's mailbox.
  if (!invitation.identityUuid || !invitation.joinedAt) return;
  await db.insert(outbox).values({
    identityUuid: invitation.identityUuid,
    kind: 'SIGNER_TASK_OPENED',
    recipient: invitation.email,
    subject: 'The lender needs something from you',
    body:
      `For ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)}, the lender needs something ` +
      `from you as an owner of the home: ${header}.\n\nLog in as an additional signer to see what is needed. ` +
      'Someone from the loan team will also contact you about it.',
  });
}

/**
 * The documents are ready (NOTE_SIGNING): each owner who joined is told by e-mail, through the outbox, to sign.
 * Called by the documents job once it has made the move.
 */
export async function noticeSignersDocumentsReady(db: Db, uuid: string): Promise<void> {
  const app = await findApplication(db, uuid);
  if (!app) return;
  for (const invitation of await invitationsOf(db, uuid)) {
    if (!invitation.identityUuid || !invitation.joinedAt) continue;
    await db.insert(outbox).values({
      identityUuid: invitation.identityUuid,
      kind: 'SIGNER_DOCUMENTS_READY',
      recipient: invitation.email,
      subject: 'Your documents are ready to sign',
      body:
        `The documents for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)} are ready. ` +
        'Log in as an additional signer to read and acknowledge the account-opening disclosure, the agreement and ' +
        'your notice of the right to cancel, and to sign the deed of trust.',
    });
  }
}
