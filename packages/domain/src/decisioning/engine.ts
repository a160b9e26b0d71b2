import type { OrgPricingData } from '../brands';
import type { CreditPullResult, CreditReport } from '../credit-report';
import { ageOn, daysBetween, parseDateInput, utcCalendarDate } from '../dates';
import type { Offer, OfferSet } from '../entities';
import type { ApplicationStatus, OccupancyType, SubDecision, ValuationStatus } from '../enums';
import { recordingFeeCents as recordingFee, recordingTaxRange } from '../fees';
import { isLendingState } from '../lending';
import { drawTotal, maxPrincipalForPayment } from '../payment';
import type { PropertyLookupResult, PropertyRecord } from '../property-record';
import { minimumAgeFor } from '../validation';
import { bpsOfFloor, bpsToPercent, floorTo, LENDING_LIMITS, TEXAS_RULES } from './engine-units';
import { cltvBandIndex, FIXED_TERMS, type RateSheet, rateSheetFor, scoreBandFor } from './rate-sheets';
import { type AdverseActionReason, reason, stateNotOfferedReason } from './reasons';

/**
 * Hearth's pre-qualification decision: a pure function of the soft-pull result, the property
 * record, the applicant's answers and the organisation's pricing. Same input, same output.
 */

export interface DecisionApplicant {
  /** yyyy-MM-dd */
  dob: string;
  occupancy: OccupancyType;
  listedForSale: boolean;
  incomeAnnualCents: number;
  otherIncomeAnnualCents: number;
}

export interface DecisionOptions {
  /** New York applications are held while the regulator review flag is on (spec section 5). */
  newYorkRegulatorReview?: boolean;
}

export interface DecisionInput {
  credit: CreditPullResult;
  property: PropertyLookupResult;
  applicant: DecisionApplicant;
  orgPricingData: OrgPricingData;
  now: Date;
  options?: DecisionOptions;
}

/** What the engine saw, stored with the decision for the audit trail and the notice. */
export interface DecisionFacts {
  rateSheetKey: string;
  score: number | null;
  propertyState: string | null;
  avmValueCents: number | null;
  lienBalanceCents: number | null;
  /** liens / value now, before the new line */
  currentCltvBps: number | null;
  maxCltvBps: number | null;
  monthlyIncomeCents: number;
  monthlyDebtCents: number;
  /** existing debts / income, before the new line */
  currentDtiBps: number | null;
  ageYears: number | null;
}

export type BlockedStatus = Extract<
  ApplicationStatus,
  | 'SOFT_CREDIT_LOCKED_OR_FROZEN'
  | 'CREDIT_NO_MATCH'
  | 'CREDIT_NO_MATCH_SSN'
  | 'NO_PROPERTY_FOUND'
  | 'MULTIPLE_PROPERTIES'
>;

/** Conditions an approval carries forward to later steps. */
export type ApprovalNotice =
  | 'BPO_REQUIRED'
  | 'FLOOD_INSURANCE_REQUIRED'
  | 'POST_DISASTER_INSPECTION'
  | 'NEW_YORK_FCRA'
  | 'TEXAS_HOME_EQUITY';

export type DecisionResult =
  | { outcome: 'BLOCKED'; status: BlockedStatus; decision: 'INITIAL'; subDecision?: SubDecision }
  | {
      outcome: 'DECLINED';
      status: 'DECLINED';
      decision: 'DECLINE' | 'INELIGIBLE';
      subDecision?: SubDecision;
      reasons: AdverseActionReason[];
      facts: DecisionFacts;
      report: CreditReport;
    }
  | {
      outcome: 'APPROVED';
      status: 'OFFER_SELECTION';
      decision: 'APPROVED';
      offerSet: OfferSet;
      notices: ApprovalNotice[];
      facts: DecisionFacts;
      report: CreditReport;
    };

