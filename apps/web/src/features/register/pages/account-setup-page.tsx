import { InfoPage } from '@/components/layout/info-page';
import { registerPaths } from '@/features/register/register-paths';
import { Link } from '@/lib/routing';

/** /register/account-setup: for borrowers whose account was started for them (by a loan officer or partner). */
export function Component() {
  return (
    <InfoPage
      title="Set up your account"
      action={{ to: registerPaths.v2Step('index'), label: 'Start your application' }}
    >
      <p>
        Your loan officer or our partner may have started an application for you. To see it, create your
        account with the same email address they used, or{' '}
        <Link to={registerPaths.login(registerPaths.dashboard)}>log in</Link> if you already have one.
      </p>
    </InfoPage>
  );
}
