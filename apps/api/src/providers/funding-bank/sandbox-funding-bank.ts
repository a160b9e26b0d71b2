import { NACHA_RECORD_LENGTH } from '@hearth/domain/nacha';
import type { VendorCallback } from '@hearth/domain/vendors';
import { createRng, stableHash } from '../sandbox-random';
import type { AchSubmission, FundingBank, WireOrder } from './funding-bank';

/**
 * A deterministic lender's bank (docs/sandbox-personas.md, "Recording and funding"). It reads an ACH file as a bank
 * does, by the NACHA record positions, and refuses one whose records are not 94 characters or whose file control's
 * entry count, debit total or credit total disagree with its entries. Every entry settles, except one to an account
 * number ending in 0000, which the receiving bank returns R03 (no account), or in 0002, returned R02 (account closed;
 * decision 0182), and a debit (a `/pay` payment, transaction code 27 or 37) from one ending in 0001, returned R01
 * (insufficient funds; decision 0258). Wires are always sent, each with a Fed reference from a hash of the request. The callback id is
 * the request's, so a repeat is answered once.
 */
export const SANDBOX_ODFI = { routingNumber: '121000358', name: 'SANDBOX SETTLEMENT BANK' } as const;

const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

export function readAchEntries(contents: string) {
  const records = contents.split('\n').filter((line) => line.length > 0);
  if (records.some((record) => record.length !== NACHA_RECORD_LENGTH))
    throw new Error('ACH file refused: a record is not 94 characters.');
  const entries = records
    .filter((record) => record[0] === '6')
    .map((record) => ({
      debit: ['27', '37'].includes(field(record, 2, 3)),
      accountNumber: field(record, 13, 29).trim(),
      amountCents: Number(field(record, 30, 39)),
      traceNumber: field(record, 80, 94),
    }));
  const control = records.find((record) => record[0] === '9' && !/^9+$/.test(record));
  if (!control) throw new Error('ACH file refused: no file control record.');
  const total = (debit: boolean) =>
    entries.filter((e) => e.debit === debit).reduce((sum, entry) => sum + entry.amountCents, 0);
  if (
    Number(field(control, 14, 21)) !== entries.length ||
    Number(field(control, 32, 43)) !== total(true) ||
    Number(field(control, 44, 55)) !== total(false)
  )
    throw new Error('ACH file refused: the file control does not match its entries.');
  return entries;
}

/** The return code the receiving bank gives an entry to this account number, or null when it settles. */
function sandboxReturnCode(accountNumber: string, debit: boolean): string | null {
  if (accountNumber.endsWith('0000')) return 'R03';
  if (debit && accountNumber.endsWith('0001')) return 'R01';
  if (accountNumber.endsWith('0002')) return 'R02';
  return null;
}

export class SandboxFundingBank implements FundingBank {
  readonly odfi = SANDBOX_ODFI;

  constructor(
    private readonly send: (callback: VendorCallback) => Promise<void>,
    private readonly now: () => Date,
  ) {}

  async submitAch(file: AchSubmission): Promise<void> {
    const entries = readAchEntries(file.contents);
    await this.send({
      callbackId: `funding-bank:${file.requestId}`,
      requestId: file.requestId,
      event: 'ach.settlement',
      result: {
        kind: 'ACH',
        fileId: file.fileId,
        entries: entries.map((entry) => {
          const returnCode = sandboxReturnCode(entry.accountNumber, entry.debit);
          return {
            traceNumber: entry.traceNumber,
            outcome: returnCode ? 'RETURNED' : 'SETTLED',
            returnCode,
            amountCents: entry.amountCents,
          };
        }),
        at: this.now().toISOString(),
      },
    });
  }

  async sendWires(order: WireOrder): Promise<void> {
    await this.send({
      callbackId: `funding-bank:${order.requestId}`,
      requestId: order.requestId,
      event: 'wires.sent',
      result: {
        kind: 'WIRES',
        wires: order.wires.map((wire) => ({
          lienId: wire.lienId,
          amountCents: wire.amountCents,
          fedReference: `SBX${createRng(stableHash(`${order.requestId}:${wire.lienId}`)).int(10_000_000, 99_999_999)}`,
        })),
        at: this.now().toISOString(),
      },
    });
  }
}
