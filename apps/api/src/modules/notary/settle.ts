import type { ApplicationStatus } from '@hearth/domain/enum-values';
import { MANUAL_VISIT_MINUTES, NOTARY_NO_SHOW_MINUTES } from '@hearth/domain/notary';
import { and, eq, inArray, isNull, TransactionRollbackError } from 'drizzle-orm';
import type { ApplicationRow } from '../application/repository';
import { helocApplications } from '../application/schema';
import { moveApplicationIn, tryMoveApplication } from '../application/status-moves';
import { vendorRequests } from '../vendor-callbacks/schema';
import {
  currentOf,
  type DeedSignatureRow,
  type Executor,
  everySignature,
  MINUTE,
  type NotaryDeps,
  partiesOf,
  reread,
  type SessionRow,
  sessionOf,
  signaturesOf,
} from './deps';
import { type DeedParty, notarySessions } from './schema';
import { texasClosingDocuments } from './texas-closing';

const JOIN_EARLY_MS = 15 * MINUTE;

/** The waiting period ends when the booked session is about to start: NOTARY_WAITING_PERIOD -> DEED_SIGNING. */
async function startIfDue(deps: NotaryDeps, app: ApplicationRow, session: SessionRow | undefined) {
  if (app.status !== 'NOTARY_WAITING_PERIOD' || !session) return app;
  if (deps.now().getTime() < session.startsAt.getTime() - JOIN_EARLY_MS) return app;
  const moved = await tryMoveApplication(deps.db, {
    uuid: app.uuid,
    from: app.status,
    to: 'DEED_SIGNING',
    actor: 'job',
  });
  return reread(deps, app, moved);
}

/** Marks the booking `requestId` missed, once the application has gone back to choosing a notary. */
export async function markMissed(db: Executor, uuid: string, requestId: string, at: Date) {
  await db
    .update(notarySessions)
    .set({ missedAt: at })
    .where(and(eq(notarySessions.applicationUuid, uuid), eq(notarySessions.requestId, requestId)));
}

/**
 * An online session not every signer signed in within `NOTARY_NO_SHOW_MINUTES` of its start is missed (decision
 * 0176): DEED_SIGNING -> NOTARY_DISCLOSURE, and notary/error offers to book again. A session whose signatures are
 * all recorded is never missed, whether or not the notary was asked yet (decision 0194): the move and the mark are
 * one transaction that looks at the signatures again after marking, so a signature committed meanwhile (its
 * transaction holds the session row) undoes it, and one that comes after finds the session missed and is refused.
 */
async function endMissedSession(deps: NotaryDeps, app: ApplicationRow, session: SessionRow | undefined) {
  if (app.status !== 'DEED_SIGNING' || session?.kind !== 'ONLINE' || session.signedInSessionAt) return app;
  if (deps.now().getTime() < session.startsAt.getTime() + NOTARY_NO_SHOW_MINUTES * MINUTE) return app;
  const parties = partiesOf(app, session);
  if (everySignature(parties, await signaturesOf(deps.db, session))) return app;
  const moved = await deps.db
    .transaction(async (tx) => {
      const done = await moveApplicationIn(tx, {
        uuid: app.uuid,
        from: 'DEED_SIGNING',
        to: 'NOTARY_DISCLOSURE',
        actor: 'job',
        reason: `eNotary session of ${session.startsAt.toISOString()} missed; the borrower books again`,
      });
      if (!done) return undefined;
      await markMissed(tx, app.uuid, session.requestId, deps.now());
      if (everySignature(parties, await signaturesOf(tx, session))) tx.rollback();
      return done;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    });
  return reread(deps, app, moved);
}

/**
 * A vendor that has not answered is asked again after this long (real time), as funding's `VENDOR_RETRY_MS`; and by
 * any process that did not ask it itself, as the one that did may have died before the request left.
 */
export const ASK_NOTARY_AGAIN_MS = 10 * MINUTE;

/**
 * Every signer has signed in the session: the eNotary is asked to complete it and answer with the journal entry,
 * under the booking's request (it answers a request once, so asking again is safe).
 */
export async function askForJournal(
  deps: NotaryDeps,
  session: SessionRow,
  parties: DeedParty[],
  signed: DeedSignatureRow[],
) {
  await deps.vendor.sessionSigned({
    requestId: session.requestId,
    signers: parties.map((party, i) => ({ name: party.name, at: signed[i]?.signedAt ?? deps.now() })),
  });
  deps.asked.set(session.requestId, Date.now());
}

