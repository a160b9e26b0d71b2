import { APP_START_API_PATHS, type ApplicationSummary } from '@hearth/domain/app-start';
import type { Offer } from '@hearth/domain/entities';
import { FINAL_DECISION_API_PATHS } from '@hearth/domain/final-decision';
import {
  HMDA_API_PATHS,
  isValidLei,
  LAR_FIELD_COUNT,
  TRANSMITTAL_FIELD_COUNT,
  uliLoanIdOf,
  universalLoanIdentifier,
} from '@hearth/domain/hmda-lar';
import { larFieldErrors } from '@hearth/domain/hmda-lar-values';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_APOR_ADJUSTABLE_TABLE,
  SANDBOX_APOR_FIXED_TABLE,
} from '../../providers/apor/sandbox-apor-table';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { seedJourney } from '../../test/journey/stages';
import {
  answerJourneyIdentity,
  connectJourneyPayroll,
  demonstrateJourneyESign,
  registerJourneyBorrower,
  submitJourneyApplication,
  waitForStatus,
} from '../../test/journey/steps';
import { setupTestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';

/**
 * The lender's HMDA register over the real routes (issue 20 item 16, decision 0199): applications driven through the
 * API to a funded line and to an underwriter's denial, under two lenders, and the file checked field by field.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);
const YEAR = new Date().getUTCFullYear();
const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

const lar = (headers: Record<string, string>, year: number | string = YEAR) =>
  t.app.inject({ method: 'GET', url: `${HMDA_API_PATHS.lar}?year=${year}`, headers });

const uliOf = (lei: string, uuid: string) => universalLoanIdentifier(lei, uliLoanIdOf(uuid));

/** The APOR for a day and term, read from a table's text as the FFIEC publishes it: the row of that week's Monday. */
function aporInTableText(table: string, day: Date, termYears: number): number {
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const key = `${monday.getUTCMonth() + 1}/${monday.getUTCDate()}/${monday.getUTCFullYear()}|`;
  const line = table.split('\n').find((l) => l.startsWith(key));
  if (!line) throw new Error(`no APOR row for ${key}`);
  return Number(line.split('|')[termYears]);
}

/** Submitted for the hard pull, then sent by the final decision to an underwriter (verified income under half). */
async function toUnderwriter(organization?: string, answers?: object) {
  const persona = { firstName: 'Verylowincome' };
  const seeded = await seedJourney(http, {
    stage: 'app-summary',
    persona,
    ...(organization ? { organization } : {}),
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: seeded.headers, ...(payload ? { payload } : {}) });
  const declined = { declined: true };
  const put = await call(
    'PUT',
    APP_START_API_PATHS.hmda(seeded.uuid),
    answers ?? { ethnicity: declined, race: declined, sex: declined },
  );
  expect(put.statusCode, put.body).toBe(200);
  const summary = (await call('GET', APP_START_API_PATHS.summary(seeded.uuid))).json() as ApplicationSummary;
  await demonstrateJourneyESign(http, seeded.headers, seeded.uuid, 'BORROWER');
  const accepted = await call('POST', APP_START_API_PATHS.acceptDisclosures(seeded.uuid), {
    accepted: summary.disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })),
  });
  expect(accepted.statusCode, accepted.body).toBeLessThan(300);
  await waitForStatus(http, seeded, 'INCOME_VERIFICATION');
  await connectJourneyPayroll(http, seeded);
  await waitForStatus(http, seeded, 'IDENTITY_VERIFICATION');
  await answerJourneyIdentity(http, seeded);
  await waitForStatus(http, seeded, 'UNDERWRITING_REVIEW');
  return seeded;
}

async function declineByUnderwriter(uuid: string, staff: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: FINAL_DECISION_API_PATHS.underwritingDecision(uuid),
    headers: staff,
    payload: {
      decision: 'DECLINE',
      note: 'Verified income does not support the line',
      reasons: ['INSUFFICIENT_INCOME'],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await findApplication(t.database.db, uuid))?.status).toBe('DECLINED');
}

let hearthStaff: Record<string, string>;
let summitStaff: Record<string, string>;
let funded: { uuid: string };
let denied: { uuid: string };
let summitDenied: { uuid: string };
let prequalDeclined: { uuid: string };
let open: { uuid: string };

