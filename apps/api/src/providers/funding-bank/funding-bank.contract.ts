import { randomUUID } from 'node:crypto';
import { isValidRoutingNumber } from '@hearth/domain/bank-accounts';
import { writeNachaFile } from '@hearth/domain/nacha';
import { fundingBankResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import {
  answersTo,
  type CallbackPortHarness,
  callbackIdContract,
  lastAnswerTo,
  type Make,
} from '../contract-support';
import type { AchSubmission, FundingBank, WireOrder } from './funding-bank';

const CREDITS = [
  { accountNumber: '400123456789', amountCents: 75_000_00, traceSequence: 1 },
  { accountNumber: '500987654321', amountCents: 12_345_67, traceSequence: 2 },
];

/**
 * A PPD credit file as the funding module writes it, to the lender's bank the port names; with `debit`, the PPD
 * debits of `/pay` payments (decision 0258).
 */
function achFile(
  bank: FundingBank,
  requestId: string,
  debit = false,
): AchSubmission & { traceNumbers: string[] } {
  const odfi8 = bank.odfi.routingNumber.slice(0, 8);
  const contents = writeNachaFile({
    odfiRoutingNumber: bank.odfi.routingNumber,
    odfiName: bank.odfi.name,
    companyName: 'HEARTH LENDING',
    companyId: '1234567890',
    entryDescription: debit ? 'HELOC PMT' : 'HELOC DRAW',
    createdAt: new Date('2026-12-07T14:00:00Z'),
    effectiveDate: { year: 2026, month: 12, day: 8 },
    credits: CREDITS.map((credit, i) => ({
      accountType: 'CHECKING' as const,
      routingNumber: '021000021',
      name: `BORROWER ${i + 1}`,
      individualId: `APP${i + 1}`,
      debit,
      ...credit,
    })),
  });
  return {
    requestId,
    fileId: `file-${requestId.slice(0, 8)}`,
    fileName: 'HEARTH-20261207-A.ach',
    contents,
    effectiveDate: '2026-12-08',
    traceNumbers: CREDITS.map((c) => `${odfi8}${String(c.traceSequence).padStart(7, '0')}`),
  };
}

const wires = (requestId: string): WireOrder => ({
  requestId,
  wires: [
    { lienId: 'lien-1', payee: 'Example Mortgage Co', amountCents: 183_012_00, reference: 'Loan 55512' },
    { lienId: 'lien-2', payee: 'Example Credit Union', amountCents: 12_070_00, reference: 'Acct 0091' },
  ],
});

/**
 * The lender's bank port (`FundingBank`, decision 0178): its own routing number; each entry of an ACH file, credit
 * or debit (decision 0258), settled or returned (with the return code) by trace number, for its amount; each wire sent, for its amount, with a Fed
 * reference; a file that is not NACHA refused with nothing sent; and one request id one payment, however often
 * submitted.
 */
export function fundingBankContract(name: string, make: Make<CallbackPortHarness<FundingBank>>): void {
  describe(`${name} keeps the funding bank contract`, () => {
    it('names itself by a valid ABA routing number', async () => {
      const { port } = await make();
      expect(isValidRoutingNumber(port.odfi.routingNumber), port.odfi.routingNumber).toBe(true);
      expect(port.odfi.name).toMatch(/\S/);
    });

    it.each([
      ['credit', false],
      ['debit', true],
    ])(
      'settles or returns every %s entry of an ACH file by trace number, for its amount',
      async (_, debit) => {
        const harness = await make();
        const file = achFile(harness.port, randomUUID(), debit);
        const { traceNumbers, ...submission } = file;
        await harness.port.submitAch(submission);
        const result = await lastAnswerTo('funding-bank', harness, file.requestId, fundingBankResultSchema);
        if (result.kind !== 'ACH') throw new Error(`an ACH file answered as ${result.kind}`);
        expect(result.fileId).toBe(file.fileId);
        expect(result.entries.map((entry) => entry.traceNumber).sort()).toEqual([...traceNumbers].sort());
        for (const entry of result.entries) {
          const credit = CREDITS[traceNumbers.indexOf(entry.traceNumber)];
          expect(entry.amountCents).toBe(credit?.amountCents);
          if (entry.outcome === 'RETURNED') expect(entry.returnCode).toMatch(/^R\d{2}$/);
          else expect(entry.returnCode).toBeNull();
        }
      },
    );

    it('refuses a file that is not a NACHA file, and answers nothing for it', async () => {
      const harness = await make();
      const requestId = randomUUID();
      const { traceNumbers: _, ...file } = achFile(harness.port, requestId);
      const cut = file.contents.split('\n').map((record, i) => (i === 2 ? record.slice(0, 60) : record));
      for (const contents of [cut.join('\n'), 'not an ACH file\n']) {
        await expect(harness.port.submitAch({ ...file, contents })).rejects.toThrow();
      }
      expect(await answersTo('funding-bank', harness, requestId)).toEqual([]);
    });

    it('sends every wire asked, for its amount, with a Fed reference', async () => {
      const harness = await make();
      const order = wires(randomUUID());
      await harness.port.sendWires(order);
      const result = await lastAnswerTo('funding-bank', harness, order.requestId, fundingBankResultSchema);
      if (result.kind !== 'WIRES') throw new Error(`wires answered as ${result.kind}`);
      expect(result.wires.map((wire) => [wire.lienId, wire.amountCents]).sort()).toEqual(
        order.wires.map((wire) => [wire.lienId, wire.amountCents]).sort(),
      );
      for (const wire of result.wires) expect(wire.fedReference).toMatch(/\S/);
    });

    callbackIdContract('funding-bank', make, 'an ACH file', async (port, requestId) => {
      const { traceNumbers: _, ...file } = achFile(port, requestId);
      await port.submitAch(file);
    });
    callbackIdContract('funding-bank', make, 'a wire order', (port, requestId) =>
      port.sendWires(wires(requestId)),
    );
  });
}
