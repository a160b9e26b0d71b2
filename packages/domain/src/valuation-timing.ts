import { addDays, type CalendarDate, compareDates, formatIsoDate, formatLongDate } from './dates';
import { isLenderBusinessDay } from './rescission';

/**
 * When a first-lien line may be signed, given the copies of its valuations (Regulation B 12 CFR 1002.14(a)(1),
 * issue 20 item 17, decision 0212): the creditor provides a copy of each appraisal and other written valuation
 * "promptly upon completion, or three business days prior to consummation of the transaction, whichever is
 * earlier". Hearth gives each copy as it completes (decision 0204); this is the other bound: signing the agreement
 * (the account opening, when the borrower becomes obligated: consummation, 1002.14(b)(1)'s "contractually
 * obligated") waits until every copy has been in the applicant's hands for three business days.
 *
 * Hearth records no waiver of that timing (1002.14(a)(1) lets the applicant waive it at least three business days
 * before consummation): none is offered, so the wait always applies.
 */

/** 1002.14(a)(1): at least three business days between the copy and consummation. */
export const VALUATION_COPY_LEAD_BUSINESS_DAYS = 3;

/**
 * A copy sent by mail is taken to be received three business days after it was mailed, as Regulation Z presumes for
 * mailed mortgage disclosures (1026.19(e)(1)(iv), (f)(1)(iii)); an e-mailed copy the day it was sent. The
 * conservative reading: a copy is counted from when the applicant can be taken to have it, not when it left.
 */
export const MAILED_COPY_RECEIPT_BUSINESS_DAYS = 3;

/** The lender's business days: Monday to Friday, except a federal holiday as observed (`isLenderBusinessDay`). */
export function addLenderBusinessDays(from: CalendarDate, days: number): CalendarDate {
  let day = from;
  for (let counted = 0; counted < days; ) {
    day = addDays(day, 1);
    if (isLenderBusinessDay(day)) counted += 1;
  }
  return day;
}

export interface ValuationCopyGiven {
  /** The day the copy was e-mailed or handed to the mail vendor, on the home's calendar. */
  givenOn: CalendarDate;
  delivery: 'EMAIL' | 'MAIL';
}

/** The day the applicant is taken to have a copy. */
export function copyReceivedOn(copy: ValuationCopyGiven): CalendarDate {
  return copy.delivery === 'MAIL'
    ? addLenderBusinessDays(copy.givenOn, MAILED_COPY_RECEIPT_BUSINESS_DAYS)
    : copy.givenOn;
}

export type ValuationSigningWait =
  /** Not a first-lien line, or every copy was received three business days ago or more. */
  | { open: true }
  /** A copy is owed but has not been given yet. */
  | { open: false; opensOn: null; copyReceivedOn: null }
  | { open: false; opensOn: CalendarDate; copyReceivedOn: CalendarDate };

/**
 * Whether the applicant may sign today: a line that is not a first lien is not covered; a first-lien line needs
 * every copy owed (`copiesOwed`) given, and the last received three business days before today or earlier. The day
 * received counts as day 0: a copy e-mailed on a Monday lets the line be signed from Thursday.
 */
export function valuationSigningWait(input: {
  firstLien: boolean;
  copiesOwed: number;
  copies: readonly ValuationCopyGiven[];
  today: CalendarDate;
}): ValuationSigningWait {
  if (!input.firstLien || input.copiesOwed === 0) return { open: true };
  if (input.copies.length < input.copiesOwed) return { open: false, opensOn: null, copyReceivedOn: null };
  const received = input.copies.map(copyReceivedOn).sort(compareDates).at(-1) as CalendarDate;
  const opensOn = addLenderBusinessDays(received, VALUATION_COPY_LEAD_BUSINESS_DAYS);
  return compareDates(input.today, opensOn) >= 0
    ? { open: true }
    : { open: false, opensOn, copyReceivedOn: received };
}

/** The wait as the signing page and the refusal say it: when signing opens, and why. */
export function valuationWaitWords(wait: { opensOn: string | null; copyReceivedOn: string | null }): string {
  if (!wait.opensOn || !wait.copyReceivedOn)
    return 'Before you sign, we send you a copy of the valuation of your home, and the law gives you three business days with it. We send it as soon as it is ready; this page then tells you the day you can sign.';
  const opens = formatLongDate(parseDay(wait.opensOn));
  const received = formatLongDate(parseDay(wait.copyReceivedOn));
  return `You can sign your line of credit agreement from ${opens}. The law gives you at least three business days with the copy of your home's valuation before you sign, and you have had it since ${received}. You can read your documents now.`;
}

function parseDay(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** The wait on the wire: days as yyyy-MM-dd. */
export function valuationWaitOnWire(
  wait: ValuationSigningWait,
): { opensOn: string | null; copyReceivedOn: string | null } | null {
  if (wait.open) return null;
  return {
    opensOn: wait.opensOn ? formatIsoDate(wait.opensOn) : null,
    copyReceivedOn: wait.copyReceivedOn ? formatIsoDate(wait.copyReceivedOn) : null,
  };
}