beforeAll(async () => {
  hearthStaff = await staffHeaders(t.app, 'HEARTH');
  summitStaff = await staffHeaders(t.app, 'SUMMITCU');
  funded = await seedJourney(http, { stage: 'funded' });
  denied = await toUnderwriter(undefined, {
    ethnicity: { values: ['NOT_HISPANIC_OR_LATINO'] },
    race: { values: ['ASIAN', 'KOREAN'] },
    sex: { values: ['FEMALE'] },
  });
  await declineByUnderwriter(denied.uuid, hearthStaff);
  summitDenied = await toUnderwriter('SUMMITCU');
  await declineByUnderwriter(summitDenied.uuid, summitStaff);
  // Declined on the soft pull: a prequalification request, not reported (comment 2(b)-2).
  const borrower = await registerJourneyBorrower(http);
  const declinedOnSoftPull = await submitJourneyApplication(http, borrower, { lastName: 'Decline' });
  await waitForStatus(http, declinedOnSoftPull, 'DECLINED');
  prequalDeclined = declinedOnSoftPull;
  open = await seedJourney(http, { stage: 'offers' });
}, 240_000);

function linesOf(body: string): string[][] {
  expect(body.endsWith('\n')).toBe(true);
  return body
    .slice(0, -1)
    .split('\n')
    .map((line) => line.split('|'));
}

