import { randomUUID } from 'node:crypto';
import { writeNachaFile } from '@hearth/domain/nacha';
import { describe, expect, it } from 'vitest';
import { recordingOutbox } from '../contract-support';
import { fundingBankContract } from './funding-bank.contract';
import { SANDBOX_ODFI, SandboxFundingBank } from './sandbox-funding-bank';

fundingBankContract('the sandbox lender bank', () => {
  const outbox = recordingOutbox();
  const now = new Date('2026-12-08T15:00:00Z');
  return { port: new SandboxFundingBank(outbox.send, () => now), callbacks: outbox.callbacks };
});

describe('the sandbox lender bank returns by the account number (docs/sandbox-personas.md)', () => {
  const file = (accountNumber: string, debit: boolean) => ({
    requestId: randomUUID(),
    fileId: 'file-1',
    fileName: 'HEARTH-1.ach',
    effectiveDate: '2026-12-08',
    contents: writeNachaFile({
      odfiRoutingNumber: SANDBOX_ODFI.routingNumber,
      odfiName: SANDBOX_ODFI.name,
      companyName: 'HEARTH LENDING',
      companyId: '1234567890',
      entryDescription: 'HELOC PMT',
      createdAt: new Date('2026-12-07T14:00:00Z'),
      effectiveDate: { year: 2026, month: 12, day: 8 },
      credits: [
        {
          accountType: 'CHECKING',
          routingNumber: '021000021',
          accountNumber,
          amountCents: 8_812,
          name: 'ALEX PRIME',
          individualId: 'APP1',
          debit,
        },
      ],
    }),
  });

  it.each([
    ['a debit from an account ending in 0001 R01', '9912340001', true, 'R01'],
    ['a credit to an account ending in 0001 settled', '9912340001', false, null],
    ['a debit from an account ending in 0002 R02', '9912340002', true, 'R02'],
    ['a debit from an account ending in 0000 R03', '9912340000', true, 'R03'],
    ['a debit from any other account settled', '9912345678', true, null],
  ])('answers %s', async (_, accountNumber, debit, code) => {
    const outbox = recordingOutbox();
    const bank = new SandboxFundingBank(outbox.send, () => new Date('2026-12-08T15:00:00Z'));
    await bank.submitAch(file(accountNumber, debit));
    const result = (await outbox.callbacks())[0]?.result as {
      entries: { outcome: string; returnCode: string | null }[];
    };
    expect(result.entries[0]).toMatchObject({ outcome: code ? 'RETURNED' : 'SETTLED', returnCode: code });
  });

  it('refuses a file whose control debit total disagrees with its debits', async () => {
    const outbox = recordingOutbox();
    const bank = new SandboxFundingBank(outbox.send, () => new Date('2026-12-08T15:00:00Z'));
    const submission = file('9912345678', true);
    const contents = submission.contents
      .split('\n')
      .map((r) => (r[0] === '9' && !/^9+$/.test(r) ? `${r.slice(0, 31)}000000000001${r.slice(43)}` : r))
      .join('\n');
    await expect(bank.submitAch({ ...submission, contents })).rejects.toThrow(/file control/);
  });
});
