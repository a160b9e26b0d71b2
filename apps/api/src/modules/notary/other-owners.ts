import { appointmentTime } from '@hearth/domain/notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type ApplicationRow, findApplication } from '../application/repository';
import { outbox } from '../identity/schema';
import { borrowerName, invitationsOf, propertyLine } from '../owners/owners';
import { signerParty } from '../owners/party';
import { type DeedParty, notarySessions } from './schema';

/**
 * The owners on title besides the borrower, as the notary needs them (decision 0184): who signs the deed, and the
 * mail that tells them of a booking and of one given up. Their invitations are read through `owners`.
 */

/**
 * Who signs the deed of trust before the notary (decision 0184): the borrower, then each owner on title who joined,
 * under the name they joined with (the name their signature was adopted in).
 */
export async function deedParties(db: Pick<Db, 'select'>, app: ApplicationRow): Promise<DeedParty[]> {
  const parties: DeedParty[] = [{ identityUuid: app.identityUuid, name: borrowerName(app), borrower: true }];
  for (const invitation of await invitationsOf(db, app.uuid))
    if (invitation.identityUuid && invitation.joinedAt)
      parties.push({
        identityUuid: invitation.identityUuid,
        name: signerParty(invitation).name,
        borrower: false,
      });
  return parties;
}

/** The time as the home's clock shows it, its zone named (issue 21 item 9), as the borrower's own e-mail says it. */
const when = (at: Date, app: ApplicationRow) => appointmentTime(at, app.propertyState);

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
        ? `The online notary session for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)} is on ${when(session.startsAt, app)}. ` +
          'Log in as an additional signer at that time and sign the deed of trust on the Sign page; the session opens 15 minutes before. Have your photo ID with you. ' +
          'The notary completes the deed once everyone on title has signed.'
        : `A notary meets everyone on title on ${when(session.startsAt, app)} at ${place} to sign the deed of trust for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)}. ` +
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
        `${borrowerName(app)} canceled the ${what} of ${when(booking.startsAt, app)} for the home equity line of credit on ${propertyLine(app)} to choose another time. ` +
        'You do not need to do anything now. We will email you the new time as soon as it is booked.',
    });
  }
}
