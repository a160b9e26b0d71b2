import type { HelocApplication, Offer, OfferSet } from './entities';
import { type CostPicture, offerCostPicture } from './fees';
import { type Cents, formatMoney, formatPercent, toCents } from './money';
import { drawPeriodPayment, drawTotal, originationFee, showsOfferPanel } from './payment';

/**
 * How every page names an offer's figures (decision 0101). "APR" is always the rate without any discount;
 * the autopay figure, where shown, is "APR with autopay". The offer, confirm and sidebar panels read these.
 */
export const OFFER_FIGURE_LABELS = {
  apr: 'APR',
  autopayApr: 'APR with autopay',
  monthlyPayment: 'Estimated monthly payment',
  initialDraw: 'Initial draw',
  term: 'Term',
} as const;

/** What the figures are derived from: an offer of the offer set, or the offer recorded on an application. */
export interface OfferTerms {
  /** APR in percent, without discounts. */
  rate: number;
  discountList: Offer['discountList'];
  termYears: number;
  /** Origination fee, percent of the draw. */
  originationFeePercent: number;
  /** The 62-and-over variant: the draw period's payment is the interest only (decision 0224). */
  interestOnly?: boolean;
}

export interface OfferFigures {
  aprPercent: number;
  /** The APR with the autopay discount, or null when the offer (or the borrower's choice) has none. */
  autopayAprPercent: number | null;
  /** The rate the payment is priced at: the autopay APR when there is one, as autopay is on by default. */
  paymentRatePercent: number;
  drawCents: Cents;
  feeCents: Cents;
  /** Draw plus origination fee: what the borrower owes and repays. */
  totalCents: Cents;
  /**
   * The draw period's monthly payment on the total, or null without a term: amortised over the term, or the interest
   * of an average month for the interest-only variant.
   */
  monthlyCents: Cents | null;
  termYears: number;
  interestOnly: boolean;
}

export function autopayAprOf(discountList: Offer['discountList']): number | null {
  return discountList.find((d) => d.discount.type === 'AUTOPAY')?.rateWithDiscount ?? null;
}

/**
 * The one derivation of an offer's figures at a draw; `maxFeePercent` caps the fee percent (ofeeMaxThreshold),
 * `maxFeeCents` the fee itself (the origination fee less a lender credit, decision 0181).
 */
export function offerFigures(
  terms: OfferTerms,
  drawCents: Cents,
  maxFeePercent?: number,
  maxFeeCents?: Cents,
): OfferFigures {
  const autopayAprPercent = autopayAprOf(terms.discountList);
  const paymentRatePercent = autopayAprPercent ?? terms.rate;
  const feeInput = {
    amountCents: drawCents,
    originationFeePercent:
      maxFeePercent === undefined
        ? terms.originationFeePercent
        : Math.min(terms.originationFeePercent, maxFeePercent),
    ...(maxFeeCents === undefined ? {} : { maxFeeCents }),
  };
  const totalCents = drawTotal(feeInput);
  return {
    aprPercent: terms.rate,
    autopayAprPercent,
    paymentRatePercent,
    drawCents,
    feeCents: originationFee(feeInput),
    totalCents,
    monthlyCents:
      terms.termYears > 0
        ? drawPeriodPayment({
            principalCents: totalCents,
            annualRatePercent: paymentRatePercent,
            termYears: terms.termYears,
            interestOnly: terms.interestOnly === true,
          })
        : null,
    termYears: terms.termYears,
    interestOnly: terms.interestOnly === true,
  };
}

/** A draw kept inside the offer's bounds; a draw that is not a number is the least one. */
export function clampDraw(offer: Pick<Offer, 'minDraw' | 'maxDraw'>, draw: number): number {
  if (!Number.isFinite(draw)) return offer.minDraw;
  return Math.min(Math.max(draw, offer.minDraw), offer.maxDraw);
}

/**
 * Figures for a draw (dollars) on an offer of the offer set, as the offer and confirm pages show them: the
 * origination fee (its percent capped by the offer set's `ofeeMaxThreshold`), the amount owed (draw plus fee) and
 * the amortised monthly payment on it, through `offerFigures` as the application sidebar is.
 */
export function drawFigures(
  offer: Offer,
  draw: number,
  maxFeePercent?: number,
  /** The origination fee owed after a lender credit (the cost picture's, decision 0207). */
  maxFeeCents?: Cents,
  /** The offer set's `interestOnlyDrawPeriod` (decision 0224). */
  interestOnly = false,
): OfferFigures & { monthlyCents: number; rate: number } {
  const figures = offerFigures(
    {
      rate: offer.rate,
      discountList: offer.discountList,
      termYears: offer.term,
      originationFeePercent: offer.originationFee,
      interestOnly,
    },
    toCents(clampDraw(offer, draw)),
    maxFeePercent,
    maxFeeCents,
  );
  // Every offer of the set has a positive term (offerSchema), so there is always a payment.
  return { ...figures, monthlyCents: figures.monthlyCents ?? 0, rate: figures.paymentRatePercent };
}

/**
 * The cost picture of an offer of the offer set (on the wire, dollars) at a draw, as the offers and confirm pages
 * show it (decision 0207): the same items and amounts the summary, the final offer and the funded line show once the
 * offer is chosen. Null when the set does not say the property's state.
 */
export function offerSetCostPicture(
  set: Pick<OfferSet, 'propertyState' | 'status' | 'ofeeMaxThreshold'>,
  offer: Pick<Offer, 'max' | 'originationFee' | 'minDraw' | 'maxDraw'>,
  draw: number,
): CostPicture | null {
  if (!set.propertyState) return null;
  return offerCostPicture({
    offer: { max: toCents(offer.max), originationFee: offer.originationFee },
    drawCents: toCents(clampDraw(offer, draw)),
    state: set.propertyState,
    bpo: set.status?.bpo,
    maxFeePercent: set.ofeeMaxThreshold,
  });
}

/** The figures of the offer an application recorded, or null while it has none (rate and amount above 0). */
export function applicationOfferFigures(
  app: Pick<
    HelocApplication,
    'rate' | 'discountList' | 'amount' | 'term' | 'originationFee' | 'originationFeeOwed'
  >,
): OfferFigures | null {
  if (!showsOfferPanel(app)) return null;
  return offerFigures(
    {
      rate: app.rate,
      discountList: app.discountList,
      termYears: app.term,
      originationFeePercent: app.originationFee,
    },
    toCents(app.amount),
    undefined,
    app.originationFeeOwed === undefined ? undefined : toCents(app.originationFeeOwed),
  );
}

/** The figures as the borrower reads them, each beside its `OFFER_FIGURE_LABELS` label. */
export function formatOfferFigures(figures: OfferFigures) {
  return {
    apr: formatPercent(figures.aprPercent),
    autopayApr: figures.autopayAprPercent === null ? null : formatPercent(figures.autopayAprPercent),
    initialDraw: formatMoney(figures.drawCents),
    monthlyPayment: figures.monthlyCents === null ? null : formatMoney(figures.monthlyCents),
    term: `${figures.termYears} years`,
  };
}
