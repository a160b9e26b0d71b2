import type { Offer } from '@hearth/domain/entities';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { drawFigures, OFFER_FIGURE_LABELS } from '@hearth/domain/offer-figures';
import { autopayRate, money } from '@/features/offers/offer-math';

/**
 * Every figure of one offer at the chosen draw. The line's size and the initial draw are named apart, each
 * with a line that says what it is, because "line amount" and "draw range" read alike (decision 0113).
 */
export function OfferDetails({
  offer,
  draw,
  maxFee,
  showPayment = true,
}: {
  offer: Offer;
  draw: number;
  maxFee?: number | undefined;
  /** False where the page shows the payment in its own summary. */
  showPayment?: boolean;
}) {
  const figures = drawFigures(offer, draw, maxFee);
  const discounted = autopayRate(offer);
  return (
    <dl className="offer-details">
      {showPayment ? (
        <div className="offer-details__highlight">
          <dt>{OFFER_FIGURE_LABELS.monthlyPayment}</dt>
          <dd>{formatMoney(figures.monthlyCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{OFFER_FIGURE_LABELS.apr}</dt>
        <dd>{formatPercent(offer.rate)}</dd>
      </div>
      {discounted !== null ? (
        <div>
          <dt>{OFFER_FIGURE_LABELS.autopayApr}</dt>
          <dd>{formatPercent(discounted)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{offer.type === 'VARIABLE' ? 'Index rate' : 'Base rate'}</dt>
        <dd>{formatPercent(offer.baseRate)}</dd>
      </div>
      <div>
        <dt>Term</dt>
        <dd>{offer.term} years</dd>
      </div>
      <div className="offer-details__wide">
        <dt>Credit line size</dt>
        <dd>
          {money(offer.min)} to {money(offer.max)}
          <span className="offer-details__note">The most you can borrow over the life of the line.</span>
        </dd>
      </div>
      <div className="offer-details__wide">
        <dt>Initial draw at closing</dt>
        <dd>
          {money(offer.minDraw)} to {money(offer.maxDraw)}
          <span className="offer-details__note">
            Cash you take when the line opens; the rest stays available.
          </span>
        </dd>
      </div>
      <div>
        <dt>Origination fee</dt>
        <dd>
          {formatPercent(offer.originationFee, 2)} ({formatMoney(figures.feeCents)})
        </dd>
      </div>
      <div>
        <dt>Recording costs</dt>
        <dd>
          {offer.minRecordingTax === offer.maxRecordingTax
            ? money(offer.minRecordingTax)
            : `${money(offer.minRecordingTax)} to ${money(offer.maxRecordingTax)}`}
        </dd>
      </div>
    </dl>
  );
}
