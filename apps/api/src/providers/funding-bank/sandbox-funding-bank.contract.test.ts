import { recordingOutbox } from '../contract-support';
import { fundingBankContract } from './funding-bank.contract';
import { SandboxFundingBank } from './sandbox-funding-bank';

fundingBankContract('the sandbox lender bank', () => {
  const outbox = recordingOutbox();
  const now = new Date('2026-12-08T15:00:00Z');
  return { port: new SandboxFundingBank(outbox.send, () => now), callbacks: outbox.callbacks };
});
