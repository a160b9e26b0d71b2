import { VALUATION_FEE_CENTS } from '@hearth/domain/fees';
import { formatMoney, toCents } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { type FormEvent, useEffect, useState } from 'react';
import { Checkbox } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { useOrderBpo, useValuation } from '@/features/collateral/api/collateral-api';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useParams } from '@/lib/routing';

const TITLE = 'Order your home valuation';

/**
 * bpo/order-bpo and, in Texas, bpo/condition (NAV_BPO_ORDER_REQUEST, decision 0160): the $180 cost of a broker
 * price opinion disclosed and agreed before it is ordered; in Texas also the written fair-market-value
 * acknowledgment of section 50(a)(6). A copy of the valuation is the borrower's (ECOA valuation rule).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const valuation = useValuation(uuid);
  const order = useOrderBpo(uuid);
  const [cost, setCost] = useState(false);
  const [texasAck, setTexasAck] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${TITLE}` : TITLE;
  }, [errors]);
  const view = valuation.data;
  // Just ordered: the waiting page says what the broker does; any other status is the step router's.
  if (view?.status === 'NAV_BPO_PROCESSING')
    return <Navigate to={paths.heloc.applicationPage.getHref(uuid, 'bpo/waiting')} replace />;
  if (view && !allows(view.status, 'orderBpo')) return <Navigate to={nextStepHref(uuid)} replace />;
  const price = formatMoney(view ? toCents(view.cost) : VALUATION_FEE_CENTS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!cost) found.acceptCost = `Agree to the ${price} valuation cost to order the valuation`;
    if (view?.texas && !texasAck)
      found.texasAcknowledgment =
        'Confirm that you and the lender will agree on the fair market value in writing';
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) order.mutate(view?.texas ? { texasAcknowledgment: true } : {});
  };

  return (
    <CollateralQueryState uuid={uuid} query={valuation}>
      <div className="app-page after-offer">
        <ErrorSummary errors={errors} attempt={attempt} />
        <h1>{TITLE}</h1>
        <p className="question__lead">
          To confirm your home's value, a licensed real estate broker looks at your home from the outside and
          at recent sales nearby, then gives us a broker price opinion. Nobody needs to be home.
        </p>
        <dl className="facts">
          <div className="facts__row">
            <dt>Valuation cost</dt>
            <dd>{price}</dd>
          </div>
          {view?.borrowerEstimate ? (
            <div className="facts__row">
              <dt>Your estimate</dt>
              <dd>{formatMoney(view.borrowerEstimate * 100)}</dd>
            </div>
          ) : null}
        </dl>
        <p>
          The cost is added to your closing costs and paid from your initial draw; you pay nothing today. We
          will give you a copy of the valuation as soon as we receive it, at no charge.
        </p>
        <FormAlert message={order.isError ? userMessageFor(order.error) : null} />
        <form onSubmit={onSubmit} noValidate>
          <Checkbox
            name="acceptCost"
            label={`I agree to the ${price} valuation cost`}
            checked={cost}
            onChange={setCost}
            error={errors.acceptCost}
          />
          {view?.texas ? (
            <>
              <h2>Texas home equity rule</h2>
              <p>
                Texas law (section 50(a)(6) of the Texas Constitution) requires that you and the lender agree
                in writing on your home's fair market value on the day the loan closes. The broker's value is
                the one you will be asked to sign.
              </p>
              <Checkbox
                name="texasAcknowledgment"
                label="I understand that the lender and I will sign a written agreement on my home's fair market value"
                checked={texasAck}
                onChange={setTexasAck}
                error={errors.texasAcknowledgment}
              />
            </>
          ) : null}
          <h2>What happens next</h2>
          <p>
            The broker usually returns the valuation within two business days. We will email you, and your
            application continues on its own if the value supports your line.
          </p>
          <div className="button-row">
            <button type="submit" className="button" disabled={order.isPending}>
              {order.isPending ? 'Ordering…' : 'Order the valuation'}
            </button>
          </div>
        </form>
        <SupportLine />
      </div>
    </CollateralQueryState>
  );
}
