import { PROPERTY_CONDITION_LABELS, type PropertyDetails, VALUE_SOURCE_LABELS } from '@hearth/domain/account';
import { formatMoney } from '@hearth/domain/money';
import { usePropertyDetails } from '@/features/dashboard/api/property-details';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

function addressLines(address: PropertyDetails['address']): [string, string] {
  const street = [address.street1, address.street2].filter(Boolean).join(', ');
  return [street, `${address.city}, ${address.state} ${address.zip}`];
}

/** The property details card (spec section 2): the home's address, its value and its condition on record. */
export function PropertyCard({ applicationUuid }: { applicationUuid: string }) {
  const details = usePropertyDetails(applicationUuid);
  const card = details.data;
  return (
    <section className="card" aria-labelledby="property-heading">
      <h2 id="property-heading">Your property</h2>
      {details.isPending ? <p className="muted">Loading your property…</p> : null}
      {details.isError && !isSessionExpiredError(details.error) ? (
        <p className="alert" role="alert">
          {userMessageFor(details.error)}
        </p>
      ) : null}
      {card ? (
        <dl className="definition-list">
          <div className="definition-list__row">
            <dt>Address</dt>
            <dd>
              {addressLines(card.address).map((line) => (
                <span key={line} className="dashboard__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div className="definition-list__row">
            <dt>Property value</dt>
            <dd>
              {card.propertyValueCents !== null ? formatMoney(card.propertyValueCents) : 'Not known yet'}
              {card.valueSource ? (
                <span className="dashboard__line muted">{VALUE_SOURCE_LABELS[card.valueSource]}</span>
              ) : null}
            </dd>
          </div>
          <div className="definition-list__row">
            <dt>Property condition</dt>
            <dd>
              {card.propertyCondition ? PROPERTY_CONDITION_LABELS[card.propertyCondition] : 'Not on record'}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
