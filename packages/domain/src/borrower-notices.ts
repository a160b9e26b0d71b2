import { z } from 'zod';
import { type CalendarDate, formatLongDate, formatUsDate } from './dates';
import { formatMoney } from './money';
import type { NoticeParagraph } from './notices';

/**
 * The notices of issue 20 item 17 (decision 0204), in the brand's plain words, each next to the rule it answers:
 * the copy of a valuation (Regulation B 12 CFR 1002.14), the notice of special flood hazards (12 CFR 339.9,
 * 42 U.S.C. 4104a), and the notice that a line was suspended or its limit reduced (Regulation Z 1026.9(c)(1)(iii)
 * with 1026.40(f)(3)(vi)).
 */

const h = (text: string): NoticeParagraph => ({ heading: true, text });
const p = (text: string): NoticeParagraph => ({ heading: false, text });

/**
 * Regulation B 1002.14(a)(2): the notice of the right to a copy of appraisals and other written valuations, given
 * at application (within three business days). The words of model form C-9, in the early disclosure every applicant
 * is given (decision 0200).
 */
export const RIGHT_TO_VALUATION_COPY_WORDS =
  'We may order an appraisal to determine the property\u2019s value and charge you for this appraisal. We will promptly give you a copy of any appraisal, even if your loan does not close. You can pay for an additional appraisal for your own use at your own cost.';

export const VALUATION_METHOD_NAMES = {
  AVM: 'automated valuation model',
  BPO: 'broker price opinion',
} as const;
export type ValuationCopyMethod = keyof typeof VALUATION_METHOD_NAMES;

export interface ValuationCopyFacts {
  lender: string;
  applicant: string;
  property: string;
  method: ValuationCopyMethod;
  /** Who produced it: the property data provider's model, or the broker. */
  source: string;
  valueCents: number;
  /** The model's confidence, for an automated valuation. */
  confidence?: string | null;
  /** The day it was completed. */
  completedOn: CalendarDate;
  /** The day this copy is given. */
  givenOn: CalendarDate;
}

/**
 * Regulation B 1002.14(a)(1): a copy of each appraisal and other written valuation developed in connection with an
 * application for credit secured by a first lien on a dwelling, given promptly upon completion and in any case no
 * later than three business days before consummation, free of charge. Hearth's valuations are an automated value
 * and a broker's opinion: the copy states what the lender received.
 */
export function valuationCopyNotice(facts: ValuationCopyFacts): NoticeParagraph[] {
  const name = VALUATION_METHOD_NAMES[facts.method];
  return [
    p(
      `${facts.lender}\nFor: ${facts.applicant}\nHome: ${facts.property}\nDate: ${formatUsDate(facts.givenOn)}`,
    ),
    p(
      `Your home equity line of credit would be secured by a first lien on your home, so the law gives you a copy of every appraisal and other written valuation of your home we use for your application, free of charge. This is a copy of the ${name} we received.`,
    ),
    h('The valuation'),
    p(
      [
        `Type: ${name}`,
        `Prepared by: ${facts.source}`,
        `Completed on: ${formatUsDate(facts.completedOn)}`,
        `Value of your home: ${formatMoney(facts.valueCents, 0)}`,
        ...(facts.confidence
          ? [`The model's confidence in this value: ${facts.confidence.toLowerCase()}`]
          : []),
      ].join('\n'),
    ),
    h('What happens next'),
    p(
      'We use this value, with the loans already on your home, to work out how large a line your home can secure. You do not need to do anything. If you think the value is wrong, call us: tell us why and send anything that shows it, and we will review it.',
    ),
    // 1002.14(a)(1): promptly, and in any case three business days before consummation; 1002.14(a)(4): no charge.
    p(
      'We give you this copy as soon as the valuation is complete, and always at least three business days before you sign your line of credit. We charge nothing for the copy. You keep it even if your line does not open.',
    ),
    h('Your right to a copy'),
    p(RIGHT_TO_VALUATION_COPY_WORDS),
  ];
}

