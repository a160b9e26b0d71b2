import { RIGHT_TO_VALUATION_COPY_WORDS } from './borrower-notices';
import type { OrgPricingData } from './brands';
import { type CalendarDate, formatUsDate, parseDateInput } from './dates';
import { LENDING_LIMITS, TEXAS_RULES } from './decisioning/engine-units';
import { FIXED_TERMS, type RateSheet, rateSheetFor } from './decisioning/rate-sheets';
import { CFPB_BOOKLET_WORDS, POSSIBLE_ACTIONS_WORDS, SECURITY_INTEREST_WORDS } from './disclosures';
import {
  hasRecordingTax,
  MANUAL_NOTARY_FEE_CENTS,
  RECORDING_TAX_PER_100K_CENTS_BY_STATE,
  type RECORDING_TAX_STATES,
  recordingFeeCents,
  VALUATION_FEE_CENTS,
} from './fees';
import {
  APR_EXCLUDES_OTHER_COSTS_WORDS,
  historicalExampleLines,
  lenderFeeWords,
  minimumPaymentWords,
  NEGATIVE_AMORTIZATION_WORDS,
  PAYMENT_TIMING_WORDS,
  paymentExampleWords,
  periodWords,
  TAX_WORDS,
  transactionRequirementWords,
  VARIABLE_RATE,
  variableRateWords,
} from './line-terms';
import { formatMoney, formatPercent } from './money';
import { NOTICE_TITLES, type NoticeParagraph } from './notices';
import { isTexasHomeEquity } from './texas-home-equity';

/**
 * The early HELOC disclosure given with the application (issue 20 item 11, decision 0200): Regulation Z 1026.40(b)
 * wants the 1026.40(d) disclosures and the CFPB booklet (1026.40(e)) when the application is provided, before
 * anything about the applicant is known, so an applicant declined at pre-qualification has them too. It states the
 * plans the lender offers (each fixed-rate term and the variable-rate line) with the rates and fees of the lender's
 * rate sheet as ranges, since a rate depends on the score and the equity not yet known. The disclosure of the
 * selected offer at start/app-summary (`buildDisclosures`) states the same terms for the one offer, from the same
 * words (`line-terms`).
 */

export const APPLICATION_DISCLOSURE_VERSION = '2026-12';

export interface ApplicationDisclosureContext {
  lender: { companyName: string; supportPhone: string; supportEmail: string };
  applicant: string;
  /** The home the line would be secured by (its state sets fees, draws and the Texas limits). */
  property: { street1: string; street2?: string; city: string; state: string; zip: string };
  /** The lender's pricing: its rate sheet, margin adjustment and fee cap. */
  pricing: OrgPricingData;
  /** The day the disclosure is given. */
  date: CalendarDate;
}

/** One plan the lender offers, with the lowest and highest rate and margin its rate sheet can give. */
export interface PlanTerms {
  type: 'FIXED' | 'VARIABLE';
  term: number;
  minAprPercent: number;
  maxAprPercent: number;
  /** The index the variable plan is priced on, and the margins over it; null for a fixed-rate plan. */
  indexPercent: number | null;
  minMarginPercent: number | null;
  maxMarginPercent: number | null;
}

const bps = (value: number) => value / 100;
const clampApr = (valueBps: number) =>
  Math.min(LENDING_LIMITS.maxAprBps, Math.max(LENDING_LIMITS.minAprBps, valueBps));

/** Every plan of a rate sheet with the range of APRs the engine can price (the same sum and limits it uses). */
export function planTerms(sheet: RateSheet, pricing: OrgPricingData): PlanTerms[] {
  const adjustmentBps = Math.round(pricing.marginAdjustment * 100);
  const range = (baseBps: number, margins: readonly number[]) => {
    const rates = margins.map((margin) => clampApr(baseBps + margin + adjustmentBps));
    return { min: Math.min(...rates), max: Math.max(...rates) };
  };
  const fixed = FIXED_TERMS.map((term): PlanTerms => {
    const rates = range(
      sheet.fixedBaseRateBps[term],
      sheet.scoreBands.flatMap((band) => band.fixedMarginBps),
    );
    return {
      type: 'FIXED',
      term,
      minAprPercent: bps(rates.min),
      maxAprPercent: bps(rates.max),
      indexPercent: null,
      minMarginPercent: null,
      maxMarginPercent: null,
    };
  });
  const margins = sheet.scoreBands.flatMap((band) => band.variableMarginBps);
  const rates = range(sheet.indexRateBps, margins);
  return [
    ...fixed,
    {
      type: 'VARIABLE',
      term: sheet.variableTermYears,
      minAprPercent: bps(rates.min),
      maxAprPercent: bps(rates.max),
      indexPercent: bps(sheet.indexRateBps),
      minMarginPercent: bps(Math.min(...margins) + adjustmentBps),
      maxMarginPercent: bps(Math.max(...margins) + adjustmentBps),
    },
  ];
}

