import { z } from 'zod';
import type { ApplicationStatus } from './enum-values';
import type { LarEditFailure } from './hmda-edits';

/**
 * The console's reports (issue 24 item 7, decisions 0240 and 0241): the funnel from a visit to a funded line by day
 * and by brand, pull-through and time in each status; and the HMDA register's edit check before its download. The
 * server computes them and the page draws them from these shapes.
 */

/**
 * The funnel's stages, in order. A visit is a telemetry session; a registration a borrower account; every later
 * stage is the first time an application entered the status named (the status history), so a file that moves back
 * and forth counts once.
 */
export const FUNNEL_STAGES = [
  { key: 'VISITED', label: 'Visited', statuses: [] },
  { key: 'REGISTERED', label: 'Registered', statuses: [] },
  { key: 'OFFERED', label: 'Saw offers', statuses: ['OFFER_SELECTION'] },
  { key: 'APPLIED', label: 'Applied', statuses: ['HARD_CREDIT_PULL'] },
  { key: 'APPROVED', label: 'Approved', statuses: ['FINAL_OFFER'] },
  { key: 'SIGNED', label: 'Signed', statuses: ['RESCISSION'] },
  { key: 'FUNDED', label: 'Funded', statuses: ['COMPLETE'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly ApplicationStatus[] }[];

export type FunnelStage = (typeof FUNNEL_STAGES)[number]['key'];
export const FUNNEL_STAGE_KEYS = FUNNEL_STAGES.map((stage) => stage.key) as FunnelStage[];

/** The longest range one report covers: a year and a day, so a leap year's whole year fits. */
export const REPORT_MAX_DAYS = 366;
/** The range when none is asked for: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = z
  .string()
  .regex(DAY, 'Enter a date as YYYY-MM-DD.')
  // A day that does not exist (30 February) would roll over in Date: it must read back as itself.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'Enter a real date.');

export const reportQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date.',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `Choose a range of at most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const stageCounts = z.object(
  Object.fromEntries(FUNNEL_STAGE_KEYS.map((key) => [key, z.number().int()])) as Record<
    FunnelStage,
    z.ZodNumber
  >,
);
export type StageCounts = Record<FunnelStage, number>;

export const funnelReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The lender's brands the report covers (one legal entity, decision 0240). */
  brands: z.array(z.object({ code: z.string(), name: z.string() })),
  /** One row per day and brand with anything in it, oldest first. */
  days: z.array(z.object({ day: z.string(), brand: z.string(), counts: stageCounts })),
  totals: stageCounts,
  byBrand: z.array(z.object({ brand: z.string(), counts: stageCounts })),
  /** Of the applications that applied in the range: how many are funded, closed without funding, or still open. */
  pullThrough: z.object({
    applied: z.number().int(),
    funded: z.number().int(),
    closedUnfunded: z.number().int(),
    open: z.number().int(),
    /** Funded over applied, in percent to one decimal; null when nothing applied. */
    ratePercent: z.number().nullable(),
  }),
  /** Stays that ended in the range, by the status they were in: how many, and the median and 90th percentile. */
  timeInStatus: z.array(
    z.object({
      status: z.string(),
      stays: z.number().int(),
      medianHours: z.number(),
      p90Hours: z.number(),
    }),
  ),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** The day a range starts and ends on, defaulting to the last 30 days up to `today` (UTC). */
export function reportRange(query: ReportQuery, today: Date): { from: string; to: string } {
  const to = query.to ?? today.toISOString().slice(0, 10);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  return { from, to };
}

/** Stage-to-stage conversion in percent to one decimal; null when the earlier stage is empty. */
export function conversionPercent(from: number, to: number): number | null {
  return from > 0 ? Math.round((to / from) * 1000) / 10 : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The HMDA register's edit check

export const larEditReportSchema = z.object({
  year: z.number().int(),
  /** Register rows in the file (the transmittal sheet not counted). */
  rows: z.number().int(),
  /** Rows (and the sheet) that fail at least one edit. */
  failingRecords: z.number().int(),
  failures: z.array(
    z.object({
      edit: z.string(),
      kind: z.enum(['FORMAT', 'SYNTACTICAL', 'VALIDITY']),
      line: z.number().int(),
      record: z.string(),
      fields: z.array(z.number().int()),
      message: z.string(),
    }),
  ),
});
export type LarEditReport = z.infer<typeof larEditReportSchema>;
export type { LarEditFailure };

export const REPORT_API_PATHS = {
  funnel: '/service-console/api/v1/reports/funnel',
  /** `?year=2026`: the register's rows that fail the FFIEC edits, before the file is downloaded. */
  larEdits: '/service-application/api/v1/lender/hmda/lar/edits',
} as const;
