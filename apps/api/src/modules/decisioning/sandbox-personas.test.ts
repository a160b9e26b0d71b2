import { readFileSync } from 'node:fs';
import { type DecisionResult, decide } from '@hearth/domain/decisioning/engine';
import { REASONS_WITHOUT_A_C1_LINE, REG_B_REASONS } from '@hearth/domain/decisioning/reasons';
import { describe, expect, it } from 'vitest';
import { SandboxCreditBureau } from '../../providers/credit-bureau/sandbox-credit-bureau';
import { SandboxPropertyData } from '../../providers/property-data/sandbox-property-data';
import {
  buildAdverseActionNotice,
  creditorFor,
  ecoaAgencyForOrganization,
  MAX_PRINCIPAL_REASONS,
} from './adverse-action';

/**
 * Runs every row of docs/sandbox-personas.md through the sandbox providers and the engine, so the
 * table testers and the e2e suite rely on cannot drift from the code.
 */

const DOC = new URL('../../../../../docs/sandbox-personas.md', import.meta.url);
const NOW = new Date();
const bureau = new SandboxCreditBureau({ clock: () => NOW });
const properties = new SandboxPropertyData({ now: NOW });

interface PersonaRow {
  branch: string;
  firstName: string;
  lastName: string;
  dob: string;
  address: { street1: string; city: string; state: string; zip: string };
  occupancy: 'HOME' | 'SECONDARY' | 'INVESTMENT';
  listedForSale: boolean;
  incomeDollars: number;
  ssn: string;
  status: string;
  detail: Map<string, string>;
}

function personaRows(): PersonaRow[] {
  const markdown = readFileSync(DOC, 'utf8');
  const section = markdown.split('## Personas')[1]?.split('\n## ')[0] ?? '';
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [branch, firstName, lastName, dob, address, occupancy, forSale, income, ssn, status, detail] =
      cells;
    const parts = /^(.+), (.+), ([A-Z]{2}) (\d{5})$/.exec(address ?? '');
    if (!parts || cells.length !== 11) throw new Error(`unreadable persona row: ${line}`);
    return {
      branch: branch!,
      firstName: firstName!,
      lastName: lastName!,
      dob: dob!,
      address: { street1: parts[1]!, city: parts[2]!, state: parts[3]!, zip: parts[4]! },
      occupancy: occupancy as PersonaRow['occupancy'],
      listedForSale: forSale === 'YES',
      incomeDollars: Number(income),
      ssn: ssn!,
      status: status!,
      detail: new Map(
        (detail ?? '')
          .split(';')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => {
            const [key, value = ''] = pair.split('=');
            return [key!.trim(), value.trim()] as const;
          }),
      ),
    };
  });
}

async function run(row: PersonaRow): Promise<DecisionResult> {
  const credit = await bureau.softPull({
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    address: row.address,
    ...(row.ssn ? { ssn: row.ssn } : {}),
  });
  const property = await properties.lookup(row.address);
  return decide({
    credit,
    property,
    applicant: {
      dob: row.dob,
      occupancy: row.occupancy,
      listedForSale: row.listedForSale,
      incomeAnnualCents: row.incomeDollars * 100,
      otherIncomeAnnualCents: 0,
    },
    orgPricingData: { rateSheetKey: 'standard', marginAdjustment: 0, maxOriginationFeePercent: 4.99 },
    now: NOW,
  });
}

const rows = personaRows();