export interface FloodNoticeFacts {
  lender: string;
  borrower: string;
  property: string;
  /** The FEMA zone of the determination (A*, V*). */
  zone: string;
  givenOn: CalendarDate;
  /** Whether the community takes part in the National Flood Insurance Program; the sandbox's always does. */
  communityParticipates: boolean;
}

/**
 * 12 CFR 339.9 (and 42 U.S.C. 4104a): when the home is in a special flood hazard area, the borrower is told so in
 * writing a reasonable time before the loan is made, with whether flood insurance is available under the National
 * Flood Insurance Program, that federal disaster relief may be limited, and that flood insurance is required. The
 * words follow the sample form of Appendix A to 12 CFR part 339.
 */
export function floodHazardNotice(facts: FloodNoticeFacts): NoticeParagraph[] {
  return [
    p(
      `${facts.lender}\nFor: ${facts.borrower}\nHome: ${facts.property}\nDate: ${formatUsDate(facts.givenOn)}`,
    ),
    h('Notice of special flood hazard area and availability of federal disaster relief assistance'),
    // 339.9(b)(1), (2): the warning that the building is in a special flood hazard area.
    p(
      `We are giving you this notice to inform you that the building or mobile home securing the loan for which you have applied is or will be located in an area with special flood hazards. The area has been identified by the Administrator of the Federal Emergency Management Agency (FEMA) as a special flood hazard area using FEMA's Flood Insurance Rate Map or the Flood Hazard Boundary Map for your community: flood zone ${facts.zone}. This area has a one percent (1%) chance of a flood equal to or exceeding the base flood elevation (a 100-year flood) in any given year. During the life of a 30-year mortgage loan, the risk of a 100-year flood in a special flood hazard area is 26 percent (26%).`,
    ),
    p(
      'Federal law allows a lender and borrower jointly to request the Administrator of FEMA to review the determination of whether the property securing the loan is located in a special flood hazard area. If you would like to make such a request, please contact us for further information.',
    ),
    ...(facts.communityParticipates
      ? [
          // 339.9(b)(3), (4)(i): the community participates; flood insurance is required and available.
          h('Your community participates in the National Flood Insurance Program'),
          p(
            'The community in which the property securing the loan is located participates in the National Flood Insurance Program (NFIP). Federal law will not allow us to make you the loan that you have applied for if you do not purchase flood insurance. The flood insurance must be maintained for the life of the loan. If you fail to purchase or renew flood insurance on the property, federal law authorizes and requires us to purchase the flood insurance for you at your expense.',
          ),
          p(
            'Flood insurance coverage under the NFIP may be purchased through an insurance agent who will obtain the policy either directly through the NFIP or through an insurance company that participates in the NFIP. Flood insurance also may be available from private insurers that do not participate in the NFIP.',
          ),
          // 339.9(b)(4)(ii): federal disaster relief assistance may be available, but not for losses insurance covers.
          p(
            'At a minimum, flood insurance purchased must cover the lesser of: (1) the outstanding principal balance of the loan; or (2) the maximum amount of coverage allowed for the type of property under the NFIP. Flood insurance coverage under the NFIP is limited to the building or mobile home and any personal property that secures your loan and not the land itself.',
          ),
          p(
            'Federal disaster relief assistance (usually in the form of a low-interest loan) may be available for damages incurred in excess of your flood insurance if your community\u2019s participation in the NFIP is in accordance with NFIP requirements.',
          ),
        ]
      : [
          // 339.9(b)(5): the community does not participate: no federal flood insurance, no disaster relief.
          h('Flood insurance coverage under the NFIP is not available'),
          p(
            'Flood insurance coverage under the NFIP is not available for the property securing the loan because the community in which the property is located does not participate in the NFIP. In addition, if the non-participating community has been identified for at least one year as containing a special flood hazard area, properties located in the community will not be eligible for federal disaster relief assistance in the event of a federally declared flood disaster.',
          ),
        ]),
    h('What happens next'),
    p(
      'Before your line can close, send us the declarations page of your flood insurance policy, naming us as mortgagee with the clause on the insurance page of your application. We check it and tell you if anything is missing.',
    ),
  ];
}

/**
 * Regulation Z 1026.40(f)(3)(vi): the only reasons a lender may prohibit further draws on a home equity line or
 * reduce its limit during the draw period (and 1026.40(f)(3)(i), the line's own terms, which Hearth does not use).
 */
