import {
  applicationPageLink,
  appointmentTime,
  type NotaryMailFacts,
  notaryBookedMail,
  notaryReminderMail,
} from '@hearth/domain/notifications';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { creditorFor } from '../decisioning/adverse-action';
import { mailOnce } from '../identity/mail-once';
import { outbox } from '../identity/schema';
import { currentOf, type NotaryDeps, type SessionRow, sessionOf } from './deps';
import { notarySessions } from './schema';

/**
 * The borrower's notary e-mails (issue 21 item 17, decision 0204): the booking, with its time in the home's time
 * zone, and a reminder the day before. Each once per booking (its vendor request): a repeated request or sweep sends
 * nothing more, and a new booking after a change or a missed one is told again.
 */

/** The reminder goes once the appointment is this close. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** The statuses a booking waits in before the notary. */
const BOOKED = ['NOTARY_WAITING_PERIOD', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'] as const;

const bookedKey = (session: SessionRow) => `NOTARY_BOOKED:${session.applicationUuid}:${session.requestId}`;

function factsOf(deps: NotaryDeps, app: ApplicationRow, session: SessionRow): NotaryMailFacts {
  const organization = deps.organization(app.organizationCode);
  const online = session.kind === 'ONLINE';
  const place = session.place
    ? `${session.place.name}, ${session.place.street1}${session.place.street2 ? `, ${session.place.street2}` : ''}, ${session.place.city}, ${session.place.state} ${session.place.zip}`
    : '';
  return {
    lender: creditorFor(organization).name,
    online,
    // The home's time zone: the notary and everyone on title meet on the home's clock.
    when: appointmentTime(session.startsAt, app.propertyState),
    notary: session.notary,
    place,
    link: applicationPageLink(
      organization?.baseUrl ?? '',
      app.uuid,
      online ? 'notary/intro' : 'notary/reserve-manual',
    ),
  };
}

/** A notary was booked: the borrower is told when and where, once per booking. */
export async function mailBorrowerNotaryBooked(deps: NotaryDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  const session = currentOf(await sessionOf(deps.db, uuid));
  if (!app || !session || session.journal) return;
  await mailOnce(deps.db, {
    onceKey: bookedKey(session),
    identityUuid: app.identityUuid,
    kind: 'NOTARY_BOOKED',
    recipient: app.email,
    ...notaryBookedMail(factsOf(deps, app, session)),
    createdAt: deps.now(),
  });
}

/**
 * The sweep's part: every booking whose time is less than a day away on its application's clock is reminded once.
 * A booking made less than a day ahead gets no reminder: its booking e-mail came within the day.
 */
export async function remindNotaryAppointments(deps: NotaryDeps): Promise<number> {
  const sessions = await deps.db
    .select({ session: notarySessions })
    .from(notarySessions)
    .innerJoin(helocApplications, eq(helocApplications.uuid, notarySessions.applicationUuid))
    .where(
      and(
        inArray(helocApplications.status, [...BOOKED]),
        isNull(notarySessions.journal),
        isNull(notarySessions.missedAt),
        isNull(notarySessions.withdrawnAt),
        isNull(notarySessions.canceledAt),
      ),
    );
  let sent = 0;
  for (const { session } of sessions) {
    const reminded = await deps.onClockOf(session.applicationUuid, async () => {
      const now = deps.now();
      const ahead = session.startsAt.getTime() - now.getTime();
      if (ahead <= 0 || ahead > REMINDER_BEFORE_MS) return false;
      const [booked] = await deps.db
        .select({ createdAt: outbox.createdAt })
        .from(outbox)
        .where(eq(outbox.onceKey, bookedKey(session)));
      if (!booked || session.startsAt.getTime() - booked.createdAt.getTime() <= REMINDER_BEFORE_MS)
        return false;
      const app = await findApplication(deps.db, session.applicationUuid);
      if (!app) return false;
      return mailOnce(deps.db, {
        onceKey: `NOTARY_REMINDER:${session.applicationUuid}:${session.requestId}`,
        identityUuid: app.identityUuid,
        kind: 'NOTARY_REMINDER',
        recipient: app.email,
        ...notaryReminderMail(factsOf(deps, app, session)),
        createdAt: now,
      });
    });
    if (reminded) sent += 1;
  }
  return sent;
}
