import { z } from 'zod';

/**
 * The notices an applicant is given and keeps (issue 20 items 7, 11 and 12; decision 0200): the early HELOC
 * disclosure with the CFPB booklet at application (Regulation Z 1026.40(b), (d) and (e)), the credit score notice
 * when a score is used (FCRA 609(g) with Regulation V 1022.74(d)), and the notice of action taken on a decline
 * (Regulation B 1002.9, FCRA 615(a)). Each is stored as a PDF the applicant can open and is delivered: by email
 * when the applicant consented to electronic communications, otherwise queued for a lender's print vendor to mail.
 */

const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

export const NOTICE_API_PATHS = {
  notices: (uuid: string) => `${base(uuid)}/notices`,
  notice: (uuid: string, noticeId: string) => `${base(uuid)}/notices/${noticeId}`,
  pdf: (uuid: string, noticeId: string) => `${base(uuid)}/notices/${noticeId}/pdf`,
} as const;

export const NOTICE_KINDS = [
  'EARLY_HELOC_DISCLOSURE',
  'CREDIT_SCORE_NOTICE',
  'ADVERSE_ACTION_NOTICE',
  // Issue 20 item 17 (decision 0204): Regulation B 1002.14, 12 CFR 339.9, Regulation Z 1026.9(c)(1)(iii).
  'VALUATION_COPY',
  'FLOOD_HAZARD_NOTICE',
  'LINE_CHANGE_NOTICE',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_TITLES: Record<NoticeKind, string> = {
  EARLY_HELOC_DISCLOSURE: 'Important terms of our home equity line of credit',
  CREDIT_SCORE_NOTICE: 'Your credit score and the price you pay for credit',
  ADVERSE_ACTION_NOTICE: 'Notice of action taken',
  VALUATION_COPY: 'A copy of the valuation of your home',
  FLOOD_HAZARD_NOTICE:
    'Notice of special flood hazards and availability of federal disaster relief assistance',
  LINE_CHANGE_NOTICE: 'Notice of a change to your home equity line of credit',
};

/** How a notice reached the applicant: email (with electronic consent) or the print vendor's mail queue. */
export const NOTICE_DELIVERIES = ['EMAIL', 'MAIL'] as const;
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number];

/** A paragraph of a notice as printed: a heading, or body text (a line break inside starts a new line). */
export interface NoticeParagraph {
  heading: boolean;
  text: string;
}

export const noticeViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** The applicant the notice is addressed to. */
  recipient: z.string(),
  delivery: z.enum(NOTICE_DELIVERIES),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeBytes: z.number().int().positive(),
  pages: z.number().int().positive(),
  createdAt: z.string(),
});
export type NoticeView = z.infer<typeof noticeViewSchema>;

export const noticesViewSchema = z.object({ notices: z.array(noticeViewSchema) });
export type NoticesView = z.infer<typeof noticesViewSchema>;

export const noticeTextSchema = noticeViewSchema.extend({
  paragraphs: z.array(z.object({ heading: z.boolean(), text: z.string() })),
});
export type NoticeText = z.infer<typeof noticeTextSchema>;

export const NOTICE_MESSAGES = {
  notFound: 'That notice is not part of this application.',
} as const;

/**
 * The email of each notice, in the brand's voice: what it is, then the notice in full (an email reader may not
 * open the attached PDF), then where the copy to keep is.
 */
export const NOTICE_MAIL_SUBJECTS: Record<NoticeKind, (lender: string) => string> = {
  EARLY_HELOC_DISCLOSURE: (lender) =>
    `${lender}: the terms of our home equity line of credit and the CFPB's booklet`,
  CREDIT_SCORE_NOTICE: (lender) => `${lender}: your credit score and how we used it`,
  ADVERSE_ACTION_NOTICE: (lender) => `${lender}: our decision on your home equity line of credit application`,
  VALUATION_COPY: (lender) => `${lender}: your copy of your home's valuation`,
  FLOOD_HAZARD_NOTICE: (lender) => `${lender}: your home is in a special flood hazard area`,
  LINE_CHANGE_NOTICE: (lender) => `${lender}: a change to your home equity line of credit`,
};

export const NOTICE_MAIL_OPENINGS: Record<NoticeKind, string> = {
  EARLY_HELOC_DISCLOSURE:
    'Thank you for applying. Before we check your credit, here are the terms of our home equity line of credit and the Consumer Financial Protection Bureau\u2019s booklet about these lines. Please read them and keep them.',
  CREDIT_SCORE_NOTICE:
    'We used your credit score to review your application. The law asks us to tell you the score, where it came from and what affected it. Here it is.',
  ADVERSE_ACTION_NOTICE:
    'We have finished reviewing your application. This notice tells you our decision and why, and the rights the law gives you.',
  // Regulation B 1002.14(a)(1): promptly upon completion.
  VALUATION_COPY:
    'We have the valuation of your home for your application. The law gives you a copy, free of charge: here it is. You do not need to do anything.',
  // 12 CFR 339.9: a reasonable time before the loan is made.
  FLOOD_HAZARD_NOTICE:
    'The flood determination for your home shows it is in a special flood hazard area. Federal law requires us to tell you what that means before your line closes, and you will need flood insurance.',
  // Regulation Z 1026.9(c)(1)(iii): within three business days of the action, with the specific reasons.
  LINE_CHANGE_NOTICE:
    'We have made a change to your home equity line of credit. This notice tells you what changed, why, and what you can do.',
};

/** How each mail ends: where the copy to keep is, and how to reach the lender. */
export function noticeMailClosing(contact: { supportPhone: string; supportEmail: string }): string {
  return (
    'The same notice is attached as a PDF and is saved in your application, under Your notices, so you can open it again at any time. ' +
    `Questions? Call us at ${contact.supportPhone} or email ${contact.supportEmail}.`
  );
}