export const LINE_CHANGE_REASONS = [
  'PROPERTY_VALUE_DECLINE',
  'FINANCIAL_CIRCUMSTANCES',
  'MATERIAL_DEFAULT',
  'GOVERNMENT_ACTION',
  'LIEN_PRIORITY',
  'MAXIMUM_APR',
  'REGULATOR_NOTICE',
] as const;
export type LineChangeReason = (typeof LINE_CHANGE_REASONS)[number];

/** Each reason as the notice states it to the borrower: specific, as 1026.9(c)(1)(iii) requires. */
export const LINE_CHANGE_REASON_WORDS: Record<LineChangeReason, string> = {
  // 1026.40(f)(3)(vi)(A)
  PROPERTY_VALUE_DECLINE:
    'The value of your home has declined significantly below the value we relied on when we opened your line.',
  // 1026.40(f)(3)(vi)(B)
  FINANCIAL_CIRCUMSTANCES:
    'We reasonably believe that you will not be able to make the payments on your line because of a material change in your financial circumstances.',
  // 1026.40(f)(3)(vi)(C)
  MATERIAL_DEFAULT: 'You are in default of a material obligation under your line of credit agreement.',
  // 1026.40(f)(3)(vi)(D)
  GOVERNMENT_ACTION:
    'A government action prevents us from charging the annual percentage rate your agreement provides for.',
  // 1026.40(f)(3)(vi)(E)
  LIEN_PRIORITY:
    'A government action has adversely affected the priority of our security interest in your home, so that the value of our security interest is less than 120 percent of your credit line.',
  // 1026.40(f)(3)(vi)(G)
  MAXIMUM_APR: 'Your annual percentage rate has reached the maximum rate your agreement allows.',
  // 1026.40(f)(3)(vi)(F)
  REGULATOR_NOTICE:
    'Our regulator has notified us that continuing to make advances on your line would be an unsafe and unsound practice.',
};

export const LINE_CHANGE_ACTIONS = ['SUSPEND', 'REDUCE'] as const;
export type LineChangeAction = (typeof LINE_CHANGE_ACTIONS)[number];

/**
 * What a line-change row records: a suspension, a reduction, or the reinstatement that lifts them (decision 0212).
 * 1026.40(f)(3)(vi) lets a lender suspend or reduce only while its condition lasts; once it ends, the line is restored.
 */
export const LINE_CHANGE_KINDS = [...LINE_CHANGE_ACTIONS, 'REINSTATE'] as const;
export type LineChangeKind = (typeof LINE_CHANGE_KINDS)[number];

export { LINE_CHANGE_API_PATHS } from './after-offer-api-paths';

export const lineReinstatementSchema = z.object({
  /** Why the reason for the suspension or reduction no longer applies: it goes in the borrower's notice. */
  reason: z
    .string({ error: 'Write why the line can be restored.' })
    .trim()
    .min(1, 'Write why the line can be restored.')
    .max(2000, 'Keep the reason under 2,000 characters.'),
});
export type LineReinstatement = z.infer<typeof lineReinstatementSchema>;

export const lineChangeSchema = z
  .object({
    action: z.enum(LINE_CHANGE_ACTIONS),
    reason: z.enum(LINE_CHANGE_REASONS, {
      error: `Choose one of the reasons the law allows: ${LINE_CHANGE_REASONS.join(', ')}.`,
    }),
    /** The new limit in whole dollars, for a reduction only. */
    newLimit: z
      .number({ error: 'Enter the new limit in whole dollars.' })
      .int('Enter the new limit in whole dollars.')
      .positive('Enter the new limit in whole dollars.')
      .optional(),
    note: z.string().trim().min(1, 'Write what the decision rests on.').max(2000),
  })
  .refine((body) => body.action !== 'REDUCE' || body.newLimit !== undefined, {
    message: 'Enter the new limit for a reduction.',
    path: ['newLimit'],
  })
  .refine((body) => body.action !== 'SUSPEND' || body.newLimit === undefined, {
    message: 'A suspension keeps the limit: leave the new limit out.',
    path: ['newLimit'],
  });
