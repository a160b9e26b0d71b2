import { randomUUID } from 'node:crypto';
import {
  LINE_CHANGE_REASON_WORDS,
  type LineChange,
  type LineChangeView,
  type LineReinstatement,
  type LineStandingView,
  LINE_CHANGE_MESSAGES as MESSAGES,
} from '@hearth/domain/borrower-notices';
import { DomainError } from '@hearth/domain/errors';
import { toCents, wholeDollars } from '@hearth/domain/money';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { applicantNotices } from '../notices/schema';
import { giveLineChangeNotice, type NoticeDeps, noticeGiven } from '../notices/service';
import { lineChanges } from './schema';

type ChangeRow = typeof lineChanges.$inferSelect;

/** Only a line that is open (funded) is suspended or reduced. */
const OPEN_LINE = 'COMPLETE';

const occasionOf = (change: Pick<ChangeRow, 'id'>) => `LINE_CHANGE:${change.id}`;

/** The limit the line was opened with (the selected offer's line, in cents). */
const openedLimitCents = (row: ApplicationRow) =>
  Number((row.selectedOffer as { max?: number } | null)?.max ?? 0);

/**
 * The line now, from its changes in order: its limit after the last reduction, whether draws are suspended, and the
 * change that limits it (the latest suspension or reduction not lifted since). A reinstatement restores the limit
 * the line opened with and lifts a suspension (decision 0212).
 */
function lineNow(row: ApplicationRow, changes: readonly ChangeRow[]) {
  const opened = openedLimitCents(row);
  let limitCents = opened;
  let suspended = false;
  let standing: ChangeRow | null = null;
  for (const change of changes) {
    if (change.action === 'REINSTATE') {
      limitCents = opened;
      suspended = false;
      standing = null;
    } else {
      limitCents = change.newLimitCents;
      if (change.action === 'SUSPEND') suspended = true;
      standing = change;
    }
  }
  return { limitCents, suspended, openedCents: opened, standing };
}

const changesOf = (db: Pick<Db, 'select'>, uuid: string) =>
  db
    .select()
    .from(lineChanges)
    .where(eq(lineChanges.applicationUuid, uuid))
    .orderBy(asc(lineChanges.actedAt), asc(lineChanges.id));

async function view(db: Db, change: ChangeRow, suspended: boolean): Promise<LineChangeView> {
  return {
    id: change.id,
    action: change.action,
    reason: change.reason,
    oldLimit: wholeDollars(change.oldLimitCents),
    newLimit: wholeDollars(change.newLimitCents),
    suspended,
    actedAt: change.actedAt.toISOString(),
    noticeId: await noticeGiven(db, change.applicationUuid, 'LINE_CHANGE_NOTICE', occasionOf(change)),
  };
}

/**
 * The open line of `uuid`, locked for this transaction (two staff changes at once cannot both apply), and where it
 * stands now; 404 for no such application, 409 when it is not an open line.
 */
async function lockOpenLine(tx: Parameters<Parameters<NoticeDeps['db']['transaction']>[0]>[0], uuid: string) {
  const [locked] = await tx
    .select({ status: helocApplications.status })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid))
    .for('update');
  if (!locked) throw new DomainError('NOT_FOUND', 'No application has that id.');
  if (locked.status !== OPEN_LINE) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notOpen);
  const row = (await findApplication(tx, uuid)) as ApplicationRow;
  const now = lineNow(row, await changesOf(tx, uuid));
  return { row, now };
}

/**
 * Staff suspend an open line or reduce its limit for one of the reasons Regulation Z 1026.40(f)(3)(vi) allows
 * (decision 0204). The change is stored under a lock on the application (two at once cannot both suspend), then the
 * borrower's notice with the terms before and after and the specific reason is given at once (1026.9(c)(1)(iii):
 * no later than three business days after the action); a notice a failure left ungiven is given by the sweep.
 */
