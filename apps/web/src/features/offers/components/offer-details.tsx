import type { Offer } from '@hearth/domain/entities';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { OFFER_FIGURE_LABELS } from '@hearth/domain/offer-figures';
import { autopayRate, drawFigures, money } from '@/features/offers/offer-math';

/** Every figure of one offer at the chosen draw. */
export function OfferDetails({
  offer,
  draw,
  maxFee,
}: {
  offer: Offer;
  draw: number;
  maxFee?: number | undefined;
}) {
  const figures = drawFigures(offer, draw, maxFee);
  const discounted = autopayRate(offer);
  return (
    <dl className="offer-details">
      <div className="offer-details__highlight">
        <dt>{OFFER_FIGURE_LABELS.monthlyPayment}</dt>
        <dd>{formatMoney(figures.monthlyCents)}</dd>
      </div>
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
      <div>
        <dt>Line amount</dt>
        <dd>
          {money(offer.min)} to {money(offer.max)}
        </dd>
      </div>
      <div>
        <dt>Origination fee</dt>
        <dd>
          {formatPercent(offer.originationFee, 2)} ({formatMoney(figures.feeCents)})
        </dd>
      </div>
      <div>
        <dt>Initial draw range</dt>
        <dd>
          {money(offer.minDraw)} to {money(offer.maxDraw)}
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
