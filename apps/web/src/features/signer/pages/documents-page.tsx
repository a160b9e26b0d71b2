import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import type { SigningSession } from '@hearth/domain/signing';
import { isClosing } from '@hearth/domain/status-machine';
import { Link, Navigate } from 'react-router';
import { PageScaffold } from '@/components/layout/page-scaffold';
import { SignerRightToCancel } from '@/features/signer/components/signer-right-to-cancel';
import { SignerTasksNotice } from '@/features/signer/components/signer-tasks-notice';
import { useSignerDocument, useSignerSigning } from '@/features/signer/signer-api';
import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { userMessageFor } from '@/lib/http-client';

const TITLE = 'Your documents';
/** The deed is notarized: the right to cancel runs, then recording and funding. */
const notarized = (status: string) => status === 'RESCISSION' || isClosing(status);

/**
 * heloc-signer/documents (decision 0177): the signer's own documents (the account-opening disclosure, the agreement
 * and the E-SIGN consent they receive (decision 0202), their notice of the right to cancel and the deed of trust),
 * readable here, with what they have done and what happens next. Before the documents exist it says they are coming.
 */
export function Component() {
  usePageTitle(TITLE);
  return (
    <SignerApplication>
      {(app) =>
        app.next === 'identity' || app.next === 'cancelled' ? (
          <Navigate to={signerHref(app.next)} replace />
        ) : (
          <Documents app={app} />
        )
      }
    </SignerApplication>
  );
}

function Documents({ app }: { app: CoDeedApplication }) {
  const session = useSignerSigning(app.uuid);
  return (
    <PageScaffold title={TITLE} query={session}>
      {(data) => <DocumentsList app={app} session={data} />}
    </PageScaffold>
  );
}

function DocumentsList({ app, session }: { app: CoDeedApplication; session: SigningSession }) {
  const { documents } = session;
  return (
    <>
      <SignerTasksNotice app={app} />
      <p className="question__lead">
        You joined {app.borrowerName}’s application for {app.property} as an owner on title.
      </p>
      <SignerRightToCancel app={app} />
      {documents.length === 0 ? (
        <>
          <p>Your documents are not ready yet.</p>
          <h2>What happens next</h2>
          <ul className="next-steps">
            <li>{app.borrowerName} finishes the remaining steps of the application.</li>
            <li>
              When the documents are ready, we email you. You then read and acknowledge the account-opening
              disclosure, the agreement and your notice of the right to cancel, and sign the deed of trust
              here.
            </li>
          </ul>
        </>
      ) : (
        <>
          {documents.map((doc) => (
            <DocumentText key={doc.documentId} uuid={app.uuid} doc={doc} />
          ))}
          <h2>What happens next</h2>
          <NextAfterDocuments app={app} session={session} />
        </>
      )}
    </>
  );
}

function NextAfterDocuments({ app, session }: { app: CoDeedApplication; session: SigningSession }) {
  if (session.complete && notarized(app.status))
    return (
      <p>
        The deed of trust is notarized, and we emailed you your notice of the right to cancel. When the time
        to cancel ends, the deed is recorded and {app.borrowerName}’s line of credit opens. There is nothing
        more for you to do.
      </p>
    );
  if (session.complete)
    return (
      <p>
        You have signed everything. {app.borrowerName} finishes signing and books the notary; you sign the
        deed before the notary too, and we email you the time. Once it is notarized, we email you your notice
        of the right to cancel with the last day to cancel: you can cancel within three business days after
        that, as the notice explains.
      </p>
    );
  if (app.next !== 'sign') return <p>Signing opens when the documents are final. We will email you.</p>;
  if (notarized(app.status))
    return (
      <>
        <p>
          Acknowledge the documents above that you have not received yet. Your time to cancel counts from the
          day you do.
        </p>
        <div className="button-row">
          <Link className="button" to={signerHref('sign')}>
            Continue to acknowledge them
          </Link>
        </div>
      </>
    );
  return (
    <>
      <p>Read your documents above, then sign.</p>
      <div className="button-row">
        <Link className="button" to={signerHref('sign')}>
          Continue to signing
        </Link>
      </div>
    </>
  );
}

function DocumentText({ uuid, doc }: { uuid: string; doc: SigningSession['documents'][number] }) {
  const text = useSignerDocument(uuid, doc.documentId);
  const headingId = `doc-${doc.documentId}`;
  const done = doc.signedAt ? (doc.action === 'SIGN' ? 'Signed' : 'Acknowledged') : 'Not signed yet';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{doc.recipient ? `${doc.title} (${doc.recipient})` : doc.title}</h2>
      <p className="requirement__state">{done}</p>
      <section
        className="signer-document"
        aria-label={`${doc.title}, full text`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        {text.isPending ? <p>Loading the document…</p> : null}
        {text.isError ? <p role="alert">{userMessageFor(text.error)}</p> : null}
        {text.data?.paragraphs.map((paragraph, index) =>
          paragraph.heading ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed and in order
            <h3 key={index}>{paragraph.text}</h3>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed and in order
            <p key={index}>{paragraph.text}</p>
          ),
        )}
      </section>
    </section>
  );
}
