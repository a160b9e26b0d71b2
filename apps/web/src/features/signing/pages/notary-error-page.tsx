import { allows } from '@hearth/domain/status-actions';
import { useEffect } from 'react';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { useNotary } from '@/features/signing/notary-api';
import { when } from '@/lib/notary-format';
import { Link, Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

/**
 * notary/error (NOTARY_DISCLOSURE after a missed session or visit; decision 0176): says what was missed and that
 * nothing else changed, and leads back to booking (notary/intro?again).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const notary = useNotary(uuid);
  const view = notary.data;
  const title =
    view?.missed?.kind === 'MANUAL' ? 'Your notary visit did not happen' : 'You missed your notary session';
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (view && !allows(view.status, 'bookNotary')) return <Navigate to={nextStepHref(uuid)} replace />;
  if (view && !view.missed)
    return <Navigate to={paths.heloc.applicationPage.getHref(uuid, 'notary/intro')} replace />;
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      {view?.missed ? (
        <div className="app-page after-offer">
          <h1>{title}</h1>
          <p className="question__lead">
            {view.missed.kind === 'MANUAL'
              ? `The notary reported that the visit on ${when(view.missed.startsAt)} did not take place.`
              : `Your online notary session on ${when(view.missed.startsAt)} ended without your deed of trust signed.`}{' '}
            Your documents and your offer are unchanged, and no notary fee is charged for it.
          </p>
          <h2>What happens next</h2>
          <p>
            Book a new time. Once your deed of trust is signed in front of a notary, your three-day right to
            cancel begins.
          </p>
          <div className="button-row">
            <Link
              className="button"
              to={`${paths.heloc.applicationPage.getHref(uuid, 'notary/intro')}?again`}
            >
              Book a new time
            </Link>
          </div>
          <SupportLine />
        </div>
      ) : null}
    </CollateralQueryState>
  );
}
