import { LoanOriginatorCard } from '@/components/loan-originator-card';
import { ToastRegion } from '@/components/toast/toast-region';
import { paths } from '@/config/paths';
import { useApplications } from '@/features/dashboard/api/get-applications';
import { ApplicationList } from '@/features/dashboard/components/application-list';
import { NotificationsCard } from '@/features/dashboard/components/notifications-card';
import { PropertyCard } from '@/features/dashboard/components/property-card';
import { useBrand } from '@/lib/brand/brand-context';
import { useLoanOriginator } from '@/lib/get-loan-originator';
import { useProfile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link } from '@/lib/routing';
import '@/features/dashboard/dashboard.css';

/** Greets the profile's first name, lists the borrower's applications with their next step, or offers to start. */
export function DashboardOverview() {
  const brand = useBrand();
  const profile = useProfile();
  const applications = useApplications();
  const firstName = profile.data?.name?.firstName?.trim();
  const list = applications.data ?? [];
  const hasOpenApplication = list.some((application) => application.active);
  // The cards beside the list are about the application in hand: the newest open one, else the newest.
  const current = list.find((application) => application.active) ?? list[0];
  const officerUuid = current?.referrer?.referrerUuid;
  const officer = useLoanOriginator(officerUuid);
  const loadError = [profile.error, applications.error].find(
    (error) => error && !isSessionExpiredError(error),
  );

  return (
    <div className="page">
      <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      {/* Announced, not shown: the card below holds the list's room while it loads, so nothing moves. */}
      <p role="status" className="visually-hidden">
        {profile.isPending || applications.isPending ? 'Loading your applications…' : ''}
      </p>
      <p>
        Here are your applications with {brand.companyName}: where each one stands and what to do next.
        Checking your offers uses a soft credit check, which does not affect your credit score.
      </p>
      {loadError ? (
        <p className="alert" role="alert">
          {userMessageFor(loadError)}
        </p>
      ) : null}

      {/* Holds the room the list (or the offer to start one) takes, loading or not: nothing below it moves. */}
      <section className="card dashboard__applications" aria-labelledby="applications-heading">
        <h2 id="applications-heading">Your applications</h2>
        {profile.data && list.length > 0 ? (
          <ApplicationList applications={list} profile={profile.data} />
        ) : null}
        {applications.isSuccess && list.length === 0 ? <p>You have no applications yet.</p> : null}
        {applications.isSuccess && !hasOpenApplication ? (
          <>
            <p className="muted">
              Apply for a home equity line of credit with {brand.companyName} in a few minutes.
            </p>
            <Link className="button" to={paths.heloc.registerV2.getHref()}>
              {list.length === 0 ? 'Start your application' : 'Start a new application'}
            </Link>
          </>
        ) : null}
      </section>

      <div className="dashboard__cards">
        <div className="dashboard__column">
          {current ? <PropertyCard applicationUuid={current.uuid} /> : null}
          {officerUuid && officer.data ? <LoanOriginatorCard originator={officer.data} /> : null}
        </div>
        <NotificationsCard />
      </div>

      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Your account</h2>
        <p>Keep your legal name up to date so your documents match your government-issued ID.</p>
        <p>
          <Link to={paths.dashboard.settings.getHref()}>Manage account settings</Link>
        </p>
        {/* Last in the card: arriving with the profile, it moves nothing on the page (decision 0198). */}
        {profile.data ? <p className="muted">Signed in as {profile.data.email}</p> : null}
      </section>
      <ToastRegion />
    </div>
  );
}