/**
 * A session whose signatures are all recorded and whose notary has not answered (the request still pending) is
 * completed if a crash left it incomplete and asked again (decision 0194): after a restart, or once the retry time
 * has passed since this process asked.
 */
async function askAgainIfUnanswered(deps: NotaryDeps, app: ApplicationRow, session: SessionRow | undefined) {
  if (app.status !== 'DEED_SIGNING' || session?.kind !== 'ONLINE' || !currentOf(session)) return;
  const parties = partiesOf(app, session);
  const signed = everySignature(parties, await signaturesOf(deps.db, session));
  if (!signed) return;
  const asked = deps.asked.get(session.requestId);
  if (asked !== undefined && Date.now() - asked < ASK_NOTARY_AGAIN_MS) return;
  const [pending] = await deps.db
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(and(eq(vendorRequests.id, session.requestId), eq(vendorRequests.status, 'PENDING')));
  if (!pending) return;
  if (!session.signedInSessionAt)
    await deps.db
      .update(notarySessions)
      .set({ signedInSessionAt: deps.now() })
      .where(
        and(
          eq(notarySessions.applicationUuid, app.uuid),
          eq(notarySessions.requestId, session.requestId),
          isNull(notarySessions.signedInSessionAt),
        ),
      );
  await askForJournal(deps, session, parties, signed);
}

/**
 * The sandbox network learns that the clock has passed the visit's end, once (a conditional update decides), and
 * answers by its signed callback; a real network calls back on its own and this only nudges its sandbox.
 */
async function reportVisitIfDue(deps: NotaryDeps, app: ApplicationRow, session: SessionRow | undefined) {
  if (app.status !== 'MANUAL_DEED_SIGNING' || session?.kind !== 'MANUAL' || !session.place) return;
  if (deps.now().getTime() < session.startsAt.getTime() + MANUAL_VISIT_MINUTES * MINUTE) return;
  const mine = and(
    eq(notarySessions.applicationUuid, app.uuid),
    eq(notarySessions.requestId, session.requestId),
  );
  const [claimed] = await deps.db
    .update(notarySessions)
    .set({ visitReportedAt: deps.now() })
    .where(and(mine, isNull(notarySessions.visitReportedAt)))
    .returning({ requestId: notarySessions.requestId });
  if (!claimed) return;
  try {
    const parties = partiesOf(app, session);
    await deps.mobile.appointmentPassed({
      requestId: session.requestId,
      startsAt: session.startsAt.toISOString(),
      place: session.place,
      signers: parties.map((party) => party.name),
      documents: await texasClosingDocuments(deps.db, app, parties),
    });
  } catch (error) {
    await deps.db.update(notarySessions).set({ visitReportedAt: null }).where(mine);
    throw error;
  }
}

/** Everything the clock has made due on this application's notary: the session opened or missed, a visit over. */
export async function settleNotary(deps: NotaryDeps, row: ApplicationRow) {
  const session = await sessionOf(deps.db, row.uuid);
  let app = await startIfDue(deps, row, session);
  await askAgainIfUnanswered(deps, app, session);
  app = await endMissedSession(deps, app, session);
  await reportVisitIfDue(deps, app, session);
  return { app, session: await sessionOf(deps.db, row.uuid) };
}

/**
 * Every application waiting on a notary, settled against the clock (the sweep, with the right to cancel's), each on
 * its own clock.
 */
export async function settleNotaries(deps: NotaryDeps): Promise<void> {
  const rows = await deps.db
    .select()
    .from(helocApplications)
    .where(
      inArray(helocApplications.status, [
        'NOTARY_WAITING_PERIOD',
        'DEED_SIGNING',
        'MANUAL_DEED_SIGNING',
      ] satisfies ApplicationStatus[]),
    );
  for (const row of rows) await deps.onClockOf(row.uuid, () => settleNotary(deps, row));
}

/**
 * The signed sessions whose notary has not answered, asked again (decision 0194): the sweep as the server becomes
 * ready, so a process killed between a signature and its request is followed at once, not a minute later. Forgets
 * what it asked of sessions that have moved on.
 */
export async function askNotariesAgain(deps: NotaryDeps): Promise<void> {
  const rows = await deps.db
    .select()
    .from(helocApplications)
    .where(eq(helocApplications.status, 'DEED_SIGNING'));
  const waiting = new Set<string>();
  for (const row of rows)
    await deps.onClockOf(row.uuid, async () => {
      const session = await sessionOf(deps.db, row.uuid);
      if (session) waiting.add(session.requestId);
      await askAgainIfUnanswered(deps, row, session);
    });
  for (const requestId of deps.asked.keys()) if (!waiting.has(requestId)) deps.asked.delete(requestId);
}
