import { randomUUID } from 'node:crypto';
import { DomainError } from '@hearth/domain/errors';
import {
  type DeedSigner,
  MANUAL_NOTARY_FEE_CENTS,
  MANUAL_VISIT_MINUTES,
  NOTARY_MESSAGES as MESSAGES,
  type NotaryView,
} from '@hearth/domain/notary';
import { allows } from '@hearth/domain/status-actions';
import { and, eq } from 'drizzle-orm';
import { type ApplicationRow, findApplication } from '../application/repository';
import { moveApplicationIn, tryMoveApplication } from '../application/status-moves';
import { vendorRequests } from '../vendor-callbacks/schema';
import { openVendorRequest } from '../vendor-callbacks/service';
import {
  type ClosingRules,
  closingRules,
  onlineSlots,
  proposedPlace,
  refuseEarlyTexasClosing,
  visitWindows,
} from './closing-rules';
import {
  conflict,
  currentOf,
  deedSignersOf,
  MINUTE,
  type NotaryDeps,
  partiesOf,
  refuseOwnersNotThemselves,
  reread,
  type SessionRow,
  sessionOf,
  signaturesOf,
  VISIT_LEAD_MS,
} from './deps';
import { notarySessions } from './schema';
import { settleNotary } from './settle';

function viewOf(
  deps: NotaryDeps,
  app: ApplicationRow,
  session: SessionRow | undefined,
  rules: ClosingRules,
  deedSigners: DeedSigner[],
): NotaryView {
  const choosing = allows(app.status, 'bookNotary');
  const current = currentOf(session);
  return {
    status: app.status,
    slots: choosing ? onlineSlots(deps, rules) : [],
    booking:
      current?.kind === 'ONLINE'
        ? {
            startsAt: current.startsAt.toISOString(),
            notary: current.notary,
            meetingUrl: current.meetingUrl,
            joinable: allows(app.status, 'signDeed'),
            changeable: isChangeable(deps, app, current),
          }
        : null,
    journal: session?.journal ?? null,
    options: { online: rules.online, manual: rules.manual },
    manual:
      choosing && rules.manual !== 'NONE'
        ? {
            feeCents: MANUAL_NOTARY_FEE_CENTS,
            windows: visitWindows(deps, rules),
            place: proposedPlace(deps, app, rules),
          }
        : null,
    appointment:
      current?.kind === 'MANUAL' && current.place
        ? {
            startsAt: current.startsAt.toISOString(),
            endsAt: new Date(current.startsAt.getTime() + MANUAL_VISIT_MINUTES * MINUTE).toISOString(),
            notary: current.notary,
            notaryPhone: current.notaryPhone,
            place: current.place,
            feeCents: current.feeCents,
            feePayment: current.feePayment ?? 'DEDUCTED_FROM_DRAW',
            changeable: isChangeable(deps, app, current),
          }
        : null,
    deedSigners,
    missed:
      choosing && session?.missedAt ? { kind: session.kind, startsAt: session.startsAt.toISOString() } : null,
    texas: rules.texas,
  };
}

export async function notaryView(deps: NotaryDeps, row: ApplicationRow): Promise<NotaryView> {
  const { app, session } = await settleNotary(deps, row);
  const current = currentOf(session);
  // Before a booking, who will have to sign; after it, who was booked and who has signed in the session.
  const deedSigners = current
    ? deedSignersOf(partiesOf(app, current), await signaturesOf(deps.db, current), app.identityUuid)
    : deedSignersOf(await deps.deedParties(app), [], app.identityUuid);
  return viewOf(deps, app, session, await closingRules(deps, app), deedSigners);
}

/** A fresh booking's columns: every trace of a missed or replaced one cleared. */
export const FRESH = {
  journal: null,
  signedInSessionAt: null,
  visitReportedAt: null,
  missedAt: null,
  withdrawnAt: null,
  deedSignedOn: null,
  canceledAt: null,
};

/** The borrower books one of the open slots: NOTARY_DISCLOSURE -> NOTARY_WAITING_PERIOD; a repeat answers it. */
export async function bookNotary(
  deps: NotaryDeps,
  row: ApplicationRow,
  startsAt: string,
): Promise<NotaryView> {
  const existing = await sessionOf(deps.db, row.uuid);
  const online = ['NOTARY_WAITING_PERIOD', 'DEED_SIGNING'].includes(row.status);
  if (online && existing?.kind === 'ONLINE') return notaryView(deps, row);
  if (!allows(row.status, 'bookNotary')) throw conflict(MESSAGES.notBooking);
  const rules = await closingRules(deps, row);
  if (!rules.online) throw conflict(MESSAGES.onlineNotForTexas);
  refuseEarlyTexasClosing(rules, [startsAt]);
  const slot = onlineSlots(deps, rules).find((s) => Date.parse(s) === Date.parse(startsAt));
  if (!slot) throw new DomainError('VALIDATION_FAILED', MESSAGES.slotTaken);
  const parties = await deps.deedParties(row);
  refuseOwnersNotThemselves(row, parties);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'notary',
    applicationUuid: row.uuid,
    purpose: 'enotary',
  });
  const booked = deps.vendor.book({
    requestId: request.id,
    startsAt: slot,
    signers: parties.map((party) => party.name),
  });
  const values = {
    applicationUuid: row.uuid,
    requestId: request.id,
    kind: 'ONLINE' as const,
    deedSigners: parties,
    startsAt: new Date(slot),
    ...booked,
    notaryPhone: '',
    place: null,
    preferredWindows: null,
    feeCents: 0,
    feePayment: null,
    ...FRESH,
  };
  return keepBooking(deps, row, values, { to: 'NOTARY_WAITING_PERIOD' });
}

