import { useEffect } from 'react';
import { FormAlert } from '@/components/form-alert';
import { PageLoading } from '@/components/page-loading';
import { useOffers } from '@/features/offers/api/get-offers';
import { useSelectOffer } from '@/features/offers/api/select-offer';
import { OfferDetails } from '@/features/offers/components/offer-details';
import { OFFER_TYPE_LABELS } from '@/features/offers/components/offer-tabs';
import { money } from '@/features/offers/offer-math';
import { choiceSearch, resolveChoice } from '@/features/offers/offer-selection';
import { userMessageFor } from '@/lib/http-client';
import { Link, useNavigate, useParams, useSearchParams } from '@/lib/routing';
import '@/features/offers/offers.css';

/** product/select/confirm: the chosen offer once more, then the selection that advances the application. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const offers = useOffers(uuid);
  const select = useSelectOffer(uuid);

  useEffect(() => {
    document.title = 'Confirm your offer';
  }, []);

  if (offers.isLoading) return <PageLoading />;
  const resolved = offers.data ? resolveChoice(offers.data, params) : null;
  if (!resolved) return <FormAlert message={userMessageFor(offers.error)} />;
  const { offer, choice } = resolved;

  return (
    <div className="app-page">
      <Link className="back-link" to={`..?${choiceSearch(choice)}`} relative="path">
        Back
      </Link>
      <h1>Confirm your offer</h1>
      <p className="page__lead">
        {OFFER_TYPE_LABELS[offer.type]}, {offer.term} years, with an initial draw of {money(choice.draw)}.
      </p>
      <FormAlert message={select.isError ? userMessageFor(select.error) : null} />
      <OfferDetails offer={offer} set={offers.data ?? {}} draw={choice.draw} />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={select.isPending || select.isSuccess}
          onClick={() =>
            select.mutate(
              { type: offer.type, term: offer.term, drawAmount: choice.draw, autopay: true },
              {
                onSuccess: (result) =>
                  navigate(result.href, result.route.state ? { state: result.route.state } : {}),
              },
            )
          }
        >
          {select.isPending ? 'Confirming…' : 'Confirm and continue'}
        </button>
        <Link className="button button--secondary" to={`..?${choiceSearch(choice)}`} relative="path">
          Choose a different offer
        </Link>
      </div>
    </div>
  );
}
