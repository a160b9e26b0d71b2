import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import type { SigningSession } from '@hearth/domain/signing';
import { isClosing } from '@hearth/domain/status-machine';
import { PageScaffold } from '@/components/layout/page-scaffold';
import { DocumentReader } from '@/components/signing/document-reader';
import { DocumentViewer, pdfFileName, useReadToTheEnd } from '@/components/signing/document-viewer';
import { SignerRightToCancel } from '@/features/signer/components/signer-right-to-cancel';
import { SignerTasksNotice } from '@/features/signer/components/signer-tasks-notice';
import { downloadSignerDocument, useSignerDocument, useSignerSigning } from '@/features/signer/signer-api';
import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { Navigate, useNavigate } from '@/lib/routing';

const TITLE = 'Your documents';
/** The deed is notarized: the right to cancel runs, then recording and funding. */
const notarized = (status: string) => status === 'RESCISSION' || isClosing(status);

/**
 * heloc-signer/documents (decision 0177): the signer's own documents (the account-opening disclosure, the agreement
 * and the E-SIGN consent they receive (decision 0202), their notice of the right to cancel and the deed of trust),
 * readable here, with what they have done and what happens next. Before the documents exist it says they are coming.
 * As the borrower's documents page (decision 0208): each in the shared viewer with its PDF, and signing opens once
 * every one has been read to its end.
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
  const gate = useReadToTheEnd(documents.map((doc) => doc.documentId));
  const navigate = useNavigate();
  const action = signingAction(app, session);
  // The reader's shape (decision 0209): an id, a title and its recipient, with the owner's own view beside them.
  const readable = documents.map((doc) => ({
    id: doc.documentId,
    title: doc.title,
    recipient: doc.recipient,
    session: doc,
  }));
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
          <DocumentReader
            documents={readable}
            gate={gate}
            renderDocument={(doc) => (
              <OwnerDocument
                uuid={app.uuid}
                doc={doc.session}
                read={gate.read.has(doc.id)}
                onRead={() => gate.markRead(doc.id)}
              />
            )}
            readAll={action ? action.readAll : 'You have read every document.'}
            {...(action
              ? { action: { label: action.label, onContinue: () => navigate(signerHref('sign')) } }
              : {})}
          />
          <h2>What happens next</h2>
          <NextAfterDocuments app={app} session={session} />
        </>
      )}
    </>
  );
}

/** Where the gate leads once every document is read: signing, acknowledging, or nowhere yet. */
function signingAction(
  app: CoDeedApplication,
  session: SigningSession,
): { label: string; readAll: string } | undefined {
  if (session.complete || app.next !== 'sign') return undefined;
  if (notarized(app.status))
    return {
      label: 'Continue to acknowledge them',
      readAll: 'You have read every document. Continue to acknowledge them.',
    };
  return { label: 'Continue to signing', readAll: 'You have read every document. Continue to sign them.' };
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
      <p>
        Acknowledge the documents above that you have not received yet. Your time to cancel counts from the
        day you do.
      </p>
    );
  return (
    <p>
      Read each document above to the end, one after the other; you can also download a PDF copy to keep. Then
      you sign.
    </p>
  );
}

/** Where the owner stands with one document, as the signing list says it. */
function stateOf(doc: SigningSession['documents'][number]): string {
  if (doc.action === 'AT_CLOSING') return 'You sign this at your closing';
  if (doc.signedAt) return doc.action === 'SIGN' ? 'Signed' : 'Acknowledged';
  return doc.action === 'SIGN' ? 'Not signed yet' : 'Not acknowledged yet';
}

/** One of the owner's documents: its words and its PDF through their own calls, in the borrower's viewer. */
function OwnerDocument({
  uuid,
  doc,
  read,
  onRead,
}: {
  uuid: string;
  doc: SigningSession['documents'][number];
  read: boolean;
  onRead: () => void;
}) {
  const words = useSignerDocument(uuid, doc.documentId);
  return (
    <DocumentViewer
      doc={{ id: doc.documentId, title: doc.title, recipient: doc.recipient }}
      words={words}
      read={read}
      onRead={onRead}
      state={stateOf(doc)}
      download={() => downloadSignerDocument(uuid, doc.documentId, pdfFileName(words.data?.type))}
    />
  );
}