/** A booking kept (one row per application, a new booking replaces a missed one), then NOTARY_DISCLOSURE on. */
export async function keepBooking(
  deps: NotaryDeps,
  row: ApplicationRow,
  values: typeof notarySessions.$inferInsert,
  move: { to: 'NOTARY_WAITING_PERIOD' | 'MANUAL_DEED_SIGNING'; reason?: string },
): Promise<NotaryView> {
  await deps.db
    .insert(notarySessions)
    .values(values)
    .onConflictDoUpdate({ target: notarySessions.applicationUuid, set: values });
  const moved = await tryMoveApplication(deps.db, {
    uuid: row.uuid,
    from: 'NOTARY_DISCLOSURE',
    actor: 'borrower',
    ...move,
  });
  if (moved) await deps.onBooked(row.uuid);
  return notaryView(deps, await reread(deps, row, moved));
}

/**
 * Whether the borrower may still change the booking's time (decision 0186): an online session until it opens (15
 * minutes before its start, when the waiting period ends); a visit until a day before it, the time the network
 * needs to assign another notary.
 */
function isChangeable(deps: NotaryDeps, app: ApplicationRow, session: SessionRow): boolean {
  if (session.kind === 'ONLINE') return app.status === 'NOTARY_WAITING_PERIOD';
  return (
    app.status === 'MANUAL_DEED_SIGNING' && deps.now().getTime() < session.startsAt.getTime() - VISIT_LEAD_MS
  );
}

/** The vendor frees the booking it made; asked again for the same request, it answers the same. */
const releaseWithVendor = (deps: NotaryDeps, session: SessionRow) =>
  session.kind === 'ONLINE'
    ? deps.vendor.cancel({ requestId: session.requestId })
    : deps.mobile.cancel({ requestId: session.requestId });

/**
 * The borrower gives up the booked session or visit before it starts, to choose another time (decision 0186). In
 * one transaction: the application back to NOTARY_DISCLOSURE (a conditional move), the booking marked withdrawn, its
 * vendor request closed (a late answer to it changes nothing; the next booking is a new request) and the other
 * owners e-mailed; then the vendor is told. A repeat finds the booking withdrawn, tells the vendor again and answers
 * the view. Too late (a session open, a visit within a day) or nothing booked: 409 saying what to do instead.
 */
export async function changeNotaryBooking(deps: NotaryDeps, row: ApplicationRow): Promise<NotaryView> {
  const { app, session } = await settleNotary(deps, row);
  if (app.status === 'NOTARY_DISCLOSURE' && session?.withdrawnAt) {
    await releaseWithVendor(deps, session);
    return notaryView(deps, app);
  }
  const current = currentOf(session);
  const from = app.status;
  if (
    !current ||
    (from !== 'NOTARY_WAITING_PERIOD' && from !== 'DEED_SIGNING' && from !== 'MANUAL_DEED_SIGNING')
  )
    throw conflict(MESSAGES.nothingToChange);
  if (!isChangeable(deps, app, current))
    throw conflict(
      current.kind === 'ONLINE' ? MESSAGES.sessionTooSoonToChange : MESSAGES.visitTooSoonToChange,
    );
  const moved = await deps.db.transaction(async (tx) => {
    const done = await moveApplicationIn(tx, {
      uuid: app.uuid,
      from,
      to: 'NOTARY_DISCLOSURE',
      actor: 'borrower',
      reason: `${current.kind === 'ONLINE' ? 'eNotary session' : 'notary visit'} of ${current.startsAt.toISOString()} given up; the borrower chooses another time`,
    });
    if (!done) return undefined;
    await tx
      .update(notarySessions)
      .set({ withdrawnAt: deps.now() })
      .where(
        and(eq(notarySessions.applicationUuid, app.uuid), eq(notarySessions.requestId, current.requestId)),
      );
    await tx
      .update(vendorRequests)
      .set({ status: 'COMPLETED', completedAt: deps.now() })
      .where(and(eq(vendorRequests.id, current.requestId), eq(vendorRequests.status, 'PENDING')));
    await deps.onWithdrawn(tx, app.uuid, { kind: current.kind, startsAt: current.startsAt });
    return done;
  });
  // Two clicks at once: the other one gave it up; answer as its repeat.
  if (!moved) return changeNotaryBooking(deps, (await findApplication(deps.db, app.uuid)) ?? app);
  await releaseWithVendor(deps, current);
  return notaryView(deps, moved);
}