/** The origination fee's range: the sheet's bands under the lender's cap, the spec's and Texas's 2% (as the engine). */
export function originationFeeRange(
  sheet: RateSheet,
  pricing: OrgPricingData,
  state: string,
): { minPercent: number; maxPercent: number } {
  const capBps = Math.min(
    LENDING_LIMITS.maxOriginationFeeBps,
    Math.round(pricing.maxOriginationFeePercent * 100),
    isTexasHomeEquity(state) ? TEXAS_RULES.maxFeeBps : Number.POSITIVE_INFINITY,
  );
  const fees = sheet.scoreBands.map((band) => Math.max(0, Math.min(band.originationFeeBps, capBps)));
  return { minPercent: bps(Math.min(...fees)), maxPercent: bps(Math.max(...fees)) };
}

const h = (text: string): NoticeParagraph => ({ heading: true, text });
const p = (text: string): NoticeParagraph => ({ heading: false, text });

/** "Security interest: we will ..." as the body of its own heading: "We will ...". */
const withoutLabel = (words: string) => {
  const body = words.replace(/^[^:]+: /, '');
  return `${body.charAt(0).toUpperCase()}${body.slice(1)}`;
};

const planName = (plan: PlanTerms) =>
  plan.type === 'FIXED'
    ? `Fixed-rate plan, ${plan.term}-year term`
    : `Variable-rate plan, ${plan.term}-year term`;

function propertyLine(property: ApplicationDisclosureContext['property']): string {
  const street = property.street2 ? `${property.street1}, ${property.street2}` : property.street1;
  return `${street}, ${property.city}, ${property.state} ${property.zip}`;
}

/** 1026.40(d)(8): the fees paid to others to open a line on this home, as estimates. */
function thirdPartyFeeLines(state: string): string[] {
  const texas = isTexasHomeEquity(state);
  const key = state.toUpperCase() as (typeof RECORDING_TAX_STATES)[number];
  return [
    `- Home valuation (broker price opinion), when we need one to confirm the value of your home: ${formatMoney(VALUATION_FEE_CENTS, 2)}.`,
    `- In-person notary${texas ? ', which every Texas line needs, as it closes at a title company or an attorney\u2019s office' : ', only if you choose one instead of an online notary'}: ${formatMoney(MANUAL_NOTARY_FEE_CENTS, 2)}.`,
    `- County recording fee: ${formatMoney(recordingFeeCents(state), 2)}.`,
    hasRecordingTax(state)
      ? `- State recording tax: ${formatMoney(RECORDING_TAX_PER_100K_CENTS_BY_STATE[key], 2)} for each $100,000 of your credit limit.`
      : '- State recording tax: none in your state.',
  ];
}

