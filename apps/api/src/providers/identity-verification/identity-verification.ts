import type { KbaAnswers, KbaQuestion } from '@hearth/domain/identity-verification';

/**
 * The identity vendor as a port (decision 0132): knowledge questions are fetched at once; answers and documents
 * are checked later and the outcome (PASS, FAIL, REVIEW) arrives as a signed `identity` callback.
 */
export interface IdentityPerson {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob: string;
  address: { street1: string; city: string; state: string; zip: string };
}

export interface IdentityDocument {
  mediaType: string;
  bytes: Buffer;
}

export interface IdentityVerificationVendor {
  questions(request: { requestId: string; person: IdentityPerson }): Promise<KbaQuestion[]>;
  submitAnswers(request: {
    requestId: string;
    person: IdentityPerson;
    answers: KbaAnswers['answers'];
  }): Promise<void>;
  submitDocuments(request: {
    requestId: string;
    person: IdentityPerson;
    idFront: IdentityDocument;
    selfie: IdentityDocument;
  }): Promise<void>;
}
