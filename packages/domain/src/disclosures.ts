import { z } from 'zod';
import {
  APR_EXCLUDES_OTHER_COSTS_WORDS,
  historicalExampleLines,
  interestOnlyMinimumPaymentWords,
  interestOnlyPaymentExampleWords,
  lenderFeeWords,
  marginPercent,
  minimumPaymentWords,
  NEGATIVE_AMORTIZATION_WORDS,
  PAYMENT_TIMING_WORDS,
  paymentExampleWords,
  periodWords,
  TAX_WORDS,
  transactionRequirementWords,
  variableRateWords,
} from './line-terms';
import { type Cents, formatMoney, formatPercent } from './money';

/**
 * The disclosures of start/app-summary that the borrower accepts before the hard credit pull (decision 0121).
 * Each text is generated from the application and the selected offer; the server stores, per acceptance,
 * the version, the time, the client address and the SHA-256 of exactly the text it showed.
 */

export const DISCLOSURE_TYPES = [
  'E_SIGN',
  'HELOC_EARLY_DISCLOSURE',
  'ECOA_VALUATION',
  'HARD_CREDIT',
] as const;
export type DisclosureType = (typeof DISCLOSURE_TYPES)[number];
export const disclosureTypeSchema = z.enum(DISCLOSURE_TYPES);

/** Bump a version whenever its wording changes: a stored acceptance names the version it accepted. */
export const DISCLOSURE_VERSIONS: Record<DisclosureType, string> = {
  // 2026-12: what the consent covers, changed requirements, contact details and the sample document (decision 0202).
  E_SIGN: '2026-12',
  // 2027-01: the booklet's link is its 2022 edition, and the disclosure says the booklet was given (decision 0200).
  HELOC_EARLY_DISCLOSURE: '2027-01',
  ECOA_VALUATION: '2026-11',
  HARD_CREDIT: '2026-11',
};

/** The current version of a consent type: a summary disclosure's own, else `fallback` (the soft-credit one). */
export function consentVersionOf(type: string, fallback: string): string {
  return (DISCLOSURE_VERSIONS as Partial<Record<string, string>>)[type] ?? fallback;
}

export const DISCLOSURE_TITLES: Record<DisclosureType, string> = {
  E_SIGN: 'Consent to electronic records and signatures',
  HELOC_EARLY_DISCLOSURE: 'Important terms of your home equity line of credit',
  ECOA_VALUATION: 'Your right to a copy of the appraisal',
  HARD_CREDIT: 'Authorization to obtain your credit report',
};

/**
 * The CFPB booklet a HELOC applicant must be given with the early disclosure (12 CFR 1026.40(e)): its current (2022)
 * edition on the CFPB's own file server, given by link, never reproduced (decision 0200).
 */
export const CFPB_HELOC_BOOKLET = {
  label: 'What you should know about home equity lines of credit',
  url: 'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf',
} as const;

/** That the booklet was given, and where it is: the same words in each early disclosure and its e-mail. */
export const CFPB_BOOKLET_WORDS = `Booklet: we have given you the Consumer Financial Protection Bureau's booklet "${CFPB_HELOC_BOOKLET.label}". Read it or save it at ${CFPB_HELOC_BOOKLET.url}. If you would like a paper copy, ask us and we will mail you one at no charge.`;

/** 1026.40(d)(3): the security interest, and that the home could be lost. */
export const SECURITY_INTEREST_WORDS =
  'Security interest: we will take a mortgage on your home. You could lose your home if you do not meet the obligations in your agreement with us.';

/** 1026.40(d)(4): when the lender can end the line, or stop draws or lower the limit. */
export const POSSIBLE_ACTIONS_WORDS =
  'Possible actions: we can end your line, require you to pay the whole outstanding balance in one payment, and charge you the reasonable costs of collecting it that the law allows, if you engage in fraud or material misrepresentation, do not meet the repayment terms, or act or fail to act in a way that harms our security in the home. We can refuse to make more draws or reduce your credit limit if the value of the home falls significantly below its appraised value, your financial circumstances change materially, or other conditions in the agreement occur. The agreement lists every such condition.';

export interface DisclosureOffer {
  type: 'FIXED' | 'VARIABLE' | 'UNKNOWN';
  /** years */
  term: number;
  /** APR in percent, without discounts (decision 0101) */
  rate: number;
  /** The rate while autopay stays on, when the borrower chose it */
  autopayRate: number | null;
  creditLimitCents: Cents;
  minDrawCents: Cents;
  maxDrawCents: Cents;
  initialDrawCents: Cents;
  /** percent of the initial draw, charged once at opening */
  originationFeePercent: number;
  /** The offer's `baseRate`: for a variable-rate offer the index value it was priced on (the margin is the rate less it). */
  indexRatePercent: number;
  minRecordingTaxCents: Cents;
  maxRecordingTaxCents: Cents;
  /** The 62-and-over variant: interest-only payments during the draw period (decision 0224). */
  interestOnly?: boolean;
}

