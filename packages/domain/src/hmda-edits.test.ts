import { describe, expect, it } from 'vitest';
import { hmdaAnswersSchema } from './hmda';
import { larFileEdits } from './hmda-edits';
import { ACTION_TAKEN, LAR_FIELD_COUNT, larFile, larRow, mod97CheckDigits, transmittalRow } from './hmda-lar';

/** The FFIEC syntactical and validity edits over a built file (issue 24 item 7, decision 0241). */

const LEI = `HRTH00EDITSTESTLEI${mod97CheckDigits('HRTH00EDITSTESTLEI')}`.slice(0, 20);

function facts(uuid: string, code: 1 | 3 = ACTION_TAKEN.ORIGINATED) {
  return {
    lei: LEI,
    applicationUuid: uuid,
    action: {
      code,
      date: { year: 2026, month: 5, day: 20 },
      applicationDate: { year: 2026, month: 4, day: 2 },
    },
    occupancy: 'HOME' as const,
    property: {
      street1: '12 Elm St',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      type: 'SINGLE_FAMILY' as const,
    },
    geography: { stateFips: '08', countyFips: '08031', censusTract: '08031001101' },
    applicant: {
      answers: hmdaAnswersSchema.parse({
        ethnicity: { values: ['NOT_HISPANIC_OR_LATINO'] },
        race: { values: ['WHITE'] },
        sex: { values: ['MALE'] },
      }),
      dateOfBirth: '1975-01-30',
      credit: { score: 731, model: 'FICO Score 8' },
    },
    line: {
      creditLimitCents: 8_000_000,
      interestRatePercent: 9.25,
      rateType: 'FIXED' as const,
      termYears: 20,
    },
    liens: { remainingCents: 20_000_000, paidOffCents: 0 },
    propertyValueCents: 60_000_000,
    incomeCents: 12_000_000,
    monthlyDebtCents: 200_000,
    denial: {
      reasons:
        code === ACTION_TAKEN.DENIED
          ? [
              {
                code: 'INSUFFICIENT_INCOME' as const,
                statement: 'Income insufficient for amount of credit requested',
              },
            ]
          : [],
      note: null,
    },
    averagePrimeOfferRatePercent: 6.5,
    hoepa: 'NOT_HIGH_COST' as const,
    originatorNmlsrId: null,
  };
}

function file(rows = 2, year = 2026): string {
  const built = Array.from({ length: rows }, (_, i) =>
    larRow(
      facts(`0000000${i}-1111-4222-8333-444455556666`, i % 2 ? ACTION_TAKEN.DENIED : ACTION_TAKEN.ORIGINATED),
    ),
  );
  for (const row of built) expect(row.gaps).toEqual([]);
  const sheet = transmittalRow({
    institutionName: 'Edits Test Bank',
    year,
    contact: {
      name: 'Avery Filer',
      phone: '303-555-0100',
      email: 'hmda@example.com',
      street: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    },
    charter: 'STATE_MEMBER_BANK',
    assetsOverTenBillion: false,
    entries: built.length,
    taxId: '84-1234567',
    lei: LEI,
  });
  return larFile(
    sheet.record,
    built.map((row) => row.record),
  );
}

/** The file with one field of one line (1 = the transmittal sheet) set to `value`. */
function planted(text: string, line: number, field: number, value: string): string {
  const lines = text.split('\n');
  const fields = (lines[line - 1] ?? '').split('|');
  fields[field - 1] = value;
  lines[line - 1] = fields.join('|');
  return lines.join('\n');
}

const editsOf = (text: string, year = 2026) => larFileEdits(text, year).map((f) => `${f.line}:${f.edit}`);

describe('the FFIEC edits of a register file', () => {
  it('pass a file the builder made from complete facts, every row with 110 fields', () => {
    const text = file(3);
    for (const line of text.trimEnd().split('\n').slice(1))
      expect(line.split('|')).toHaveLength(LAR_FIELD_COUNT);
    expect(larFileEdits(text, 2026)).toEqual([]);
  });

  it('list a row of the wrong length once, as a format failure, and count it against the sheet', () => {
    const text = file(2);
    const lines = text.split('\n');
    lines[2] = `${lines[2]}|extra`;
    expect(editsOf(lines.join('\n'))).toEqual(['3:FORMAT']);
  });

  it('name each planted defect by its edit and line', () => {
    const text = file(2);
    expect(editsOf(planted(text, 2, 14, ''))).toEqual(['2:V621']);
    expect(editsOf(planted(text, 3, 15, 'ZZ'))).toEqual(['3:V623']);
    expect(editsOf(planted(text, 2, 5, '7'))).toEqual(['2:V611']);
    expect(editsOf(planted(text, 2, 12, '20250520'))).toEqual(['2:V619-2', '2:V619-3']);
    expect(editsOf(planted(text, 2, 12, '20260231'))).toEqual(['2:V619-1']);
    expect(editsOf(planted(text, 1, 6, '3035550100'))).toEqual(['1:V603']);
    expect(editsOf(planted(text, 1, 13, '3'))).toEqual(['1:S304']);
    expect(editsOf(text, 2025)).toEqual(['1:S302', '2:V619-2', '3:V619-2']);
  });

  it('check the ULI check digits (V609), the LEI against the sheet (S301) and duplicates (S305)', () => {
    const text = file(2);
    const uli = text.split('\n')[1]?.split('|')[2] ?? '';
    const broken = `${uli.slice(0, -2)}${uli.endsWith('00') ? '01' : '00'}`;
    expect(editsOf(planted(text, 2, 3, broken))).toEqual(['2:V609']);
    expect(editsOf(planted(text, 3, 2, 'A'.repeat(20)))).toEqual(['3:S301']);
    const lines = text.split('\n');
    lines[2] = lines[1] ?? '';
    expect(editsOf(lines.join('\n'))).toEqual(['3:S305']);
  });

  it('check fields against each other: a denial needs a reason and no rate, an open-end line no costs', () => {
    const text = file(2); // line 3 is the denial
    expect(editsOf(planted(text, 3, 68, '10'))).toEqual(['3:V670-1', '3:V670-2']);
    expect(editsOf(planted(text, 3, 78, '9.25'))).toEqual(['3:V677-2']);
    expect(editsOf(planted(text, 2, 73, '500'))).toEqual(['2:V672-4']);
    expect(editsOf(planted(text, 2, 4, 'NA'))).toEqual(['2:V610-2']);
  });
});
