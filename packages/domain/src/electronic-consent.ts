import { z } from 'zod';
import { sampleCodeSchema } from './e-sign';
import type { NoticeParagraph } from './notices';

/**
 * The consent to electronic communications asked at registration (issue 20 item 12, decision 0200): the E-SIGN Act
 * (15 U.S.C. 7001(c)) lets a lender give a required notice electronically only to a consumer who consented after
 * being told what the consent covers, how to get paper copies, how to withdraw it and what that means, how to update
 * the email address, and the hardware and software needed. The server stores each acceptance with this version,
 * the time, the address and the SHA-256 of exactly the text it served, like the disclosures of start/app-summary
 * (decision 0121). Without a stored consent, notices go by mail (the print vendor's queue).
 */

export const REGISTRATION_CONSENT_VERSION = '2026-12';
export const REGISTRATION_CONSENT_TYPE = 'E_SIGN_REGISTRATION';

export const REGISTRATION_CONSENT_PATH = '/identity/api/v1/registration/e-sign-consent';

/**
 * The reasonable demonstration at registration (15 U.S.C. 7001(c)(1)(C)(ii), decision 0210): before the account
 * exists, the page makes a random nonce, opens this sample PDF with it and the applicant types the code printed in
 * it; the register call sends the nonce and the code back with the consent. The code is an HMAC of the nonce and
 * the consent's text, so nothing is stored before the registration.
 */
export const REGISTRATION_SAMPLE_PATH = '/identity/api/v1/registration/e-sign-sample.pdf';

/** The sample's address for a nonce and the lender (its organization code), as the page links it. */
export function registrationSampleUrl(nonce: string, organization: string): string {
  return `${REGISTRATION_SAMPLE_PATH}?nonce=${encodeURIComponent(nonce)}&organization=${encodeURIComponent(organization)}`;
}

/** The nonce the page makes: 16 random bytes or more, base64url or hex (22 to 64 characters). */
export const REGISTRATION_SAMPLE_NONCE = /^[A-Za-z0-9_-]{22,64}$/;

export interface ConsentLender {
  companyName: string;
  supportPhone: string;
  supportEmail: string;
}

/** The consent as the communications page and the register step show it, section by section. */
export function registrationConsentParagraphs(lender: ConsentLender): NoticeParagraph[] {
  const h = (text: string): NoticeParagraph => ({ heading: true, text });
  const p = (text: string): NoticeParagraph => ({ heading: false, text });
  return [
    p(
      `Under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN), ${lender.companyName} needs your consent before giving you disclosures, notices and loan documents electronically.`,
    ),
    h('What this consent covers'),
    p(
      'Application disclosures, the booklet about home equity lines of credit, credit score notices, notices of action taken on your application, loan agreements, periodic statements and any other communication about your home equity line of credit. We send them to the email address on your account and keep them in your account, where you can open, download and print them.',
    ),
    h('Paper copies'),
    p(
      `You may ask for a paper copy of any document at no charge by calling ${lender.supportPhone} or emailing ${lender.supportEmail}.`,
    ),
    h('Withdrawing your consent'),
    p(
      `You may withdraw this consent at any time, at no charge, by calling ${lender.supportPhone} or emailing ${lender.supportEmail}. Withdrawing does not affect documents already given to you electronically. After it, we will mail documents to you on paper, which may slow your application.`,
    ),
    h('Keeping your email address current'),
    p(
      `Change your email address in your account settings, or tell us at ${lender.supportEmail}, so that our emails reach you.`,
    ),
    h('What you need'),
    p(
      'A device with an internet connection and a current version of Chrome, Edge, Firefox or Safari with JavaScript turned on; software that opens PDF files; an email account; and enough storage to save documents, or a printer to print them. If these needs change, we will tell you and ask for your consent again.',
    ),
  ];
}

/** The exact text whose SHA-256 is stored: each paragraph, separated by a blank line. */
export function registrationConsentText(lender: ConsentLender): string {
  return registrationConsentParagraphs(lender)
    .map((paragraph) => paragraph.text)
    .join('\n\n');
}

/** GET registration consent: what to show, with the version and the hash the register call sends back. */
export const registrationConsentSchema = z.object({
  version: z.string(),
  title: z.string(),
  paragraphs: z.array(z.object({ heading: z.boolean(), text: z.string() })),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RegistrationConsent = z.infer<typeof registrationConsentSchema>;

export const REGISTRATION_CONSENT_TITLE = 'Consent to electronic communications';

export const registrationSampleNonceSchema = z
  .string()
  .trim()
  .regex(
    REGISTRATION_SAMPLE_NONCE,
    'The sample document needs the random code the page made (22 to 64 letters, digits, - or _)',
  );

/** GET the registration's sample: the page's nonce, and the lender as the other identity calls name it. */
export const registrationSampleQuerySchema = z.object({
  nonce: registrationSampleNonceSchema,
  organization: z.string().optional(),
  org: z.string().optional(),
});

/**
 * What the register call sends: the consent the applicant accepted, by version and the hash of its text, and the
 * demonstration when the applicant opened the sample (decision 0210): the nonce it was opened with and the code.
 */
export const registrationConsentAcceptanceSchema = z.object({
  version: z.string().trim().min(1).max(40),
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'The consent needs the SHA-256 of the text shown'),
  demonstration: z.object({ nonce: registrationSampleNonceSchema, code: sampleCodeSchema }).optional(),
});
export type RegistrationConsentAcceptance = z.infer<typeof registrationConsentAcceptanceSchema>;

export const REGISTRATION_CONSENT_MESSAGES = {
  changed:
    'Our consent to electronic communications has changed since it was shown. Please review it again and accept the current version.',
  /** A sample's nonce already used by another registration (decision 0210): each account opens its own. */
  sampleUsed:
    'The code of this sample document was already used to create an account. Open the sample document again and enter the new code printed in it.',
} as const;

/** What the sample names as its consent (decision 0210). */
export const REGISTRATION_SAMPLE_CONSENT = 'consent to electronic communications';
