import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type ApplicationRow, findApplication } from '../application/repository';
import { outbox } from '../identity/schema';
import { notarySessions } from '../notary/schema';
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
  if (!invitation.identityUuid) return;
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
        'Log in as an additional signer to acknowledge your notice of the right to cancel and sign the deed of trust.',
    });
  }
}

const when = (at: Date) =>
  `${at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Los_Angeles' })} Pacific time`;

/**
 * A notary is booked (decision 0184): each owner on title who joined is told by e-mail, through the outbox, when
 * and how they sign the deed. Called once per booking, by the request that made it.
 */
export async function noticeSignersNotaryBooked(db: Db, uuid: string): Promise<void> {
  const app = await findApplication(db, uuid);
  const [session] = await db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, uuid));
  if (!app || !session) return;
  const online = session.kind === 'ONLINE';
  const place = session.place
    ? `${session.place.name}, ${session.place.street1}${session.place.street2 ? `, ${session.place.street2}` : ''}, ${session.place.city}, ${session.place.state} ${session.place.zip}`
    : '';
  for (const invitation of await invitationsOf(db, uuid)) {
    if (!invitation.identityUuid || !invitation.joinedAt) continue;
    await db.insert(outbox).values({
      identityUuid: invitation.identityUuid,
      kind: 'SIGNER_NOTARY_BOOKED',
      recipient: invitation.email,
      subject: online
        ? 'Sign the deed of trust with the online notary'
        : 'Meet the notary to sign the deed of trust',
      body: online
        ? `The online notary session for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)} is on ${when(session.startsAt)}. ` +
          'Log in as an additional signer at that time and sign the deed of trust on the Sign page; the session opens 15 minutes before. Have your photo ID with you. ' +
          'The notary completes the deed once everyone on title has signed.'
        : `A notary meets everyone on title on ${when(session.startsAt)} at ${place} to sign the deed of trust for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)}. ` +
          `Please be there with your photo ID. The notary is ${session.notary}${session.notaryPhone ? `, ${session.notaryPhone}` : ''}.`,
    });
  }
}

/**
 * The borrower gave a notary booking up to choose another time (decision 0186): each owner on title who joined is
 * told it is off, in the transaction that gives it up, so once. The new time follows with the next booking's mail.
 */
export async function noticeSignersNotaryWithdrawn(
  tx: Pick<Db, 'insert' | 'select' | 'update'>,
  uuid: string,
  booking: { kind: 'ONLINE' | 'MANUAL'; startsAt: Date },
): Promise<void> {
  const app = await findApplication(tx, uuid);
  if (!app) return;
  const what = booking.kind === 'ONLINE' ? 'online notary session' : 'notary visit';
  for (const invitation of await invitationsOf(tx, uuid)) {
    if (!invitation.identityUuid || !invitation.joinedAt) continue;
    await tx.insert(outbox).values({
      identityUuid: invitation.identityUuid,
      kind: 'SIGNER_NOTARY_WITHDRAWN',
      recipient: invitation.email,
      subject: `The ${what} is canceled`,
      body:
        `${borrowerName(app)} canceled the ${what} of ${when(booking.startsAt)} for the home equity line of credit on ${propertyLine(app)} to choose another time. ` +
        'You do not need to do anything now. We will email you the new time as soon as it is booked.',
    });
  }
}
