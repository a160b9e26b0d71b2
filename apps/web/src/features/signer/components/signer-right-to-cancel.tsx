import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { allows } from '@hearth/domain/status-actions';
import { ErrorSummary } from '@/components/error-summary';
import { CancelLineSection, RescissionDates, useCancelForm } from '@/components/signing/cancel-line';
import { useSignerCancelLine, useSignerRescission } from '@/features/signer/signer-api';

/**
 * An owner's own right to cancel (decision 0184): every owner on title who signed may cancel the line, for
 * everyone, until the last day their notice gives. Shown on the owner's documents page once the deed is notarized.
 */
export function SignerRightToCancel({ app }: { app: CoDeedApplication }) {
  const rescission = useSignerRescission(app.uuid, allows(app.status, 'cancelLine'));
  const cancel = useSignerCancelLine(app.uuid);
  const form = useCancelForm(cancel);
  const view = rescission.data;
  if (!view) return null;
  return (
    <section aria-labelledby="right-to-cancel-title">
      <ErrorSummary errors={form.errors} attempt={form.attempt} />
      <h2 id="right-to-cancel-title">Your right to cancel</h2>
      {view.canceledAt ? (
        <p role="status">
          The line of credit is canceled. No money is sent, and within 20 calendar days the deed of trust on
          the home is released.
        </p>
      ) : (
        <>
          <RescissionDates view={view} />
          {view.deliveredOn === null ? (
            <p>
              You have not acknowledged every document you receive yet. Until you do, your right to cancel
              lasts until the date above. Once you acknowledge them, you have three business days from that
              day.
            </p>
          ) : null}
          <p>
            As an owner of the home you have your own right to cancel, as the notice we emailed you explains.
            If you cancel, the line is canceled for everyone and no money is sent.
          </p>
          {view.canCancel ? <CancelLineSection cancel={cancel} form={form} /> : null}
        </>
      )}
    </section>
  );
}
