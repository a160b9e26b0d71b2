import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from './bank-accounts';
import { NACHA_RECORD_LENGTH, type NachaCredit, writeNachaFile } from './nacha';

/** Fields by the NACHA Operating Rules' 1-based positions: a reader written from the rules, not from the writer. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

function parse(file: string) {
  const records = file.split('\n').filter(Boolean);
  const entries = records.filter((r) => r[0] === '6');
  const batchControl = records.find((r) => r[0] === '8') ?? '';
  const fileControl = records.find((r) => r[0] === '9' && !/^9+$/.test(r)) ?? '';
  return {
    records,
    header: records[0] ?? '',
    batchHeader: records[1] ?? '',
    entries,
    batchControl,
    fileControl,
  };
}

const credit = (
  routingNumber: string,
  amountCents: number,
  accountType: 'CHECKING' | 'SAVINGS' = 'CHECKING',
) => ({
  accountType,
  routingNumber,
  accountNumber: '4417123456789',
  amountCents,
  name: 'Alex Prime',
  individualId: 'HELOC-0001',
});

describe('NACHA file of PPD credits', () => {
  const file = writeNachaFile({
    odfiRoutingNumber: '121000358',
    odfiName: 'Sandbox Settlement Bank',
    companyName: 'Hearth Home Lending',
    companyId: '1234567890',
    entryDescription: 'HELOC DRAW',
    createdAt: new Date('2026-11-25T14:30:00Z'),
    effectiveDate: { year: 2026, month: 11, day: 30 },
    credits: [credit('021000021', 29_650_000), credit('011000015', 1_234_567, 'SAVINGS')],
  });
  const parsed = parse(file);

  it('has 94-character records in whole blocks of ten, padded with 9s', () => {
    expect(parsed.records.every((r) => r.length === NACHA_RECORD_LENGTH)).toBe(true);
    expect(parsed.records.length % 10).toBe(0);
    expect(parsed.records.at(-1)).toBe('9'.repeat(94));
  });

  it('headers name the bank, the company, PPD credits and the dates', () => {
    expect(field(parsed.header, 1, 1)).toBe('1');
    expect(field(parsed.header, 4, 13)).toBe(' 121000358');
    expect(field(parsed.header, 24, 29)).toBe('261125');
    expect(field(parsed.header, 35, 37)).toBe('094');
    expect(field(parsed.batchHeader, 2, 4)).toBe('220');
    expect(field(parsed.batchHeader, 51, 53)).toBe('PPD');
    expect(field(parsed.batchHeader, 70, 75)).toBe('261130');
  });

  it('entries are checking and savings credits to valid routing numbers, amounts in cents', () => {
    expect(parsed.entries.map((e) => field(e, 2, 3))).toEqual(['22', '32']);
    for (const e of parsed.entries) expect(isValidRoutingNumber(field(e, 4, 12))).toBe(true);
    expect(parsed.entries.map((e) => Number(field(e, 30, 39)))).toEqual([29_650_000, 1_234_567]);
    expect(field(parsed.entries[0] ?? '', 13, 29).trim()).toBe('4417123456789');
    expect(field(parsed.entries[0] ?? '', 55, 76).trim()).toBe('ALEX PRIME');
    expect(parsed.entries.map((e) => field(e, 80, 94))).toEqual(['121000350000001', '121000350000002']);
  });

  it('controls: counts, totals and the entry hash agree with the entries, in the batch and the file', () => {
    const hash = parsed.entries.reduce((sum, e) => sum + Number(field(e, 4, 11)), 0) % 10_000_000_000;
    const total = parsed.entries.reduce((sum, e) => sum + Number(field(e, 30, 39)), 0);
    expect(Number(field(parsed.batchControl, 5, 10))).toBe(2);
    expect(Number(field(parsed.batchControl, 11, 20))).toBe(hash);
    expect(Number(field(parsed.batchControl, 21, 32))).toBe(0);
    expect(Number(field(parsed.batchControl, 33, 44))).toBe(total);
    expect(Number(field(parsed.fileControl, 2, 7))).toBe(1);
    expect(Number(field(parsed.fileControl, 8, 13))).toBe(parsed.records.length / 10);
    expect(Number(field(parsed.fileControl, 14, 21))).toBe(2);
    expect(Number(field(parsed.fileControl, 22, 31))).toBe(hash);
    expect(Number(field(parsed.fileControl, 44, 55))).toBe(total);
  });

  it('refuses an empty file and amounts that do not fit', () => {
    expect(() => writeNachaFile({ ...baseInput, credits: [] })).toThrow();
    expect(() => writeNachaFile({ ...baseInput, credits: [credit('021000021', 1e11)] })).toThrow();
  });
});

const baseInput = {
  odfiRoutingNumber: '121000358',
  odfiName: 'Sandbox Settlement Bank',
  companyName: 'Hearth Home Lending',
  companyId: '1234567890',
  entryDescription: 'HELOC DRAW',
  createdAt: new Date('2026-11-25T14:30:00Z'),
  effectiveDate: { year: 2026, month: 11, day: 30 },
};

describe('NACHA file of a /pay payment and draw (decision 0258)', () => {
  const write = (credits: NachaCredit[]) =>
    parse(
      writeNachaFile({
        odfiRoutingNumber: '121000358',
        odfiName: 'Sandbox Settlement Bank',
        companyName: 'Hearth Home Lending',
        companyId: '1234567890',
        entryDescription: 'HELOC PMT',
        createdAt: new Date('2026-11-25T14:30:00Z'),
        effectiveDate: { year: 2026, month: 11, day: 30 },
        credits,
      }),
    );

  it('writes a payment as a debit: codes 27 and 37, service class 225, the debit totals', () => {
    const parsed = write([
      { ...credit('021000021', 12_345), debit: true },
      { ...credit('011000015', 100, 'SAVINGS'), debit: true },
    ]);
    expect(parsed.entries.map((e) => field(e, 2, 3))).toEqual(['27', '37']);
    expect(field(parsed.batchHeader, 2, 4)).toBe('225');
    expect(field(parsed.batchControl, 2, 4)).toBe('225');
    expect(Number(field(parsed.batchControl, 21, 32))).toBe(12_445);
    expect(Number(field(parsed.batchControl, 33, 44))).toBe(0);
    expect(Number(field(parsed.fileControl, 32, 43))).toBe(12_445);
    expect(Number(field(parsed.fileControl, 44, 55))).toBe(0);
  });

  it('keeps debits and credits apart in a mixed batch: service class 200', () => {
    const parsed = write([{ ...credit('021000021', 500), debit: true }, credit('021000021', 70_000)]);
    expect(parsed.entries.map((e) => field(e, 2, 3))).toEqual(['27', '22']);
    expect(field(parsed.batchHeader, 2, 4)).toBe('200');
    expect(Number(field(parsed.fileControl, 32, 43))).toBe(500);
    expect(Number(field(parsed.fileControl, 44, 55))).toBe(70_000);
  });
});
