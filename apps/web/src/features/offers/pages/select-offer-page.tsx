import { formatMoney, formatPercent } from '@hearth/domain/money';
import { drawFigures, offerSetCostPicture } from '@hearth/domain/offer-figures';
import { useEffect } from 'react';
import { FormAlert } from '@/components/form-alert';
import { OfferChanges } from '@/components/offer-changes';
import { PageLoading } from '@/components/page-loading';
import { useOffers } from '@/features/offers/api/get-offers';
import { DrawSlider } from '@/features/offers/components/draw-slider';
import { OfferDetails } from '@/features/offers/components/offer-details';
import { OfferTabs } from '@/features/offers/components/offer-tabs';
import { autopayRate, money } from '@/features/offers/offer-math';
import {
  choiceSearch,
  type OfferChoice,
  offersOfType,
  offerTypes,
  resolveChoice,
} from '@/features/offers/offer-selection';
import { useExperiment } from '@/lib/experiments';
import { useApplication } from '@/lib/get-application';
import { useFinalDecision } from '@/lib/get-final-decision';
import { userMessageFor } from '@/lib/http-client';
import { Link, useParams, useSearchParams } from '@/lib/routing';
import '@/features/offers/offers.css';

/**
 * product/select (decision 0113): the headline the borrower came for (pre-qualified for up to $X), then the
 * configurator (rate type, term, draw) whose payment summary follows every change. On a phone the summary
 * and "Select this offer" stay in view at the bottom of the screen.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const [params, setParams] = useSearchParams();
  const offers = useOffers(uuid);
  // After the final decision the offers are a revision of the first ones (decision 0154): say what changed.
  const revised = useApplication(uuid).data?.status.checklistStatus === 'REVISED_OFFER_SELECTION';
  const decision = useFinalDecision(uuid, revised);

  useEffect(() => {
    document.title = 'Choose your offer';
  }, []);

  // The running experiment (decision 0250): does leading with the monthly payment change which offer people choose?
  const experiment = useExperiment('heloc-offer-payment-first', uuid);
  if (offers.isLoading || experiment.pending) return <PageLoading />;
  if (!offers.data) return <FormAlert message={userMessageFor(offers.error)} />;
  const set = offers.data;
  const resolved = resolveChoice(set, params);
  if (!resolved) {
    return (
      <div className="app-page">
        <h1>Choose your offer</h1>
        <p>There are no offers on this application right now. Please contact us.</p>
      </div>
    );
  }
  const { offer, choice } = resolved;
  const update = (next: Partial<OfferChoice>) =>
    // The page rewrites its own query: the borrower stays where they are on it (decision 0103).
    setParams(choiceSearch({ ...choice, ...next }), { replace: true, preventScrollReset: true });
  const termOffers = offersOfType(set, choice.type);
  const largestLine = Math.max(
    ...offerTypes(set).flatMap((type) => offersOfType(set, type).map((o) => o.max)),
  );
  // The payment is priced on the fee the borrower owes after a Texas line's lender credit, as every later page is.
  const owed = offerSetCostPicture(set, offer, choice.draw)?.addedToBalanceCents;
  const figures = drawFigures(
    offer,
    choice.draw,
    set.ofeeMaxThreshold,
    owed,
    set.interestOnlyDrawPeriod === true,
  );
  const withAutopay = autopayRate(offer) !== null;

  return (
    <div className="app-page offers">
      <header className="offers-hero">
        <p className="badge">
          <svg className="badge__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3.5 8.5 6.5 11.5 12.5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {revised ? 'Verified' : 'Pre-qualified'}
        </p>
        {experiment.variation === 'variation' ? (
          <p className="offers-hero__headline">
            Your estimated payment on a {money(choice.draw)} draw{' '}
            <span className="offers-hero__amount">{formatMoney(figures.monthlyCents)} a month</span>
          </p>
        ) : null}
        <p
          className={
            experiment.variation === 'variation' ? 'offers-hero__headline--second' : 'offers-hero__headline'
          }
        >
          {revised ? (
            <>Your verified file qualifies for up to </>
          ) : (
            <>
              {/* a non-breaking hyphen keeps "pre-qualified" on one line */}
              You are pre&#8209;qualified for up to{' '}
            </>
          )}
          {experiment.variation === 'variation' ? (
            money(largestLine)
          ) : (
            <span className="offers-hero__amount">{money(largestLine)}</span>
          )}
        </p>
        <h1 className="offers-hero__title">{revised ? 'Choose your revised offer' : 'Choose your offer'}</h1>
        <p className="page__lead">
          Pick a rate type, a term and how much to draw at closing. Your monthly payment updates as you go.
          {revised ? ' The offer you choose here is your final offer.' : ''}
        </p>
      </header>
      {revised && decision.data ? (
        <OfferChanges changes={decision.data.changes} title="Your offer has changed" />
      ) : null}

      <div className="offers__layout">
        <section className="offers-config" aria-label="Your offer">
          <OfferTabs
            types={offerTypes(set)}
            selected={choice.type}
            onSelect={(type) => {
              const first = offersOfType(set, type)[0];
              if (first) update({ type, term: first.term, draw: Math.min(choice.draw, first.maxDraw) });
            }}
          >
            <fieldset className="term-choice">
              <legend className="term-choice__legend">Term</legend>
              <div className="term-choice__items">
                {termOffers.map((o) => (
                  <div className="term-choice__item" key={o.term}>
                    <input
                      className="term-choice__input"
                      type="radio"
                      name="term"
                      id={`term-${o.term}`}
                      checked={o.term === choice.term}
                      onChange={() => update({ term: o.term })}
                    />
                    <label className="term-choice__label" htmlFor={`term-${o.term}`}>
                      {o.term} years
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            <DrawSlider
              min={offer.minDraw}
              max={offer.maxDraw}
              value={choice.draw}
              onChange={(draw) => update({ draw })}
            />
          </OfferTabs>
        </section>

        <section className="offer-details-section" aria-labelledby="offer-details-title">
          <h2 id="offer-details-title" className="offer-details-section__title">
            Offer details
          </h2>
          <OfferDetails offer={offer} set={set} draw={choice.draw} showPayment={false} />
        </section>

        <section className="offer-summary" aria-label="Your selection">
          <div className="offer-summary__figure">
            <p className="offer-summary__label">
              {set.interestOnlyDrawPeriod ? 'Estimated interest-only payment' : 'Estimated monthly payment'}
            </p>
            <p className="offer-summary__payment" aria-live="polite">
              {formatMoney(figures.monthlyCents)}
              <span className="offer-summary__per">/mo</span>
            </p>
          </div>
          <p className="offer-summary__meta">
            {formatPercent(figures.rate)} APR{withAutopay ? ' with autopay' : ''} · {offer.term} years
            <span className="offer-summary__draw"> · {money(choice.draw)} initial draw</span>
          </p>
          {set.interestOnlyDrawPeriod ? (
            <p className="offer-summary__meta">
              Interest only during the draw period: your payment repays no principal until the repayment
              period, when payments of principal and interest begin and will be higher.
            </p>
          ) : null}
          <Link className="button offer-summary__action" to={`confirm?${choiceSearch(choice)}`}>
            Select this offer
          </Link>
        </section>
      </div>
    </div>
  );
}
