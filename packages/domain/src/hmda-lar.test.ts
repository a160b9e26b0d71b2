import { describe, expect, it } from 'vitest';
import { isCensusGeography, STATE_FIPS, stateFipsOf } from './census-geography';
import { reason } from './decisioning/reasons';
import { type HmdaAnswers, hmdaAnswersSchema } from './hmda';
import {
  ACTION_TAKEN,
  creditScoringModel,
  federalAgencyOf,
  hasValidCheckDigits,
  isValidLei,
  LAR_FIELD_COUNT,
  LAR_FIELDS,
  type LarApplicationFacts,
  type LarRow,
  larActionOf,
  larFile,
  larLine,
  larRow,
  mod97CheckDigits,
  rateSetDateOf,
  type StatusHistoryEntry,
  TRANSMITTAL_FIELD_COUNT,
  TRANSMITTAL_FIELDS,
  type TransmittalFacts,
  transmittalLine,
  transmittalRow,
  uliLoanIdOf,
  universalLoanIdentifier,
} from './hmda-lar';
import { LAR_VALID_VALUES, larFieldErrors } from './hmda-lar-values';

/**
 * The register row against the FFIEC Filing Instructions Guide (issue 20 item 16, decision 0199): each field of a
 * known application against the value the FIG codes for it, and every field against the FIG's allowed values
 * (`hmda-lar-values.ts`, written from the FIG and the FFIEC platform's validity edits, not from the builder).
 */

const LEI = `HRTH00HMDATESTLEI1${mod97CheckDigits('HRTH00HMDATESTLEI1')}`;
const UUID = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60';

const answers = (input: unknown): HmdaAnswers => hmdaAnswersSchema.parse(input);

/** A California line opened on 20 March 2026, applied for on 2 February by a Korean-American woman born 1980. */
function originatedFacts(overrides: Partial<LarApplicationFacts> = {}): LarApplicationFacts {
  return {
    lei: LEI,
    applicationUuid: UUID,
    action: {
      code: ACTION_TAKEN.ORIGINATED,
      date: { year: 2026, month: 3, day: 20 },
      applicationDate: { year: 2026, month: 2, day: 2 },
    },
    occupancy: 'HOME',
    property: {
      street1: '1400 Happy Path Ln',
      street2: '',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
      type: 'SINGLE_FAMILY',
    },
    geography: { stateFips: '06', countyFips: '06067', censusTract: '06067001101' },
    applicant: {
      answers: answers({
        ethnicity: { values: ['NOT_HISPANIC_OR_LATINO'] },
        race: { values: ['ASIAN', 'KOREAN', 'WHITE'] },
        sex: { values: ['FEMALE'] },
      }),
      dateOfBirth: '1980-04-12',
      credit: { score: 742, model: 'FICO Score 8' },
    },
    line: { creditLimitCents: 10_000_000, interestRatePercent: 8.875, rateType: 'FIXED', termYears: 20 },
    liens: { remainingCents: 25_000_000, paidOffCents: 0 },
    propertyValueCents: 50_000_000,
    incomeCents: 15_000_000,
    monthlyDebtCents: 250_000,
    denial: { reasons: [], note: null },
    averagePrimeOfferRatePercent: null,
    hoepa: 'NOT_HIGH_COST',
    originatorNmlsrId: null,
    ...overrides,
  };
}

const fieldsOf = (line: string) => line.split('|');

/** Every field of the row holds a value the FIG allows, except a named gap, which is left empty. */
function expectAllowed(row: LarRow): void {
  expect(fieldsOf(larLine(row.record))).toHaveLength(LAR_FIELD_COUNT);
  expect(
    larFieldErrors(
      larLine(row.record),
      row.gaps.map((g) => g.field),
    ),
  ).toEqual([]);
}

/** An independent reading of FIG appendix C step 3: the whole ULI, letters as numbers, leaves 1 modulo 97. */
function uliRemainder(uli: string): bigint {
  const digits = [...uli.toUpperCase()]
    .map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55)))
    .join('');
  return BigInt(digits) % 97n;
}