export type LineChange = z.infer<typeof lineChangeSchema>;

export const lineChangeViewSchema = z.object({
  id: z.uuid(),
  action: z.enum(LINE_CHANGE_KINDS),
  reason: z.enum(LINE_CHANGE_REASONS),
  oldLimit: z.number().int(),
  newLimit: z.number().int(),
  suspended: z.boolean(),
  actedAt: z.string(),
  /** The notice given to the borrower, in their notices. */
  noticeId: z.uuid().nullable(),
});
export type LineChangeView = z.infer<typeof lineChangeViewSchema>;

export const LINE_CHANGE_MESSAGES = {
  notOpen: 'Only an open line of credit can be suspended or reduced.',
  alreadySuspended: 'This line is already suspended.',
  notLower: 'The new limit must be lower than the current limit.',
  belowBalance: 'The new limit cannot be lower than what the borrower owes on the line.',
  nothingToLift: 'This line is neither suspended nor reduced, so there is nothing to restore.',
} as const;

/** Where the borrower's line stands (decision 0212): open in full, or suspended or reduced, and since when. */
export const LINE_STANDINGS = ['OPEN', 'SUSPENDED', 'REDUCED'] as const;
export type LineStanding = (typeof LINE_STANDINGS)[number];

export const lineStandingViewSchema = z.object({
  standing: z.enum(LINE_STANDINGS),
  /** The credit limit now, and the one the line opened with, in whole dollars. */
  creditLimit: z.number().int(),
  openedLimit: z.number().int(),
  /** While suspended or reduced: the 1026.40(f)(3)(vi) reason, in the notice's words, and the day (yyyy-MM-dd). */
  reason: z.enum(LINE_CHANGE_REASONS).nullable(),
  reasonWords: z.string().nullable(),
  since: z.string().nullable(),
  /** The notice that told the borrower, in their notices. */
  noticeId: z.uuid().nullable(),
});
export type LineStandingView = z.infer<typeof lineStandingViewSchema>;

/**
 * What the borrower's line page says while a suspension or reduction stands: what, why (the same words as the
 * notice), and what to do (1026.9(c)(1)(iii): the borrower must ask for reinstatement). Null when the line is open.
 */
export function lineStandingWords(
  view: Pick<LineStandingView, 'standing' | 'creditLimit' | 'openedLimit' | 'reasonWords' | 'since'>,
  contact: { supportPhone: string; supportEmail: string },
): { title: string; what: string; why: string; next: string } | null {
  if (view.standing === 'OPEN') return null;
  const since = view.since ? `Since ${formatLongDate(parseIsoDay(view.since))}, ` : '';
  const lower = (text: string) => (since ? text.charAt(0).toLowerCase() + text.slice(1) : text);
  return {
    title: view.standing === 'SUSPENDED' ? 'New draws on your line are paused' : 'Your credit limit is lower',
    what:
      view.standing === 'SUSPENDED'
        ? `${since}${lower('You cannot take new draws on your line.')} Your credit limit stays ${formatMoney(view.creditLimit * 100, 0)}, and your rate, payments and other terms have not changed.`
        : `${since}${lower(`Your credit limit is ${formatMoney(view.creditLimit * 100, 0)}, down from ${formatMoney(view.openedLimit * 100, 0)}.`)} You can still draw up to the new limit; your rate, payments and other terms have not changed.`,
    why: view.reasonWords ?? '',
    next: `When you believe this no longer applies, ask us to restore your line: call ${contact.supportPhone} or email ${contact.supportEmail}. We review it and tell you in writing what we decide. Until then, keep making your payments as usual.`,
  };
}

