import { INSURANCE_REJECTION_REASONS } from '@hearth/domain/collateral';
import type { VendorCallback } from '@hearth/domain/vendors';
import { normaliseName } from '../credit-bureau/sandbox-credit-bureau';
import type { InsuranceVerifier } from './insurance';

/**
 * A deterministic reviewer: every document is accepted, except that an applicant whose first name is
 * `Underinsured` has a first hazard policy whose dwelling coverage is too low (the second one sent is accepted).
 */
export class SandboxInsurance implements InsuranceVerifier {
  constructor(private readonly send: (callback: VendorCallback) => Promise<void>) {}

  async verify(order: {
    requestId: string;
    kind: 'HAZARD' | 'FLOOD' | 'TRUST';
    applicant: { firstName: string; lastName: string };
    document: { mediaType: string; sizeBytes: number };
    attempt: number;
  }): Promise<void> {
    const underinsured =
      normaliseName(order.applicant.firstName) === 'underinsured' &&
      order.kind === 'HAZARD' &&
      order.attempt === 0;
    await this.send({
      callbackId: `insurance:${order.requestId}`,
      requestId: order.requestId,
      event: 'insurance.reviewed',
      result: underinsured
        ? { outcome: 'REJECTED', reason: INSURANCE_REJECTION_REASONS.coverage }
        : { outcome: 'VERIFIED' },
    });
  }
}
