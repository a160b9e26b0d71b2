/**
 * The insurance-verification vendor as a port (decision 0160): the declarations page of a hazard or flood policy
 * (or, for a trust, the certification of trust) is checked against what the lender needs, and the answer arrives
 * as a signed `insurance` callback: VERIFIED, or REJECTED with a reason the borrower can act on.
 */
export interface InsuranceVerifier {
  verify(order: {
    requestId: string;
    kind: 'HAZARD' | 'FLOOD' | 'TRUST';
    applicant: { firstName: string; lastName: string };
    document: { mediaType: string; sizeBytes: number };
    /** How many documents of this kind the borrower sent before this one. */
    attempt: number;
  }): Promise<void>;
}