function parseIsoDay(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

export interface LineChangeFacts {
  lender: string;
  borrower: string;
  property: string;
  action: LineChangeKind;
  reason: LineChangeReason;
  /** For a reinstatement: why the reason no longer applies, in the staff member's words. */
  restoredBecause?: string;
  oldLimitCents: number;
  newLimitCents: number;
  actedOn: CalendarDate;
  givenOn: CalendarDate;
  supportPhone: string;
  supportEmail: string;
}

/**
 * Regulation Z 1026.9(c)(1)(iii): written notice to each consumer affected, no later than three business days
 * after the action, with the specific reasons, and, where the consumer must ask for reinstatement, that fact. The
 * terms before and after the change are stated side by side (1026.9(c)(1)(i)'s change-in-terms content).
 */
export function lineChangeNotice(facts: LineChangeFacts): NoticeParagraph[] {
  if (facts.action === 'REINSTATE') return lineReinstatementNotice(facts);
  const suspended = facts.action === 'SUSPEND';
  const before = `Before: you could draw up to your credit limit of ${formatMoney(facts.oldLimitCents, 0)}.`;
  const after = suspended
    ? `Now: you cannot make new draws. Your credit limit stays ${formatMoney(facts.oldLimitCents, 0)}, and your payments, rate and other terms do not change.`
    : `Now: your credit limit is ${formatMoney(facts.newLimitCents, 0)}. You can draw up to the new limit; your payments, rate and other terms do not change.`;
  return [
    p(
      `${facts.lender}\nFor: ${facts.borrower}\nHome: ${facts.property}\nDate: ${formatUsDate(facts.givenOn)}`,
    ),
    p(
      suspended
        ? `On ${formatUsDate(facts.actedOn)} we suspended your home equity line of credit: you cannot take new draws on it for now.`
        : `On ${formatUsDate(facts.actedOn)} we reduced the credit limit of your home equity line of credit.`,
    ),
    h('Your terms before and after this change'),
    p(`${before}\n${after}`),
    h('Why we did this'),
    p(LINE_CHANGE_REASON_WORDS[facts.reason]),
    h('What happens next'),
    // 1026.9(c)(1)(iii): the consumer must request reinstatement, and the notice says so.
    p(
      `You must ask us to restore your line: we do not check on our own. When you believe the reason above no longer applies, call us at ${facts.supportPhone} or email ${facts.supportEmail}. We will review your line and tell you in writing what we decide. You still owe what you have drawn, and your payments continue as before.`,
    ),
  ];
}

/**
 * The notice that a suspension or reduction is lifted (decision 0212): 1026.40(f)(3)(vi) allows one only while its
 * condition lasts, and its commentary (comment 40(f)(3)(vi)-2) has the lender reinstate the line as soon as it no
 * longer does. The terms before and after are stated as in the change's own notice (1026.9(c)(1)).
 */
function lineReinstatementNotice(facts: LineChangeFacts): NoticeParagraph[] {
  return [
    p(
      `${facts.lender}\nFor: ${facts.borrower}\nHome: ${facts.property}\nDate: ${formatUsDate(facts.givenOn)}`,
    ),
    p(
      `On ${formatUsDate(facts.actedOn)} we restored your home equity line of credit: you can take draws again, up to your credit limit of ${formatMoney(facts.newLimitCents, 0)}.`,
    ),
    h('Your terms before and after this change'),
    p(
      `Before: ${facts.oldLimitCents === facts.newLimitCents ? 'you could not take new draws' : `your credit limit was ${formatMoney(facts.oldLimitCents, 0)}`}.\nNow: you can draw up to your credit limit of ${formatMoney(facts.newLimitCents, 0)}. Your rate, payments and other terms do not change.`,
    ),
    h('Why we restored your line'),
    p(
      `We limited your line because: ${LINE_CHANGE_REASON_WORDS[facts.reason]} That no longer applies: ${facts.restoredBecause ?? ''}`,
    ),
    h('What happens next'),
    p(
      `Nothing for you to do: you can ask for a draw as before. Questions? Call us at ${facts.supportPhone} or email ${facts.supportEmail}.`,
    ),
  ];
}

/**
 * Regulation B 1002.14 covers credit secured by a first lien on a dwelling. Hearth's line sits behind the first open
 * lien the borrower confirms on the liens step (the liens behind that one are paid from the draw), so it is a first
 * lien when the borrower confirmed no open lien at all (decision 0204).
 */
export function securedByFirstLien(liens: readonly { state: 'OPEN' | 'PAID_OFF' }[]): boolean {
  return !liens.some((lien) => lien.state === 'OPEN');
}
