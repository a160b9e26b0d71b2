import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { SupportLine } from '@/features/app-start/components/support-line';
import { useTitle } from '@/features/collateral/api/collateral-api';
import { CollateralQueryState, nextStepHref } from '@/features/collateral/collateral-page';

const TITLE = 'Another owner needs to sign';

/**
 * signing/additional (CO_DEED_REQUEST, decision 0160): title shows owners who are not on the application; each
 * must sign the deed of trust. The signer area itself comes with the closing issue; this page says who and what
 * happens next.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const title = useTitle(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  const view = title.data;
  if (view && view.status !== 'CO_DEED_REQUEST') return <Navigate to={nextStepHref(uuid)} replace />;
  const names = view?.additionalSigners ?? [];
  return (
    <CollateralQueryState uuid={uuid} query={title}>
      <div className="app-page after-offer">
        <h1>{TITLE}</h1>
        <p className="question__lead">
          The title records show {names.length === 1 ? 'another owner' : 'other owners'} of your home:{' '}
          <strong>{names.join(', ')}</strong>. Everyone who owns the home must sign the documents that secure
          your line, even if they are not borrowing.
        </p>
        <h2>What happens next</h2>
        <ul className="next-steps">
          <li>Our team will contact you within one business day to invite them to sign up.</li>
          <li>
            Once they have confirmed, we ask for your insurance documents and your application continues.
          </li>
          <li>
            If the title records are wrong (for example, after a divorce or a death), tell us and we will
            help.
          </li>
        </ul>
        <div className="button-row">
          <Link className="button button--secondary" to="/dashboard">
            Go to your dashboard
          </Link>
        </div>
        <SupportLine />
      </div>
    </CollateralQueryState>
  );
}
