import { randomUUID } from 'node:crypto';
import { type FunnelReport, type LarEditReport, REPORT_API_PATHS } from '@hearth/domain/console-reports';
import {
  HMDA_API_PATHS,
  LAR_FIELD_COUNT,
  uliLoanIdOf,
  universalLoanIdentifier,
} from '@hearth/domain/hmda-lar';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { seedJourney } from '../../test/journey/stages';
import { setupTestApp } from '../../test/test-app';
import { applicationStatusHistory, helocApplications } from '../application/schema';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { identities } from '../identity/schema';
import { telemetrySessions } from '../telemetry/schema';

/**
 * The console's reports over the real routes and database (issue 24 item 7, decisions 0240 and 0241): the funnel,
 * pull-through and time in status counted from seeded files of two lenders, who may read them, and the HMDA
 * register's edit check on a funded file's year, with a planted defect listed by its edit.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);
const db = t.database.db;
const YEAR = new Date().getUTCFullYear();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const funnel = (headers: Record<string, string>, query = 'from=2024-03-01&to=2024-03-04') =>
  get(`${REPORT_API_PATHS.funnel}?${query}`, headers);

let admin: Record<string, string>;
let underwriter: Record<string, string>;
let processor: Record<string, string>;
let chatAgent: Record<string, string>;
let summitAdmin: Record<string, string>;
let borrower: Record<string, string>;

/** A file of `organizationCode` whose whole status history is `moves` (status at an ISO time), ending in `status`. */
async function seededFile(
  organizationCode: string,
  registeredAt: string,
  moves: [string, string][],
  status: string,
): Promise<string> {
  const person = await registeredBorrower(t.app);
  const created = await createApplication(t.app, person.jwt, createBody());
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { uuid: string }).uuid;
  await settledStatus(t.app, person.jwt, uuid);
  await db.delete(applicationStatusHistory).where(eq(applicationStatusHistory.applicationUuid, uuid));
  let from: string | null = null;
  for (const [to, at] of moves) {
    await db.insert(applicationStatusHistory).values({
      applicationUuid: uuid,
      fromStatus: from,
      toStatus: to,
      reason: 'seeded for the report test',
      at: new Date(at),
    });
    from = to;
  }
  await db
    .update(helocApplications)
    .set({ status, organizationCode })
    .where(eq(helocApplications.uuid, uuid));
  await db
    .update(identities)
    .set({ organizationCode, createdAt: new Date(registeredAt) })
    .where(eq(identities.uuid, person.identityUuid));
  return uuid;
}

async function visit(organizationCode: string, at: string) {
  await db.insert(telemetrySessions).values({
    trackerUuid: randomUUID(),
    epoch: Date.parse(at),
    context: 'heloc',
    organizationCode,
    platform: 'web',
    libVersion: '1',
    screenWidth: 1280,
    screenHeight: 800,
    windowWidth: 1280,
    windowHeight: 800,
    createdAt: new Date(at),
  });
}

beforeAll(async () => {
  admin = await staffHeaders(t.app, 'HEARTH', 'ADMIN');
  underwriter = await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER');
  processor = await staffHeaders(t.app, 'HEARTH', 'PROCESSOR');
  chatAgent = await staffHeaders(t.app, 'HEARTH', 'CHAT_AGENT');
  summitAdmin = await staffHeaders(t.app, 'SUMMITCU', 'ADMIN');
  borrower = bearer((await registeredBorrower(t.app)).jwt);

  // Funded: offers, applied, approved, signed and funded on four days.
  await seededFile(
    'HEARTH',
    '2024-03-01T08:00:00Z',
    [
      ['OFFER_SELECTION', '2024-03-01T10:00:00Z'],
      ['HARD_CREDIT_PULL', '2024-03-01T12:00:00Z'],
      ['FINAL_OFFER', '2024-03-02T12:00:00Z'],
      ['RESCISSION', '2024-03-03T12:00:00Z'],
      ['COMPLETE', '2024-03-04T12:00:00Z'],
    ],
    'COMPLETE',
  );
  // Declined after applying.
  await seededFile(
    'HEARTH',
    '2024-03-01T09:00:00Z',
    [
      ['OFFER_SELECTION', '2024-03-01T11:00:00Z'],
      ['HARD_CREDIT_PULL', '2024-03-02T11:00:00Z'],
      ['DECLINED', '2024-03-02T15:00:00Z'],
    ],
    'DECLINED',
  );
  // Still open: back at the offers a day after applying (its second offers entry is not a new one).
  await seededFile(
    'HEARTH',
    '2024-03-02T08:00:00Z',
    [
      ['OFFER_SELECTION', '2024-03-02T09:00:00Z'],
      ['HARD_CREDIT_PULL', '2024-03-02T10:00:00Z'],
      ['OFFER_SELECTION', '2024-03-03T09:00:00Z'],
    ],
    'OFFER_SELECTION',
  );
  // Another lender's funded file, on the same days: never in HEARTH's numbers.
  await seededFile(
    'SUMMITCU',
    '2024-03-01T08:00:00Z',
    [
      ['OFFER_SELECTION', '2024-03-01T10:00:00Z'],
      ['HARD_CREDIT_PULL', '2024-03-01T11:00:00Z'],
      ['COMPLETE', '2024-03-02T11:00:00Z'],
    ],
    'COMPLETE',
  );
  await visit('HEARTH', '2024-03-01T07:00:00Z');
  await visit('HEARTH', '2024-03-01T07:30:00Z');
  await visit('HEARTH', '2024-03-05T07:30:00Z'); // after the range
  await visit('SUMMITCU', '2024-03-01T07:00:00Z');
}, 180_000);

