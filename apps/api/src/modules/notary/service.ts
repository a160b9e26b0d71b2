import { randomUUID } from 'node:crypto';
import {
  type CalendarDate,
  compareDates,
  formatIsoDate,
  parseDateInput,
  zonedCalendarDate,
} from '@hearth/domain/dates';
import type { ApplicationStatus } from '@hearth/domain/enum-values';
import { DomainError } from '@hearth/domain/errors';
import {
  type DeedSigner,
  MANUAL_NOTARY_FEE_CENTS,
  MANUAL_VISIT_MINUTES,
  NOTARY_MESSAGES as MESSAGES,
  NOTARY_NO_SHOW_MINUTES,
  type NotaryPlace,
  type NotaryView,
  type RescissionView,
  type SignerNotaryView,
} from '@hearth/domain/notary';
import { isRescissionOver, rescissionEndsAt, rescissionLastDay } from '@hearth/domain/rescission';
import {
  isTexasClosingAllowed,
  isTexasHomeEquity,
  type TexasClosingWait,
  texasClosingWait,
  texasEarliestClosingInstant,
} from '@hearth/domain/texas-home-equity';
import { notaryResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crashPoint } from '../../plugins/external/crash-points';
import type { MobileNotaryVendor } from '../../providers/notary/mobile-notary';
import type { NotaryVendor } from '../../providers/notary/notary';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { moveApplicationIn, tryMoveApplication } from '../application/status-moves';
import { listDocuments } from '../documents/service';
import { refuseAnotherParty } from '../signers/party';
import { lastActOn } from '../signing/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { vendorRequests } from '../vendor-callbacks/schema';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { type DeedParty, notaryDeedSignatures, notarySessions } from './schema';

export interface NotaryDeps {
  db: Db;
  vendor: NotaryVendor;
  /** The notary who comes to the borrower, or meets a Texas borrower at a title office (decision 0176). */
  mobile: MobileNotaryVendor;
  /** Now, on the clock of the application being worked on (decision 0188). */
  now(): Date;
  /** Runs `work` on one application's clock: a sweep settles each application against its own time. */
  onClockOf<T>(applicationUuid: string, work: () => Promise<T>): Promise<T>;
  /** Called once the right to cancel has ended and the deed goes to the county (the funding job's trigger). */
  onRecording(uuid: string): Promise<void>;
  /**
   * Issues and delivers each owner's notice of the right to cancel with the transaction's dates (decision 0180);
   * once per application however often it is called. Called before the move to RESCISSION.
   */
  issueNotices(uuid: string, dates: RescissionDates): Promise<void>;
  /** The lender's manual-notary flag for this application (its product setting `manualNotary`). */
  manualNotaryFlag(row: ApplicationRow): boolean;
  /** Who signs the deed (decision 0184): the borrower, then each owner on title who joined. */
  deedParties(row: ApplicationRow): Promise<DeedParty[]>;
  /**
   * When this process last asked the eNotary for each signed session's journal entry (real time, decision 0194). A
   * request not in it was asked by a process that may have died before the request left: it is asked again.
   */
  asked: Map<string, number>;
  /** A notary was booked: tell the other owners on title when and where to sign (once per booking). */
  onBooked(uuid: string): Promise<void>;
  /**
   * The borrower gave the booking up to choose another time (decision 0186): tell the other owners on title it is
   * off, in the transaction that gives it up (so once).
   */
  onWithdrawn(
    tx: Pick<Db, 'insert' | 'select' | 'update'>,
    uuid: string,
    booking: { kind: 'ONLINE' | 'MANUAL'; startsAt: Date },
  ): Promise<void>;
}

type SessionRow = typeof notarySessions.$inferSelect;

/** The days the right to cancel counts from: the transaction, and the delivery of the notices. */
export interface RescissionDates {
  signedOn: CalendarDate;
  deliveredOn: CalendarDate;
  lastDayToCancel: CalendarDate;
}

/**
 * The right to cancel runs to midnight of the third business day after the later of the transaction date and the
 * day the notices were delivered (Regulation Z 1026.15(a)(3)); they are the same day unless the delivery was late.
 * Null before the deed is signed.
 */