export async function changeLine(
  deps: NoticeDeps,
  uuid: string,
  body: LineChange,
  staffIdentityUuid: string,
): Promise<LineChangeView> {
  const change = await deps.db.transaction(async (tx) => {
    const { row, now } = await lockOpenLine(tx, uuid);
    let newLimitCents = now.limitCents;
    if (body.action === 'SUSPEND') {
      if (now.suspended) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.alreadySuspended);
    } else {
      newLimitCents = toCents(body.newLimit ?? 0);
      if (newLimitCents >= now.limitCents) throw new DomainError('VALIDATION_FAILED', MESSAGES.notLower);
      if (newLimitCents < row.amountCents) throw new DomainError('VALIDATION_FAILED', MESSAGES.belowBalance);
    }
    const [stored] = await tx
      .insert(lineChanges)
      .values({
        id: randomUUID(),
        applicationUuid: uuid,
        action: body.action,
        reason: body.reason,
        oldLimitCents: now.limitCents,
        newLimitCents,
        note: body.note,
        staffIdentityUuid,
        actedAt: deps.now(),
      })
      .returning();
    return stored as ChangeRow;
  });
  await giveNotice(deps, change);
  return viewAfter(deps, change);
}

async function viewAfter(deps: NoticeDeps, change: ChangeRow): Promise<LineChangeView> {
  const row = (await findApplication(deps.db, change.applicationUuid)) as ApplicationRow;
  return view(deps.db, change, lineNow(row, await changesOf(deps.db, change.applicationUuid)).suspended);
}

/**
 * Staff lift a suspension or reduction once its reason no longer applies, and the line is restored to the limit it
 * opened with (decision 0212). Regulation Z 1026.40(f)(3)(vi) allows the limit only while the condition lasts;
 * comment 40(f)(3)(vi)-2 has the lender reinstate the line as soon as reasonably possible after it ends. The
 * borrower's notice (terms before and after, why) is given in the same request, e-mailed through the outbox or
 * queued for mail, as the change's own was; the line-notice sweep gives one a failure left behind.
 */
export async function reinstateLine(
  deps: NoticeDeps,
  uuid: string,
  body: LineReinstatement,
  staffIdentityUuid: string,
): Promise<LineChangeView> {
  const change = await deps.db.transaction(async (tx) => {
    const { now } = await lockOpenLine(tx, uuid);
    if (!now.standing) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.nothingToLift);
    const [stored] = await tx
      .insert(lineChanges)
      .values({
        id: randomUUID(),
        applicationUuid: uuid,
        action: 'REINSTATE',
        reason: now.standing.reason,
        oldLimitCents: now.limitCents,
        newLimitCents: now.openedCents,
        note: body.reason,
        staffIdentityUuid,
        actedAt: deps.now(),
      })
      .returning();
    return stored as ChangeRow;
  });
  await giveNotice(deps, change);
  return viewAfter(deps, change);
}

/** Where the borrower's line stands, for the line page (decision 0212). */
export async function lineStanding(
  deps: Pick<NoticeDeps, 'db'>,
  row: ApplicationRow,
): Promise<LineStandingView> {
  const now = lineNow(row, await changesOf(deps.db, row.uuid));
  const standing = now.standing;
  return {
    standing: now.suspended ? 'SUSPENDED' : standing ? 'REDUCED' : 'OPEN',
    creditLimit: wholeDollars(now.limitCents),
    openedLimit: wholeDollars(now.openedCents),
    reason: standing?.reason ?? null,
    reasonWords: standing ? LINE_CHANGE_REASON_WORDS[standing.reason] : null,
    since: standing ? standing.actedAt.toISOString().slice(0, 10) : null,
    noticeId: standing
      ? await noticeGiven(deps.db, row.uuid, 'LINE_CHANGE_NOTICE', occasionOf(standing))
      : null,
  };
}

async function giveNotice(deps: NoticeDeps, change: ChangeRow): Promise<void> {
  const row = await findApplication(deps.db, change.applicationUuid);
  if (row) await giveLineChangeNotice(deps, row, change);
}

/** The sweep's part: every change whose notice a failure left ungiven, given now. */
export async function giveMissingLineNotices(deps: NoticeDeps): Promise<number> {
  const missing = await deps.db
    .select()
    .from(lineChanges)
    .where(
      notExists(
        deps.db
          .select({ id: applicantNotices.id })
          .from(applicantNotices)
          .where(
            and(
              eq(applicantNotices.applicationUuid, lineChanges.applicationUuid),
              eq(applicantNotices.kind, 'LINE_CHANGE_NOTICE'),
              eq(applicantNotices.occasion, sql`'LINE_CHANGE:' || ${lineChanges.id}::text`),
            ),
          ),
      ),
    );
  for (const change of missing) await giveNotice(deps, change);
  return missing.length;
}
