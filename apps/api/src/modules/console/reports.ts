import type { PrivateLabelData } from '@hearth/domain/brands';
import {
  conversionPercent,
  FUNNEL_STAGE_KEYS,
  FUNNEL_STAGES,
  type FunnelReport,
  type FunnelStage,
  type ReportQuery,
  reportRange,
  type StageCounts,
} from '@hearth/domain/console-reports';
import { CLOSED_STATUSES } from '@hearth/domain/status-machine';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The lender's funnel, pull-through and time in each status (issue 24 item 7, decision 0240), aggregated in SQL:
 * each query reads a date range through an index (telemetry sessions and borrower accounts by lender and time, the
 * status history by time), joins the applications by their key, and returns one row per day, brand and stage, so
 * the work grows with the range asked, not with the tables. Only the brands of the caller's lender, ever.
 */

export interface ReportDeps {
  db: Db;
  organizations(): readonly PrivateLabelData[];
}

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The brands of the staff member's lender: every brand of its canonical lender (one legal entity, as for HMDA). */
export function lenderBrands(deps: ReportDeps, organizationCode: string): PrivateLabelData[] {
  const brands = deps.organizations();
  const own = brands.find((brand) => brand.orgCode === organizationCode);
  if (!own) return [];
  return brands.filter((brand) => brand.canonicalOrgCode === own.canonicalOrgCode);
}

const emptyCounts = (): StageCounts =>
  Object.fromEntries(FUNNEL_STAGE_KEYS.map((key) => [key, 0])) as StageCounts;

const STAGE_OF_STATUS = new Map<string, FunnelStage>(
  FUNNEL_STAGES.flatMap((stage) => stage.statuses.map((status) => [status, stage.key] as const)),
);
const STAGE_STATUSES = [...STAGE_OF_STATUS.keys()];

/** The day of a timestamp in UTC, as the report's rows are keyed. */
const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The first time each application entered `statusList` in the range: no earlier row of it moved to that status. */
const firstEntries = (codes: SQL, from: string, to: string, statusList: SQL) => sql`
  from application_status_history h
  join heloc_applications a on a.uuid = h.application_uuid
  where h.at >= ${from}::timestamptz and h.at < ${to}::timestamptz
    and h.to_status in (${statusList})
    and a.organization_code in (${codes})
    and not exists (
      select 1 from application_status_history e
      where e.application_uuid = h.application_uuid and e.to_status = h.to_status and e.id < h.id
    )`;

export async function funnelReport(
  deps: ReportDeps,
  organizationCode: string,
  query: ReportQuery,
  now: Date,
): Promise<FunnelReport> {
  const { from, to } = reportRange(query, now);
  const brands = lenderBrands(deps, organizationCode);
  // A lender missing from the directory still sees its own code's data, never an empty `in ()`.
  const codes = sql.join(
    (brands.length > 0 ? brands.map((brand) => brand.orgCode) : [organizationCode]).map(
      (code) => sql`${code}`,
    ),
    sql`, `,
  );
  const start = `${from}T00:00:00Z`;
  // The end day is included: the range ends at the next midnight.
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const statusList = sql.join(
    STAGE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );

  const visits = await rows<{ day: string; brand: string; n: number }>(
    deps.db,
    sql`select ${dayOf(sql`created_at`)} as day, organization_code as brand, count(*)::int as n
        from telemetry_sessions
        where organization_code in (${codes}) and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1, 2`,
  );
  const registrations = await rows<{ day: string; brand: string; n: number }>(
    deps.db,
    sql`select ${dayOf(sql`created_at`)} as day, organization_code as brand, count(*)::int as n
        from identities
        where organization_code in (${codes}) and role = 'BORROWER'
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1, 2`,
  );
  const entries = await rows<{ day: string; brand: string; status: string; n: number }>(
    deps.db,
    sql`select ${dayOf(sql`h.at`)} as day, a.organization_code as brand, h.to_status as status, count(*)::int as n
        ${firstEntries(codes, start, end, statusList)}
        group by 1, 2, 3`,
  );

  const byDay = new Map<string, { day: string; brand: string; counts: StageCounts }>();
  const add = (day: string, brand: string, stage: FunnelStage, n: number) => {
    const key = `${day}|${brand}`;
    const row = byDay.get(key) ?? { day, brand, counts: emptyCounts() };
    row.counts[stage] += Number(n);
    byDay.set(key, row);
  };
  for (const row of visits) add(row.day, row.brand, 'VISITED', row.n);
  for (const row of registrations) add(row.day, row.brand, 'REGISTERED', row.n);
  for (const row of entries) {
    const stage = STAGE_OF_STATUS.get(row.status);
    if (stage) add(row.day, row.brand, stage, row.n);
  }
  const days = [...byDay.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.brand.localeCompare(b.brand),
  );
  const totals = emptyCounts();
  const brandTotals = new Map<string, StageCounts>();
  for (const row of days) {
    const own = brandTotals.get(row.brand) ?? emptyCounts();
    for (const key of FUNNEL_STAGE_KEYS) {
      totals[key] += row.counts[key];
      own[key] += row.counts[key];
    }
    brandTotals.set(row.brand, own);
  }

  // Pull-through: the applications that applied in the range, by where they stand now.
  const outcomes = await rows<{ status: string; n: number }>(
    deps.db,
    sql`select a.status as status, count(*)::int as n
        ${firstEntries(codes, start, end, sql`'HARD_CREDIT_PULL'`)}
        group by 1`,
  );
  const closed = new Set<string>(CLOSED_STATUSES);
  const pull = { applied: 0, funded: 0, closedUnfunded: 0, open: 0 };
  for (const row of outcomes) {
    const n = Number(row.n);
    pull.applied += n;
    if (row.status === 'COMPLETE') pull.funded += n;
    else if (closed.has(row.status)) pull.closedUnfunded += n;
    else pull.open += n;
  }

  // Time in each status: every stay that ended in the range (the next move of the file), by the status it was in.
  const stays = await rows<{ status: string; stays: number; median: number; p90: number }>(
    deps.db,
    sql`select p.to_status as status, count(*)::int as stays,
          percentile_cont(0.5) within group (order by extract(epoch from n.at - p.at)) as median,
          percentile_cont(0.9) within group (order by extract(epoch from n.at - p.at)) as p90
        from application_status_history n
        join heloc_applications a on a.uuid = n.application_uuid
        join lateral (
          select q.at, q.to_status from application_status_history q
          where q.application_uuid = n.application_uuid and q.id < n.id
          order by q.id desc limit 1
        ) p on true
        where n.at >= ${start}::timestamptz and n.at < ${end}::timestamptz and a.organization_code in (${codes})
        group by 1`,
  );
  // To a hundredth of an hour (36 seconds): a short wait still reads in minutes on the page.
  const hours = (seconds: number) => Math.round((Number(seconds) / 3600) * 100) / 100;

  return {
    from,
    to,
    brands: brands.map((brand) => ({ code: brand.orgCode, name: brand.orgMetaData.companyInfo.companyName })),
    days,
    totals,
    byBrand: brands.map((brand) => ({
      brand: brand.orgCode,
      counts: brandTotals.get(brand.orgCode) ?? emptyCounts(),
    })),
    pullThrough: {
      ...pull,
      ratePercent: conversionPercent(pull.applied, pull.funded),
    },
    timeInStatus: stays
      .map((row) => ({
        status: row.status,
        stays: Number(row.stays),
        medianHours: hours(row.median),
        p90Hours: hours(row.p90),
      }))
      .sort((a, b) => b.p90Hours - a.p90Hours || a.status.localeCompare(b.status)),
  };
}
