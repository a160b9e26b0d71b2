import type { LenderBroker } from '@hearth/domain/brokers';
import { type FormEvent, useState } from 'react';
import { ConsoleError, useBrokers, useDeactivateBroker } from '@/features/console/api';
import { when } from '@/features/console/format';
import '@/features/console/pages/brokers-page.css';

const ROLE_LABELS: Record<LenderBroker['role'], string> = { BROKER: 'Broker', LOAN_OFFICER: 'Loan officer' };

/**
 * Brokers (issue 23, decision 0245): the lender's brokers and loan officers who sign in, and the admin's one action
 * on them: deactivate an account, with the reason the audit log keeps.
 */
export default function BrokersPage() {
  const brokers = useBrokers();
  const deactivate = useDeactivateBroker();
  const [chosen, setChosen] = useState<LenderBroker | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    deactivate.mutate(
      { loanOriginatorUuid: chosen.loanOriginatorUuid, reason },
      {
        onSuccess: () => {
          setDone(chosen.name);
          setChosen(null);
        },
      },
    );
  };
  return (
    <section aria-labelledby="brokers-title">
      <h1 id="brokers-title">Brokers</h1>
      <p className="console__hint">
        The brokers and loan officers who sign in to refer borrowers to you. Deactivating one ends their
        sessions at once; they can no longer sign in, and their referral links stop filling in the
        application. The applications they referred stay in your queue.
      </p>
      {done && (
        <div className="console__done" role="status">
          {done} is deactivated. Their sessions have ended and their referral links no longer work.
        </div>
      )}
      {brokers.isError && (
        <div className="console__alert" role="alert">
          {brokers.error instanceof ConsoleError ? brokers.error.message : 'We could not load your brokers.'}
        </div>
      )}
      {brokers.data && brokers.data.length === 0 && <p>No brokers or loan officers sign in for you yet.</p>}
      {brokers.data && brokers.data.length > 0 && (
        // A phone scrolls the table sideways inside its frame rather than breaking every word.
        <div className="console__table-wrap">
          <table className="console__table brokers__table">
            <caption className="visually-hidden">The lender’s brokers and loan officers</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Brokerage</th>
                <th scope="col">Role</th>
                <th scope="col">NMLS</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {brokers.data.map((broker) => (
                <tr key={broker.loanOriginatorUuid}>
                  <td>{broker.name}</td>
                  <td>{broker.email}</td>
                  <td>{broker.brokerageName ?? '—'}</td>
                  <td>{ROLE_LABELS[broker.role]}</td>
                  <td>{broker.nmls}</td>
                  <td>
                    {broker.deactivatedAt ? (
                      `Deactivated ${when(broker.deactivatedAt)}`
                    ) : (
                      <button
                        type="button"
                        className="console__link-button"
                        onClick={() => {
                          deactivate.reset();
                          setDone(null);
                          setChosen(broker);
                        }}
                      >
                        Deactivate {broker.name}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen && (
        <form className="console__card console__form" onSubmit={submit}>
          <h2>Deactivate {chosen.name}</h2>
          {deactivate.isError && (
            <div className="console__alert" role="alert">
              {deactivate.error instanceof ConsoleError
                ? deactivate.error.message
                : 'Something went wrong. Please try again.'}
            </div>
          )}
          <p>
            {chosen.name} is signed out everywhere and cannot sign in again. A borrower who opens one of their
            referral links is told it is no longer active and can still apply. This cannot be undone here.
          </p>
          <label className="console__field">
            <span>Why (kept in the audit log)</span>
            <textarea name="reason" required maxLength={500} rows={3} />
          </label>
          <div className="brokers__actions">
            <button type="submit" className="console__button" disabled={deactivate.isPending}>
              Deactivate account
            </button>
            <button
              type="button"
              className="console__button console__button--secondary"
              onClick={() => setChosen(null)}
            >
              Keep {chosen.name}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
