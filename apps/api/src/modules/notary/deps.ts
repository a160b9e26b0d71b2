import type { PrivateLabelData } from '@hearth/domain/brands';
import type { CalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import type { DeedSigner } from '@hearth/domain/notary';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { MobileNotaryVendor } from '../../providers/notary/mobile-notary';
import type { NotaryVendor } from '../../providers/notary/notary';
import { type ApplicationRow, findApplication } from '../application/repository';
import { refuseAnotherParty } from '../owners/party';
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
  /**
   * Called once the right to cancel and the allowance for a mailed cancellation have ended and the deed goes to the
   * county (the funding job's trigger).
   */
  onRecording(uuid: string): Promise<void>;
  /**
   * The lender's business days after the last day to cancel that the closing waits for a cancellation mailed on that
   * day (`HEARTH_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS`, decision 0201).
   */
  mailAllowanceBusinessDays: number;
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
  /** The lender's brand: its name and site for the borrower's e-mails (decision 0204). */
  organization(orgCode: string): PrivateLabelData | undefined;
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

export type SessionRow = typeof notarySessions.$inferSelect;

/** The days the right to cancel counts from: the transaction, and the delivery of the notices. */
export interface RescissionDates {
  signedOn: CalendarDate;
  deliveredOn: CalendarDate;
  lastDayToCancel: CalendarDate;
}

export const MINUTE = 60_000;

/** A notary network needs a day to assign a notary to a visit. */
export const VISIT_LEAD_MS = 24 * 60 * MINUTE;

export const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

/** The booking that stands: not missed, and not given up for another time. */
export const currentOf = (session: SessionRow | undefined) =>
  session && !session.missedAt && !session.withdrawnAt ? session : undefined;

export async function sessionOf(db: Db, uuid: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, uuid));
  return row;
}

/** The signers of a booking: fixed when it was made; a booking from before decision 0184 is the borrower's alone. */
export const partiesOf = (app: ApplicationRow, session: SessionRow): DeedParty[] =>
  session.deedSigners ?? [
    { identityUuid: app.identityUuid, name: `${app.firstName} ${app.lastName}`, borrower: true },
  ];

/**
 * Decision 0191: no owner on title signs the deed under the borrower's account or another owner's; one signature
 * would stand for two. Asked before a booking is made and before any signature in its session, whoever signs.
 */
export function refuseOwnersNotThemselves(app: ApplicationRow, parties: DeedParty[]): void {
  const owners = parties.filter((party) => !party.borrower);
  for (const owner of owners) refuseAnotherParty(app.identityUuid, owners, owner, 'booking');
}

export type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
export type DeedSignatureRow = typeof notaryDeedSignatures.$inferSelect;

export async function signaturesOf(db: Executor, session: SessionRow | undefined) {
  if (session?.kind !== 'ONLINE') return [];
  return db.select().from(notaryDeedSignatures).where(eq(notaryDeedSignatures.requestId, session.requestId));
}

/** Each party's signature in the session, in the parties' order; undefined while any of them has not signed. */
export function everySignature(
  parties: DeedParty[],
  signatures: DeedSignatureRow[],
): DeedSignatureRow[] | undefined {
  const signed = parties.map((party) => signatures.find((s) => s.identityUuid === party.identityUuid));
  return signed.every((s): s is DeedSignatureRow => s !== undefined) ? signed : undefined;
}

export function deedSignersOf(
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

export const reread = async (deps: NotaryDeps, app: ApplicationRow, moved: ApplicationRow | undefined) =>
  moved ?? (await findApplication(deps.db, app.uuid)) ?? app;
