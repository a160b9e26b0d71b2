import { randomUUID } from 'node:crypto';
import { formatIsoDate, parseDateInput, zonedCalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { NOTARY_MESSAGES as MESSAGES, type NotaryView, type RescissionView } from '@hearth/domain/notary';
import { isRescissionOver, rescissionEndsAt, rescissionLastDay } from '@hearth/domain/rescission';
import { notaryResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { NotaryVendor } from '../../providers/notary/notary';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { tryMoveApplication } from '../application/status-moves';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { notarySessions } from './schema';

export interface NotaryDeps {
  db: Db;
  vendor: NotaryVendor;
  now(): Date;
  /** Called once the right to cancel has ended and the deed goes to the county (the funding job's trigger). */
  onRecording(uuid: string): Promise<void>;
}

type SessionRow = typeof notarySessions.$inferSelect;
const JOIN_EARLY_MS = 15 * 60 * 1000;
const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

async function sessionOf(db: Db, uuid: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, uuid));
  return row;
}

/** The waiting period ends when the booked session is about to start: NOTARY_WAITING_PERIOD -> DEED_SIGNING. */
async function startIfDue(deps: NotaryDeps, app: ApplicationRow, session: SessionRow | undefined) {
  if (app.status !== 'NOTARY_WAITING_PERIOD' || !session) return app;
  if (deps.now().getTime() < session.startsAt.getTime() - JOIN_EARLY_MS) return app;
  return (
    (await tryMoveApplication(deps.db, {
      uuid: app.uuid,
      from: app.status,
      to: 'DEED_SIGNING',
      actor: 'job',
    })) ??
    (await findApplication(deps.db, app.uuid)) ??
    app
  );
}

export async function notaryView(deps: NotaryDeps, row: ApplicationRow): Promise<NotaryView> {
  const session = await sessionOf(deps.db, row.uuid);
  const app = await startIfDue(deps, row, session);
  return {
    status: app.status,
    slots: app.status === 'NOTARY_DISCLOSURE' ? deps.vendor.slots(deps.now()) : [],
    booking: session
      ? {
          startsAt: session.startsAt.toISOString(),
          notary: session.notary,
          meetingUrl: session.meetingUrl,
          joinable: app.status === 'DEED_SIGNING',
        }
      : null,
    journal: session?.journal ?? null,
  };
}

/** The borrower books one of the open slots: NOTARY_DISCLOSURE -> NOTARY_WAITING_PERIOD; a repeat answers it. */
export async function bookNotary(
  deps: NotaryDeps,
  row: ApplicationRow,
  startsAt: string,
): Promise<NotaryView> {
  const existing = await sessionOf(deps.db, row.uuid);
  if (existing && row.status !== 'NOTARY_DISCLOSURE') return notaryView(deps, row);
  if (row.status !== 'NOTARY_DISCLOSURE') throw conflict(MESSAGES.notBooking);
  const slot = deps.vendor.slots(deps.now()).find((s) => Date.parse(s) === Date.parse(startsAt));
  if (!slot) throw new DomainError('VALIDATION_FAILED', MESSAGES.slotTaken);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'notary',
    applicationUuid: row.uuid,
    purpose: 'enotary',
  });
  const booked = deps.vendor.book({
    requestId: request.id,
    startsAt: slot,
    signer: `${row.firstName} ${row.lastName}`,
  });
  const values = { applicationUuid: row.uuid, requestId: request.id, startsAt: new Date(slot), ...booked };
  await deps.db
    .insert(notarySessions)
    .values(values)
    .onConflictDoUpdate({ target: notarySessions.applicationUuid, set: values });
  const moved = await tryMoveApplication(deps.db, {
    uuid: row.uuid,
    from: 'NOTARY_DISCLOSURE',
    to: 'NOTARY_WAITING_PERIOD',
    actor: 'borrower',
  });
  return notaryView(deps, moved ?? row);
}

