import { z } from 'zod';

/**
 * The consent to electronic records and signatures and its reasonable demonstration (issue 20 item 14, decision
 * 0202). The E-SIGN Act (15 U.S.C. 7001(c)(1)(C)(ii)) makes a consent count only if the consumer gives it "in a
 * manner that reasonably demonstrates" that they can open the records in the form they will be given: PDF files.
 * So before accepting, each person opens a sample PDF the API makes with the documents' own renderer and types the
 * 6-digit code printed in it. The API records the demonstration with the consent's version, the time and the
 * SHA-256 of the text it was for; the borrower's acceptance (start/app-summary) and an owner's join refuse without
 * one for the text being accepted.
 */

const application = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
const coDeed = (uuid: string) => `/service-application/api/v1/application/heloc/co-deed/${uuid}`;

export const E_SIGN_API_PATHS = {
  /** The borrower's consent as start/app-summary shows it, with whether the demonstration is done. */
  consent: (uuid: string) => `${application(uuid)}/e-sign`,
  sample: (uuid: string) => `${application(uuid)}/e-sign/sample.pdf`,
  demonstration: (uuid: string) => `${application(uuid)}/e-sign/demonstration`,
  /** An owner on title who does not borrow (decision 0177), before they join. */
  signerConsent: (uuid: string) => `${coDeed(uuid)}/e-sign`,
  signerSample: (uuid: string) => `${coDeed(uuid)}/e-sign/sample.pdf`,
  signerDemonstration: (uuid: string) => `${coDeed(uuid)}/e-sign/demonstration`,
} as const;

/** The code printed in the sample: six digits, read aloud and typed on a phone as easily as on a keyboard. */
export const E_SIGN_SAMPLE_CODE_LENGTH = 6;
export const E_SIGN_SAMPLE_FILENAME = 'sample-document.pdf';
export const E_SIGN_SAMPLE_TITLE = 'Sample document: check that you can open our documents';

export const E_SIGN_MESSAGES = {
  codeFormat: 'Enter the 6-digit code printed in the sample document.',
  codeWrong:
    'That code does not match the sample document. Open the sample again and enter the 6-digit code printed in it.',
  demonstrateFirst:
    'Before you agree to receive documents electronically, open the sample document and enter the code printed in it.',
  changed:
    'Our consent to electronic records and signatures has changed since it was shown. Please read it again, open the new sample document and enter its code.',
  notYet: 'The consent to electronic records and signatures is not ready yet: choose an offer first.',
} as const;

/** A code as a person may type it: spaces and dashes between the digits are not part of it. */
export function normalizeSampleCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '');
}

const sha256Hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'The consent needs the SHA-256 of the text shown');

/** The code as typed back: six digits (the registration's demonstration takes it too, decision 0210). */
export const sampleCodeSchema = z
  .string()
  .trim()
  .max(20)
  .regex(new RegExp(`^\\d{${E_SIGN_SAMPLE_CODE_LENGTH}}$`), E_SIGN_MESSAGES.codeFormat);

/** Whether a typed code has the sample's form (six digits once spaces and dashes are dropped). */
export function isSampleCodeShaped(typed: string): boolean {
  return new RegExp(`^\\d{${E_SIGN_SAMPLE_CODE_LENGTH}}$`).test(normalizeSampleCode(typed.trim()));
}

/** POST demonstration: the code read in the sample, for the consent text shown (its version and hash). */
export const eSignDemonstrationSchema = z.object({
  code: sampleCodeSchema,
  version: z.string().trim().min(1).max(40),
  sha256: sha256Hex,
});
export type ESignDemonstration = z.input<typeof eSignDemonstrationSchema>;

/** The consent as shown to one person, and when they demonstrated they can open the PDFs (null before). */
export const eSignConsentViewSchema = z.object({
  title: z.string(),
  version: z.string(),
  text: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  demonstratedAt: z.string().nullable(),
});
export type ESignConsentView = z.infer<typeof eSignConsentViewSchema>;

/**
 * The words of the sample PDF: what it is for and the code, for one consent (its version). `name` is the person's,
 * when they have an account; the registration's sample (decision 0210) has none and names its consent instead.
 */
export function sampleDocumentParagraphs(input: {
  lender: string;
  name?: string | undefined;
  code: string;
  version: string;
  consent?: string | undefined;
}): { heading: boolean; text: string }[] {
  const consent = input.consent ?? 'consent to electronic records and signatures';
  const forWhom = input.name ? `for ${input.name} and ` : 'for ';
  return [
    {
      heading: false,
      text: `${input.lender} gives you the documents of your home equity line of credit as PDF files, like this one. You opened this file, so you can open them too.`,
    },
    { heading: true, text: 'Your code' },
    { heading: false, text: `Your code is ${input.code}` },
    {
      heading: false,
      text: 'Go back to the page you came from and enter this code to show that you can open our documents. Then you can agree to receive them electronically.',
    },
    {
      heading: false,
      text: `This sample is ${forWhom}version ${input.version} of our ${consent}. It is not a loan document: there is nothing to sign and nothing to keep.`,
    },
  ];
}