const HUNDRED_DOLLARS = 100_00;
const COASTAL_HIGH_HAZARD = new Set(['VE', 'V']);
const SPECIAL_FLOOD_HAZARD = new Set(['A', 'AE', 'AH', 'AO', 'VE', 'V']);

export function decide(input: DecisionInput): DecisionResult {
  const { credit, property } = input;
  if (credit.outcome === 'FROZEN') {
    return {
      outcome: 'BLOCKED',
      status: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      decision: 'INITIAL',
      subDecision: 'CREDIT_FROZEN',
    };
  }
  if (credit.outcome === 'NO_MATCH')
    return { outcome: 'BLOCKED', status: 'CREDIT_NO_MATCH', decision: 'INITIAL' };
  if (credit.outcome === 'NO_SSN_MATCH')
    return { outcome: 'BLOCKED', status: 'CREDIT_NO_MATCH_SSN', decision: 'INITIAL' };
  if (!property.found) return { outcome: 'BLOCKED', status: 'NO_PROPERTY_FOUND', decision: 'INITIAL' };
  if (property.multiple) return { outcome: 'BLOCKED', status: 'MULTIPLE_PROPERTIES', decision: 'INITIAL' };

  const report = credit.report;
  const home = property.property;
  const sheet = rateSheetFor(input.orgPricingData.rateSheetKey);
  const facts = gatherFacts(input, sheet, report, home);

  const ineligible = eligibilityReasons(input, home, facts);
  if (ineligible.length > 0) return declined('INELIGIBLE', ineligible, facts, report);

  const creditReasons = creditDeclineReasons(sheet, report, facts);
  if (creditReasons.length > 0) return declined('DECLINE', creditReasons, facts, report);

  const priced = priceOffers(input, sheet, report, home, facts);
  if (priced.offers.length === 0) {
    return declined(
      'DECLINE',
      [reason(priced.limitedBy === 'DTI' ? 'DTI_TOO_HIGH' : 'INSUFFICIENT_EQUITY')],
      facts,
      report,
    );
  }
  const bpo: ValuationStatus = needsBpo(home) ? 'REQUIRED' : 'NOT_REQUIRED';
  const costs = [
    ...(bpo === 'REQUIRED'
      ? [{ feeType: 'VALUATION' as const, borrowerPaidAmount: LENDING_LIMITS.valuationFeeCents }]
      : []),
    { feeType: 'RECORDING_FEE' as const, borrowerPaidAmount: recordingFee(home.address.state) },
  ];
  const subDecision: SubDecision =
    bpo === 'REQUIRED' ? 'BPO_PENDING' : priced.dtiLimited ? 'UNVERIFIED_DTI_LIMITED' : 'UNVERIFIED_OFFER';
  const offerSet: OfferSet = {
    offers: priced.offers,
    offersByType: {
      FIXED: priced.offers.filter((o) => o.type === 'FIXED'),
      VARIABLE: priced.offers.filter((o) => o.type === 'VARIABLE'),
    },
    maxDtiUnlimited: false,
    ofeeMaxThreshold: bpsToPercent(priced.feeCapBps),
    incomeRequestRecords: [{ methods: ['PLAID_TRANSACTIONS', 'TRUV_PAYROLL', 'MANUAL_PAYSTUB'] }],
    costs: { costs, totalPaidByBorrower: costs.reduce((sum, cost) => sum + cost.borrowerPaidAmount, 0) },
    subDecision,
    decision: 'APPROVED',
    status: { bpo },
  };
  return {
    outcome: 'APPROVED',
    status: 'OFFER_SELECTION',
    decision: 'APPROVED',
    offerSet,
    notices: approvalNotices(home, bpo),
    facts,
    report,
  };
}

