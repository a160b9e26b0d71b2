import type { InsuranceRequirement, InsuranceView } from '@hearth/domain/collateral';
import { formatMoney, toCents } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { useEffect } from 'react';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { VendorWait } from '@/components/vendor-wait';
import { paths } from '@/config/paths';
import { useInsurance, useValuation } from '@/features/collateral/api/collateral-api';
import { useApplication } from '@/lib/get-application';
import { homeDay } from '@/lib/home-dates';
import { Link, Navigate, useParams } from '@/lib/routing';

const TITLE = 'Your insurance documents';
const STATE_WORDS: Record<InsuranceRequirement['state'], string> = {
  NEEDED: 'Needed',
  SUBMITTED: 'Under review',
  VERIFIED: 'Verified',
  REJECTED: 'Needs a new document',
};

/**
 * insurance/requirements (TRUST_AND_INSURANCE, decision 0160): the hazard insurance every line needs, flood
 * insurance in a special flood hazard area and a trust's papers, each with its state and an upload; the mortgagee
 * clause to give the insurer. Once every document is in, the page waits for the review.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const insurance = useInsurance(uuid);
  // Read by the application frame before this page: the home's state, on whose calendar the dates are (0272).
  const state = useApplication(uuid).data?.property.state ?? '';
  useEffect(() => {
    document.title = TITLE;
  }, []);
  const view = insurance.data;
  if (view && !allows(view.status, 'sendInsurance')) return <Navigate to={nextStepHref(uuid)} replace />;
  const open = view?.requirements.filter((r) => r.state === 'NEEDED' || r.state === 'REJECTED') ?? [];
  if (view && open.length === 0)
    return (
      <VendorWait
        uuid={uuid}
        from="TRUST_AND_INSURANCE"
        title="We are reviewing your documents"
        next={
          <ul className="next-steps">
            <li>We complete the title search for your closing.</li>
            <li>Then you add the bank accounts for your draw and your payments.</li>
          </ul>
        }
      >
        Thank you. We are checking your documents against what we need; this usually takes a few minutes.
      </VendorWait>
    );
  return (
    <CollateralQueryState uuid={uuid} query={insurance}>
      {view ? <Requirements uuid={uuid} view={view} state={state} /> : null}
    </CollateralQueryState>
  );
}

function Requirements({ uuid, view, state }: { uuid: string; view: InsuranceView; state: string }) {
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        Your home secures your line, so we need to see that it is insured. Upload each document below; a PDF
        or a clear photo of the declarations page is enough.
      </p>
      <ul className="method-list">
        {view.requirements.map((requirement) => (
          <li key={requirement.kind} className="method-card">
            <h2 className="method-card__title">{requirement.title}</h2>
            <span className="requirement__state">{STATE_WORDS[requirement.state]}</span>
            <p>{requirement.detail}</p>
            {requirement.reason ? (
              <p role="alert" className="field__error">
                {requirement.reason}
              </p>
            ) : null}
            {requirement.state === 'NEEDED' || requirement.state === 'REJECTED' ? (
              <Link
                className="button"
                to={`${paths.heloc.applicationPage.getHref(uuid, 'insurance/upload')}?kind=${requirement.kind}`}
              >
                Upload {requirement.title.toLowerCase()}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <ValuationCopy uuid={uuid} state={state} />
      <h2>What your insurer needs to know</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>Dwelling coverage of at least</dt>
          <dd>{formatMoney(toCents(view.minimumCoverage))}</dd>
        </div>
        <div className="facts__row">
          <dt>Mortgagee clause</dt>
          <dd>{view.mortgageeClause}</dd>
        </div>
      </dl>
      <h2>What happens next</h2>
      <p>
        We review each document, usually within a few minutes, and tell you here if anything is missing. Then
        we complete the title search and you add the bank accounts for your draw and your payments.
      </p>
      <SupportLine />
    </div>
  );
}

/** The ECOA valuation rule: a borrower whose home a broker valued sees that valuation, free, as soon as it is back. */
function ValuationCopy({ uuid, state }: { uuid: string; state: string }) {
  const valuation = useValuation(uuid).data;
  const bpo = valuation?.bpo;
  if (valuation?.method !== 'BPO' || !bpo?.returnedAt) return null;
  return (
    <section aria-labelledby="valuation-copy-title">
      <h2 id="valuation-copy-title">Your home valuation</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>Broker price opinion</dt>
          <dd>{formatMoney(toCents(valuation.value))}</dd>
        </div>
        <div className="facts__row">
          <dt>Received</dt>
          <dd>{homeDay(bpo.returnedAt, state)}</dd>
        </div>
      </dl>
      <p>
        This is the value your line is based on. We also email you a copy of the full valuation, at no charge.
      </p>
    </section>
  );
}