describe('docs/sandbox-personas.md', () => {
  it('lists a persona for every prequal branch of the step router', () => {
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of [
      'OFFER_SELECTION',
      'DECLINED',
      'SOFT_CREDIT_LOCKED_OR_FROZEN',
      'CREDIT_NO_MATCH',
      'CREDIT_NO_MATCH_SSN',
      'NO_PROPERTY_FOUND',
      'MULTIPLE_PROPERTIES',
    ]) {
      expect(statuses).toContain(status);
    }
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it('offers every persona address in the typeahead', () => {
    for (const row of rows) {
      const [first] = properties.search(`${row.address.street1}, ${row.address.city}`, 1);
      expect(first?.street1, row.branch).toBe(row.address.street1);
    }
  });

  it.each(rows.map((row) => [row.branch, row] as const))('%s', async (_branch, row) => {
    const result = await run(row);
    expect(result.status).toBe(row.status);
    for (const [key, expected] of row.detail) {
      switch (key) {
        case 'decision':
          expect(result.decision).toBe(expected);
          break;
        case 'subDecision':
          expect(result.outcome === 'APPROVED' ? result.offerSet.subDecision : result.subDecision).toBe(
            expected,
          );
          break;
        case 'reasons':
          expect(result.outcome === 'DECLINED' && result.reasons.map((r) => r.code).join(',')).toBe(expected);
          break;
        case 'notices':
          expect(result.outcome === 'APPROVED' && result.notices.join(',')).toBe(expected);
          break;
        case 'bpo':
          expect(result.outcome === 'APPROVED' && result.offerSet.status?.bpo).toBe(expected);
          break;
        case 'fee':
          expect(
            result.outcome === 'APPROVED' && result.offerSet.offers.map((o) => o.originationFee),
          ).toEqual(result.outcome === 'APPROVED' ? result.offerSet.offers.map(() => Number(expected)) : []);
          break;
        case 'max':
        case 'minDraw': {
          const offers = result.outcome === 'APPROVED' ? result.offerSet.offers : [];
          expect(offers.length).toBeGreaterThan(0);
          for (const offer of offers) expect(offer[key]).toBe(Number(expected) * 100);
          break;
        }
        case 'recordingTax': {
          const offers = result.outcome === 'APPROVED' ? result.offerSet.offers : [];
          expect(offers.length).toBeGreaterThan(0);
          for (const offer of offers) expect(offer.maxRecordingTax > 0).toBe(expected === 'yes');
          break;
        }
        default:
          throw new Error(`unknown detail key ${key} in row ${row.branch}`);
      }
    }
  });
});

/** Issue 8, defect 7: every decline persona's notice states Regulation B reasons and the score's key factors. */
describe('adverse action notice of every decline persona', () => {
  const declines = rows.filter((row) => row.status === 'DECLINED');
  const noticeOf = (row: PersonaRow, result: Extract<DecisionResult, { outcome: 'DECLINED' }>) =>
    buildAdverseActionNotice({
      result,
      creditor: creditorFor(undefined),
      ecoaAgency: ecoaAgencyForOrganization(undefined),
      applicant: { firstName: row.firstName, lastName: row.lastName, address: row.address },
      now: NOW,
    });

  it.each(declines.map((row) => [row.branch, row] as const))('%s', async (_branch, row) => {
    const result = await run(row);
    if (result.outcome !== 'DECLINED') throw new Error(`${row.branch} did not decline`);
    const notice = noticeOf(row, result);
    expect(notice.principalReasons.length).toBeGreaterThan(0);
    expect(notice.principalReasons.length).toBeLessThanOrEqual(MAX_PRINCIPAL_REASONS);
    for (const { code, statement } of notice.principalReasons) {
      // A form C-1 reason verbatim; "Other" only for reasons the form has no line for.
      if (!(REG_B_REASONS as readonly string[]).includes(statement)) {
        expect(statement, `${row.branch}: ${code}`).toMatch(/^Other: /);
        expect(REASONS_WITHOUT_A_C1_LINE, `${row.branch}: ${statement}`).toContain(code);
      }
    }
    expect(notice.principalReasons.map((r) => r.statement)).not.toContain(
      'Other: credit score below our minimum requirement',
    );
    if (!notice.consumerReportUsed) {
      expect(notice.creditScore).toBeNull();
      return;
    }
    const factors = notice.creditScore?.keyFactors ?? [];
    const inquiries = factors.findIndex((f) => f.code === '08');
    if (notice.creditScore?.score === null) {
      // A thin file has no score, so no key factors of one (issue 20 item 12).
      expect(factors, row.branch).toEqual([]);
      expect(notice.text).not.toContain('Key factors');
      return;
    }
    expect(factors.length, row.branch).toBeGreaterThanOrEqual(1);
    expect(factors.length, row.branch).toBeLessThanOrEqual(inquiries >= 4 ? 5 : 4);
    for (const factor of factors) expect(notice.text).toContain(`- ${factor.description}`);
  });

  it('shows five key factors for the low-score persona, whose inquiries come fifth', async () => {
    const row = declines.find((r) => r.lastName === 'Decline');
    const result = row && (await run(row));
    if (!row || result?.outcome !== 'DECLINED') throw new Error('the Decline persona must decline');
    const notice = noticeOf(row, result);
    expect(notice.creditScore?.keyFactors).toHaveLength(5);
    expect(notice.creditScore?.keyFactors.at(-1)?.code).toBe('08');
    expect(notice.creditScore?.inquiriesWereAKeyFactor).toBe(true);
  });
});