describe('the ULI and LEI check digits (FIG appendix C, ISO 7064 MOD 97-10)', () => {
  it("gives the FIG's worked example its check digits 38", () => {
    expect(mod97CheckDigits('10Bx939c5543TqA1144M999143X')).toBe('38');
    expect(hasValidCheckDigits('10Bx939c5543TqA1144M999143X38')).toBe(true);
    // One character changed is a transcription error (edit V609).
    expect(hasValidCheckDigits('10Bx939c5543TqA1144M999133X38')).toBe(false);
  });

  it('accepts real LEIs and refuses one with a changed character or the wrong form', () => {
    for (const lei of ['506700GE1G29325QX363', '5493001KJTIIGC8Y1R12', '7LTWFZYICNSX8D621K86'])
      expect(isValidLei(lei), lei).toBe(true);
    expect(isValidLei('506700GE1G29325QX364')).toBe(false);
    expect(isValidLei('506700ge1g29325qx363')).toBe(false);
    expect(isValidLei('506700GE1G29325QX36')).toBe(false);
  });

  it("builds a ULI of the lender's LEI, the loan's 23 characters and two check digits, 45 characters in all", () => {
    const loanId = uliLoanIdOf(UUID);
    expect(loanId).toMatch(/^[0-9A-Z]{23}$/);
    expect(uliLoanIdOf(UUID.toUpperCase())).toBe(loanId);
    expect(uliLoanIdOf('00000000-0000-4000-8000-000000000001')).not.toBe(loanId);
    const uli = universalLoanIdentifier(LEI, loanId);
    expect(uli).toHaveLength(45);
    expect(uli.startsWith(`${LEI}${loanId}`)).toBe(true);
    expect(uliRemainder(uli)).toBe(1n);
    expect(() => universalLoanIdentifier('NOT-AN-LEI', loanId)).toThrow(RangeError);
    expect(() => universalLoanIdentifier(LEI, `${loanId}X`)).toThrow(RangeError);
  });
});

