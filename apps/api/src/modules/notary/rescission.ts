import {
  type CalendarDate,
  compareDates,
  formatIsoDate,
  parseDateInput,
  propertyTimeZone,
} from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { NOTARY_MESSAGES as MESSAGES, type RescissionView } from '@hearth/domain/notary';
import { rescissionLastDay } from '@hearth/domain/rescission';
import { allows } from '@hearth/domain/status-actions';
import { eq } from 'drizzle-orm';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { tryMoveApplication } from '../application/status-moves';
import { conflict, type NotaryDeps, type RescissionDates, type SessionRow, sessionOf } from './deps';
import { closingStepsFrom, everyPartyRescission, partyRescission } from './owner-delivery';
import { notarySessions } from './schema';

/**
 * The right to cancel runs to midnight of the third business day after the later of the transaction date and the
 * day the notices were delivered (Regulation Z 1026.15(a)(3)); they are the same day unless the delivery was late.
 * Null before the deed is signed.
 */
export function rescissionDatesOf(
  session: SessionRow | undefined,
): (RescissionDates & { from: CalendarDate }) | null {
  const signedOn = session?.deedSignedOn ? parseDateInput(session.deedSignedOn) : null;
  if (!signedOn) return null;
  const deliveredOn = (session?.noticesDeliveredOn && parseDateInput(session.noticesDeliveredOn)) || signedOn;
  const from = compareDates(deliveredOn, signedOn) > 0 ? deliveredOn : signedOn;
  return { signedOn, deliveredOn, from, lastDayToCancel: rescissionLastDay(from) };
}

/**
 * The right to cancel ends at midnight of the third business day; the deed goes to the county and the draw follows
 * only once the lender's allowance for a cancellation mailed on that last day has passed too (Regulation Z
 * 1026.15(a)(2): a mailed notice counts when mailed; decision 0201): RESCISSION -> RECORDING, by the next read or the
 * sweep, whichever comes first (the move is conditional, so both together move it once). Until then the line cannot
 * be canceled here, and nothing is recorded or sent.
 */
export async function endRescissionIfOver(deps: NotaryDeps, app: ApplicationRow): Promise<ApplicationRow> {
  if (app.status !== 'RESCISSION') return app;
  const session = await sessionOf(deps.db, app.uuid);
  const dates = rescissionDatesOf(session);
  if (!session || !dates) return app;
  // Every owner's own right to cancel, each from their own delivery of the notice and disclosures (decision 0202).
  const rights = await everyPartyRescission(deps.db, app, session, dates);
  if (
    deps.now().getTime() <
    closingStepsFrom(rights, deps.mailAllowanceBusinessDays, propertyTimeZone(app.propertyState)).getTime()
  )
    return app;
  const moved = await tryMoveApplication(deps.db, {
    uuid: app.uuid,
    from: 'RESCISSION',
    to: 'RECORDING',
    actor: 'job',
  });
  if (moved) await deps.onRecording(app.uuid);
  return moved ?? (await findApplication(deps.db, app.uuid)) ?? app;
}

/** Every application whose right to cancel has ended on its own clock, moved on (the sweep). */
export async function endRescissions(deps: NotaryDeps): Promise<number> {
  const rows = await deps.db
    .select({ uuid: helocApplications.uuid })
    .from(helocApplications)
    .where(eq(helocApplications.status, 'RESCISSION'));
  let moved = 0;
  for (const { uuid } of rows) {
    const ended = await deps.onClockOf(uuid, async () => {
      const app = await findApplication(deps.db, uuid);
      return app !== undefined && (await endRescissionIfOver(deps, app)).status === 'RECORDING';
    });
    if (ended) moved += 1;
  }
  return moved;
}

/**
 * One person's right to cancel (`identityUuid`: the borrower, or an owner on title), from their own delivery
 * (decision 0202); the closing steps wait for every party's.
 */
async function rescissionOf(
  deps: NotaryDeps,
  app: ApplicationRow,
  session: SessionRow | undefined,
  now: Date,
  identityUuid: string,
): Promise<RescissionView> {
  const dates = rescissionDatesOf(session);
  if (!session || !dates) throw new DomainError('NOT_FOUND', MESSAGES.noRescission);
  const own = await partyRescission(deps.db, app, session, dates, identityUuid);
  const rights = await everyPartyRescission(deps.db, app, session, dates);
  return {
    status: app.status,
    signedOn: formatIsoDate(dates.signedOn),
    lastDayToCancel: formatIsoDate(own.lastDayToCancel),
    deliveredOn: own.deliveredOn ? formatIsoDate(own.deliveredOn) : null,
    endsAt: own.endsAt.toISOString(),
    closingStepsFrom: closingStepsFrom(
      rights,
      deps.mailAllowanceBusinessDays,
      propertyTimeZone(app.propertyState),
    ).toISOString(),
    canCancel: allows(app.status, 'cancelLine') && now.getTime() < own.endsAt.getTime(),
    canceledAt: session.canceledAt?.toISOString() ?? null,
  };
}

/** The right to cancel as `identityUuid` has it: the borrower's by default, or an owner's on title. */
export async function rescissionView(
  deps: NotaryDeps,
  row: ApplicationRow,
  identityUuid: string = row.identityUuid,
): Promise<RescissionView> {
  const app = await endRescissionIfOver(deps, row);
  return rescissionOf(deps, app, await sessionOf(deps.db, app.uuid), deps.now(), identityUuid);
}

/**
 * The borrower cancels within the right to cancel: the time recorded, RESCISSION -> CANCELLED, for good (nothing
 * moves out of CANCELLED, so funding never starts). A repeat answers the cancellation; after the deadline, 409.
 */
export async function cancelLine(
  deps: NotaryDeps,
  row: ApplicationRow,
  /** An owner on title who does not borrow: their own right to cancel, which cancels the line for everyone. */
  owner?: { name: string; identityUuid: string },
): Promise<RescissionView> {
  const app = await endRescissionIfOver(deps, row);
  const session = await sessionOf(deps.db, app.uuid);
  const identityUuid = owner?.identityUuid ?? app.identityUuid;
  if (app.status === 'CANCELLED' && session?.canceledAt)
    return rescissionOf(deps, app, session, deps.now(), identityUuid);
  const view = await rescissionOf(deps, app, session, deps.now(), identityUuid);
  if (!view.canCancel)
    throw conflict(
      app.status === 'RECORDING' || app.status === 'RESCISSION' ? MESSAGES.tooLate : MESSAGES.noRescission,
    );
  const now = deps.now();
  const moved = await tryMoveApplication(deps.db, {
    uuid: app.uuid,
    from: 'RESCISSION',
    to: 'CANCELLED',
    // The consumer's side of the machine: the borrower, or an owner on title using their own right.
    actor: 'borrower',
    reason: owner
      ? `owner on title ${owner.name} canceled within the right to cancel`
      : 'borrower canceled within the right to cancel',
  });
  if (!moved) throw conflict(MESSAGES.tooLate);
  await deps.db
    .update(notarySessions)
    .set({ canceledAt: now })
    .where(eq(notarySessions.applicationUuid, app.uuid));
  return rescissionOf(deps, moved, await sessionOf(deps.db, app.uuid), now, identityUuid);
}
