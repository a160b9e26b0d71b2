import { BASE_PATH, REDIRECT_URL_PARAM } from '@hearth/domain/auth';
import { AGENT_LOGIN_PARAM, paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useBrand } from '@/lib/brand/brand-context';
import { useFeatureFlag } from '@/lib/feature-flags';
import { postLoginDestination } from '@/lib/login-redirect';
import { Link, useNavigate, useSearchParams } from '@/lib/routing';

type LoginPanelProps = {
  /** Signers log in on their own page and never through the broker path. */
  audience: 'borrower' | 'signer';
};

/** Login card: the redirectUrl query parameter is honoured only when it is a safe same-site path. */
export function LoginPanel({ audience }: LoginPanelProps) {
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get(REDIRECT_URL_PARAM) ?? undefined;
  // The broker identity flow (spec section 6): with the flag off, brokers use the legacy login like everyone.
  const brokerFlow = useFeatureFlag('fe-heloc-broker-identity');
  const agent = audience === 'borrower' && brokerFlow && params.get(AGENT_LOGIN_PARAM) === '1';
  const kind = agent ? 'agent' : 'customer';

  let heading = `Log in to ${brand.companyName}`;
  if (agent) heading = 'Broker and loan officer log in';
  if (audience === 'signer') heading = 'Additional signer log in';

  return (
    <div className="page page--narrow">
      <div className="card">
        <h1>{heading}</h1>
        <p className="page__lead">
          {audience === 'signer'
            ? 'Log in to review and sign the home equity line of credit you were added to.'
            : 'Check on your home equity line of credit application and manage your account.'}
        </p>
        <LoginForm
          key={kind}
          kind={kind}
          onSuccess={() =>
            navigate(
              // A signer with nowhere asked goes to their next step, not the borrower's dashboard.
              audience === 'signer' && !redirectUrl
                ? paths.heloc.signerPage.getHref('resume')
                : agent && !redirectUrl
                  ? `${BASE_PATH}/broker`
                  : postLoginDestination(redirectUrl),
              { replace: true },
            )
          }
        />
        {audience === 'borrower' ? (
          <div className="login-panel__links">
            {agent ? (
              <p>
                Not a broker? <Link to={paths.auth.login.getHref({ redirectUrl })}>Log in as a borrower</Link>
              </p>
            ) : brokerFlow ? (
              <p>
                Broker or loan officer?{' '}
                <Link to={paths.auth.login.getHref({ redirectUrl, agent: true })}>
                  Log in through the broker portal
                </Link>
              </p>
            ) : null}
            <p>
              New to {brand.companyName}?{' '}
              <Link to={paths.heloc.registerV2.getHref()}>Start your application</Link>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
