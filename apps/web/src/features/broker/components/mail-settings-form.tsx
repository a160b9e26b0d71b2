import type { BrokerMailSettings } from '@hearth/domain/brokers';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useMailSettings, useSaveMailSettings } from '@/features/broker/api/broker-api';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

const CHOICES: { name: keyof BrokerMailSettings; label: string }[] = [
  { name: 'offers', label: 'A borrower’s offers are ready' },
  { name: 'declined', label: 'An application is declined' },
  { name: 'funded', label: 'A line of credit is funded' },
  { name: 'waitingOnBorrower', label: 'A borrower’s step has waited more than 3 days' },
];

/** Which e-mails the broker gets about the applications they referred (issue 23 item 8). */
export function MailSettingsForm() {
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const [values, setValues] = useState<BrokerMailSettings | null>(null);
  useEffect(() => {
    if (settings.data && values === null) setValues(settings.data);
  }, [settings.data, values]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values) save.mutate(values);
  };
  const error = save.isError && !isSessionExpiredError(save.error) ? userMessageFor(save.error) : null;

  return (
    <section className="card" aria-labelledby="mail-heading">
      <h2 id="mail-heading">E-mail updates</h2>
      <form className="form" noValidate onSubmit={submit}>
        <FormAlert message={error} />
        <fieldset className="broker__choices">
          <legend>E-mail me when</legend>
          {CHOICES.map((choice) => (
            <label key={choice.name} className="broker__choice">
              <input
                type="checkbox"
                checked={values?.[choice.name] ?? true}
                disabled={values === null}
                onChange={(event) => values && setValues({ ...values, [choice.name]: event.target.checked })}
              />{' '}
              {choice.label}
            </label>
          ))}
        </fieldset>
        <div role="status">
          {save.isSuccess ? <p className="notice">Your e-mail settings were saved.</p> : null}
        </div>
        <div>
          <button
            type="submit"
            className="button button--secondary"
            disabled={values === null || save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save e-mail settings'}
          </button>
        </div>
      </form>
    </section>
  );
}