function rescissionDatesOf(
  session: SessionRow | undefined,
): (RescissionDates & { from: CalendarDate }) | null {
  const signedOn = session?.deedSignedOn ? parseDateInput(session.deedSignedOn) : null;
  if (!signedOn) return null;
  const deliveredOn = (session?.noticesDeliveredOn && parseDateInput(session.noticesDeliveredOn)) || signedOn;
  const from = compareDates(deliveredOn, signedOn) > 0 ? deliveredOn : signedOn;
  return { signedOn, deliveredOn, from, lastDayToCancel: rescissionLastDay(from) };
}
const MINUTE = 60_000;
const JOIN_EARLY_MS = 15 * MINUTE;
/** A notary network needs a day to assign a notary to a visit. */
const VISIT_LEAD_MS = 24 * 60 * MINUTE;
const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

/** The booking that stands: not missed, and not given up for another time. */
const currentOf = (session: SessionRow | undefined) =>
  session && !session.missedAt && !session.withdrawnAt ? session : undefined;

async function sessionOf(db: Db, uuid: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, uuid));
  return row;
}

/** The signers of a booking: fixed when it was made; a booking from before decision 0184 is the borrower's alone. */
const partiesOf = (app: ApplicationRow, session: SessionRow): DeedParty[] =>
  session.deedSigners ?? [
    { identityUuid: app.identityUuid, name: `${app.firstName} ${app.lastName}`, borrower: true },
  ];

/**
 * Decision 0191: no owner on title signs the deed under the borrower's account or another owner's; one signature
 * would stand for two. Asked before a booking is made and before any signature in its session, whoever signs.
 */
function refuseOwnersNotThemselves(app: ApplicationRow, parties: DeedParty[]): void {
  const owners = parties.filter((party) => !party.borrower);
  for (const owner of owners) refuseAnotherParty(app.identityUuid, owners, owner, 'booking');
}

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
type DeedSignatureRow = typeof notaryDeedSignatures.$inferSelect;

async function signaturesOf(db: Executor, session: SessionRow | undefined) {
  if (session?.kind !== 'ONLINE') return [];
  return db.select().from(notaryDeedSignatures).where(eq(notaryDeedSignatures.requestId, session.requestId));
}

/** Each party's signature in the session, in the parties' order; undefined while any of them has not signed. */
function everySignature(
  parties: DeedParty[],
  signatures: DeedSignatureRow[],
): DeedSignatureRow[] | undefined {
  const signed = parties.map((party) => signatures.find((s) => s.identityUuid === party.identityUuid));
  return signed.every((s): s is DeedSignatureRow => s !== undefined) ? signed : undefined;
}

function deedSignersOf(
  parties: DeedParty[],
  signatures: (typeof notaryDeedSignatures.$inferSelect)[],
  reader: string,
): DeedSigner[] {
  return parties.map((party) => ({
    name: party.name,
    borrower: party.borrower,
    you: party.identityUuid === reader,
    signedAt: signatures.find((s) => s.identityUuid === party.identityUuid)?.signedAt.toISOString() ?? null,
  }));
}

const reread = async (deps: NotaryDeps, app: ApplicationRow, moved: ApplicationRow | undefined) =>
  moved ?? (await findApplication(deps.db, app.uuid)) ?? app;

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
async function markMissed(db: Executor, uuid: string, requestId: string, at: Date) {
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
async function askForJournal(
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
    await deps.mobile.appointmentPassed({
      requestId: session.requestId,
      startsAt: session.startsAt.toISOString(),
      place: session.place,
      signers: partiesOf(app, session).map((party) => party.name),
    });
  } catch (error) {
    await deps.db.update(notarySessions).set({ visitReportedAt: null }).where(mine);
    throw error;
  }
}

