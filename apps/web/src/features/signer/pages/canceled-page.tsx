import { SupportLine } from '@/components/layout/support-line';
import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { Navigate } from '@/lib/routing';

const TITLE = 'This application was canceled';

/** heloc-signer/cancelled: the application the signer joined was canceled or declined; nothing is left to do. */
export function Component() {
  usePageTitle(TITLE);
  return (
    <SignerApplication>
      {(app) =>
        app.next !== 'cancelled' ? (
          <Navigate to={signerHref('resume')} replace />
        ) : (
          <div className="app-page after-offer">
            <h1>{TITLE}</h1>
            <p className="question__lead">
              {app.borrowerName}’s application for a home equity line of credit on {app.property} is no longer
              going ahead.
            </p>
            <h2>What happens next</h2>
            <p>
              There is nothing more for you to do. No lien will be placed on your home for this application,
              and anything you signed for it will not be used.
            </p>
            <SupportLine />
          </div>
        )
      }
    </SignerApplication>
  );
}
