import { formatUsPhone } from '@hearth/domain/validation';
import { LegalNameForm } from '@/features/dashboard/components/legal-name-form';
import { useProfile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

export function AccountSettings() {
  const profile = useProfile();
  return (
    <div className="page">
      <h1>Account settings</h1>
      <section className="card" aria-labelledby="legal-name-heading">
        <h2 id="legal-name-heading">Legal name</h2>
        <p className="muted">Enter your name exactly as it appears on your government-issued ID.</p>
        {profile.isPending ? <p role="status">Loading your profile…</p> : null}
        {profile.isError && !isSessionExpiredError(profile.error) ? (
          <p className="alert" role="alert">
            {userMessageFor(profile.error)}
          </p>
        ) : null}
        {profile.data ? <LegalNameForm profile={profile.data} /> : null}
      </section>
      {profile.data ? (
        <section className="card" aria-labelledby="contact-heading">
          <h2 id="contact-heading">Sign-in details</h2>
          <dl className="definition-list">
            <div className="definition-list__row">
              <dt>Email</dt>
              <dd>{profile.data.email}</dd>
            </div>
            {profile.data.phoneNumbers.map((phone) => (
              <div key={`${phone.type}-${phone.number}`} className="definition-list__row">
                <dt>Phone ({phone.type.toLowerCase()})</dt>
                <dd>{formatUsPhone(phone.number)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
