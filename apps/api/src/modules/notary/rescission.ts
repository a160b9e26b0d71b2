import { type CalendarDate, compareDates, formatIsoDate, parseDateInput } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { NOTARY_MESSAGES as MESSAGES, type RescissionView } from '@hearth/domain/notary';
import { isRescissionOver, rescissionEndsAt, rescissionLastDay } from '@hearth/domain/rescission';
import { allows } from '@hearth/domain/status-actions';
import { eq } from 'drizzle-orm';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { tryMoveApplication } from '../application/status-moves';
import { conflict, type NotaryDeps, type RescissionDates, type SessionRow, sessionOf } from './deps';
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
 * The right to cancel ends at midnight of the third business day: RESCISSION -> RECORDING, by the next read or the
 * sweep, whichever comes first (the move is conditional, so both together move it once).
 */
export async function endRescissionIfOver(deps: NotaryDeps, app: ApplicationRow): Promise<ApplicationRow> {
  if (app.status !== 'RESCISSION') return app;
  const dates = rescissionDatesOf(await sessionOf(deps.db, app.uuid));
  if (!dates || !isRescissionOver(dates.from, deps.now())) return app;
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

function rescissionOf(app: ApplicationRow, session: SessionRow | undefined, now: Date): RescissionView {
  const dates = rescissionDatesOf(session);
  if (!session || !dates) throw new DomainError('NOT_FOUND', MESSAGES.noRescission);
  return {
    status: app.status,
    signedOn: formatIsoDate(dates.signedOn),
    lastDayToCancel: formatIsoDate(dates.lastDayToCancel),
    endsAt: rescissionEndsAt(dates.from).toISOString(),
    canCancel: allows(app.status, 'cancelLine') && !isRescissionOver(dates.from, now),
    canceledAt: session.canceledAt?.toISOString() ?? null,
  };
}

export async function rescissionView(deps: NotaryDeps, row: ApplicationRow): Promise<RescissionView> {
  const app = await endRescissionIfOver(deps, row);
  return rescissionOf(app, await sessionOf(deps.db, app.uuid), deps.now());
}

/**
 * The borrower cancels within the right to cancel: the time recorded, RESCISSION -> CANCELLED, for good (nothing
 * moves out of CANCELLED, so funding never starts). A repeat answers the cancellation; after the deadline, 409.
 */
export async function cancelLine(
  deps: NotaryDeps,
  row: ApplicationRow,
  /** An owner on title who does not borrow: their own right to cancel, which cancels the line for everyone. */
  owner?: { name: string },
): Promise<RescissionView> {
  const app = await endRescissionIfOver(deps, row);
  const session = await sessionOf(deps.db, app.uuid);
  if (app.status === 'CANCELLED' && session?.canceledAt) return rescissionOf(app, session, deps.now());
  const view = rescissionOf(app, session, deps.now());
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
  return rescissionOf(moved, await sessionOf(deps.db, app.uuid), now);
}