describe('one application as a register row (FIG section 4)', () => {
  it('writes the 110 fields of an originated California line, each one as the FIG codes it', () => {
    const row = larRow(originatedFacts());
    const { record, gaps } = row;
    const line = larLine(record);
    expectAllowed(row);
    const f = fieldsOf(line);
    const at = (n: number) => f[n - 1];
    const uli = universalLoanIdentifier(LEI, uliLoanIdOf(UUID));
    const expected: [number, string][] = [
      [1, '2'],
      [2, LEI],
      [3, uli],
      [4, '20260202'],
      [5, '1'], // conventional
      [6, '4'], // other purpose: nothing refinanced, home improvement not asked
      [7, '2'], // open-end: never a preapproval (V614-4)
      [8, '1'], // site-built
      [9, '1'], // principal residence
      [10, '100000'], // the credit limit, in dollars
      [11, '1'], // originated
      [12, '20260320'],
      [13, '1400 Happy Path Ln'],
      [14, 'Sacramento'],
      [15, 'CA'],
      [16, '95814'],
      [17, '06067'],
      [18, '06067001101'],
      [19, '2'], // not Hispanic or Latino
      [20, ''],
      [24, ''],
      [25, '5'], // no co-applicant
      [26, ''],
      [31, '2'], // an internet application: not collected on visual observation or surname
      [32, '4'],
      [33, '2'], // Asian
      [34, '25'], // Korean
      [35, '5'], // White
      [36, ''],
      [41, '8'],
      [49, '2'],
      [50, '4'],
      [51, '2'], // female
      [52, '5'],
      [53, '2'],
      [54, '4'],
      [55, '45'], // born 12 April 1980, applied 2 February 2026
      [56, '9999'],
      [57, '150'], // thousands
      [58, '0'],
      [59, ''], // a gap: no APOR table
      [60, '2'], // not high-cost
      [61, '2'], // a mortgage stays ahead of the line
      [62, '742'],
      [63, '9999'],
      [64, '12'], // FICO Score 8
      [65, ''],
      [66, '10'],
      [67, ''],
      [68, '10'], // not denied
      [69, ''],
      [72, ''],
      [73, 'NA'],
      [74, 'NA'],
      [75, 'NA'],
      [76, 'NA'],
      [77, 'NA'],
      [78, '8.875'],
      [79, 'NA'],
      [80, '27.134'], // ($2,500 + $891.70 on the whole line over 20 years at 8.875%) / $12,500
      [81, '70'], // ($250,000 + $100,000) / $500,000
      [82, '240'], // draw and repayment periods
      [83, 'NA'], // fixed rate
      [84, '2'],
      [85, '2'],
      [86, '2'],
      [87, '2'],
      [88, '500000'],
      [89, '3'],
      [90, '5'],
      [91, '1'],
      [92, 'NA'],
      [93, '1'],
      [94, '1'],
      [95, 'NA'],
      [96, '6'],
      [97, ''],
      [101, ''],
      [102, '17'],
      [103, ''],
      [107, ''],
      [108, '2'],
      [109, '1'], // open-end line of credit
      [110, '2'],
    ];
    expect(expected.map(([n]) => [n, at(n)])).toEqual(expected);
    expect(gaps.map((g) => g.field)).toEqual([59]);
    expect(gaps[0]?.name).toBe('Rate Spread');
  });

  it('works out the rate spread from an APOR and reads a model the FIG does not list as Other with its name', () => {
    const { record, gaps } = larRow(
      originatedFacts({
        averagePrimeOfferRatePercent: 6.5,
        applicant: { ...originatedFacts().applicant, credit: { score: 701, model: 'Sandbox Score 2' } },
      }),
    );
    expectAllowed({ record, gaps });
    expect(record.rateSpread).toBe('2.375');
    expect([record.applicantCreditScoreModel, record.applicantCreditScoreModelOther]).toEqual([
      '8',
      'Sandbox Score 2',
    ]);
    expect(gaps).toEqual([]);
  });

  it('reports a denial with its reasons as FIG codes, Other with its words, and no rate, spread or HOEPA test', () => {
    const { record, gaps } = larRow(
      originatedFacts({
        action: { ...originatedFacts().action, code: ACTION_TAKEN.DENIED },
        denial: {
          reasons: [
            reason('DTI_TOO_HIGH'),
            reason('CREDIT_SCORE_TOO_LOW'),
            reason('TITLE_TRANSFERRED_RECENTLY'),
          ],
          note: null,
        },
        hoepa: { unknown: 'no APOR' },
      }),
    );
    expectAllowed({ record, gaps });
    expect([record.denialReason1, record.denialReason2, record.denialReason3, record.denialReason4]).toEqual([
      '1',
      '3',
      '9',
      '',
    ]);
    expect(record.denialReasonOther).toBe('the home was bought or its title transferred in the last 90 days');
    expect([record.interestRate, record.rateSpread, record.hoepaStatus]).toEqual(['NA', 'NA', '3']);
    expect([record.applicantCreditScore, record.debtToIncomeRatio]).toEqual(['742', '27.134']);
    expect(gaps).toEqual([]);
  });

  it("reports an underwriter's denial without coded reasons as Other with the underwriter's note", () => {
    const { record, gaps } = larRow(
      originatedFacts({
        action: { ...originatedFacts().action, code: ACTION_TAKEN.DENIED },
        denial: { reasons: [], note: 'income | not stable\nenough' },
      }),
    );
    expectAllowed({ record, gaps });
    expect([record.denialReason1, record.denialReason2, record.denialReasonOther]).toEqual([
      '9',
      '',
      'income not stable enough',
    ]);
  });

  it('reports a withdrawn application with no score, ratios or value relied on, and declined answers as not provided', () => {
    const { record, gaps } = larRow(
      originatedFacts({
        action: { ...originatedFacts().action, code: ACTION_TAKEN.WITHDRAWN },
        applicant: {
          ...originatedFacts().applicant,
          answers: answers({
            ethnicity: { declined: true },
            race: { declined: true },
            sex: { declined: true },
          }),
        },
      }),
    );
    expectAllowed({ record, gaps });
    expect([record.applicantEthnicity1, record.applicantRace1, record.applicantSex]).toEqual(['3', '6', '3']);
    expect([
      record.applicantEthnicityObserved,
      record.applicantRaceObserved,
      record.applicantSexObserved,
    ]).toEqual(['2', '2', '2']);
    expect([record.applicantCreditScore, record.applicantCreditScoreModel]).toEqual(['8888', '9']);
    expect([record.debtToIncomeRatio, record.combinedLoanToValueRatio, record.propertyValue]).toEqual([
      'NA',
      'NA',
      'NA',
    ]);
    expect([record.interestRate, record.hoepaStatus, record.denialReason1]).toEqual(['NA', '3', '10']);
  });

  it('keeps at most five ethnicities with the aggregate categories first, and write-ins without separators', () => {
    const { record, gaps } = larRow(
      originatedFacts({
        applicant: {
          ...originatedFacts().applicant,
          answers: answers({
            ethnicity: {
              values: ['MEXICAN', 'PUERTO_RICAN', 'CUBAN', 'OTHER_HISPANIC_OR_LATINO', 'HISPANIC_OR_LATINO'],
              otherHispanicOrLatino: 'Salvadoran|Honduran',
            },
            race: { values: ['OTHER_ASIAN'], otherAsian: 'Hmong' },
            sex: { values: ['FEMALE', 'MALE'] },
          }),
        },
      }),
    );
    expectAllowed({ record, gaps });
    expect([1, 2, 3, 4, 5].map((i) => record[`applicantEthnicity${i}` as 'applicantEthnicity1'])).toEqual([
      '1',
      '11',
      '12',
      '13',
      '14',
    ]);
    expect(record.applicantEthnicityOther).toBe('Salvadoran Honduran');
    expect([record.applicantRace1, record.applicantRaceOtherAsian]).toEqual(['27', 'Hmong']);
    expect(record.applicantSex).toBe('6'); // both sexes selected
  });

  it('reports a line that pays off a lien as a cash-out refinancing in first lien, and a variable rate', () => {
    const { record, gaps } = larRow(
      originatedFacts({
        liens: { remainingCents: 0, paidOffCents: 4_000_000 },
        line: {
          creditLimitCents: 10_000_050,
          interestRatePercent: 9.25,
          rateType: 'VARIABLE',
          termYears: 10,
        },
        property: { ...originatedFacts().property, zip: '958141234', street2: 'Unit 4' },
        originatorNmlsrId: '400123',
      }),
    );
    expectAllowed({ record, gaps });
    expect([record.loanPurpose, record.lienStatus, record.introductoryRatePeriod]).toEqual(['32', '1', '1']);
    expect([record.loanAmount, record.loanTerm, record.zipCode]).toEqual(['100000.50', '120', '95814-1234']);
    expect([record.streetAddress, record.nmlsrIdentifier]).toEqual(['1400 Happy Path Ln Unit 4', '400123']);
  });

  it('codes the HOEPA test: 1 high-cost, 2 not, 3 when HOEPA does not cover the line or it was not originated', () => {
    const status = (overrides: Partial<LarApplicationFacts>) =>
      larRow(originatedFacts(overrides)).record.hoepaStatus;
    expect(status({ hoepa: 'HIGH_COST' })).toBe('1');
    expect(status({ hoepa: 'NOT_HIGH_COST' })).toBe('2');
    expect(status({ hoepa: 'NOT_APPLICABLE' })).toBe('3');
    expect(
      status({
        hoepa: 'HIGH_COST',
        action: { ...originatedFacts().action, code: ACTION_TAKEN.APPROVED_NOT_ACCEPTED },
      }),
    ).toBe('3');
    const approved = larRow(
      originatedFacts({
        averagePrimeOfferRatePercent: 6.27,
        action: { ...originatedFacts().action, code: ACTION_TAKEN.APPROVED_NOT_ACCEPTED },
      }),
    ).record;
    expect(approved.rateSpread).toBe('2.605');
  });

  it('leaves a field empty and names it when Hearth has no datum the FIG would accept', () => {
    const { record, gaps } = larRow(
      originatedFacts({
        property: { ...originatedFacts().property, type: 'MULTI_FAMILY' },
        applicant: { ...originatedFacts().applicant, dateOfBirth: null },
        hoepa: { unknown: 'no APOR' },
      }),
    );
    expect([record.totalUnits, record.applicantAge, record.hoepaStatus]).toEqual(['', '', '']);
    expect(gaps.map((g) => g.field).sort((a, b) => a - b)).toEqual([55, 59, 60, 91]);
  });

  it('names every field of the FIG once, numbered 1 to 110, each with its allowed values', () => {
    expect(Object.keys(LAR_VALID_VALUES).map(Number)).toEqual(LAR_FIELDS.map((f) => f.number));
    expect(LAR_FIELDS.map((f) => f.number)).toEqual(Array.from({ length: 110 }, (_, i) => i + 1));
    expect(new Set(LAR_FIELDS.map((f) => f.key)).size).toBe(110);
    expect(LAR_FIELDS[108]?.name).toBe('Open-End Line of Credit');
  });
});

