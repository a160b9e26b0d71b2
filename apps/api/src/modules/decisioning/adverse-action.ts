import {
  creditorOf,
  type PostalAddress,
  type PrivateLabelData,
  postalAddressLines,
} from '@hearth/domain/brands';
import { formatIsoDate, formatUsDate, propertyDate, usDateOf } from '@hearth/domain/dates';
import type { DecisionResult } from '@hearth/domain/decisioning/engine';
import { type AdverseActionReason, scoreFactorStatement } from '@hearth/domain/decisioning/reasons';
import { type EcoaAgency, ecoaAgencyLine, ecoaAgencyOf } from '@hearth/domain/ecoa-agencies';
import type { BureauContact, CreditReport, ScoreFactor } from '../../providers/credit-bureau/credit-bureau';
import { DEFAULT_BRAND, toPrivateLabelData } from '../organizations/brand-registry';

/**
 * The notice a creditor must send after declining an application: ECOA / Regulation B
 * (principal reasons, the anti-discrimination paragraph and the creditor's regulator) and,
 * when the consumer report played a part, FCRA s. 615(a) with the credit score disclosure.
 */

/** ECOA (12 CFR 1002.9(a)(2)) wants the creditor's name and address on the notice. */
export interface Creditor {
  /** The lender's legal entity name. */
  name: string;
  /** Its mailing address; null only for brand data without one (the notice then gives the phone alone). */
  address: PostalAddress | null;
  phone: string;
}

const mainBrand = () => toPrivateLabelData(DEFAULT_BRAND, '');

/** The creditor of an application's organisation; the main brand when the organisation is unknown. */
export function creditorFor(organization: PrivateLabelData | undefined): Creditor {
  return creditorOf(organization ?? mainBrand());
}

/** The agency that administers ECOA for that creditor (decision 0043); the main brand's when unknown. */
export function ecoaAgencyForOrganization(organization: PrivateLabelData | undefined): EcoaAgency {
  return ecoaAgencyOf(organization ?? mainBrand());
}

export interface NoticeApplicant {
  firstName: string;
  lastName: string;
  address: { street1: string; street2?: string; city: string; state: string; zip: string };
}

export interface CreditScoreDisclosure {
  score: number | null;
  scoreModel: string;
  range: { min: number; max: number };
  /** yyyy-MM-dd */
  scoreDate: string;
  /** Up to four, in the bureau's order; five when the number of inquiries was a factor beyond the fourth. */
  keyFactors: ScoreFactor[];
  /** inquiries must be disclosed when they were a key factor */
  inquiriesWereAKeyFactor: boolean;
  bureau: BureauContact;
}

export interface AdverseActionNotice {
  /** yyyy-MM-dd */
  date: string;
  creditor: Creditor;
  applicant: NoticeApplicant;
  decision: 'DECLINE' | 'INELIGIBLE';
  actionTaken: string;
  /** at most four principal reasons, in order of importance */
  principalReasons: { code: string; statement: string }[];
  consumerReportUsed: boolean;
  creditScore: CreditScoreDisclosure | null;
  fcraNotice: string | null;
  /** The federal agency the ECOA paragraph names, kept whole so a letter can print its address. */
  ecoaAgency: EcoaAgency;
  ecoaNotice: string;
  text: string;
}

/** Regulation B model form C-1's ECOA paragraph, naming the agency of this creditor (12 CFR 1002.9(b)(1)). */
export function ecoaNotice(agency: EcoaAgency): string {
  return (
    'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on ' +
    'the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the ' +
    'capacity to enter into a binding contract); because all or part of the applicant\u2019s income derives from ' +
    'any public assistance program; or because the applicant has in good faith exercised any right under the ' +
    'Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this ' +
    `creditor is the ${ecoaAgencyLine(agency)}.`
  );
}