function declined(
  decision: 'DECLINE' | 'INELIGIBLE',
  reasons: AdverseActionReason[],
  facts: DecisionFacts,
  report: CreditReport,
): DecisionResult {
  const subDecision = reasons.find((r) => r.subDecision)?.subDecision;
  return {
    outcome: 'DECLINED',
    status: 'DECLINED',
    decision,
    ...(subDecision ? { subDecision } : {}),
    reasons,
    facts,
    report,
  };
}

function gatherFacts(
  input: DecisionInput,
  sheet: RateSheet,
  report: CreditReport,
  home: PropertyRecord,
): DecisionFacts {
  const { applicant } = input;
  const liens = home.liens.reduce((sum, lien) => sum + lien.balanceCents, 0);
  const monthlyIncome = Math.floor(
    (Math.max(0, applicant.incomeAnnualCents) + Math.max(0, applicant.otherIncomeAnnualCents)) / 12,
  );
  const monthlyDebt = report.tradelines.reduce(
    (sum, t) => sum + t.monetaryCalculatedNextPaymentMinimumAmount,
    0,
  );
  const birth = parseDateInput(applicant.dob);
  return {
    rateSheetKey: sheet.key,
    score: report.score,
    propertyState: home.address.state,
    avmValueCents: home.avmValueCents,
    lienBalanceCents: liens,
    currentCltvBps: home.avmValueCents > 0 ? Math.ceil((liens * 10_000) / home.avmValueCents) : null,
    maxCltvBps: maxCltvFor(sheet, applicant.occupancy, home.address.state),
    monthlyIncomeCents: monthlyIncome,
    monthlyDebtCents: monthlyDebt,
    currentDtiBps: monthlyIncome > 0 ? Math.ceil((monthlyDebt * 10_000) / monthlyIncome) : null,
    ageYears: birth ? ageOn(birth, utcCalendarDate(input.now)) : null,
  };
}

function maxCltvFor(sheet: RateSheet, occupancy: OccupancyType, state: string): number {
  const cap = sheet.maxCltvBps[occupancy];
  return state === 'TX' ? Math.min(cap, TEXAS_RULES.maxCltvBps) : cap;
}

function eligibilityReasons(
  input: DecisionInput,
  home: PropertyRecord,
  facts: DecisionFacts,
): AdverseActionReason[] {
  const reasons: AdverseActionReason[] = [];
  const state = home.address.state;
  if (state === 'HI') reasons.push(reason('HAWAII_PARTNER'));
  else if (state === 'NY' && input.options?.newYorkRegulatorReview)
    reasons.push(reason('NEW_YORK_UNAVAILABLE'));
  else if (!isLendingState(state)) reasons.push(stateNotOfferedReason(state));
  if (facts.ageYears === null) reasons.push(reason('INCOMPLETE_APPLICATION'));
  else if (facts.ageYears < minimumAgeFor({ state })) reasons.push(reason('AGE_BELOW_MINIMUM'));
  if (input.applicant.listedForSale) reasons.push(reason('PROPERTY_LISTED_FOR_SALE'));
  const transferred = parseDateInput(home.lastTransferDate);
  if (
    transferred &&
    daysBetween(transferred, utcCalendarDate(input.now)) < LENDING_LIMITS.titleSeasoningDays
  ) {
    reasons.push(reason('TITLE_TRANSFERRED_RECENTLY'));
  }
  if (state === 'TX' && TEXAS_RULES.homesteadOnly && input.applicant.occupancy !== 'HOME') {
    reasons.push(reason('OCCUPANCY_NOT_ELIGIBLE'));
  }
  if (home.propertyType === 'MANUFACTURED') reasons.push(reason('PROPERTY_TYPE_NOT_ELIGIBLE'));
  if (COASTAL_HIGH_HAZARD.has(home.floodZone)) reasons.push(reason('FLOOD_ZONE_NOT_ELIGIBLE'));
  return reasons;
}