describe('the funnel report (decision 0240)', () => {
  it('counts each stage once per file, by day and brand, from the lender’s own data', async () => {
    const res = await funnel(admin);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as FunnelReport;
    expect(report.from).toBe('2024-03-01');
    expect(report.to).toBe('2024-03-04');
    expect(report.totals).toEqual({
      VISITED: 2,
      REGISTERED: 3,
      OFFERED: 3,
      APPLIED: 3,
      APPROVED: 1,
      SIGNED: 1,
      FUNDED: 1,
    });
    const day = (d: string) => report.days.find((row) => row.day === d && row.brand === 'HEARTH')?.counts;
    expect(day('2024-03-01')).toMatchObject({ VISITED: 2, REGISTERED: 2, OFFERED: 2, APPLIED: 1 });
    expect(day('2024-03-02')).toMatchObject({ REGISTERED: 1, OFFERED: 1, APPLIED: 2, APPROVED: 1 });
    expect(day('2024-03-03')).toMatchObject({ OFFERED: 0, SIGNED: 1 });
    expect(day('2024-03-04')).toMatchObject({ FUNDED: 1 });
    expect(report.days.every((row) => report.brands.some((brand) => brand.code === row.brand))).toBe(true);
    expect(report.brands.map((brand) => brand.code)).not.toContain('SUMMITCU');
    expect(report.byBrand.find((row) => row.brand === 'HEARTH')?.counts.FUNDED).toBe(1);
  });

  it('gives pull-through as funded over applied, and the median and 90th percentile of each status', async () => {
    const report = (await funnel(underwriter)).json() as FunnelReport;
    expect(report.pullThrough).toEqual({
      applied: 3,
      funded: 1,
      closedUnfunded: 1,
      open: 1,
      ratePercent: 33.3,
    });
    const stay = (status: string) => report.timeInStatus.find((row) => row.status === status);
    // Offers: 2 h, 24 h and 1 h; applied (the hard pull): 24 h, 4 h and 23 h.
    expect(stay('OFFER_SELECTION')).toEqual({
      status: 'OFFER_SELECTION',
      stays: 3,
      medianHours: 2,
      p90Hours: 19.6,
    });
    expect(stay('HARD_CREDIT_PULL')).toEqual({
      status: 'HARD_CREDIT_PULL',
      stays: 3,
      medianHours: 23,
      p90Hours: 23.8,
    });
    expect(stay('FINAL_OFFER')).toMatchObject({ stays: 1, medianHours: 24 });
  });

  it('reads only the days asked: a later range has no first offers, only the signing and the funding', async () => {
    const report = (await funnel(admin, 'from=2024-03-03&to=2024-03-04')).json() as FunnelReport;
    expect(report.totals).toMatchObject({ OFFERED: 0, APPLIED: 0, SIGNED: 1, FUNDED: 1, VISITED: 0 });
  });

  it("shows another lender's admin only that lender's numbers", async () => {
    const report = (await funnel(summitAdmin)).json() as FunnelReport;
    expect(report.totals).toMatchObject({ VISITED: 1, REGISTERED: 1, OFFERED: 1, APPLIED: 1, FUNDED: 1 });
    expect(report.brands.map((brand) => brand.code)).not.toContain('HEARTH');
  });

  it('refuses a processor, a chat agent, a borrower and no session; bad dates are a 400', async () => {
    expect((await funnel(processor)).statusCode).toBe(403);
    expect((await funnel(chatAgent)).statusCode).toBe(403);
    expect((await funnel(borrower)).statusCode).toBe(403);
    expect((await funnel({})).statusCode).toBe(401);
    const backwards = await funnel(admin, 'from=2024-03-05&to=2024-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The start date must be on or before the end date.');
    expect((await funnel(admin, 'from=2024-02-30')).statusCode).toBe(400);
    expect((await funnel(admin, 'from=2022-01-01&to=2024-01-01')).statusCode).toBe(400);
  });

  it('defaults to the last 30 days', async () => {
    const report = (await get(REPORT_API_PATHS.funnel, admin)).json() as FunnelReport;
    expect((Date.parse(report.to) - Date.parse(report.from)) / 86_400_000).toBe(29);
  });
});

