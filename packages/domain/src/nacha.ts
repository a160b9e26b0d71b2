import { type CalendarDate, formatIsoDate } from './dates';

/**
 * A NACHA (ACH) file of PPD entries, as the lender's bank takes it (issue 12 item 6, decision 0173): the initial
 * draw of each funded line sent to the borrower's disbursement account, and on `/pay` a later draw (a credit) or a
 * one-off payment taken from the borrower's linked account (a debit, decision 0258). One file header, one batch
 * (service class 220 credits only, 225 debits only, 200 mixed), its control, the file control, padded with 9s to
 * whole blocks of ten 94-character records.
 */
export const NACHA_RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;

export interface NachaCredit {
  accountType: 'CHECKING' | 'SAVINGS';
  /** The receiving bank's 9-digit routing number (ABA). */
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  /** The borrower's name as the receiving bank shows it. */
  name: string;
  /** Our reference for the entry (the application), up to 15 characters. */
  individualId: string;
  /** The last 7 digits of the entry's trace number; by default its place in the batch. */
  traceSequence?: number;
  /** A debit (money taken from the account, transaction code 27 or 37) instead of a credit (22 or 32). */
  debit?: boolean;
}

export interface NachaFileInput {
  /** The lender's bank (ODFI): its routing number, and the file's immediate destination. */
  odfiRoutingNumber: string;
  odfiName: string;
  /** The lender as originator: its name and 10-character company identification. */
  companyName: string;
  companyId: string;
  entryDescription: string;
  createdAt: Date;
  effectiveDate: CalendarDate;
  fileIdModifier?: string;
  batchNumber?: number;
  credits: NachaCredit[];
}

const alpha = (value: string, length: number) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&/-]/g, ' ')
    .slice(0, length)
    .padEnd(length, ' ');
const numeric = (value: number | string, length: number) => {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > length)
    throw new RangeError(`NACHA field ${text} is not ${length} digits`);
  return text.padStart(length, '0');
};
const yymmdd = (date: CalendarDate) => formatIsoDate(date).slice(2).replaceAll('-', '');

/** The entry's transaction code: 22/32 a checking/savings credit, 27/37 a checking/savings debit. */
export function transactionCode(entry: Pick<NachaCredit, 'accountType' | 'debit'>): string {
  return `${entry.accountType === 'SAVINGS' ? 3 : 2}${entry.debit ? 7 : 2}`;
}

/** The entry hash: the sum of the receiving banks' 8-digit routing numbers, its last 10 digits. */
export function entryHash(routingNumbers: readonly string[]): string {
  const sum = routingNumbers.reduce((total, routing) => total + BigInt(routing.slice(0, 8)), 0n);
  return numeric(String(sum % 10_000_000_000n), 10);
}

export function writeNachaFile(input: NachaFileInput): string {
  if (input.credits.length === 0) throw new RangeError('A NACHA file needs at least one entry.');
  const odfi8 = input.odfiRoutingNumber.slice(0, 8);
  const batch = input.batchNumber ?? 1;
  const created = input.createdAt.toISOString();
  const createdDate = created.slice(2, 10).replaceAll('-', '');
  const createdTime = created.slice(11, 16).replace(':', '');
  const records: string[] = [];
  records.push(
    [
      '1',
      '01',
      ` ${numeric(input.odfiRoutingNumber, 9)}`,
      alpha(input.companyId, 10),
      createdDate,
      createdTime,
      alpha(input.fileIdModifier ?? 'A', 1),
      '094',
      '10',
      '1',
      alpha(input.odfiName, 23),
      alpha(input.companyName, 23),
      alpha('', 8),
    ].join(''),
  );
  records.push(
    [
      '5',
      '220',
      alpha(input.companyName, 16),
      alpha('', 20),
      alpha(input.companyId, 10),
      'PPD',
      alpha(input.entryDescription, 10),
      yymmdd(input.effectiveDate),
      yymmdd(input.effectiveDate),
      '   ',
      '1',
      numeric(odfi8, 8),
      numeric(batch, 7),
    ].join(''),
  );
  const debits = input.credits.filter((c) => c.debit);
  const serviceClass = debits.length === 0 ? '220' : debits.length === input.credits.length ? '225' : '200';
  records[1] = `5${serviceClass}${records[1]?.slice(4)}`;
  input.credits.forEach((credit, i) => {
    records.push(
      [
        '6',
        transactionCode(credit),
        numeric(credit.routingNumber, 9),
        alpha(credit.accountNumber, 17),
        numeric(credit.amountCents, 10),
        alpha(credit.individualId, 15),
        alpha(credit.name, 22),
        '  ',
        '0',
        numeric(odfi8, 8),
        numeric(credit.traceSequence ?? i + 1, 7),
      ].join(''),
    );
  });
  const hash = entryHash(input.credits.map((c) => c.routingNumber));
  const totalDebit = debits.reduce((sum, c) => sum + c.amountCents, 0);
  const totalCredit = input.credits.reduce((sum, c) => sum + c.amountCents, 0) - totalDebit;
  records.push(
    [
      '8',
      serviceClass,
      numeric(input.credits.length, 6),
      hash,
      numeric(totalDebit, 12),
      numeric(totalCredit, 12),
      alpha(input.companyId, 10),
      alpha('', 19),
      alpha('', 6),
      numeric(odfi8, 8),
      numeric(batch, 7),
    ].join(''),
  );
  const withControl = records.length + 1;
  const blocks = Math.ceil(withControl / BLOCKING_FACTOR);
  records.push(
    [
      '9',
      numeric(1, 6),
      numeric(blocks, 6),
      numeric(input.credits.length, 8),
      hash,
      numeric(totalDebit, 12),
      numeric(totalCredit, 12),
      alpha('', 39),
    ].join(''),
  );
  while (records.length % BLOCKING_FACTOR !== 0) records.push('9'.repeat(NACHA_RECORD_LENGTH));
  for (const record of records)
    if (record.length !== NACHA_RECORD_LENGTH) throw new Error(`NACHA record of ${record.length} characters`);
  return `${records.join('\n')}\n`;
}

/**
 * The NACHA Operating Rules' return reason codes a receiving bank may give an ACH credit, and for a
 * `/pay` debit the codes of money that was not there or not allowed to be taken (decision 0258), with their official
 * descriptions (decision 0182). A code not listed is kept as sent and described as unlisted.
 */
export const ACH_RETURN_REASONS: Readonly<Record<string, string>> = {
  R01: 'Insufficient Funds',
  R02: 'Account Closed',
  R03: 'No Account/Unable to Locate Account',
  R04: 'Invalid Account Number Structure',
  R06: 'Returned per ODFI’s Request',
  R08: 'Payment Stopped',
  R09: 'Uncollected Funds',
  R10: 'Customer Advises Originator is Not Known to Receiver and/or Originator is Not Authorized by Receiver to Debit Receiver’s Account',
  R12: 'Account Sold to Another DFI',
  R14: 'Representative Payee Deceased or Unable to Continue in That Capacity',
  R15: 'Beneficiary or Account Holder (Other Than a Representative Payee) Deceased',
  R16: 'Account Frozen/Entry Returned per OFAC Instruction',
  R17: 'File Record Edit Criteria',
  R20: 'Non-Transaction Account',
  R23: 'Credit Entry Refused by Receiver',
  R24: 'Duplicate Entry',
};

export function achReturnReason(code: string): string {
  return ACH_RETURN_REASONS[code] ?? `Return reason ${code} (not a code listed for credits)`;
}