/** Everything the clock has made due on this application's notary: the session opened or missed, a visit over. */
async function settleNotary(deps: NotaryDeps, row: ApplicationRow) {
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

const later = (a: Date, b: Date | null) => (b && b.getTime() > a.getTime() ? b : a);

interface ClosingRules {
  online: boolean;
  manual: NotaryView['options']['manual'];
  texas: TexasClosingWait | null;
  /** No slot or window may start before this (a Texas home's earliest closing day). */
  earliest: Date | null;
  /** A Texas home whose notice or final itemized disclosure has not been received: nothing can be booked. */
  missing: 'NOTICE' | 'FINAL_DISCLOSURE' | null;
}

/**
 * How this application may meet a notary (decisions 0176, 0181). A Texas home equity loan closes only at an office
 * of the lender, an attorney or a title company; not before the 12th day after the later of the application and the
 * section 50(g) notice (given the day the document package holding it was made available); and not before the next
 * business day after every owner received the final itemized disclosure (the day the last of them acknowledged it in
 * the signing ceremony, never before it was made available). Elsewhere: online, and in person when the lender's
 * manual-notary flag is on.
 */
async function closingRules(deps: NotaryDeps, app: ApplicationRow): Promise<ClosingRules> {
  if (!isTexasHomeEquity(app.propertyState))
    return {
      online: true,
      manual: deps.manualNotaryFlag(app) ? 'MOBILE' : 'NONE',
      texas: null,
      earliest: null,
      missing: null,
    };
  const { documents } = await listDocuments(deps, app);
  const closed = { online: false, manual: 'TITLE_OFFICE' as const, texas: null, earliest: null };
  const notice = documents.find((doc) => doc.type === 'TEXAS_HOME_EQUITY_NOTICE');
  if (!notice) return { ...closed, missing: 'NOTICE' };
  const disclosure = documents.find((doc) => doc.type === 'TEXAS_FINAL_ITEMIZED_DISCLOSURE');
  const acknowledged = disclosure ? await lastActOn(deps.db, disclosure.id) : null;
  if (!disclosure || !acknowledged) return { ...closed, missing: 'FINAL_DISCLOSURE' };
  const received = later(acknowledged, new Date(disclosure.createdAt));
  const texas = texasClosingWait(app.createdAt, new Date(notice.createdAt), received);
  const day = parseDateInput(texas.earliestClosingOn) as CalendarDate;
  return { ...closed, texas, earliest: texasEarliestClosingInstant(day), missing: null };
}

function onlineSlots(deps: NotaryDeps, rules: ClosingRules): string[] {
  if (!rules.online) return [];
  return deps.vendor
    .slots(deps.now())
    .filter((slot) => !rules.earliest || Date.parse(slot) >= rules.earliest.getTime());
}

function visitWindows(deps: NotaryDeps, rules: ClosingRules): string[] {
  if (rules.manual === 'NONE' || rules.missing) return [];
  return deps.mobile.windows(later(new Date(deps.now().getTime() + VISIT_LEAD_MS), rules.earliest));
}

function proposedPlace(deps: NotaryDeps, app: ApplicationRow, rules: ClosingRules): NotaryPlace {
  const property = {
    street1: app.propertyStreet1,
    street2: app.propertyStreet2,
    city: app.propertyCity,
    state: app.propertyState,
    zip: app.propertyZip,
  };
  return rules.manual === 'TITLE_OFFICE'
    ? deps.mobile.titleOffice(property)
    : { name: 'Your home', ...property };
}

function viewOf(
  deps: NotaryDeps,
  app: ApplicationRow,
  session: SessionRow | undefined,
  rules: ClosingRules,
  deedSigners: DeedSigner[],
): NotaryView {
  const choosing = app.status === 'NOTARY_DISCLOSURE';
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
            joinable: app.status === 'DEED_SIGNING',
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
const FRESH = {
  journal: null,
  signedInSessionAt: null,
  visitReportedAt: null,
  missedAt: null,
  withdrawnAt: null,
  deedSignedOn: null,
  canceledAt: null,
};

function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A Texas closing before its earliest day is refused, with the day it may happen and the wait that sets it: the
 * 12th day, or the business day after the final itemized disclosure.
 */
function refuseEarlyTexasClosing(rules: ClosingRules, startsAt: readonly string[]) {
  if (rules.missing === 'NOTICE') throw conflict(MESSAGES.texasNoticeMissing);
  if (rules.missing === 'FINAL_DISCLOSURE') throw conflict(MESSAGES.texasDisclosureMissing);
  if (!rules.texas) return;
  const earliest = parseDateInput(rules.texas.earliestClosingOn) as CalendarDate;
  if (startsAt.every((start) => isTexasClosingAllowed(new Date(start), earliest))) return;
  const day = longDate(rules.texas.earliestClosingOn);
  throw new DomainError(
    'VALIDATION_FAILED',
    rules.texas.setBy === 'FINAL_DISCLOSURE'
      ? MESSAGES.texasDisclosureTooRecent(day)
      : MESSAGES.texasTooEarly(day),
  );
}

/** The borrower books one of the open slots: NOTARY_DISCLOSURE -> NOTARY_WAITING_PERIOD; a repeat answers it. */
export async function bookNotary(
  deps: NotaryDeps,
  row: ApplicationRow,
  startsAt: string,
): Promise<NotaryView> {
  const existing = await sessionOf(deps.db, row.uuid);
  const online = ['NOTARY_WAITING_PERIOD', 'DEED_SIGNING'].includes(row.status);
  if (online && existing?.kind === 'ONLINE') return notaryView(deps, row);
  if (row.status !== 'NOTARY_DISCLOSURE') throw conflict(MESSAGES.notBooking);
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
async function keepBooking(
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

export interface ManualBooking {
  windows: string[];
  address?: { street1: string; street2: string; city: string; state: string; zip: string } | undefined;
  feePayment: 'DEDUCTED_FROM_DRAW';
}

/**
 * The borrower books a notary in person (decision 0176): the fee agreed and how it is paid, the place (the property
 * unless another address is given; a Texas home's title office, fixed) and up to three preferred windows, each one
 * the network has open. The network confirms a visit at once: NOTARY_DISCLOSURE -> MANUAL_DEED_SIGNING. A repeat
 * answers the booking; nothing is written on a refusal.
 */
export async function bookManualNotary(
  deps: NotaryDeps,
  row: ApplicationRow,
  input: ManualBooking,
): Promise<NotaryView> {
  const existing = await sessionOf(deps.db, row.uuid);
  if (row.status === 'MANUAL_DEED_SIGNING' && existing?.kind === 'MANUAL') return notaryView(deps, row);
  if (row.status !== 'NOTARY_DISCLOSURE') throw conflict(MESSAGES.notBooking);
  const rules = await closingRules(deps, row);
  if (rules.manual === 'NONE') throw conflict(MESSAGES.manualNotOffered);
  refuseEarlyTexasClosing(rules, input.windows);
  if (rules.manual === 'TITLE_OFFICE' && input.address)
    throw new DomainError('VALIDATION_FAILED', MESSAGES.texasAtTitleOffice);
  const open = new Set(visitWindows(deps, rules).map((w) => Date.parse(w)));
  const windows = [...new Set(input.windows.map((w) => new Date(w).toISOString()))];
  if (!windows.every((w) => open.has(Date.parse(w))))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.windowNotOpen);
  const place: NotaryPlace = input.address
    ? { name: 'Another address', ...input.address }
    : proposedPlace(deps, row, rules);
  const parties = await deps.deedParties(row);
  refuseOwnersNotThemselves(row, parties);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'mobile-notary',
    applicationUuid: row.uuid,
    purpose: 'manual-notary',
  });
  const booked = deps.mobile.book({
    requestId: request.id,
    windows,
    place,
    signers: parties.map((party) => party.name),
  });
  const values = {
    applicationUuid: row.uuid,
    requestId: request.id,
    kind: 'MANUAL' as const,
    deedSigners: parties,
    startsAt: new Date(booked.startsAt),
    notary: booked.notary,
    notaryPhone: booked.notaryPhone,
    meetingUrl: '',
    place,
    preferredWindows: windows,
    feeCents: MANUAL_NOTARY_FEE_CENTS,
    feePayment: input.feePayment,
    ...FRESH,
  };
  return keepBooking(deps, row, values, {
    to: 'MANUAL_DEED_SIGNING',
    reason: `notary visit booked for ${booked.startsAt}; $${MANUAL_NOTARY_FEE_CENTS / 100} fee deducted from the draw`,
  });
}

/**
 * The manual notary's fee the funding job deducts from the initial draw (decision 0176): the fee of the current
 * visit booking, 0 when the deed is signed online or the visit was missed and not booked again.
 */
export async function manualNotaryFeeCents(db: Db, uuid: string): Promise<number> {
  const session = await sessionOf(db, uuid);
  const current = currentOf(session);
  return current?.kind === 'MANUAL' && current.feePayment === 'DEDUCTED_FROM_DRAW' ? current.feeCents : 0;
}

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
  if (app.status !== 'DEED_SIGNING' || session?.kind !== 'ONLINE') throw conflict(MESSAGES.notInSession);
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
  const signedOn = formatIsoDate(zonedCalendarDate(new Date(parsed.data.signedAt)));
  const [recorded] = await deps.db
    .update(notarySessions)
    .set({
      journal: {
        entryId: parsed.data.journalEntryId,
        notary: parsed.data.notary,
        commission: parsed.data.commission,
        signedAt: parsed.data.signedAt,
        signers: parsed.data.signers,
      },
      deedSignedOn: signedOn,
      // The notices go out now; a retry of this answer keeps the first day they went out.
      noticesDeliveredOn: sql`coalesce(${notarySessions.noticesDeliveredOn}, ${formatIsoDate(zonedCalendarDate(deps.now()))})`,
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
    canCancel: app.status === 'RESCISSION' && !isRescissionOver(dates.from, now),
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
