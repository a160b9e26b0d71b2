import { FormAlert } from '@/components/form-alert';
import { ToastRegion } from '@/components/toast/toast-region';
import { LegalNameForm } from '@/features/dashboard/components/legal-name-form';
import { CommunicationPreferences } from '@/features/dashboard/components/settings/communication-preferences';
import { EmailForm, PhoneForm } from '@/features/dashboard/components/settings/contact-forms';
import { PasswordForm } from '@/features/dashboard/components/settings/password-form';
import { useProfile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import '@/features/dashboard/dashboard.css';

/**
 * Account settings (issue 22 item 2): the legal name, the password, the sign-in e-mail and the mobile phone, and the
 * text-message preferences. Each section saves on its own and says so in a toast.
 */
export function AccountSettings() {
  const profile = useProfile();
  const loadError =
    profile.isError && !isSessionExpiredError(profile.error) ? userMessageFor(profile.error) : null;
  return (
    <div className="page settings">
      <h1>Account settings</h1>
      {profile.isPending ? <p role="status">Loading your profile…</p> : null}
      <FormAlert message={loadError} />
      <section className="card" aria-labelledby="legal-name-heading">
        <h2 id="legal-name-heading">Legal name</h2>
        <p className="muted">Enter your name exactly as it appears on your government-issued ID.</p>
        {profile.data ? <LegalNameForm profile={profile.data} /> : null}
      </section>
      <section className="card" aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <p className="muted">Changing your password signs you out on every other device.</p>
        <PasswordForm />
      </section>
      {profile.data ? (
        <>
          <section className="card" aria-labelledby="email-heading">
            <h2 id="email-heading">Email</h2>
            <p className="muted">You sign in with this email, and we send your messages to it.</p>
            <EmailForm profile={profile.data} />
          </section>
          <section className="card" aria-labelledby="phone-heading">
            <h2 id="phone-heading">Mobile phone</h2>
            <PhoneForm profile={profile.data} />
          </section>
          <section className="card" aria-labelledby="communication-heading">
            <h2 id="communication-heading">Communication preferences</h2>
            <CommunicationPreferences profile={profile.data} />
          </section>
        </>
      ) : null}
      <ToastRegion />
    </div>
  );
}
