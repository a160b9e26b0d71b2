import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { PageLoading } from '@/components/page-loading';
import { useOffers } from '@/features/offers/api/get-offers';
import { DrawSlider } from '@/features/offers/components/draw-slider';
import { OfferDetails } from '@/features/offers/components/offer-details';
import { OfferTabs } from '@/features/offers/components/offer-tabs';
import {
  choiceSearch,
  type OfferChoice,
  offersOfType,
  offerTypes,
  resolveChoice,
} from '@/features/offers/offer-selection';
import { userMessageFor } from '@/lib/http-client';
import '@/features/offers/offers.css';

/** product/select: the offer set by rate type and term, with a draw slider that reprices the payment. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const [params, setParams] = useSearchParams();
  const offers = useOffers(uuid);

  useEffect(() => {
    document.title = 'Choose your offer';
  }, []);

  if (offers.isLoading) return <PageLoading />;
  if (!offers.data) return <FormAlert message={userMessageFor(offers.error)} />;
  const resolved = resolveChoice(offers.data, params);
  if (!resolved) {
    return (
      <div className="app-page">
        <h1>Choose your offer</h1>
        <p>There are no offers on this application right now. Please contact us.</p>
      </div>
    );
  }
  const { offer, choice } = resolved;
  const set = (next: Partial<OfferChoice>) =>
    setParams(choiceSearch({ ...choice, ...next }), { replace: true });
  const termOffers = offersOfType(offers.data, choice.type);

  return (
    <div className="app-page">
      <h1>Choose your offer</h1>
      <p className="page__lead">
        You are pre-qualified. Pick a rate type, a term and how much to draw at closing.
      </p>
      <OfferTabs
        types={offerTypes(offers.data)}
        selected={choice.type}
        onSelect={(type) => {
          const first = offersOfType(offers.data, type)[0];
          if (first) set({ type, term: first.term, draw: Math.min(choice.draw, first.maxDraw) });
        }}
      >
        <fieldset className="choice-group">
          <legend className="choice-group__legend">Term</legend>
          <div className="choice-group__items choice-group__items--inline">
            {termOffers.map((o) => (
              <div className="choice" key={o.term}>
                <input
                  className="choice__input"
                  type="radio"
                  name="term"
                  id={`term-${o.term}`}
                  checked={o.term === choice.term}
                  onChange={() => set({ term: o.term })}
                />
                <label className="choice__label" htmlFor={`term-${o.term}`}>
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
          onChange={(draw) => set({ draw })}
        />
        <OfferDetails offer={offer} draw={choice.draw} maxFee={offers.data.ofeeMaxThreshold} />
      </OfferTabs>
      <Link className="button" to={`confirm?${choiceSearch(choice)}`}>
        Select this offer
      </Link>
    </div>
  );
}