function creditDeclineReasons(
  sheet: RateSheet,
  report: CreditReport,
  facts: DecisionFacts,
): AdverseActionReason[] {
  const reasons: AdverseActionReason[] = [];
  if (report.score === null) reasons.push(reason('NO_CREDIT_SCORE'));
  else if (report.score < sheet.minScore) reasons.push(reason('CREDIT_SCORE_TOO_LOW'));
  if (report.publicRecords.bankruptcies > 0) reasons.push(reason('BANKRUPTCY'));
  // 60 days or more past due now, or an account in collection
  if (report.publicRecords.collections > 0 || report.tradelines.some((t) => t.monthsPastDue >= 2)) {
    reasons.push(reason('DELINQUENT_CREDIT'));
  }
  if (facts.monthlyIncomeCents <= 0) reasons.push(reason('INSUFFICIENT_INCOME'));
  else if (facts.currentDtiBps !== null && facts.currentDtiBps > sheet.maxDtiBps)
    reasons.push(reason('DTI_TOO_HIGH'));
  if (equityLineCents(facts) < LENDING_LIMITS.minLineCents) reasons.push(reason('INSUFFICIENT_EQUITY'));
  return reasons;
}

/** The largest line the value and liens allow under the CLTV cap, before the $400,000 cap. */
function equityLineCents(facts: DecisionFacts): number {
  if (facts.avmValueCents === null || facts.maxCltvBps === null || facts.lienBalanceCents === null) return 0;
  return bpsOfFloor(facts.avmValueCents, facts.maxCltvBps) - facts.lienBalanceCents;
}

interface PricedOffers {
  offers: Offer[];
  dtiLimited: boolean;
  /** why the last offer was dropped, when none survive */
  limitedBy: 'DTI' | 'EQUITY';
  feeCapBps: number;
}

function priceOffers(
  input: DecisionInput,
  sheet: RateSheet,
  report: CreditReport,
  home: PropertyRecord,
  facts: DecisionFacts,
): PricedOffers {
  const state = home.address.state;
  const band = scoreBandFor(sheet, report.score ?? 0);
  const feeCapBps = Math.min(
    LENDING_LIMITS.maxOriginationFeeBps,
    Math.round(input.orgPricingData.maxOriginationFeePercent * 100),
    state === 'TX' ? TEXAS_RULES.maxFeeBps : Number.POSITIVE_INFINITY,
  );
  const result: PricedOffers = { offers: [], dtiLimited: false, limitedBy: 'EQUITY', feeCapBps };
  if (!band) return result;
  const feeBps = Math.max(0, Math.min(band.originationFeeBps, feeCapBps));
  const marginAdjustmentBps = Math.round(input.orgPricingData.marginAdjustment * 100);
  const equityCap = floorTo(Math.min(LENDING_LIMITS.maxLineCents, equityLineCents(facts)), HUNDRED_DOLLARS);
  const dtiBudget = bpsOfFloor(facts.monthlyIncomeCents, sheet.maxDtiBps) - facts.monthlyDebtCents;
  const minDraw = state === 'TX' ? TEXAS_RULES.minAdvanceCents : LENDING_LIMITS.minLineCents;
  const products = [
    ...FIXED_TERMS.map((term) => ({ type: 'FIXED' as const, term, baseBps: sheet.fixedBaseRateBps[term] })),
    { type: 'VARIABLE' as const, term: sheet.variableTermYears, baseBps: sheet.indexRateBps },
  ];
  const rateAt = (lineCents: number, type: 'FIXED' | 'VARIABLE', baseBps: number) => {
    const cltvBps = Math.ceil(
      (((facts.lienBalanceCents ?? 0) + lineCents) * 10_000) / (facts.avmValueCents ?? 1),
    );
    const bandIndex = Math.max(0, cltvBandIndex(sheet, cltvBps));
    const margins = type === 'FIXED' ? band.fixedMarginBps : band.variableMarginBps;
    const margin = margins[bandIndex] ?? margins[margins.length - 1] ?? 0;
    return clamp(baseBps + margin + marginAdjustmentBps, LENDING_LIMITS.minAprBps, LENDING_LIMITS.maxAprBps);
  };
  for (const product of products) {
    // the payment on the whole line must fit the DTI budget at the rate of the largest line
    const rateAtCap = rateAt(equityCap, product.type, product.baseBps);
    const dtiCap = floorTo(
      maxPrincipalForPayment({
        paymentCents: dtiBudget,
        annualRatePercent: bpsToPercent(rateAtCap),
        termYears: product.term,
      }),
      HUNDRED_DOLLARS,
    );
    const max = Math.min(equityCap, dtiCap);
    const maxDraw = largestDraw(max, feeBps);
    if (max < LENDING_LIMITS.minLineCents || maxDraw < minDraw) {
      result.limitedBy = dtiCap < equityCap ? 'DTI' : 'EQUITY';
      continue;
    }
    if (dtiCap < equityCap) result.dtiLimited = true;
    // a smaller line has a lower CLTV, so its rate is never above the one the DTI test used
    const rateBps = rateAt(max, product.type, product.baseBps);
    // county rates vary, so the offer carries the spec's range for the whole line
    const tax = recordingTaxRange(max, state);
    result.offers.push({
      term: product.term,
      type: product.type,
      min: LENDING_LIMITS.minLineCents,
      max,
      minDraw,
      maxDraw,
      originationFee: bpsToPercent(feeBps),
      rate: bpsToPercent(rateBps),
      baseRate: bpsToPercent(product.baseBps),
      discountList: discountsFor(sheet, rateBps),
      minRecordingTax: tax.min,
      maxRecordingTax: tax.max,
    });
  }
  return result;
}

