import { type CalendarDate, formatUsDate, usDateOf } from './dates';
import type { NoticeParagraph } from './notices';

/**
 * The credit score notice of a line secured by the home (issue 20 item 7, decision 0200). Two rules meet here:
 *
 * - FCRA section 609(g) (15 U.S.C. 1681g(g)): a lender that uses a credit score on an application for a loan secured
 *   by one to four units of residential real property gives each applicant whose score it used the score, its range,
 *   the date it was created, who created it, up to four key factors (five when the number of inquiries is one,
 *   609(f)(9)), and the "Notice to the Home Loan Applicant" of 609(g)(1)(D), word for word, with the name, address
 *   and telephone number of each consumer reporting agency whose score was used.
 * - Regulation V 1022.74(d): Hearth prices by score, so a consumer whose terms are less favorable than others' is
 *   owed a risk-based pricing notice, unless the lender gives every applicant for such a loan the 609(g) notice
 *   with the extra content of 1022.74(d)(1)(ii): what a credit report and a score are, how a score affects credit,
 *   how this consumer's score compares with others' (a bar graph or a statement), the right to dispute, the free
 *   annual reports and where to order them, and where to learn more. The words follow model form H-3 (12 CFR part
 *   1022, appendix H), whose use is a safe harbor (1022.74(d)(4)).
 *
 * One document does both: H-3's content, then the 609(g) notice in full. Pure text: the API lays it out as a PDF.
 */

export const CREDIT_SCORE_NOTICE_VERSION = '2026-12';

/** FCRA 609(g)(1)(D): the notice's heading and its five paragraphs, as the statute prints them. */
export const NOTICE_TO_HOME_LOAN_APPLICANT = {
  heading: 'Notice to the home loan applicant',
  paragraphs: [
    'In connection with your application for a home loan, the lender must disclose to you the score that a consumer reporting agency distributed to users and the lender used in connection with your home loan, and the key factors affecting your credit scores.',
    'The credit score is a computer generated summary calculated at the time of the request and based on information that a consumer reporting agency or lender has on file. The scores are based on data about your credit history and payment patterns. Credit scores are important because they are used to assist the lender in determining whether you will obtain a loan. They may also be used to determine what interest rate you may be offered on the mortgage. Credit scores can change over time, depending on your conduct, how your credit history and payment patterns change, and how credit scoring technologies change.',
    'Because the score is based on information in your credit history, it is very important that you review the credit-related information that is being furnished to make sure it is accurate. Credit records may vary from one company to another.',
    'If you have questions about your credit score or the credit information that is furnished to you, contact the consumer reporting agency at the address and telephone number provided with this notice, or contact the lender, if the lender developed or generated the credit score. The consumer reporting agency plays no part in the decision to take any action on the loan application and is unable to provide you with specific reasons for the decision on a loan application.',
    'If you have questions concerning the terms of the loan, contact the lender.',
  ],
} as const;

/**
 * Where consumers order the free annual reports of FCRA 612(a) (1022.74(d)(1)(ii)(F) and (G)): the centralized
 * source of 12 CFR 1022.136, as model form H-3 prints it.
 */
export const ANNUAL_CREDIT_REPORT = {
  phone: '1-877-322-8228',
  website: 'www.annualcreditreport.com',
  mail: 'Annual Credit Report Request Service, P.O. Box 105281, Atlanta, GA 30348-5281',
} as const;

/** 1022.74(d)(1)(ii)(H): where to learn more, as model form H-3 prints it. */
export const CREDIT_REPORT_LEARN_MORE_URL = 'www.consumerfinance.gov/learnmore';

/**
 * How the scores of a scoring model are spread among U.S. consumers (1022.74(d)(1)(ii)(D)): the share of scored
 * consumers in each band, from the model's developer through the bureau. A real bureau's models are added here
 * with their published figures; the sandbox bureau's model has figures of its own. A score whose model is not
 * listed cannot be given a notice: `scoreRank` throws, so the gap is found rather than a notice sent without it.
 */
export interface ScoreDistribution {
  source: string;
  /** Ascending, covering the model's whole range without gaps; `percent` adds up to 100. */
  bands: readonly { min: number; max: number; percent: number }[];
}

export const SCORE_DISTRIBUTIONS: Readonly<Record<string, ScoreDistribution>> = {
  'Sandbox Score 2 (VantageScore-style)': {
    source: 'the sandbox bureau (illustrative figures for testing, not a real population)',
    bands: [
      { min: 300, max: 499, percent: 4 },
      { min: 500, max: 549, percent: 6 },
      { min: 550, max: 599, percent: 8 },
      { min: 600, max: 649, percent: 11 },
      { min: 650, max: 699, percent: 14 },
      { min: 700, max: 749, percent: 17 },
      { min: 750, max: 799, percent: 20 },
      { min: 800, max: 850, percent: 20 },
    ],
  },
};

/**
 * The whole percent of consumers scored under the same model whose score is lower than this one (the H-3
 * statement "Your credit score ranks higher than X percent of U.S. consumers"): the bands below in full, and the
 * band of the score in proportion to where the score sits in it. Rounded down, so the statement never overstates.
 */
export function scoreRank(model: string, score: number): number {
  const distribution = SCORE_DISTRIBUTIONS[model];
  if (!distribution) throw new Error(`No score distribution is known for the scoring model "${model}"`);
  let below = 0;
  for (const band of distribution.bands) {
    if (score > band.max) below += band.percent;
    else if (score >= band.min) below += (band.percent * (score - band.min)) / (band.max - band.min + 1);
  }
  return Math.floor(below);
}

