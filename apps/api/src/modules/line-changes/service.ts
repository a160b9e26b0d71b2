import { randomUUID } from 'node:crypto';
import {
  type LineChange,
  type LineChangeView,
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

/** The line now: its limit after the last reduction, and whether draws are suspended. */
function lineNow(row: ApplicationRow, changes: ChangeRow[]) {
  const last = changes.at(-1);
  return {
    limitCents: last ? last.newLimitCents : openedLimitCents(row),
    suspended: changes.some((change) => change.action === 'SUSPEND'),
  };
}

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
    const [locked] = await tx
      .select({ status: helocApplications.status })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, uuid))
      .for('update');
    if (!locked) throw new DomainError('NOT_FOUND', 'No application has that id.');
    if (locked.status !== OPEN_LINE) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notOpen);
    const row = (await findApplication(tx, uuid)) as ApplicationRow;
    const changes = await tx
      .select()
      .from(lineChanges)
      .where(eq(lineChanges.applicationUuid, uuid))
      .orderBy(asc(lineChanges.actedAt));
    const now = lineNow(row, changes);
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
  const all = await deps.db.select().from(lineChanges).where(eq(lineChanges.applicationUuid, uuid));
  return view(
    deps.db,
    change,
    all.some((c) => c.action === 'SUSPEND'),
  );
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