describe('the credit scoring model (fields 64 and 66)', () => {
  it('reads the models the FIG lists by name', () => {
    expect(creditScoringModel('VantageScore 3.0').code).toBe(6);
    expect(creditScoringModel('VantageScore 4.0').code).toBe(15);
    expect(creditScoringModel('FICO Score 10 T').code).toBe(14);
    expect(creditScoringModel('FICO Score 9').code).toBe(11);
    expect(creditScoringModel('Sandbox Score 2 (VantageScore-style)')).toEqual({
      code: 8,
      other: 'Sandbox Score 2 (VantageScore-style)',
    });
  });
});

describe('which applications are reported, and with which action (field 11)', () => {
  const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 0, d, hour));
  const entry = (
    fromStatus: string | null,
    toStatus: string,
    d: number,
    reasonText = '',
  ): StatusHistoryEntry => ({
    fromStatus,
    toStatus,
    reason: reasonText,
    at: day(d),
  });
  const applied = [
    entry(null, 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', 1),
    entry('GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'WAITING_FOR_SOFT_CREDIT', 1),
    entry('WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS', 1),
    entry('WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION', 1),
    entry('OFFER_SELECTION', 'APP_SUBMISSION', 2),
    entry('APP_SUBMISSION', 'HARD_CREDIT_PULL', 3),
  ];

  it('does not report a prequalification request declined on the soft pull (comment 2(b)-2)', () => {
    const history = [...applied.slice(0, 3), entry('WAITING_FOR_INITIAL_OFFERS', 'DECLINED', 1)];
    expect(larActionOf('DECLINED', history)).toBeNull();
  });

  it('reports nothing for an application still open', () => {
    expect(larActionOf('HARD_CREDIT_PULL', applied)).toBeNull();
  });

  it('dates an origination at the closing and the application at its submission', () => {
    const history = [
      ...applied,
      entry('DEED_SIGNING', 'RESCISSION', 20),
      entry('RESCISSION', 'RECORDING', 24),
      entry('FUNDABLE', 'COMPLETE', 26),
    ];
    expect(larActionOf('COMPLETE', history)).toEqual({
      code: 1,
      date: { year: 2026, month: 1, day: 20 },
      applicationDate: { year: 2026, month: 1, day: 3 },
    });
  });

  it('takes the rate-set date from the last final offer, when the lender set the rate for the final time', () => {
    expect(rateSetDateOf(applied)).toBeNull();
    const history = [
      ...applied,
      entry('INCOME_VERIFICATION', 'FINAL_OFFER', 8),
      entry('FINAL_OFFER', 'LIEN_VERIFICATION', 9),
      entry('LIEN_VERIFICATION', 'REVISED_OFFER_SELECTION', 10),
      entry('REVISED_OFFER_SELECTION', 'FINAL_OFFER', 12),
      entry('FINAL_OFFER', 'LIEN_VERIFICATION', 13),
    ];
    expect(rateSetDateOf(history)).toEqual({ year: 2026, month: 1, day: 12 });
  });

  it('reports a denial as denied on the day of the decision', () => {
    const action = larActionOf('DECLINED', [...applied, entry('UNDERWRITING_REVIEW', 'DECLINED', 9)]);
    expect(action).toMatchObject({ code: 3, date: { day: 9 } });
  });

  it('tells a rescission and a late cancellation (approved, not accepted) from a withdrawal and a lender closing', () => {
    const rescinded = [
      ...applied,
      entry('DEED_SIGNING', 'RESCISSION', 20),
      entry('RESCISSION', 'CANCELLED', 21),
    ];
    expect(larActionOf('CANCELLED', rescinded)?.code).toBe(ACTION_TAKEN.APPROVED_NOT_ACCEPTED);
    const afterApproval = [
      ...applied,
      entry('FINAL_TITLE_COMPLETE', 'DISBURSEMENT_ACCOUNT', 15),
      entry('DISBURSEMENT_ACCOUNT', 'CANCELLED', 16, 'borrower withdraws the application'),
    ];
    expect(larActionOf('CANCELLED', afterApproval)?.code).toBe(ACTION_TAKEN.APPROVED_NOT_ACCEPTED);
    const withdrawn = [
      ...applied,
      entry('INCOME_VERIFICATION', 'CANCELLED', 5, 'borrower withdraws the application'),
    ];
    expect(larActionOf('CANCELLED', withdrawn)?.code).toBe(ACTION_TAKEN.WITHDRAWN);
    const closed = [
      ...applied,
      entry('INCOME_VERIFICATION', 'CANCELLED', 5, 'lender cancels the application'),
    ];
    expect(larActionOf('CANCELLED', closed)?.code).toBe(ACTION_TAKEN.CLOSED_FOR_INCOMPLETENESS);
  });
});