describe('GET /lender/hmda/lar: the HMDA loan/application register (decision 0199)', () => {
  it("answers the lender's staff with the FFIEC file: the transmittal sheet, then one 110-field row per final action", async () => {
    const res = await lar(hearthStaff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const [ts, ...rows] = linesOf(res.body);
    const lei = ts?.[14] ?? '';
    expect(isValidLei(lei)).toBe(true);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${lei}-${YEAR}-LAR.txt"`);

    expect(ts).toHaveLength(TRANSMITTAL_FIELD_COUNT);
    expect(ts).toEqual([
      '1',
      'Hearth Home Lending, Inc.',
      String(YEAR),
      '4',
      'Dana Whitfield', // the lender's server-side filing contact (decision 0211)
      '888-555-0177',
      'hmda@hearth.example',
      '1 Hearth Plaza Suite 400',
      'Denver',
      'CO',
      '80202',
      '7', // a non-depository lender
      '2',
      '00-7310428', // the lender's taxpayer id, from its server-side configuration only
      lei,
    ]);

    // The lender's own applications with a final action this year: not the prequalification decline, the open
    // application or the other lender's denial.
    expect(rows.map((row) => row.length)).toEqual([LAR_FIELD_COUNT, LAR_FIELD_COUNT]);
    expect(new Set(rows.map((row) => row[2]))).toEqual(
      new Set([uliOf(lei, funded.uuid), uliOf(lei, denied.uuid)]),
    );
    for (const other of [prequalDeclined, open, summitDenied])
      expect(res.body).not.toContain(uliLoanIdOf(other.uuid));

    const originated = rows.find((row) => row[2] === uliOf(lei, funded.uuid)) ?? [];
    // Every field of the originated line holds a value the FIG allows: rate spread and HOEPA status included.
    expect(larFieldErrors(originated.join('|'))).toEqual([]);
    const stored = await findApplication(t.database.db, funded.uuid);
    const offer = stored?.selectedOffer as unknown as Offer & { autopay?: boolean };
    const rate =
      offer.discountList.find((d) => d.discount.type === 'AUTOPAY')?.rateWithDiscount ?? offer.rate;
    const at = (n: number) => originated[n - 1];
    const expected: [number, string][] = [
      [1, '2'],
      [2, lei],
      [4, today()],
      [5, '1'],
      [7, '2'],
      [8, '1'],
      [9, '1'],
      [10, String(offer.max / 100)],
      [11, '1'],
      [12, today()],
      [13, '1400 Happy Path Ln'],
      [14, 'Sacramento'],
      [15, 'CA'],
      [16, '95814'],
      [17, '06067'],
      [19, '3'], // the journey declined the questions
      [25, '5'],
      [31, '2'],
      [32, '4'],
      [33, '6'],
      [41, '8'],
      [49, '2'],
      [51, '3'],
      [53, '2'],
      [56, '9999'],
      [57, '150'],
      [58, '0'],
      [60, '2'], // not a high-cost mortgage: the APR and the points and fees are under the triggers
      [64, '8'],
      [65, 'Sandbox Score 2 (VantageScore-style)'],
      [66, '10'],
      [68, '10'],
      [73, 'NA'],
      [74, 'NA'],
      [75, 'NA'],
      [76, 'NA'],
      [77, 'NA'],
      [78, String(rate)],
      [79, 'NA'],
      [82, String(offer.term * 12)],
      [93, '1'],
      [96, '6'],
      [102, '17'],
      [108, '2'],
      [109, '1'],
      [110, '2'],
    ];
    expect(expected.map(([n]) => [n, at(n)])).toEqual(expected);
    expect(at(18)).toMatch(/^06067\d{6}$/);
    expect(at(55)).toMatch(/^4\d$/); // born 1980
    expect(Number(at(62))).toBeGreaterThan(300);
    expect(at(61)).toBe('2'); // the home's mortgage stays ahead of the line
    // Field 59, the rate spread (decision 0211): the line's APR less the APOR of the comparable closed-end loan in
    // the week the rate was set (today's final offer), read here straight from the sandbox table's text.
    const comparable =
      offer.type === 'FIXED'
        ? { table: SANDBOX_APOR_FIXED_TABLE, term: offer.term }
        : { table: SANDBOX_APOR_ADJUSTABLE_TABLE, term: 1 };
    const apor = aporInTableText(comparable.table, new Date(), comparable.term);
    expect(at(59)).toBe(String(Math.round((rate - apor) * 1000) / 1000));
    expect(at(59)).toMatch(/^-?\d+(\.\d{1,3})?$/);
    expect(Number(at(59))).toBeLessThan(8.5); // so field 60 says 2
    expect(res.headers['x-hmda-missing-fields']).toBe('0');
  });

  it("reports the underwriter's denial with the applicant's own answers and the underwriter's words", async () => {
    const res = await lar(hearthStaff);
    const [ts, ...rows] = linesOf(res.body);
    const row = rows.find((r) => r[2] === uliOf(ts?.[14] ?? '', denied.uuid)) ?? [];
    expect(larFieldErrors(row.join('|'))).toEqual([]);
    const at = (n: number) => row[n - 1];
    const expected: [number, string][] = [
      [11, '3'],
      [12, today()],
      [19, '2'], // not Hispanic or Latino
      [31, '2'], // applied online: not collected on visual observation or surname
      [33, '2'], // Asian
      [34, '25'], // Korean
      [35, ''],
      [51, '2'], // female
      [57, '60'], // the verified income the decision relied on, in thousands
      [59, 'NA'],
      [60, '3'],
      [68, '1'], // the underwriter's reason, insufficient income: debt-to-income ratio
      [69, ''],
      [72, ''], // no 'Other' reason, so no free text
      [78, 'NA'],
    ];
    expect(expected.map(([n]) => [n, at(n)])).toEqual(expected);
  });

  it("gives another lender its own register under its own LEI, and nothing of Hearth's", async () => {
    const res = await lar(summitStaff);
    expect(res.statusCode, res.body).toBe(200);
    const [ts, ...rows] = linesOf(res.body);
    const lei = ts?.[14] ?? '';
    expect(lei).not.toBe(linesOf((await lar(hearthStaff)).body)[0]?.[14]);
    expect(ts?.[1]).toBe('Summit Ridge Credit Union');
    expect(ts?.[11]).toBe('5'); // a credit union: the NCUA
    expect(ts?.[12]).toBe('1');
    expect(rows.map((row) => row[2])).toEqual([uliOf(lei, summitDenied.uuid)]);
    for (const other of [funded, denied]) expect(res.body).not.toContain(uliLoanIdOf(other.uuid));
  });

  it('answers a year with no final actions with the transmittal sheet alone', async () => {
    const res = await lar(hearthStaff, 2019);
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.body)).toHaveLength(1);
    expect(linesOf(res.body)[0]?.[12]).toBe('0');
  });

  it('refuses a year that is not a calendar year of the FIG', async () => {
    for (const year of ['abc', '2017', '2026.5', '']) {
      const res = await lar(hearthStaff, year);
      expect(res.statusCode, `year=${year}`).toBe(400);
    }
  });

  it('answers 401 without a token and 403 to a borrower', async () => {
    expect((await lar({})).statusCode).toBe(401);
    const borrower = await registeredBorrower(t.app);
    expect((await lar(bearer(borrower.jwt))).statusCode).toBe(403);
  });
});