export interface DisclosureContext {
  lender: { companyName: string; supportPhone: string; supportEmail: string };
  applicant: { firstName: string; lastName: string };
  property: { street1: string; street2?: string; city: string; state: string; zip: string };
  offer: DisclosureOffer;
  /** Third-party costs of the offer set (valuation, title, recording), in cents. */
  thirdPartyCosts: readonly { label: string; amountCents: Cents }[];
}

export interface Disclosure {
  type: DisclosureType;
  title: string;
  version: string;
  text: string;
  links: { label: string; url: string }[];
}

function propertyLine(p: DisclosureContext['property']): string {
  const street = p.street2 ? `${p.street1}, ${p.street2}` : p.street1;
  return `${street}, ${p.city}, ${p.state} ${p.zip}`;
}

/**
 * The consent to electronic records and signatures (15 U.S.C. 7001(c)(1); decision 0202): what it covers, the
 * hardware and software needed and what happens when they change, paper copies and their cost, withdrawing and how,
 * and keeping contact details current. One text for the borrower and for an owner on title who does not borrow (both
 * receive and sign records of this line); each accepts it only after opening the sample PDF (`e-sign.ts`).
 */
function eSign({ lender }: DisclosureContext): string {
  const reach = `calling ${lender.supportPhone} or emailing ${lender.supportEmail}`;
  return [
    `${lender.companyName} will give you the disclosures, notices and agreements for this home equity line of credit electronically. By agreeing, you consent to receive them electronically and to sign them with an electronic signature, which has the same effect as signing on paper.`,
    'What this consent covers: every record of this home equity line of credit that we must give you in writing or that you sign, whether you borrow or you own the home with the borrower. That includes the disclosures before and at account opening, the notice of your right to cancel, the agreement, the deed of trust and the other closing documents, notices about your application and, if the line opens, your statements and notices about the account. It covers this application and the line if it opens, and no other account.',
    'Hardware and software you need: a computer, tablet or phone with an internet connection; a current version of Chrome, Edge, Firefox or Safari; software that opens PDF files (most browsers do); an email account; and enough storage to save the documents, or a printer to print them. Before you agree, you open a sample PDF document and enter the code printed in it: that shows you can open our documents.',
    'If these requirements change: if a change could stop you from opening or keeping a record this consent covers, we email you first with the new requirements. You may then withdraw your consent at no charge and with no consequence other than those described here; to keep receiving records electronically, you agree again and open a new sample document.',
    `Paper copies: you may ask for a paper copy of any record at no charge, at any time, by ${reach}. Asking for a paper copy does not withdraw this consent.`,
    `Withdrawing consent: you may withdraw this consent at any time, at no charge, by ${reach}. Withdrawing does not affect records already given to you electronically. After it, we send records on paper, which may slow your application.`,
    `Keeping your contact details current: tell us right away if your email address or phone number changes, so our emails reach you. Your account settings show the details we use. To change them, use our Contact us page, call ${lender.supportPhone} or email ${lender.supportEmail}; a borrower can also change them on the contact page of the application before agreeing to these disclosures.`,
  ].join('\n\n');
}

function earlyDisclosure({ lender, property, offer, thirdPartyCosts }: DisclosureContext): string {
  const variable = offer.type === 'VARIABLE';
  const rateKind = variable
    ? 'The rate shown is the rate today: it can change, as explained below.'
    : 'This is a fixed-rate plan: the annual percentage rate does not change for the whole term of the line.';
  const costs = thirdPartyCosts.length
    ? thirdPartyCosts.map((c) => `- ${c.label}: ${formatMoney(c.amountCents)}`).join('\n')
    : '- None are expected for this offer.';
  // 1026.40(d)(12): the variable-rate items, from the same words and data as the account-opening disclosure.
  const variableRate = variable
    ? [
        ...variableRateWords(
          {
            aprPercent: offer.rate,
            indexPercent: offer.indexRatePercent,
            autopayAprPercent: offer.autopayRate,
          },
          offer.term,
        ),
        ...historicalExampleLines(
          marginPercent({ aprPercent: offer.rate, indexPercent: offer.indexRatePercent }),
          offer.term,
        ),
      ]
    : [];
  return [
    'Keep this disclosure for your records.',
    `Lender: ${lender.companyName}. Property: ${property.street1 ? propertyLine(property) : 'your home'}.`,
    SECURITY_INTEREST_WORDS,
    `Conditions: the terms below are those of the offer you selected and are subject to final underwriting, including verification of your income, identity, credit and property value. If any term changes (other than a change of a variable rate) before the plan is opened and you decide, for that reason, not to open it, you may have all fees you paid refunded.`,
    POSSIBLE_ACTIONS_WORDS,
    `Credit limit: up to ${formatMoney(offer.creditLimitCents)}. Your initial draw: ${formatMoney(offer.initialDrawCents)} (from ${formatMoney(offer.minDrawCents)} to ${formatMoney(offer.maxDrawCents)}).`,
    periodWords(offer.term),
    offer.interestOnly
      ? `Payment terms: ${interestOnlyMinimumPaymentWords(offer.term)} ${PAYMENT_TIMING_WORDS} ${interestOnlyPaymentExampleWords(offer.rate, offer.term)}`
      : `Payment terms: ${minimumPaymentWords(offer.term)} ${PAYMENT_TIMING_WORDS} ${paymentExampleWords(offer.rate, offer.term)}`,
    `Annual percentage rate: ${formatPercent(offer.rate)}.${offer.autopayRate !== null ? ` With automatic payments, the rate is ${formatPercent(offer.autopayRate)} while they stay on.` : ''} ${rateKind} ${APR_EXCLUDES_OTHER_COSTS_WORDS}`,
    ...variableRate,
    `Fees we charge:\n${lenderFeeWords({
      originationFeePercent: offer.originationFeePercent,
      state: property.state,
    })
      .map((line) => `- ${line}`)
      .join('\n')}`,
    `Fees paid to others to open the plan (estimates), paid from your initial draw at closing:\n${costs}\n- Recording taxes: ${formatMoney(offer.minRecordingTaxCents)} to ${formatMoney(offer.maxRecordingTaxCents)}.`,
    transactionRequirementWords(property.state),
    NEGATIVE_AMORTIZATION_WORDS,
    TAX_WORDS,
    CFPB_BOOKLET_WORDS,
  ].join('\n\n');
}

