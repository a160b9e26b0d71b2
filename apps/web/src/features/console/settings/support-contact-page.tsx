import type { StaffMember } from '@hearth/domain/console';
import { type FormEvent, useState } from 'react';
import { ConsoleError } from '@/features/console/api';
import {
  settingsActions,
  settingsKeys,
  useSettingsChange,
  useSupportContact,
} from '@/features/console/settings/api';
import { HoursForm } from '@/features/console/settings/hours-form';

/**
 * Support contact (issue 24 item 6, decision 0237): the phone number and e-mail address the shell's support line,
 * footer, error and maintenance pages show borrowers, and the hours of the phone line.
 */
export default function SupportContactPage({ staff }: { staff: StaffMember }) {
  const contact = useSupportContact();
  const save = useSettingsChange(settingsKeys.supportContact, settingsActions.setSupportContact);
  const clear = useSettingsChange(settingsKeys.supportContact, settingsActions.clearSupportContact);
  const [done, setDone] = useState<string | null>(null);
  const error = save.error ?? clear.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setDone(null);
    save.mutate([{ phone: String(data.get('phone') ?? ''), email: String(data.get('email') ?? '') }], {
      onSuccess: () => setDone('Saved. Borrowers see the new phone and e-mail on their next page load.'),
    });
  };

  return (
    <section aria-labelledby="support-title">
      <h1 id="support-title">Support contact</h1>
      <p className="console__hint">
        Where your borrowers call or write for help: shown in the navigation, the footer, and the error and
        maintenance pages.
      </p>
      {contact.isError && (
        <div className="console__alert" role="alert">
          {contact.error.message}
        </div>
      )}
      {contact.data && (
        <form
          key={contact.data.updatedAt ?? 'brand'}
          className="console__card console__form"
          onSubmit={submit}
        >
          <h2>Phone and e-mail</h2>
          {done && (
            <div className="console__done" role="status">
              {done}
            </div>
          )}
          {error && (
            <div className="console__alert" role="alert">
              {error instanceof ConsoleError ? error.message : 'Something went wrong. Please try again.'}
            </div>
          )}
          <p className="console__sub">
            {contact.data.custom
              ? `Your own, set ${new Date(contact.data.updatedAt ?? '').toLocaleDateString('en-US')}. Your brand’s are ${contact.data.defaults.phone} and ${contact.data.defaults.email}.`
              : 'Your brand’s own. Change them below.'}
          </p>
          <label className="console__field console__field--narrow">
            <span>Support phone (a US number)</span>
            <input
              name="phone"
              type="tel"
              autoComplete="off"
              required
              maxLength={30}
              defaultValue={contact.data.phone}
            />
          </label>
          <label className="console__field console__field--narrow">
            <span>Support e-mail</span>
            <input
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              defaultValue={contact.data.email}
            />
          </label>
          <p className="console__preview">
            Borrowers read: Questions? Call {contact.data.phone} or email {contact.data.email}.
          </p>
          <div className="console__buttons">
            <button type="submit" className="console__button" disabled={save.isPending}>
              Save phone and e-mail
            </button>
            {contact.data.custom && (
              <button
                type="button"
                className="console__button console__button--secondary"
                onClick={() =>
                  clear.mutate([], {
                    onSuccess: () => setDone('Your brand’s own phone and e-mail show again.'),
                  })
                }
              >
                Use the brand’s own
              </button>
            )}
          </div>
        </form>
      )}
      <HoursForm organizationCode={staff.organizationCode} department="OPS_PHONE" title="Phone line hours" />
    </section>
  );
}