export interface CreditScoreNoticeInput {
  /** The lender giving the notice (H-3's "name of entity providing the notice"). */
  lender: { name: string; address: string; phone: string };
  /** The applicant the notice is for: each applicant whose score was used gets their own. */
  applicant: string;
  /** The day the notice is given. */
  date: CalendarDate;
  score: {
    value: number;
    model: string;
    range: { min: number; max: number };
    /** yyyy-MM-dd: the day the consumer reporting agency created the score. */
    createdOn: string;
    /** In the agency's order: at most four, and the number of inquiries as a fifth when it was a key factor. */
    keyFactors: readonly { code: string; description: string }[];
    inquiriesWereAKeyFactor: boolean;
  };
  /** The consumer reporting agency that provided the score. */
  bureau: {
    name: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    website: string;
  };
  /** Why this notice is given now: the first use of a score, or a later score that replaced it. */
  occasion: 'FIRST' | 'CHANGED';
}

const h = (text: string): NoticeParagraph => ({ heading: true, text });
const p = (text: string): NoticeParagraph => ({ heading: false, text });

const usDate = usDateOf;

export function bureauLine(bureau: CreditScoreNoticeInput['bureau']): string {
  return `${bureau.name}, ${bureau.street}, ${bureau.city}, ${bureau.state} ${bureau.zip}. Telephone: ${bureau.phone}. Website: ${bureau.website}.`;
}

/** The notice as printed: H-3's sections, then FCRA 609(g)(1)(D) in full with the agency's address and telephone. */
export function creditScoreNotice(input: CreditScoreNoticeInput): NoticeParagraph[] {
  const { score, bureau } = input;
  const rank = scoreRank(score.model, score.value);
  const factors = score.keyFactors.map((factor, i) => `${i + 1}. ${factor.description}`);
  return [
    p(
      `${input.lender.name}, ${input.lender.address}. Telephone: ${input.lender.phone}.\nFor: ${input.applicant}\nDate of this notice: ${formatUsDate(input.date)}`,
    ),
    p(
      input.occasion === 'FIRST'
        ? 'We used your credit score in reviewing your application for a home equity line of credit, a loan secured by your home: it helps us decide whether we can offer you a line, and at what rate and fees.'
        : 'The full credit check made before your line can open gave a credit score different from the one we told you about before. We use this score from now on, so here it is, with what affected it.',
    ),
    // 1022.74(d)(1)(i) and 609(g)(1)(A): the score, its source and the day it was created.
    h('Your credit score'),
    p(
      `Your credit score: ${score.value}\nSource: ${bureau.name} (scoring model: ${score.model})\nDate: ${usDate(score.createdOn)}`,
    ),
    h('Understanding your credit score'),
    // 1022.74(d)(1)(ii)(A) and (B)
    p(
      'What you should know about credit scores: your credit score is a number that reflects the information in your credit report. Your credit report is a record of your credit history. It includes information about whether you pay your bills on time and how much you owe to creditors. Your credit score can change, depending on how your credit history changes.',
    ),
    // 1022.74(d)(1)(ii)(C)
    p(
      'How we use your credit score: your credit score can affect whether you can get a loan and how much you will have to pay for that loan.',
    ),
    // 609(g)(1)(B): the range of possible scores under the model used.
    p(
      `The range of scores: scores range from a low of ${score.range.min} to a high of ${score.range.max}. Generally, the higher your score, the more likely you are to be offered better credit terms.`,
    ),
    // 1022.74(d)(1)(ii)(D): the distribution, as a statement (H-3 allows it in place of the bar graph).
    p(
      `How your score compares to the scores of other consumers: your credit score ranks higher than ${rank} percent of U.S. consumers scored under the same model.`,
    ),
    // 609(g)(1)(C) and 609(f)(9): the key factors, in the agency's order; inquiries as a fifth when one.
    p(
      factors.length > 0
        ? `Key factors that adversely affected your credit score:\n${factors.join('\n')}${score.inquiriesWereAKeyFactor ? '\nThe number of inquiries on your credit report was one of them.' : ''}`
        : 'Key factors that adversely affected your credit score: the consumer reporting agency reported none.',
    ),
    h('Checking your credit report'),
    // 1022.74(d)(1)(ii)(E)
    p(
      'What if there are mistakes in your credit report? You have a right to dispute any inaccurate information in your credit report. If you find mistakes on your credit report, contact the consumer reporting agency. It is a good idea to check your credit report to make sure the information it contains is accurate.',
    ),
    // 1022.74(d)(1)(ii)(F) and (G)
    p(
      `How can you obtain a copy of your credit report? Under federal law, you have the right to obtain a free copy of your credit report from each of the nationwide consumer reporting agencies once a year. To order your free annual credit report:\nBy telephone: call toll-free ${ANNUAL_CREDIT_REPORT.phone}.\nOn the web: visit ${ANNUAL_CREDIT_REPORT.website}.\nBy mail: mail your completed Annual Credit Report Request Form (you can get it at ${ANNUAL_CREDIT_REPORT.website}) to ${ANNUAL_CREDIT_REPORT.mail}.`,
    ),
    // 1022.74(d)(1)(ii)(H)
    p(
      `How can you get more information? For more information about credit reports and your rights under federal law, visit the Consumer Financial Protection Bureau's website at ${CREDIT_REPORT_LEARN_MORE_URL}.`,
    ),
    // 609(g)(1)(D): word for word, with each agency whose score was used.
    h(NOTICE_TO_HOME_LOAN_APPLICANT.heading),
    ...NOTICE_TO_HOME_LOAN_APPLICANT.paragraphs.map(p),
    p(`The consumer reporting agency that provided the credit score we used:\n${bureauLine(bureau)}`),
    p(
      `The lender: ${input.lender.name}, ${input.lender.address}. Telephone: ${input.lender.phone}. We did not develop or generate your credit score.`,
    ),
  ];
}