/** The largest draw, in whole $100s, whose draw total (draw + origination fee) fits the line. */
function largestDraw(lineCents: number, feeBps: number): number {
  let draw = floorTo(Math.floor((lineCents * 10_000) / (10_000 + feeBps)), HUNDRED_DOLLARS);
  while (
    draw > 0 &&
    drawTotal({ amountCents: draw, originationFeePercent: bpsToPercent(feeBps) }) > lineCents
  ) {
    draw -= HUNDRED_DOLLARS;
  }
  return draw;
}

/** Every disclosed APR, discounted or not, stays inside the spec's range (decision 0041). */
function discountsFor(sheet: RateSheet, rateBps: number): Offer['discountList'] {
  const list: Offer['discountList'] = sheet.discounts.map((discount) => ({
    discount: { type: discount.type },
    rateWithDiscount: bpsToPercent(Math.max(LENDING_LIMITS.minAprBps, rateBps - discount.bps)),
  }));
  if (sheet.discounts.length > 1) {
    const all = sheet.discounts.reduce((sum, discount) => sum + discount.bps, 0);
    list.push({
      discount: { type: 'ALL_IN' },
      rateWithDiscount: bpsToPercent(Math.max(LENDING_LIMITS.minAprBps, rateBps - all)),
    });
  }
  return list;
}

/** A low-confidence or poor-condition valuation needs a broker price opinion (valuation fee applies). */
function needsBpo(home: PropertyRecord): boolean {
  return home.avmConfidence === 'LOW' || home.condition === 'POOR';
}

function approvalNotices(home: PropertyRecord, bpo: ValuationStatus): ApprovalNotice[] {
  const notices: ApprovalNotice[] = [];
  if (bpo === 'REQUIRED') notices.push('BPO_REQUIRED');
  if (SPECIAL_FLOOD_HAZARD.has(home.floodZone)) notices.push('FLOOD_INSURANCE_REQUIRED');
  if (home.disaster) notices.push('POST_DISASTER_INSPECTION');
  if (home.address.state === 'NY') notices.push('NEW_YORK_FCRA');
  if (home.address.state === 'TX') notices.push('TEXAS_HOME_EQUITY');
  return notices;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