export const MAX_PRINCIPAL_REASONS = 4;
/** FCRA 609(f)(1)(C): at most four key factors, plus the number of inquiries when it is one (609(f)(9)). */
export const MAX_KEY_FACTORS = 4;

const INQUIRIES_FACTOR = '08';

type DeclinedResult = Extract<DecisionResult, { outcome: 'DECLINED' }>;

export function buildAdverseActionNotice(input: {
  /** The engine's decline, or an underwriter's (decision 0230): its reasons, and the report when there is one. */
  result: Pick<DeclinedResult, 'decision' | 'reasons'> & { report: CreditReport | null };
  creditor: Creditor;
  ecoaAgency: EcoaAgency;
  applicant: NoticeApplicant;
  now: Date;
  /** A decision after the hard pull always used the consumer report (its debts and score): disclose the score. */
  hardPull?: boolean;
}): AdverseActionNotice {
  const { result, creditor, ecoaAgency, applicant, now } = input;
  const report = result.report;
  const consumerReportUsed =
    report !== null && (input.hardPull === true || result.reasons.some((r) => r.fromConsumerReport));
  const creditScore = consumerReportUsed ? scoreDisclosure(report) : null;
  const fcraNotice = consumerReportUsed ? fcraText(report.bureau) : null;
  const notice: AdverseActionNotice = {
    // The day at the applicant's home, as every other date Hearth shows (issue 21 item 9).
    date: formatIsoDate(propertyDate(now, applicant.address.state)),
    creditor,
    applicant,
    decision: result.decision,
    actionTaken: 'We are unable to offer you a home equity line of credit at this time.',
    principalReasons: principalReasons(result.reasons, report),
    consumerReportUsed,
    creditScore,
    fcraNotice,
    ecoaAgency,
    ecoaNotice: ecoaNotice(ecoaAgency),
    text: '',
  };
  notice.text = noticeText(notice, now);
  return notice;
}

/**
 * Regulation B wants specific reasons, and finds "below our minimum score" insufficient: a score decline is
 * stated as the score's key factors, each as its form C-1 reason (decision 0108). Same statements once; four
 * at most, in order of importance.
 */
function principalReasons(
  reasons: readonly AdverseActionReason[],
  report: CreditReport | null,
): { code: string; statement: string }[] {
  const stated = reasons.flatMap((r) => {
    const factors = r.code === 'CREDIT_SCORE_TOO_LOW' && report ? keyFactorsOf(report) : [];
    return factors.length > 0
      ? factors.map((f) => ({ code: r.code, statement: scoreFactorStatement(f) }))
      : [{ code: r.code, statement: r.statement }];
  });
  const unique = stated.filter((r, i) => stated.findIndex((o) => o.statement === r.statement) === i);
  return unique.slice(0, MAX_PRINCIPAL_REASONS);
}

/** The first four key factors, and the number of inquiries whenever the bureau lists it (FCRA 609(f)(9)). */
export function keyFactorsOf(report: CreditReport): ScoreFactor[] {
  const first = report.scoreFactors.slice(0, MAX_KEY_FACTORS);
  const inquiries = report.scoreFactors.find((f) => f.code === INQUIRIES_FACTOR);
  return inquiries && !first.includes(inquiries) ? [...first, inquiries] : first;
}

/**
 * FCRA 615(a)(2) and 609(f): the score used, its range, date and source, and the key factors that adversely affected
 * it. A file too thin to score has no score, so nothing can have affected one: no key factors are listed for it
 * (issue 20 item 12), whatever the bureau sends along.
 */
function scoreDisclosure(report: CreditReport): CreditScoreDisclosure {
  const scored = report.score !== null;
  return {
    score: report.score,
    scoreModel: report.scoreModel,
    range: { ...report.scoreRange },
    scoreDate: report.pulledAt.slice(0, 10),
    keyFactors: scored ? keyFactorsOf(report) : [],
    inquiriesWereAKeyFactor: scored && report.scoreFactors.some((f) => f.code === INQUIRIES_FACTOR),
    bureau: report.bureau,
  };
}

