import type { VendorCallback } from '@hearth/domain/vendors';
import type { CreditBureau, CreditReport } from './credit-bureau';
import type { HardCreditRequest, HardCreditResult, HardCreditVendor } from './hard-credit';
import { normaliseName } from './sandbox-credit-bureau';

/**
 * Hard-pull personas (docs/sandbox-personas.md), by last name like the soft pull's; each passes the soft pull
 * as an ordinary applicant. `Hardfrozen` is the soft bureau's own persona (frozen on a hard pull only).
 */
export const HARD_PULL_PERSONAS = ['newdelinquent', 'newscore', 'hardnomatch', 'harderror'] as const;
export type HardPullPersona = (typeof HARD_PULL_PERSONAS)[number];

export function hardPullPersonaOf(lastName: string): HardPullPersona | null {
  const key = normaliseName(lastName);
  return (HARD_PULL_PERSONAS as readonly string[]).includes(key) ? (key as HardPullPersona) : null;
}

/** A card gone 60 days past due since the soft pull: the material change the hard pull looks for. */
function withNewDelinquency(report: CreditReport): CreditReport {
  return {
    ...report,
    tradelines: [
      ...report.tradelines,
      {
        creditorName: 'Sandbox Card Services',
        type: 'CARD',
        monetaryBalance: 2_400_00,
        monetaryCalculatedNextPaymentMinimumAmount: 95_00,
        openedDate: report.pulledAt.slice(0, 10),
        monthsPastDue: 2,
        payOff: { status: 'NOT_SELECTED' },
      },
    ],
  };
}

/** The score the full check finds for `Newscore`: lower than the soft pull's, as a file can change in between. */
export const NEWSCORE_DROP = 30;

/**
 * The sandbox bureau's hard-pull desk: answers from the deterministic bureau (and the personas above) and sends
 * the answer back as a signed callback through `send`, never as a return value, like a real bureau's webhook.
 */
export class SandboxHardCredit implements HardCreditVendor {
  constructor(
    private readonly bureau: CreditBureau,
    private readonly send: (callback: VendorCallback) => Promise<void>,
  ) {}

  async result(request: HardCreditRequest): Promise<HardCreditResult> {
    const persona = hardPullPersonaOf(request.applicant.lastName);
    if (persona === 'harderror') return { outcome: 'ERROR' };
    if (persona === 'hardnomatch') return { outcome: 'NO_SSN_MATCH' };
    const pulled = await this.bureau.hardPull(request.applicant);
    if (pulled.outcome !== 'MATCH') return { outcome: pulled.outcome };
    const report =
      persona === 'newdelinquent'
        ? withNewDelinquency(pulled.report)
        : persona === 'newscore' && pulled.report.score !== null
          ? { ...pulled.report, score: pulled.report.score - NEWSCORE_DROP }
          : pulled.report;
    return { outcome: 'MATCH', report };
  }

  async requestHardPull(request: HardCreditRequest): Promise<void> {
    const result = await this.result(request);
    await this.send({
      // One callback id per request: asking again under the same id sends the same callback, a duplicate.
      callbackId: `hard-pull:${request.requestId}`,
      requestId: request.requestId,
      event: 'hard-pull.completed',
      result: result as unknown as Record<string, unknown>,
    });
  }
}
