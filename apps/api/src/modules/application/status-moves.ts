import type { ApplicationStatus } from '@hearth/domain/enums';
import { DomainError } from '@hearth/domain/errors';
import { findMove, type StatusActor } from '@hearth/domain/status-machine';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { ApplicationRow } from './repository';
import { applicationStatusHistory, helocApplications } from './schema';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * One status change, as the status machine of `@hearth/domain/status-machine` names it (decision 0120).
 * `reason` is the audit row's text; by default the machine's event for the move.
 */
export interface ApplicationMove {
  uuid: string;
  from: string;
  to: ApplicationStatus;
  actor: StatusActor;
  reason?: string;
  /** Columns written in the same UPDATE as the status (the decision, the offer, an SSN attempt). */
  patch?: PgUpdateSetSource<typeof helocApplications>;
  /** Extra guards of the same UPDATE, e.g. the owner or an attempts limit; unmet reads as a stale move. */
  where?: SQL;
}

/** Refused before anything is written: the machine does not list this move for this actor. */
export function illegalMoveError(from: string, to: string, actor: StatusActor): DomainError {
  return new DomainError('STEP_OUT_OF_ORDER', `An application in ${from} cannot move to ${to} (${actor}).`);
}

/** The application was no longer where the caller saw it (a concurrent move, a retry, a second worker). */
export function staleMoveError(from: string, to: string): DomainError {
  return new DomainError(
    'STEP_OUT_OF_ORDER',
    `The application is no longer in ${from}, so it was not moved to ${to}. Reload it and try again.`,
  );
}

/**
 * The only writer of an application's status. Checks the move against the status machine, then one
 * conditional UPDATE ... WHERE status = from (no row lock: it isolates on PGlite and PostgreSQL alike) and
 * the audit row, both in the caller's transaction. Returns the moved row, or undefined when the application
 * had already left `from` (or an extra guard failed): nothing is written then.
 */
export async function moveApplicationIn(
  tx: Executor,
  move: ApplicationMove,
): Promise<ApplicationRow | undefined> {
  const listed = findMove(move.from, move.to, move.actor);
  if (!listed) throw illegalMoveError(move.from, move.to, move.actor);
  const guards = [eq(helocApplications.uuid, move.uuid), eq(helocApplications.status, move.from)];
  if (move.where) guards.push(move.where);
  const [row] = await tx
    .update(helocApplications)
    .set({ ...move.patch, status: move.to, updatedAt: new Date() })
    .where(and(...guards))
    .returning();
  if (!row) return undefined;
  await tx.insert(applicationStatusHistory).values({
    applicationUuid: move.uuid,
    fromStatus: move.from,
    toStatus: move.to,
    reason: move.reason ?? listed.event,
  });
  return row;
}

/** A move in its own transaction that must happen: illegal or stale answers 409 and writes nothing. */
export async function moveApplication(db: Db, move: ApplicationMove): Promise<ApplicationRow> {
  const row = await db.transaction((tx) => moveApplicationIn(tx, move));
  if (!row) throw staleMoveError(move.from, move.to);
  return row;
}

/**
 * A move in its own transaction where losing the race is normal (a job re-run after a crash, a duplicate
 * job): stale returns undefined, illegal still throws.
 */
export async function tryMoveApplication(db: Db, move: ApplicationMove): Promise<ApplicationRow | undefined> {
  return db.transaction((tx) => moveApplicationIn(tx, move));
}

/**
 * A background job's move (the pre-qualification pipeline), in the shape its steps were written in: true when
 * it moved, false when a duplicate or re-run job found the application already moved on.
 */
export async function moveByJob(
  db: Db,
  uuid: string,
  change: { from: string; to: ApplicationStatus; reason: string },
  patch: ApplicationMove['patch'] = {},
): Promise<boolean> {
  const moved = await tryMoveApplication(db, { uuid, ...change, actor: 'job', patch });
  return moved !== undefined;
}