/** The disclosure as printed, section by section, each citing the paragraph of 1026.40(d) it meets. */
export function applicationDisclosure(context: ApplicationDisclosureContext): NoticeParagraph[] {
  const sheet = rateSheetFor(context.pricing.rateSheetKey);
  const plans = planTerms(sheet, context.pricing);
  const fee = originationFeeRange(sheet, context.pricing, context.property.state);
  const autopay = sheet.discounts.find((discount) => discount.type === 'AUTOPAY');
  const asOf = parseDateInput(sheet.effectiveDate);
  const state = context.property.state;
  const lenderFees = lenderFeeWords({ originationFeePercent: fee.maxPercent, state }).slice(1);
  const planSections = plans.flatMap((plan) => {
    const rates = `Annual percentage rate: from ${formatPercent(plan.minAprPercent)} to ${formatPercent(plan.maxAprPercent)}, depending on your credit score and on how much of your home's value your line and the other loans it secures add up to.${autopay ? ` With automatic payments from your bank account, the rate is ${formatPercent(bps(autopay.bps), 2).replace('%', '')} percentage points lower while they stay on.` : ''}`;
    if (plan.type === 'FIXED')
      return [
        h(planName(plan)),
        // 1026.40(d)(5)(i): the draw and repayment periods; (d)(5)(iii): the example at a recent rate (its lowest).
        p(periodWords(plan.term)),
        p(paymentExampleWords(plan.minAprPercent, plan.term)),
        // 1026.40(d)(6): a fixed rate, a recent APR, and that it excludes other costs.
        p(
          `${rates} The rate is fixed: it does not change for the whole term of the line. ${APR_EXCLUDES_OTHER_COSTS_WORDS}`,
        ),
      ];
    // 1026.40(d)(12): the variable-rate items, in the words of the other disclosures, with this plan's margins as a
    // range; the examples use the lowest margin.
    const variable = variableRateWords(
      { aprPercent: plan.minAprPercent, indexPercent: plan.indexPercent ?? 0, autopayAprPercent: null },
      plan.term,
    );
    const [kind = '', ...rest] = variable;
    return [
      h(planName(plan)),
      p(periodWords(plan.term)),
      p(paymentExampleWords(plan.minAprPercent, plan.term)),
      p(`${rates} ${APR_EXCLUDES_OTHER_COSTS_WORDS}`),
      p(kind),
      p(
        `Index: ${VARIABLE_RATE.indexSource}, read on ${VARIABLE_RATE.indexReadOn}. On the date of our rate sheet the index was ${formatPercent(plan.indexPercent ?? 0)}.`,
      ),
      p(
        `Margin: from ${formatPercent(plan.minMarginPercent ?? 0)} to ${formatPercent(plan.maxMarginPercent ?? 0)}, depending on your credit score and on how much of your home's value your line and the other loans it secures add up to. Your annual percentage rate is the index plus your margin. The examples below use our lowest margin; yours may be higher.`,
      ),
      ...rest.filter((line) => !line.startsWith('Margin:') && !line.startsWith('Index:')).map(p),
      ...historicalExampleLines(plan.minMarginPercent ?? 0, plan.term).map(p),
    ];
  });
  // 1026.40(d)(5)(ii): one way of working out the minimum payment, for every plan.
  const paymentTerms = `${minimumPaymentWords(FIXED_TERMS[0]).replace(`your ${FIXED_TERMS[0]}-year term`, 'the term of your plan')} ${PAYMENT_TIMING_WORDS}`;
  return [
    // 1026.40(d)(1): keep a copy; who gives it, to whom, for which home, and when.
    p(
      `${context.lender.companyName}\nTelephone: ${context.lender.supportPhone}. Email: ${context.lender.supportEmail}.\nFor: ${context.applicant}\nHome: ${propertyLine(context.property)}\nDate: ${formatUsDate(context.date)}`,
    ),
    p(
      'This disclosure contains important information about our home equity line of credit. You should read it carefully and keep a copy for your records.',
    ),
    // 1026.40(d)(2): the terms are subject to change, and the refund when one does.
    h('Availability of terms'),
    p(
      `The rates below are those of our rate sheet of ${asOf ? formatUsDate(asOf) : sheet.effectiveDate}. All of the terms described below are subject to change. If these terms change (other than the annual percentage rate) and you decide, as a result, not to enter into an agreement with us, you are entitled to a refund of any fees that you paid to us or anyone else in connection with your application. We charge no fee to apply.`,
    ),
    h('Security interest'),
    p(withoutLabel(SECURITY_INTEREST_WORDS)),
    h('Possible actions'),
    p(`${withoutLabel(POSSIBLE_ACTIONS_WORDS)} You may ask us for a copy of those conditions at any time.`),
    h('Our plans'),
    p(
      `We offer ${plans.length} plans: a fixed-rate line with a term of ${FIXED_TERMS.join(', ').replace(/, (\d+)$/, ' or $1')} years, and a variable-rate line with a term of ${sheet.variableTermYears} years. When we have checked your credit and your home's value, we show you the plans and rates you qualify for, and you choose one.`,
    ),
    h('Payment terms'),
    p(paymentTerms),
    ...planSections,
    // 1026.40(d)(7): the lender's own fees.
    h('Fees and charges'),
    p(
      `Fees we charge:\n- Origination fee: from ${formatPercent(fee.minPercent, 2)} to ${formatPercent(fee.maxPercent, 2)} of your initial draw, depending on your credit score, charged once, when your line opens, and added to your balance. No fee is charged on any later draw.\n${lenderFees.map((line) => `- ${line}`).join('\n')}`,
    ),
    // 1026.40(d)(8): third-party fees, estimated for this home.
    p(
      `Fees paid to others to open the plan (estimates for your home), paid from your initial draw at closing:\n${thirdPartyFeeLines(state).join('\n')}\nIf you ask, we will give you an itemization of the fees paid to others.`,
    ),
    h('Other terms'),
    // 1026.40(d)(9), (10), (11)
    p(NEGATIVE_AMORTIZATION_WORDS),
    p(transactionRequirementWords(state)),
    p(TAX_WORDS),
    // 1026.40(e): the booklet, given by link (decision 0200).
    h('The CFPB booklet'),
    p(CFPB_BOOKLET_WORDS),
    // Regulation B 1002.14(a)(2): the right to a copy of appraisals and other valuations, within three business
    // days of the application (decision 0204). Given to every applicant: the lien position is not known yet.
    h('Appraisals and other valuations'),
    p(RIGHT_TO_VALUATION_COPY_WORDS),
  ];
}

export const APPLICATION_DISCLOSURE_TITLE = NOTICE_TITLES.EARLY_HELOC_DISCLOSURE;