function fcraText(bureau: BureauContact): string {
  return (
    'Our credit decision was based in whole or in part on information obtained in a report from the consumer ' +
    `reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information ` +
    `contained in your credit file at the consumer reporting agency. The reporting agency played no part in our ` +
    `decision and is unable to supply specific reasons why we have denied credit to you. You also have a right to ` +
    `a free copy of your report from the reporting agency, if you request it no later than 60 days after you ` +
    `receive this notice. In addition, if you find that any information contained in the report you receive is ` +
    `inaccurate or incomplete, you have the right to dispute the matter with the reporting agency. ` +
    `${bureau.name}, ${bureau.street}, ${bureau.city}, ${bureau.state} ${bureau.zip}, ${bureau.phone}, ${bureau.website}.`
  );
}

const usDate = usDateOf;

function noticeText(notice: AdverseActionNotice, now: Date): string {
  const { applicant, creditor } = notice;
  const address = applicant.address;
  const lines = [
    `Notice of action taken`,
    `Date: ${formatUsDate(propertyDate(now, address.state))}`,
    '',
    `${applicant.firstName} ${applicant.lastName}`,
    address.street2 ? `${address.street1}, ${address.street2}` : address.street1,
    `${address.city}, ${address.state} ${address.zip}`,
    '',
    `Creditor: ${[creditor.name, ...(creditor.address ? postalAddressLines(creditor.address) : []), creditor.phone].join(', ')}`,
    '',
    `Thank you for applying for a home equity line of credit. ${notice.actionTaken}`,
    '',
    'Principal reason(s) for this decision:',
    ...notice.principalReasons.map((r) => `- ${r.statement}`),
  ];
  if (notice.creditScore?.score === null) {
    const score = notice.creditScore;
    lines.push(
      '',
      'Your credit score',
      `Score: none. ${score.bureau.name} could not calculate a credit score for you on ${usDate(score.scoreDate)}: your credit file does not have enough history for one. ` +
        'Because there is no score, there are no key factors that affected it.',
    );
  } else if (notice.creditScore) {
    const score = notice.creditScore;
    lines.push(
      '',
      'Your credit score',
      `Score: ${score.score}; scores range from ${score.range.min} to ${score.range.max}.`,
      `Date: ${score.scoreDate}. Model: ${score.scoreModel}. Source: ${score.bureau.name}.`,
      'Key factors that adversely affected your credit score:',
      ...score.keyFactors.map((f) => `- ${f.description}`),
    );
    if (score.inquiriesWereAKeyFactor)
      lines.push('The number of inquiries on your credit report was a key factor.');
  }
  if (notice.fcraNotice) lines.push('', notice.fcraNotice);
  lines.push('', notice.ecoaNotice);
  return lines.join('\n');
}

/** Lines of the notice that open a section: printed as headings. */
const NOTICE_HEADINGS = ['Principal reason(s) for this decision:', 'Your credit score'];

/**
 * The stored notice's text as a title and paragraphs (issue 12 item 2; decision 0200): the text the decline page
 * shows, laid out for a PDF and an e-mail, each section's first line a heading.
 */
export function adverseActionParagraphs(text: string): {
  title: string;
  paragraphs: { heading: boolean; text: string }[];
} {
  const [first = '', ...blocks] = text.split('\n\n');
  const [title = 'Notice of action taken', ...dated] = first.split('\n');
  const paragraphs = [{ heading: false, text: dated.join('\n') }];
  for (const block of blocks) {
    const [lead = '', ...rest] = block.split('\n');
    if (NOTICE_HEADINGS.includes(lead)) {
      paragraphs.push({ heading: true, text: lead.replace(/:$/, '') });
      if (rest.length > 0) paragraphs.push({ heading: false, text: rest.join('\n') });
    } else paragraphs.push({ heading: false, text: block });
  }
  return { title, paragraphs };
}
