import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { type ReactNode, useEffect } from 'react';
import { SupportLine } from '@/components/layout/support-line';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useCoDeedStatus } from '@/features/signer/signer-api';
import { userMessageFor } from '@/lib/http-client';
import { Link } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/features/signer/signer.css';

export const signerHref = (page: string) => paths.heloc.signerPage.getHref(page);

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The signer's application (the newest they were invited to) for a signer page, with its loading and error
 * states; a caller who is not an additional signer is told so, with a way out.
 */
export function SignerApplication({ children }: { children: (app: CoDeedApplication) => ReactNode }) {
  const status = useCoDeedStatus();
  if (status.isPending) return <PageLoading />;
  if (status.isError)
    return (
      <div className="app-page after-offer">
        <h1>We could not load your invitation</h1>
        <p role="alert">{userMessageFor(status.error)}</p>
        <p>If you were invited to sign, log in with the email address the invitation was sent to.</p>
        <div className="button-row">
          <Link className="button" to={paths.heloc.signerLogin.getHref()}>
            Go to signer log in
          </Link>
        </div>
        <SupportLine />
      </div>
    );
  const app = status.data.applications[0];
  if (!app)
    return (
      <div className="app-page after-offer">
        <h1>You have no application to sign</h1>
        <p>
          Your account is not part of any application right now. If an owner of your home asked you to sign,
          ask them to send you a new invitation from their application.
        </p>
        <SupportLine />
      </div>
    );
  return <>{children(app)}</>;
}
