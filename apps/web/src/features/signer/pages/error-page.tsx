import { SIGNER_MESSAGES } from '@hearth/domain/additional-signers';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/features/signer/signer-page';
import { Link, useSearchParams } from '@/lib/routing';

const TITLE = 'We could not open your invitation';

const REASONS: Record<string, { message: string; next: string; login: boolean }> = {
  used: {
    message: SIGNER_MESSAGES.invitationUsed,
    next: 'Log in with the email address and password you set, and we will take you to your next step.',
    login: true,
  },
  expired: {
    message: SIGNER_MESSAGES.invitationExpired,
    next: 'They can send a new link from their application; it works for 7 days.',
    login: false,
  },
  invalid: {
    message: SIGNER_MESSAGES.invitationInvalid,
    next: 'Check that you opened the whole link from the newest email. Each new link replaces the one before it.',
    login: false,
  },
};

/** heloc-signer/error: a refused invitation link (used, expired, replaced) or another problem, and the way on. */
export function Component() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const reason = REASONS[params.get('reason') ?? ''] ?? REASONS.invalid;
  if (!reason) return null;
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead" role="alert">
        {reason.message}
      </p>
      <h2>What happens next</h2>
      <p>{reason.next}</p>
      {reason.login ? (
        <div className="button-row">
          <Link className="button" to={paths.heloc.signerLogin.getHref()}>
            Log in
          </Link>
        </div>
      ) : null}
      <SupportLine />
    </div>
  );
}