describe('the HMDA register’s edit check (decision 0241)', () => {
  let funded: { uuid: string };
  let uli: string;
  beforeAll(async () => {
    funded = await seedJourney(http, { stage: 'funded' });
    const file = await get(`${HMDA_API_PATHS.lar}?year=${YEAR}`, admin);
    expect(file.statusCode, file.body).toBe(200);
    const lei = file.body.split('\n')[0]?.split('|')[14] ?? '';
    uli = universalLoanIdentifier(lei, uliLoanIdOf(funded.uuid));
  }, 180_000);

  const edits = (headers: Record<string, string>, year: number | string = YEAR) =>
    get(`${REPORT_API_PATHS.larEdits}?year=${year}`, headers);

  it('checks the file the download gives: every register row has the FFIEC’s 110 fields', async () => {
    const file = await get(`${HMDA_API_PATHS.lar}?year=${YEAR}`, admin);
    const rows = file.body.trimEnd().split('\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split('|')).toHaveLength(LAR_FIELD_COUNT);
    const report = (await edits(admin)).json() as LarEditReport;
    expect(report.rows).toBe(rows.length);
    expect(report.failures.filter((f) => f.record === uli && f.kind === 'FORMAT')).toEqual([]);
  });

  it('lists a row with a planted defect by its edit, and the row is fixed when the data is', async () => {
    const [row] = await db
      .select({ city: helocApplications.propertyCity })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, funded.uuid));
    await db
      .update(helocApplications)
      .set({ propertyCity: '' })
      .where(eq(helocApplications.uuid, funded.uuid));
    const planted = (await edits(admin)).json() as LarEditReport;
    expect(planted.failures).toContainEqual(
      expect.objectContaining({ edit: 'V621', record: uli, fields: [14], kind: 'VALIDITY' }),
    );
    await db
      .update(helocApplications)
      .set({ propertyCity: row?.city ?? 'Denver' })
      .where(eq(helocApplications.uuid, funded.uuid));
    const fixed = (await edits(admin)).json() as LarEditReport;
    expect(fixed.failures.filter((f) => f.edit === 'V621')).toEqual([]);
  });

  it("is an admin's: an underwriter and a borrower are refused, another lender's admin never sees the row", async () => {
    expect((await edits(underwriter)).statusCode).toBe(403);
    expect((await edits(borrower)).statusCode).toBe(403);
    expect((await edits({})).statusCode).toBe(401);
    const other = await edits(summitAdmin);
    if (other.statusCode === 200) {
      expect((other.json() as LarEditReport).failures.map((f) => f.record)).not.toContain(uli);
    } else {
      expect(other.statusCode).toBe(409); // a lender with no LEI on file has no register at all
    }
    expect((await edits(admin, 2010)).statusCode).toBe(400);
    expect((await edits(admin, 'abc')).statusCode).toBe(400);
  });
});

// Keep the imports honest: the seeded files are this lender's, checked by the query the report runs on.
it('seeded the report’s files under the lenders named', async () => {
  const rows = await db
    .select({ org: helocApplications.organizationCode, n: sql<number>`count(*)::int` })
    .from(helocApplications)
    .where(inArray(helocApplications.organizationCode, ['HEARTH', 'SUMMITCU']))
    .groupBy(helocApplications.organizationCode);
  expect(rows.find((row) => row.org === 'SUMMITCU')?.n).toBeGreaterThanOrEqual(1);
});
