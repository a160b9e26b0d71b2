import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { allows } from '@hearth/domain/status-actions';
import { FormAlert } from '@/components/form-alert';
import { DeedSigners } from '@/components/signing/deed-signers';
import { useSignerNotary, useSignerSignDeed } from '@/features/signer/signer-api';
import { userMessageFor } from '@/lib/http-client';
import { placeLine, when } from '@/lib/notary-format';

const NOTARY_STATUSES = ['NOTARY_WAITING_PERIOD', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'];

/**
 * The owner's part before the notary (decision 0184), on heloc-signer/sign once their documents are signed: when
 * and how the deed is notarized, the online session's button when it is open, and who has signed. Nothing before a
 * notary is booked.
 */
export function SignerNotary({ app }: { app: Pick<CoDeedApplication, 'uuid'> }) {
  const notary = useSignerNotary(app.uuid);
  const sign = useSignerSignDeed(app.uuid);
  const view = notary.data;
  if (!view || !NOTARY_STATUSES.includes(view.status) || !view.startsAt) return null;
  const signedByMe = view.deedSigners.some((s) => s.you && s.signedAt !== null);
  const waitingFor = view.deedSigners.filter((s) => s.signedAt === null).map((s) => s.name);
  const borrower = view.deedSigners.find((s) => s.borrower && !s.you)?.name;
  return (
    <section aria-labelledby="signer-notary-title" className="signer-notary">
      <h2 id="signer-notary-title">
        {view.kind === 'MANUAL' ? 'Meet the notary' : 'Sign before the online notary'}
      </h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>When</dt>
          <dd>{when(view.startsAt)}</dd>
        </div>
        {view.notary ? (
          <div className="facts__row">
            <dt>Notary</dt>
            <dd>{view.notary}</dd>
          </div>
        ) : null}
        {view.place ? (
          <div className="facts__row">
            <dt>Where</dt>
            <dd>
              {view.place.name}, {placeLine(view.place)}
            </dd>
          </div>
        ) : null}
      </dl>
      <FormAlert message={sign.isError ? userMessageFor(sign.error) : null} />
      {view.kind === 'MANUAL' ? (
        <p>
          Be there with a photo ID. The notary watches each owner sign the deed of trust, then your notice of
          the right to cancel comes by email.
        </p>
      ) : view.joinable ? (
        <>
          <p>
            The session is open and {view.notary} has checked your ID. You signed the deed of trust already:
            confirm before the notary that the signature is yours.
          </p>
          <div className="button-row">
            <button type="button" className="button" disabled={sign.isPending} onClick={() => sign.mutate()}>
              Sign the deed of trust before the notary
            </button>
          </div>
        </>
      ) : signedByMe ? (
        <p role="status">
          You signed before the notary.{' '}
          {waitingFor.length > 0
            ? `Waiting for ${waitingFor.join(' and ')} to sign; this page updates on its own.`
            : 'The notary is completing the deed; your notice of the right to cancel comes by email.'}
        </p>
      ) : (
        <p>
          Come back to this page at the time above; the session opens 15 minutes before. Have your photo ID
          with you.
        </p>
      )}
      {borrower && !allows(view.status, 'signDeed') ? (
        <p>
          If this time does not suit you, ask {borrower} to change it{' '}
          {view.kind === 'MANUAL' ? 'at least a day before the visit' : 'before the session opens'}. We email
          you the new time.
        </p>
      ) : null}
      <DeedSigners
        signers={view.deedSigners}
        online={view.kind === 'ONLINE'}
        sessionOpen={allows(view.status, 'signDeed')}
      />
    </section>
  );
}
