/**
 * The service paths the pages after the offer read first (decisions 0171, 0178, 0170, 0212), apart from the wire
 * schemas of their modules, as `heloc-api-paths.ts` is (decision 0096): the web app starts those reads from its
 * first script (decision 0265), which must not take the modules' rules and schemas with it. `documents.ts`,
 * `funding.ts`, `borrower-notices.ts` and `identity-verification.ts` re-export them.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
const conditions = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;

export const DOCUMENT_API_PATHS = {
  documents: (uuid: string) => `${base(uuid)}/documents`,
  document: (uuid: string, documentId: string) => `${base(uuid)}/documents/${documentId}`,
  pdf: (uuid: string, documentId: string) => `${base(uuid)}/documents/${documentId}/pdf`,
  /** An executed copy or the certificate of completion, sealed (decision 0175). */
  sealedPdf: (uuid: string, sealedId: string) => `${base(uuid)}/sealed-documents/${sealedId}/pdf`,
} as const;

export const FUNDING_API_PATHS = {
  /** The borrower's line: recording, funding and, once funded, the open line's figures. */
  line: (uuid: string) => `${base(uuid)}/line`,
  /** The borrower: send a returned draw again, to another verified account (decision 0182). */
  resendDraw: (uuid: string) => `${base(uuid)}/line/resend-draw`,
  /** Staff only: approve (or hold) the funding of an application the automatic checks stopped. */
  fundingDecision: (uuid: string) =>
    `/service-application/api/v1/lender/applications/${uuid}/funding-decision`,
  /** Staff only: the funding and every ACH entry of its draw, returned ones with their reason (decision 0182). */
  lenderFunding: (uuid: string) => `/service-application/api/v1/lender/applications/${uuid}/funding`,
  lenderResendDraw: (uuid: string) =>
    `/service-application/api/v1/lender/applications/${uuid}/funding/resend-draw`,
} as const;

export const LINE_CHANGE_API_PATHS = {
  /** Staff only: suspend further draws on an open line, or reduce its limit, for a 1026.40(f)(3)(vi) reason. */
  lenderLineChange: (uuid: string) => `/service-application/api/v1/lender/applications/${uuid}/line-change`,
  /** Staff only: lift a suspension or reduction once its reason no longer applies, and restore the line. */
  lenderLineReinstatement: (uuid: string) =>
    `/service-application/api/v1/lender/applications/${uuid}/line-reinstatement`,
  /** The borrower: whether the line is open in full, suspended or reduced, and why. */
  standing: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/line/standing`,
} as const;

/**
 * The borrower's tasks (spec section 7 conditions call; categories of spec section 4) and what answers them
 * (decision 0170): a document attached to an upload task, the phone number task; and the lender's calls.
 */
export const CONDITIONS_API_PATHS = {
  externalApplicants: (uuid: string) => `${conditions(uuid)}/external-applicants`,
  documents: (uuid: string, conditionId: string) => `${conditions(uuid)}/${conditionId}/documents`,
  phoneNumber: (uuid: string) => `${conditions(uuid)}/phone-number`,
  /** Staff only: open a task on an application (the lender console comes later). */
  lenderConditions: (uuid: string) => `/service-application/api/v1/lender/applications/${uuid}/conditions`,
  /** Staff only: clear a task, with a note. */
  lenderClear: (uuid: string, conditionId: string) =>
    `/service-application/api/v1/lender/applications/${uuid}/conditions/${conditionId}/clear`,
  /**
   * Outside production only: the lender's call to open a task without a staff token, for the e2e journey (there is
   * no lender console yet to sign in to). The same body and rules as `lenderConditions` (decision 0183).
   */
  sandboxOpen: (uuid: string) => `/sandbox/lender/applications/${uuid}/conditions`,
} as const;
