import type { Offer, OfferSet } from '@hearth/domain/entities';
import { closingCostsView } from '@hearth/domain/fees';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { drawFigures, OFFER_FIGURE_LABELS, offerSetCostPicture } from '@hearth/domain/offer-figures';
import { ClosingCosts } from '@/components/closing-costs';
import { autopayRate, money } from '@/features/offers/offer-math';

/**
 * Every figure of one offer at the chosen draw. The line's size and the initial draw are named apart, each
 * with a line that says what it is, because "line amount" and "draw range" read alike (decision 0113). The closing
 * costs are the line's cost picture at this draw, the one the summary, the final offer and the funded line show
 * (decision 0207).
 */
export function OfferDetails({
  offer,
  set,
  draw,
  showPayment = true,
}: {
  offer: Offer;
  set: Pick<OfferSet, 'propertyState' | 'status' | 'ofeeMaxThreshold' | 'interestOnlyDrawPeriod'>;
  draw: number;
  /** False where the page shows the payment in its own summary. */
  showPayment?: boolean;
}) {
  const picture = offerSetCostPicture(set, offer, draw);
  const figures = drawFigures(
    offer,
    draw,
    set.ofeeMaxThreshold,
    picture?.addedToBalanceCents,
    set.interestOnlyDrawPeriod === true,
  );
  const discounted = autopayRate(offer);
  return (
    <>
      <dl className="offer-details">
        {showPayment ? (
          <div className="offer-details__highlight">
            <dt>
              {set.interestOnlyDrawPeriod
                ? `${OFFER_FIGURE_LABELS.monthlyPayment} (interest only in the draw period)`
                : OFFER_FIGURE_LABELS.monthlyPayment}
            </dt>
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
        {picture ? null : (
          <div>
            <dt>Origination fee</dt>
            <dd>
              {formatPercent(offer.originationFee, 2)} ({formatMoney(figures.feeCents)})
            </dd>
          </div>
        )}
      </dl>
      {picture ? (
        <div className="offer-costs">
          <p className="offer-costs__title">Closing costs with a {money(draw)} initial draw</p>
          <ClosingCosts costs={closingCostsView(picture)} label="Closing costs" />
          <p className="offer-costs__fee">
            The origination fee is {formatPercent(offer.originationFee, 2)} of your initial draw. You pay
            nothing today.
          </p>
        </div>
      ) : null}
    </>
  );
}
