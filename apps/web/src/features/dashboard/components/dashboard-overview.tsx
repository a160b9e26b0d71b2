import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBrand } from '@/features/brand/brand-context';
import { useProfile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

/** Greets the profile's first name and offers to start a HELOC application. */
export function DashboardOverview() {
  const brand = useBrand();
  const profile = useProfile();
  const firstName = profile.data?.name?.firstName?.trim();

  return (
    <div className="page">
      <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      {profile.isPending ? <p role="status">Loading your profile…</p> : null}
      {profile.isError && !isSessionExpiredError(profile.error) ? (
        <p className="alert" role="alert">
          {userMessageFor(profile.error)}
        </p>
      ) : null}
      {profile.data ? <p className="page__lead">Signed in as {profile.data.email}</p> : null}

      <section className="card" aria-labelledby="applications-heading">
        <h2 id="applications-heading">Your applications</h2>
        <p>You have no applications yet.</p>
        <p className="muted">
          Apply for a home equity line of credit with {brand.companyName}. Checking your offers uses a soft
          credit check, which does not affect your credit score.
        </p>
        <Link className="button" to={paths.heloc.registerV2.getHref()}>
          Start your application
        </Link>
      </section>

      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Your account</h2>
        <p>Keep your legal name up to date so your documents match your government-issued ID.</p>
        <Link to={paths.dashboard.settings.getHref()}>Manage account settings</Link>
      </section>
    </div>
  );
}
