import { formatIsoDate, propertyTimeZone, zonedCalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { NOTARY_MESSAGES as MESSAGES, type NotaryView, type SignerNotaryView } from '@hearth/domain/notary';
import { allows } from '@hearth/domain/status-actions';
import { notaryResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { crashPoint } from '../../plugins/external/crash-points';
import { type ApplicationRow, findApplication } from '../application/repository';
import { tryMoveApplication } from '../application/status-moves';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import type { VendorRequestRow } from '../vendor-callbacks/service';
import { notaryView } from './booking';
import {
  conflict,
  currentOf,
  deedSignersOf,
  everySignature,
  type NotaryDeps,
  partiesOf,
  refuseOwnersNotThemselves,
  signaturesOf,
} from './deps';
import { rescissionDatesOf } from './rescission';
import { notaryDeedSignatures, notarySessions } from './schema';
import { askForJournal, markMissed, settleNotary } from './settle';
import { refuseTexasClosing } from './texas-closing';

/**
 * In the online session (DEED_SIGNING) one signer signs the deed before the notary (decision 0184): their signature
 * kept once, and when every signer of the booking has signed, the session is complete and the vendor is asked for
 * the journal entry (asked again on a repeat; it answers a request once). Not a signer of the booking: 404.
 *
 * The signature and the session's completion are one transaction (decision 0194), taken on the booking's row while
 * it is neither missed nor given up, so the missed-session sweep and a signature never both win. The vendor is asked
 * after the commit; a process killed before it asks leaves a completed session that the sweep asks again.
 */
async function signInSession(deps: NotaryDeps, row: ApplicationRow, identityUuid: string) {
  const { app, session } = await settleNotary(deps, row);
  if (!allows(app.status, 'signDeed') || session?.kind !== 'ONLINE') throw conflict(MESSAGES.notInSession);
  const parties = partiesOf(app, session);
  if (!parties.some((party) => party.identityUuid === identityUuid))
    throw new DomainError('NOT_FOUND', MESSAGES.notInSession);
  refuseOwnersNotThemselves(app, parties);
  const booking = and(
    eq(notarySessions.applicationUuid, app.uuid),
    eq(notarySessions.requestId, session.requestId),
  );
  const signed = await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .update(notarySessions)
      .set({ requestId: session.requestId })
      .where(and(booking, isNull(notarySessions.missedAt), isNull(notarySessions.withdrawnAt)))
      .returning({ requestId: notarySessions.requestId });
    if (!open) return 'closed' as const;
    await tx
      .insert(notaryDeedSignatures)
      .values({ requestId: session.requestId, identityUuid, signedAt: deps.now() })
      .onConflictDoNothing();
    const every = everySignature(parties, await signaturesOf(tx, session));
    if (every)
      await tx
        .update(notarySessions)
        .set({ signedInSessionAt: deps.now() })
        .where(and(booking, isNull(notarySessions.signedInSessionAt)));
    return every;
  });
  if (signed === 'closed') throw conflict(MESSAGES.notInSession);
  crashPoint('notary.deed-signed');
  if (signed) await askForJournal(deps, session, parties, signed);
  return app;
}

/** The borrower signs the deed in the online session. */
export async function signDeed(deps: NotaryDeps, row: ApplicationRow): Promise<NotaryView> {
  await signInSession(deps, row, row.identityUuid);
  return notaryView(deps, (await findApplication(deps.db, row.uuid)) ?? row);
}

/**
 * An owner on title who does not borrow (decision 0184): their notary session or visit, whether they can sign now,
 * and who has signed. Nothing of the borrower's booking choices.
 */
export async function signerNotaryView(
  deps: NotaryDeps,
  row: ApplicationRow,
  identityUuid: string,
): Promise<SignerNotaryView> {
  const { app, session } = await settleNotary(deps, row);
  const current = currentOf(session);
  const parties = current ? partiesOf(app, current) : await deps.deedParties(app);
  const signatures = await signaturesOf(deps.db, current);
  const mine = signatures.some((s) => s.identityUuid === identityUuid);
  return {
    status: app.status,
    kind: current?.kind ?? null,
    startsAt: current?.startsAt.toISOString() ?? null,
    notary: current?.notary ?? null,
    place: current?.kind === 'MANUAL' ? current.place : null,
    joinable:
      app.status === 'DEED_SIGNING' &&
      current?.kind === 'ONLINE' &&
      !mine &&
      parties.some((party) => party.identityUuid === identityUuid),
    deedSigners: deedSignersOf(parties, signatures, identityUuid),
    completedAt: session?.journal?.signedAt ?? null,
  };
}

