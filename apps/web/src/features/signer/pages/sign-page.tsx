import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import type { SigningSession } from '@hearth/domain/signing';
import { FormAlert } from '@/components/form-alert';
import { PageScaffold } from '@/components/layout/page-scaffold';
import { AdoptSignatureForm } from '@/components/signing/adopt-signature-form';
import { SigningList } from '@/components/signing/signing-list';
import { SignerNotary } from '@/features/signer/components/signer-notary';
import { SignerTasksNotice } from '@/features/signer/components/signer-tasks-notice';
import { useSignerAct, useSignerAdopt, useSignerSigning } from '@/features/signer/signer-api';
import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate } from '@/lib/routing';
import '@/components/signing/signing.css';

const TITLE = 'Sign as an owner';
/** Until the notary is booked, the owner waits for the borrower. */
const BEFORE_NOTARY = ['NOTE_SIGNING', 'NOTARY_DISCLOSURE'];

/**
 * heloc-signer/sign (NOTE_SIGNING, decision 0177): the owner adopts a typed signature, acknowledges receiving the
 * material disclosures, the E-SIGN consent and their own notice of the right to cancel (decision 0202) and signs the
 * deed of trust; each act records the document's hash, the time and the browser, keyed by their own identity. While
 * the right to cancel runs, an owner who signed before decision 0202 acknowledges here what they had not received.
 */
export function Component() {
  usePageTitle(TITLE);
  return (
    <SignerApplication>
      {(app) =>
        app.next !== 'sign' && !app.signingComplete ? (
          <Navigate to={signerHref('resume')} replace />
        ) : (
          <Ceremony app={app} />
        )
      }
    </SignerApplication>
  );
}

function Ceremony({ app }: { app: CoDeedApplication }) {
  const session = useSignerSigning(app.uuid);
  const sign = useSignerAct(app.uuid);
  const adopt = useSignerAdopt(app.uuid);
  return (
    <PageScaffold title={TITLE} query={session}>
      {(data) => (
        <>
          <SignerTasksNotice app={app} />
          <p className="question__lead">
            You acknowledge receiving the account-opening disclosure, the agreement and your notice of the
            right to cancel, and sign the deed of trust for {app.property}. You do not sign the agreement: you
            do not borrow.
          </p>
          {data.signature ? null : (
            <AdoptSignatureForm signer={data.signer} nameHint="As you confirmed it" adopt={adopt} />
          )}
          {data.signature ? (
            <>
              <p className="signing-adopted">
                Your signature:{' '}
                <span className={`signature signature--${data.signature.style.toLowerCase()}`}>
                  {data.signature.fullName}
                </span>
              </p>
              <SigningList
                documents={data.documents}
                pending={sign.isPending}
                onAct={(doc) =>
                  sign.mutate({ documentId: doc.documentId, sha256: doc.sha256, location: null })
                }
              />
              <FormAlert message={sign.isError ? userMessageFor(sign.error) : null} />
              <h2>What happens next</h2>
              <Next app={app} session={data} />
            </>
          ) : null}
        </>
      )}
    </PageScaffold>
  );
}

function Next({ app, session }: { app: CoDeedApplication; session: SigningSession }) {
  if (!session.complete)
    return <p>Sign or acknowledge each document above. You can read them first on your documents page.</p>;
  return (
    <>
      {BEFORE_NOTARY.includes(app.status) ? (
        <p role="status">
          You have signed everything. {app.borrowerName} finishes signing and books the notary; you sign the
          deed of trust before the notary too, and we email you the time.
        </p>
      ) : null}
      <SignerNotary app={app} />
      <div className="button-row">
        <Link className="button button--secondary" to={signerHref('documents')}>
          See your documents
        </Link>
      </div>
    </>
  );
}
