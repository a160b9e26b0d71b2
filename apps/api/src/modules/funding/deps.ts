import { type DrawReturnNext, nextAfterReturns } from '@hearth/domain/draw-returns';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FundingBank } from '../../providers/funding-bank/funding-bank';
import type { RecorderVendor } from '../../providers/recorder/recorder';
import { tryMoveApplication } from '../application/status-moves';
import type { DocumentDeps } from '../documents/service';
import { achEntries, fundings, recordings } from './schema';

export interface FundingDeps {
  db: Db;
  encryptionKey: Uint8Array;
  documents: DocumentDeps;
  recorder: RecorderVendor;
  bank: FundingBank;
  /** The lender as the ACH originator: its name and 10-character company identification. */
  originator(orgCode: string): { name: string; companyId: string };
  /** Queues the application's next funding step (the advance job). */
  advance(uuid: string): Promise<void>;
  now(): Date;
  /** When this process started (real time): a request sent before it may have died with the last one. */
  startedAt: number;
}

export type FundingRow = typeof fundings.$inferSelect;
type RecordingRow = typeof recordings.$inferSelect;
export type AchEntryRow = typeof achEntries.$inferSelect;

/**
 * A vendor that has not answered a request in this long is asked again, under the same id (it answers once); so is
 * one asked before this process started, as the process that asked may have died before the request left.
 * Real time, not the sandbox clock: this is about messages in flight, not about the loan's dates.
 */
export const VENDOR_RETRY_MS = 10 * 60 * 1000;

export async function recordingOf(db: Db, uuid: string): Promise<RecordingRow | undefined> {
  const [row] = await db.select().from(recordings).where(eq(recordings.applicationUuid, uuid));
  return row;
}

export async function fundingOf(db: Db, uuid: string): Promise<FundingRow | undefined> {
  const [row] = await db.select().from(fundings).where(eq(fundings.applicationUuid, uuid));
  return row;
}

/** The ACH entries of an application's draw, the first first (decision 0182). */
export async function entriesOf(db: Db, uuid: string): Promise<AchEntryRow[]> {
  return db
    .select()
    .from(achEntries)
    .where(eq(achEntries.applicationUuid, uuid))
    .orderBy(asc(achEntries.attempt));
}

/** While the latest entry is returned: what it waits for (the borrower's choice, or the lender's call). */
export function nextOf(entries: readonly AchEntryRow[]): DrawReturnNext | null {
  if (!entries.at(-1)?.returnCode) return null;
  return nextAfterReturns(entries.filter((e) => e.returnCode).length);
}

/**
 * The vendor request purpose of a `/pay` payment's or draw's ACH entry, `line-<id>` (decision 0258): the funding
 * bank's answer to it goes to the line-servicing module, the others to the initial draw's.
 */
export const LINE_ACH_PURPOSE = 'line-';

export const askAgain = (deps: FundingDeps, since: Date | null | undefined) =>
  !since || since.getTime() < deps.startedAt || Date.now() - since.getTime() >= VENDOR_RETRY_MS;

export async function moveOn(
  deps: FundingDeps,
  uuid: string,
  from: string,
  to: 'FUNDING_DECISION' | 'FUNDABLE' | 'COMPLETE',
  actor: 'vendor' | 'job',
): Promise<void> {
  await tryMoveApplication(deps.db, { uuid, from, to, actor });
  await deps.advance(uuid);
}