function ecoaValuation({ lender }: DisclosureContext): string {
  return [
    'We may order an appraisal or another valuation of your home to decide on your application. We will promptly give you a copy of any appraisal or other written valuation developed for your application, even if your loan does not close.',
    `You can pay for an additional appraisal for your own use at your own cost. For questions, call ${lender.supportPhone} or e-mail ${lender.supportEmail}.`,
  ].join('\n\n');
}

function hardCredit({ lender, applicant }: DisclosureContext): string {
  return [
    `I, ${applicant.firstName} ${applicant.lastName}, authorize ${lender.companyName} and its service providers to obtain my consumer credit report from one or more consumer reporting agencies to underwrite this home equity line of credit application. This is a hard inquiry: it may appear on my credit report and affect my credit score.`,
    'I also authorize the verification of the information I gave, including my income, employment, identity and property, and the use of my credit report to service the account if it is opened.',
  ].join('\n\n');
}

const BUILDERS: Record<DisclosureType, (context: DisclosureContext) => string> = {
  E_SIGN: eSign,
  HELOC_EARLY_DISCLOSURE: earlyDisclosure,
  ECOA_VALUATION: ecoaValuation,
  HARD_CREDIT: hardCredit,
};

/**
 * The links shown with each disclosure: the CFPB booklet, and where a person updates the contact details their
 * electronic records go to (the web app's pages).
 */
export const E_SIGN_CONTACT_LINKS = [
  { label: 'Contact us to update your email address or phone number', url: '/contact' },
  { label: 'Your account settings', url: '/dashboard/settings' },
] as const;

const DISCLOSURE_LINKS: Record<DisclosureType, readonly { label: string; url: string }[]> = {
  E_SIGN: E_SIGN_CONTACT_LINKS,
  HELOC_EARLY_DISCLOSURE: [CFPB_HELOC_BOOKLET],
  ECOA_VALUATION: [],
  HARD_CREDIT: [],
};

/** Every disclosure of the summary, in the order the page shows them. Same context, same text. */
export function buildDisclosures(context: DisclosureContext): Disclosure[] {
  return DISCLOSURE_TYPES.map((type) => ({
    type,
    title: DISCLOSURE_TITLES[type],
    version: DISCLOSURE_VERSIONS[type],
    text: BUILDERS[type](context),
    links: DISCLOSURE_LINKS[type].map((link) => ({ ...link })),
  }));
}

/** How the early disclosure names the third-party costs of an offer set (the lender's own fee is stated apart). */
export const THIRD_PARTY_FEE_LABELS: Partial<Record<string, string>> = {
  VALUATION: 'Property valuation',
  MANUAL_NOTARY: 'Manual notarization',
  RECORDING_FEE: 'Recording fees',
  TITLE: 'Title services',
  FLOOD_CERTIFICATE: 'Flood certificate',
};

export const DISCLOSURE_MESSAGES = {
  acceptAll: 'Please accept every disclosure before continuing',
  changed:
    'A disclosure has changed since it was shown. Please review it again and accept the current version.',
} as const;

const sha256Hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'Each accepted disclosure needs the SHA-256 of the text shown');

/** POST body of the accept call: each disclosure the borrower accepted, as the page received it. */
export const acceptDisclosuresRequestSchema = z.object({
  accepted: z
    .array(
      z.object({ type: disclosureTypeSchema, version: z.string().trim().min(1).max(40), sha256: sha256Hex }),
    )
    .min(1, DISCLOSURE_MESSAGES.acceptAll)
    .max(DISCLOSURE_TYPES.length * 2),
});
export type AcceptDisclosuresRequest = z.input<typeof acceptDisclosuresRequestSchema>;

/** Disclosure types missing from `accepted`, in page order. */
export function missingDisclosures(accepted: readonly { type: DisclosureType }[]): DisclosureType[] {
  return DISCLOSURE_TYPES.filter((type) => !accepted.some((a) => a.type === type));
}
