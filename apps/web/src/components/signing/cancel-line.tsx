import { usDateOf } from '@hearth/domain/dates';
import type { RescissionView } from '@hearth/domain/notary';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/choice-fields';
import type { FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { userMessageFor } from '@/lib/http-client';

interface CancelCall {
  mutate(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The cancel form's state: the page shows `errors` in its own error summary, above its heading. */
export function useCancelForm(cancel: CancelCall) {
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(confirm ? {} : { confirm: 'Confirm that you want to cancel your line of credit' });
    setAttempt((n) => n + 1);
    if (confirm) cancel.mutate();
  };
  return { confirm, setConfirm, errors, attempt, onSubmit };
}

/**
 * "Cancel your line of credit" within the right to cancel (decisions 0174, 0184): an explicit confirmation, then
 * the call; the borrower's `complete` and a co-owner's documents page both use it.
 */
export function CancelLineSection({
  cancel,
  form,
}: {
  cancel: CancelCall;
  form: ReturnType<typeof useCancelForm>;
}) {
  return (
    <section aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel your line of credit</h2>
      <p>You can cancel without cost or reason until the deadline above. Canceling cannot be undone.</p>
      <FormAlert message={cancel.isError ? userMessageFor(cancel.error) : null} />
      <form onSubmit={form.onSubmit} noValidate>
        <Checkbox
          name="confirm"
          label="I want to cancel this line of credit"
          checked={form.confirm}
          onChange={form.setConfirm}
          error={form.errors.confirm}
        />
        <div className="button-row">
          <button type="submit" className="button button--secondary" disabled={cancel.isPending}>
            Cancel my line of credit
          </button>
        </div>
      </form>
    </section>
  );
}

const day = usDateOf;

/** The two dates of the right to cancel, as the borrower's and a co-owner's pages show them. */
export function RescissionDates({ view }: { view: Pick<RescissionView, 'signedOn' | 'lastDayToCancel'> }) {
  return (
    <dl className="facts">
      <div className="facts__row">
        <dt>Signed before the notary</dt>
        <dd>{day(view.signedOn)}</dd>
      </div>
      <div className="facts__row">
        <dt>Last day to cancel</dt>
        <dd>{day(view.lastDayToCancel)}, until midnight</dd>
      </div>
    </dl>
  );
}
