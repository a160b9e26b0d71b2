import { MAX_ESTIMATE_DOLLARS, MIN_ESTIMATE_DOLLARS } from '@hearth/domain/collateral';
import { formatMoney } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { MoneyField, parseWholeDollars } from '@/components/money-input';
import { useEstimateValue, useValuation } from '@/features/collateral/api/collateral-api';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useNavigate, useParams } from '@/lib/routing';

const TITLE = 'What is your home worth?';

/**
 * bpo/estimate-value (MISSING or ESTIMATED_PROPERTY_VALUE, decision 0160): the automated value is missing or
 * unsure, so the borrower's own estimate goes to the broker who will value the home.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const valuation = useValuation(uuid);
  const estimate = useEstimateValue(uuid);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${TITLE}` : TITLE;
  }, [errors]);

  const status = valuation.data?.status;
  if (status && !allows(status, 'estimateValue')) return <Navigate to={nextStepHref(uuid)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseWholeDollars(text);
    const found: FieldErrors = {};
    if (value === null) found.estimatedValue = "Enter your home's estimated value in dollars";
    else if (value < MIN_ESTIMATE_DOLLARS) found.estimatedValue = 'Enter a value of at least $10,000';
    else if (value > MAX_ESTIMATE_DOLLARS) found.estimatedValue = 'Enter a value under $50,000,000';
    setErrors(found);
    setAttempt((n) => n + 1);
    if (value !== null && Object.keys(found).length === 0)
      estimate.mutate(value, { onSuccess: () => navigate(nextStepHref(uuid), { replace: true }) });
  };

  return (
    <CollateralQueryState uuid={uuid} query={valuation}>
      <div className="app-page after-offer">
        <ErrorSummary errors={errors} attempt={attempt} />
        <h1>{TITLE}</h1>
        <p className="question__lead">
          Our automated valuation is not sure enough about your home's value
          {valuation.data && valuation.data.value > 0
            ? ` (it suggests ${formatMoney(valuation.data.value * 100)})`
            : ''}
          . Tell us what you think it is worth today; a local real estate broker will then confirm it.
        </p>
        <FormAlert message={estimate.isError ? userMessageFor(estimate.error) : null} />
        <form onSubmit={onSubmit} noValidate>
          <MoneyField
            id={fieldId('estimatedValue')}
            label="Your estimate of your home's value"
            hint="What similar homes nearby have sold for is a good guide"
            text={text}
            error={errors.estimatedValue}
            onTextChange={(next) => setText(next)}
          />
          <h2>What happens next</h2>
          <p>
            You will see the cost of the broker's valuation and agree to it before we order it. Your line is
            based on the value the broker confirms.
          </p>
          <div className="button-row">
            <button type="submit" className="button" disabled={estimate.isPending}>
              {estimate.isPending ? 'Saving…' : 'Continue'}
            </button>
          </div>
        </form>
        <SupportLine />
      </div>
    </CollateralQueryState>
  );
}