describe('the transmittal sheet (record 1) and the file', () => {
  const facts: TransmittalFacts = {
    institutionName: 'Hearth Home Lending, Inc.',
    year: 2026,
    contact: {
      name: 'Erika Otis',
      phone: '(888) 555-0142',
      email: 'support@hearth.example',
      street: '1 Hearth Plaza Suite 400',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    },
    charter: 'NON_BANK',
    assetsOverTenBillion: false,
    entries: 1,
    taxId: '84-1234567',
    lei: LEI,
  };

  it('writes the 15 fields of the FIG in order', () => {
    const { record, gaps } = transmittalRow(facts);
    expect(fieldsOf(transmittalLine(record))).toEqual([
      '1',
      'Hearth Home Lending, Inc.',
      '2026',
      '4',
      'Erika Otis',
      '888-555-0142',
      'support@hearth.example',
      '1 Hearth Plaza Suite 400',
      'Denver',
      'CO',
      '80202',
      '7',
      '1',
      '84-1234567',
      LEI,
    ]);
    expect(TRANSMITTAL_FIELDS).toHaveLength(TRANSMITTAL_FIELD_COUNT);
    expect(gaps).toEqual([]);
  });

  it('names the missing contact and taxpayer id as gaps', () => {
    const { record, gaps } = transmittalRow({
      ...facts,
      contact: { ...facts.contact, name: null },
      taxId: null,
    });
    expect([record.contactName, record.taxId]).toEqual(['', '']);
    expect(gaps.map((g) => g.field)).toEqual([5, 14]);
  });

  it("names the lender's federal agency by charter", () => {
    expect(federalAgencyOf('NATIONAL_BANK')).toBe(1);
    expect(federalAgencyOf('STATE_MEMBER_BANK')).toBe(2);
    expect(federalAgencyOf('STATE_NONMEMBER_BANK')).toBe(3);
    expect(federalAgencyOf('FEDERAL_CREDIT_UNION')).toBe(5);
    expect(federalAgencyOf('NON_BANK', true)).toBe(7);
    expect(federalAgencyOf('NATIONAL_BANK', true)).toBe(9);
  });

  it('puts the transmittal sheet first and one line per application after it', () => {
    const row = larRow(originatedFacts()).record;
    const file = larFile(transmittalRow(facts).record, [row, row]);
    const lines = file.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((l) => fieldsOf(l).length)).toEqual([15, 110, 110]);
    expect(lines[0]?.startsWith('1|')).toBe(true);
  });
});

describe('census geography', () => {
  it('knows every state by its FIPS code and checks that a tract nests in its county and state', () => {
    expect(Object.keys(STATE_FIPS)).toHaveLength(52);
    expect(stateFipsOf('ca')).toBe('06');
    expect(stateFipsOf('XX')).toBeUndefined();
    expect(isCensusGeography({ stateFips: '06', countyFips: '06067', censusTract: '06067001101' })).toBe(
      true,
    );
    expect(isCensusGeography({ stateFips: '06', countyFips: '48453', censusTract: '48453001101' })).toBe(
      false,
    );
    expect(isCensusGeography({ stateFips: '06', countyFips: '06067', censusTract: '0606700110' })).toBe(
      false,
    );
  });
});