/** The owner signs the deed in the online session, from their own account. */
export async function signDeedAsOwner(
  deps: NotaryDeps,
  row: ApplicationRow,
  identityUuid: string,
): Promise<SignerNotaryView> {
  await signInSession(deps, row, identityUuid);
  return signerNotaryView(deps, (await findApplication(deps.db, row.uuid)) ?? row, identityUuid);
}

/**
 * A notary's signed answer, online or in person: the journal entry kept and the transaction date set on the booking
 * the request made (unless it was already missed), then `from -> RESCISSION`; a missed visit goes back to choosing a
 * notary.
 */
async function applyNotaryOutcome(
  deps: NotaryDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
  from: 'DEED_SIGNING' | 'MANUAL_DEED_SIGNING',
): Promise<CallbackDisposition> {
  const parsed = notaryResultSchema.safeParse(callback.result);
  if (!parsed.success) return 'final';
  const uuid = request.applicationUuid;
  if (parsed.data.outcome === 'NO_SHOW') {
    if (from !== 'MANUAL_DEED_SIGNING') return 'final';
    const moved = await tryMoveApplication(deps.db, {
      uuid,
      from,
      to: 'NOTARY_DISCLOSURE',
      actor: 'vendor',
      reason: `notary ${parsed.data.notary} reports the visit missed; the borrower books again`,
    });
    if (moved) await markMissed(deps.db, uuid, request.id, deps.now());
    return 'final';
  }
  // A Texas closing counts only held on or after its earliest day with every closing document signed there (decision
  // 0201); a report that is not one sends the borrower back to choosing a time, as a missed visit does.
  const refusal =
    from === 'MANUAL_DEED_SIGNING' ? await refuseTexasClosing(deps, uuid, request.id, parsed.data) : null;
  if (refusal) {
    const moved = await tryMoveApplication(deps.db, {
      uuid,
      from,
      to: 'NOTARY_DISCLOSURE',
      actor: 'vendor',
      reason: `closing not taken: ${refusal}; the borrower books again`,
    });
    if (moved) await markMissed(deps.db, uuid, request.id, deps.now());
    return 'final';
  }
  const app = await findApplication(deps.db, uuid);
  if (!app) return 'final';
  // The transaction date and the notices' delivery are days on the home's calendar, as the notices and the sealed
  // documents date them: the right to cancel counts from them (Regulation Z 1026.15(a)(3), decision 0272).
  const homeZone = propertyTimeZone(app.propertyState);
  const signedOn = formatIsoDate(zonedCalendarDate(new Date(parsed.data.signedAt), homeZone));
  const [recorded] = await deps.db
    .update(notarySessions)
    .set({
      journal: {
        entryId: parsed.data.journalEntryId,
        notary: parsed.data.notary,
        commission: parsed.data.commission,
        signedAt: parsed.data.signedAt,
        signers: parsed.data.signers,
        documents: parsed.data.documents,
      },
      deedSignedOn: signedOn,
      // The notices go out now; a retry of this answer keeps the first day they went out.
      noticesDeliveredOn: sql`coalesce(${notarySessions.noticesDeliveredOn}, ${formatIsoDate(zonedCalendarDate(deps.now(), homeZone))})`,
    })
    .where(
      and(
        eq(notarySessions.applicationUuid, uuid),
        eq(notarySessions.requestId, request.id),
        isNull(notarySessions.missedAt),
        isNull(notarySessions.withdrawnAt),
      ),
    )
    .returning();
  const dates = rescissionDatesOf(recorded);
  if (!dates) return 'final';
  await deps.issueNotices(uuid, dates);
  await tryMoveApplication(deps.db, { uuid, from, to: 'RESCISSION', actor: 'vendor' });
  return 'final';
}

/** The eNotary's answer after the session: DEED_SIGNING -> RESCISSION (decision 0174). */
export const applyNotaryResult = (deps: NotaryDeps, request: VendorRequestRow, callback: VendorCallback) =>
  applyNotaryOutcome(deps, request, callback, 'DEED_SIGNING');

/** The mobile-notary network's answer after a visit: MANUAL_DEED_SIGNING -> RESCISSION, or missed (decision 0176). */
export const applyVisitResult = (deps: NotaryDeps, request: VendorRequestRow, callback: VendorCallback) =>
  applyNotaryOutcome(deps, request, callback, 'MANUAL_DEED_SIGNING');
