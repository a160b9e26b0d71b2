import { z } from 'zod';

/**
 * The loan documents (issue 12 item 2, decision 0171): generated as PDF files from the application's data once
 * the accounts are confirmed, each stored with the SHA-256 of its bytes. One notice of the right to cancel per
 * owner who must receive it; for a Texas home the section 50(a)(6) notice and the final itemized disclosure of the
 * fees, points, interest, costs and charges (decision 0181), the written acknowledgment of the home's fair market
 * value and the consent of each owner's spouse (decision 0196).
 */
export { DOCUMENT_API_PATHS } from './after-offer-api-paths';

export const LOAN_DOCUMENT_TYPES = [
  'ACCOUNT_OPENING_DISCLOSURE',
  'HELOC_AGREEMENT',
  'DEED_OF_TRUST',
  'RIGHT_TO_CANCEL',
  'RIGHT_TO_CANCEL_AT_SIGNING',
  'E_SIGN_CONSENT',
  'TEXAS_HOME_EQUITY_NOTICE',
  'TEXAS_FINAL_ITEMIZED_DISCLOSURE',
  'TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT',
  'TEXAS_SPOUSE_CONSENT',
] as const;
export type LoanDocumentType = (typeof LOAN_DOCUMENT_TYPES)[number];

export const LOAN_DOCUMENT_TITLES: Record<LoanDocumentType, string> = {
  ACCOUNT_OPENING_DISCLOSURE: 'Home equity line of credit account-opening disclosure',
  HELOC_AGREEMENT: 'Home equity line of credit agreement',
  DEED_OF_TRUST: 'Deed of trust',
  RIGHT_TO_CANCEL: 'Notice of your right to cancel',
  RIGHT_TO_CANCEL_AT_SIGNING: 'Notice of your right to cancel, dated at signing',
  E_SIGN_CONSENT: 'Consent to electronic records and signatures',
  TEXAS_HOME_EQUITY_NOTICE: 'Texas home equity notice (section 50(a)(6))',
  TEXAS_FINAL_ITEMIZED_DISCLOSURE:
    'Texas final itemized disclosure of fees and charges (section 50(a)(6)(M)(ii))',
  TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT:
    'Texas acknowledgment of the fair market value of the homestead (section 50(a)(6)(Q)(ix))',
  TEXAS_SPOUSE_CONSENT: "Texas consent of each owner's spouse to the lien (section 50(a)(6)(A))",
};

/** A document as the pages list it; `text` is the same words as the PDF, for the on-page viewer. */
export const loanDocumentViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(LOAN_DOCUMENT_TYPES),
  title: z.string(),
  /** For a notice of the right to cancel, the owner it is addressed to. */
  recipient: z.string().nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeBytes: z.number().int().positive(),
  pages: z.number().int().positive(),
  createdAt: z.string(),
});
export type LoanDocumentView = z.infer<typeof loanDocumentViewSchema>;

/** A sealed file (decision 0175): an executed copy of a signed document, or the certificate of completion. */
export const sealedDocumentViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The document it is the executed copy of; null for the certificate of completion. */
  documentId: z.uuid().nullable(),
  recipient: z.string().nullable(),
  /** The SHA-256 of the document as it was signed; null for the certificate. */
  signedSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** The SHA-256 of the sealed file as stored and served. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeBytes: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type SealedDocumentView = z.infer<typeof sealedDocumentViewSchema>;

/** The signed package once every party has signed and it is sealed; null before. */
export const sealedPackageViewSchema = z.object({
  sealedAt: z.string(),
  executed: z.array(sealedDocumentViewSchema),
  certificate: sealedDocumentViewSchema,
});
export type SealedPackageView = z.infer<typeof sealedPackageViewSchema>;

export const loanDocumentsViewSchema = z.object({
  status: z.string(),
  documents: z.array(loanDocumentViewSchema),
  sealed: sealedPackageViewSchema.nullable(),
});
export type LoanDocumentsView = z.infer<typeof loanDocumentsViewSchema>;

export const loanDocumentTextSchema = loanDocumentViewSchema.extend({
  /** The document's paragraphs, in order, as printed in the PDF. */
  paragraphs: z.array(
    z.object({
      heading: z.boolean(),
      text: z.string(),
      /** A recordable instrument's recording header, a boxed notice, a page break (decision 0196). */
      layout: z.enum(['RECORDING_HEADER', 'BOXED', 'NEW_PAGE']).optional(),
    }),
  ),
});
export type LoanDocumentText = z.infer<typeof loanDocumentTextSchema>;

export const DOCUMENT_MESSAGES = {
  notReady: 'Your documents are not ready yet.',
  notFound: 'That document is not part of this application.',
} as const;

export const CERTIFICATE_OF_COMPLETION_TITLE = 'Certificate of completion';
