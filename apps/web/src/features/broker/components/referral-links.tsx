import type { CreateReferralLink } from '@hearth/domain/brokers';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useCreateReferralLink, useReferralLinks } from '@/features/broker/api/broker-api';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

const EMPTY: CreateReferralLink = { firstName: '', lastName: '', email: '', phoneNumber: '' };
const FIELDS: { name: keyof CreateReferralLink; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: "Borrower's first name", type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: "Borrower's last name", type: 'text', autoComplete: 'off' },
  { name: 'email', label: "Borrower's e-mail", type: 'email', autoComplete: 'off' },
  { name: 'phoneNumber', label: "Borrower's phone number", type: 'tel', autoComplete: 'off' },
];

const absolute = (link: string) => `${globalThis.location?.origin ?? ''}${link}`;

/** The broker's personal link, a new referral link for one borrower, and the links made so far (issue 23 item 4). */
export function ReferralLinks({ personalLink }: { personalLink: string | undefined }) {
  const formId = useId();
  const [values, setValues] = useState<CreateReferralLink>(EMPTY);
  const create = useCreateReferralLink();
  const links = useReferralLinks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(values, { onSuccess: () => setValues(EMPTY) });
  };
  const error = create.isError && !isSessionExpiredError(create.error) ? userMessageFor(create.error) : null;

  return (
    <section className="card" aria-labelledby="links-heading">
      <h2 id="links-heading">Referral links</h2>
      {personalLink ? (
        <p>
          Your personal link, for any borrower: <code className="broker__link">{absolute(personalLink)}</code>
        </p>
      ) : null}
      <p>
        Make a link for one borrower: it fills in their e-mail when they apply and names you as their loan
        officer. Send it to them yourself.
      </p>
      <form className="form" noValidate onSubmit={submit} aria-describedby={error ? formId : undefined}>
        <FormAlert message={error} />
        {FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label className="field__label" htmlFor={`${formId}-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`${formId}-${field.name}`}
              className="field__input"
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </div>
        ))}
        <div>
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create referral link'}
          </button>
        </div>
      </form>
      <div role="status">
        {create.data ? (
          <p className="notice">
            Link for {create.data.firstName} {create.data.lastName}:{' '}
            <a className="broker__link" href={create.data.link} data-testid="new-referral-link">
              {absolute(create.data.link)}
            </a>
          </p>
        ) : null}
      </div>
      {links.data && links.data.referralLinks.length > 0 ? (
        <>
          <h3>Links you made</h3>
          <ul className="broker__links">
            {links.data.referralLinks.map((link) => (
              <li key={link.referralUuid}>
                {link.firstName} {link.lastName} ({link.email}):{' '}
                {link.status === 'OPEN' ? 'not used yet' : 'used to apply'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