/** In the session (DEED_SIGNING) the borrower signs the deed before the notary; the vendor's callback follows. */
export async function signDeed(deps: NotaryDeps, row: ApplicationRow): Promise<NotaryView> {
  const session = await sessionOf(deps.db, row.uuid);
  const app = await startIfDue(deps, row, session);
  if (app.status !== 'DEED_SIGNING' || !session) throw conflict(MESSAGES.notInSession);
  await deps.vendor.deedSigned({
    requestId: session.requestId,
    signer: `${row.firstName} ${row.lastName}`,
    at: deps.now(),
  });
  return notaryView(deps, app);
}

/** The notary's signed answer: the journal entry kept, the transaction date set, DEED_SIGNING -> RESCISSION. */
export async function applyNotaryResult(
  deps: NotaryDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = notaryResultSchema.safeParse(callback.result);
  if (!parsed.success || parsed.data.outcome !== 'DEED_SIGNED') return 'final';
  const uuid = request.applicationUuid;
  const signedOn = formatIsoDate(zonedCalendarDate(new Date(parsed.data.signedAt)));
  await deps.db
    .update(notarySessions)
    .set({
      journal: {
        entryId: parsed.data.journalEntryId,
        notary: parsed.data.notary,
        commission: parsed.data.commission,
        signedAt: parsed.data.signedAt,
      },
      deedSignedOn: signedOn,
    })
    .where(eq(notarySessions.applicationUuid, uuid));
  await tryMoveApplication(deps.db, { uuid, from: 'DEED_SIGNING', to: 'RESCISSION', actor: 'vendor' });
  return 'final';
}

/**
 * The right to cancel ends at midnight of the third business day: RESCISSION -> RECORDING, by the next read or the
 * sweep, whichever comes first (the move is conditional, so both together move it once).
 */
export async function endRescissionIfOver(deps: NotaryDeps, app: ApplicationRow): Promise<ApplicationRow> {
  if (app.status !== 'RESCISSION') return app;
  const session = await sessionOf(deps.db, app.uuid);
  const signedOn = session?.deedSignedOn ? parseDateInput(session.deedSignedOn) : null;
  if (!signedOn || !isRescissionOver(signedOn, deps.now())) return app;
  const moved = await tryMoveApplication(deps.db, {
    uuid: app.uuid,
    from: 'RESCISSION',
    to: 'RECORDING',
    actor: 'job',
  });
  if (moved) await deps.onRecording(app.uuid);
  return moved ?? (await findApplication(deps.db, app.uuid)) ?? app;
}

/** Every application whose right to cancel has ended, moved on (the sweep). */
export async function endRescissions(deps: NotaryDeps): Promise<number> {
  const rows = await deps.db
    .select({ uuid: helocApplications.uuid })
    .from(helocApplications)
    .where(eq(helocApplications.status, 'RESCISSION'));
  let moved = 0;
  for (const { uuid } of rows) {
    const app = await findApplication(deps.db, uuid);
    if (app && (await endRescissionIfOver(deps, app)).status === 'RECORDING') moved += 1;
  }
  return moved;
}

function rescissionOf(app: ApplicationRow, session: SessionRow | undefined, now: Date): RescissionView {
  const signedOn = session?.deedSignedOn ? parseDateInput(session.deedSignedOn) : null;
  if (!session || !signedOn) throw new DomainError('NOT_FOUND', MESSAGES.noRescission);
  return {
    status: app.status,
    signedOn: formatIsoDate(signedOn),
    lastDayToCancel: formatIsoDate(rescissionLastDay(signedOn)),
    endsAt: rescissionEndsAt(signedOn).toISOString(),
    canCancel: app.status === 'RESCISSION' && !isRescissionOver(signedOn, now),
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
export async function cancelLine(deps: NotaryDeps, row: ApplicationRow): Promise<RescissionView> {
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
    actor: 'borrower',
    reason: 'borrower canceled within the right to cancel',
  });
  if (!moved) throw conflict(MESSAGES.tooLate);
  await deps.db
    .update(notarySessions)
    .set({ canceledAt: now })
    .where(eq(notarySessions.applicationUuid, app.uuid));
  return rescissionOf(moved, await sessionOf(deps.db, app.uuid), now);
}
