import {
  laneOf,
  QUEUE_LANES,
  QUEUE_SERVICE_LEVEL_HOURS,
  type QueueFilter,
  type QueueLane,
  type QueueView,
} from '@hearth/domain/console';
import { APPLICATION_STATUSES } from '@hearth/domain/enum-values';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { helocApplications } from '../application/schema';

/** The most files one queue page lists (the oldest first: the ones most in need of someone). */
export const QUEUE_PAGE_SIZE = 200;

export const STATUSES_BY_LANE: Record<QueueLane, string[]> = Object.fromEntries(
  QUEUE_LANES.map((lane) => [lane, APPLICATION_STATUSES.filter((status) => laneOf(status) === lane)]),
) as Record<QueueLane, string[]>;

/** A loan number a person can read out on the phone: the application id's first eight characters. */
export function loanNumberOf(uuid: string): string {
  return `HL-${uuid.slice(0, 8).toUpperCase()}`;
}

/** When the application entered its present status: its last status-history row, else its creation. */
const enteredStatusAt = sql<Date>`coalesce((select max(h.at) from application_status_history h where h.application_uuid = ${helocApplications.uuid}), ${helocApplications.createdAt})`;

function overdueCondition(now: Date): SQL {
  const byLane = QUEUE_LANES.filter((lane) => Number.isFinite(QUEUE_SERVICE_LEVEL_HOURS[lane])).map(
    (lane) => {
      const limit = new Date(now.getTime() - QUEUE_SERVICE_LEVEL_HOURS[lane] * 3_600_000);
      return and(
        inArray(helocApplications.status, STATUSES_BY_LANE[lane]),
        sql`${enteredStatusAt} < ${limit.toISOString()}::timestamptz`,
      ) as SQL;
    },
  );
  return or(...byLane) as SQL;
}

/**
 * A lender's queue (issue 24 item 2, decision 0229): its applications by status and age with the filters asked,
 * and how many files each lane holds under the other filters. Only the lender's own applications, ever.
 */
export async function lenderQueue(
  db: Db,
  organizationCode: string,
  filter: QueueFilter,
  now: Date,
): Promise<QueueView> {
  const overdue = filter.overdue === 'true' ? overdueCondition(now) : undefined;
  const common = [
    eq(helocApplications.organizationCode, organizationCode),
    filter.status ? eq(helocApplications.status, filter.status) : undefined,
    filter.state ? eq(helocApplications.propertyState, filter.state) : undefined,
    overdue,
  ];
  const byStatus = await db
    .select({ status: helocApplications.status, count: sql<number>`count(*)::int` })
    .from(helocApplications)
    .where(and(...common))
    .groupBy(helocApplications.status);
  const laneCounts = { LENDER: 0, BORROWER: 0, VENDOR: 0, CLOSED: 0 };
  for (const row of byStatus) laneCounts[laneOf(row.status)] += Number(row.count);

  const rows = await db
    .select({
      uuid: helocApplications.uuid,
      firstName: helocApplications.firstName,
      lastName: helocApplications.lastName,
      propertyState: helocApplications.propertyState,
      status: helocApplications.status,
      amountCents: helocApplications.amountCents,
      createdAt: helocApplications.createdAt,
      enteredStatusAt,
    })
    .from(helocApplications)
    .where(
      and(
        ...common,
        filter.lane ? inArray(helocApplications.status, STATUSES_BY_LANE[filter.lane]) : undefined,
      ),
    )
    .orderBy(asc(enteredStatusAt))
    .limit(QUEUE_PAGE_SIZE);

  const statuses = await db
    .selectDistinct({ status: helocApplications.status })
    .from(helocApplications)
    .where(eq(helocApplications.organizationCode, organizationCode));

  return {
    items: rows.map((row) => {
      const entered = new Date(row.enteredStatusAt);
      const lane = laneOf(row.status);
      return {
        uuid: row.uuid,
        loanNumber: loanNumberOf(row.uuid),
        borrowerName: `${row.firstName} ${row.lastName}`,
        propertyState: row.propertyState,
        status: row.status,
        lane,
        enteredStatusAt: entered.toISOString(),
        createdAt: row.createdAt.toISOString(),
        overdue: (now.getTime() - entered.getTime()) / 3_600_000 > QUEUE_SERVICE_LEVEL_HOURS[lane],
        amountCents: row.amountCents,
      };
    }),
    laneCounts,
    statuses: statuses.map((row) => row.status).sort(),
  };
}
