import { allows } from '@hearth/domain/status-actions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { DeedSigners } from '@/components/signing/deed-signers';
import { DocumentFrame, DocumentViewer, pdfFileName } from '@/components/signing/document-viewer';
import { VendorWait } from '@/components/vendor-wait';
import { NotarySessionFrame } from '@/features/signing/components/notary-session-frame';
import { useNotary, useSignDeed } from '@/features/signing/notary-api';
import {
  downloadLoanDocument,
  loanDocumentsQueryOptions,
  useLoanDocumentText,
} from '@/lib/get-loan-documents';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/features/signing/signing.css';

const TITLE = 'Your online notary session';

/**
 * notary/session (DEED_SIGNING, decision 0174): the sandbox eNotary's session. The notary checks the borrower's ID
 * and watches them sign the deed of trust; the notary's journal entry comes back by callback, then the right to
 * cancel begins. The page shows the session (decision 0208): the video frame (the sandbox notary's picture, the
 * borrower's camera tile, the steps) beside the deed of trust itself, the document the notary asks them to read once
 * more, in the documents page's viewer with its PDF.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  // A live session: read every few seconds, so the other owners' signatures show as they come (decision 0184).
  const notary = useNotary(uuid, 5_000);
  const sign = useSignDeed(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  const view = notary.data;
  const signed = sign.isSuccess || Boolean(view?.deedSigners.find((s) => s.you)?.signedAt);
  const waitingFor = view?.deedSigners.filter((s) => !s.you && !s.signedAt).map((s) => s.name) ?? [];
  if (view && signed && waitingFor.length > 0 && allows(view.status, 'signDeed'))
    return (
      <div className="app-page after-offer">
        <h1>{TITLE}</h1>
        <p role="status">
          You signed the deed of trust. The notary completes it when {waitingFor.join(' and ')}{' '}
          {waitingFor.length === 1 ? 'has' : 'have'} signed too; this page updates on its own.
        </p>
        <DeedSigners signers={view.deedSigners} online sessionOpen />
        <h2>What happens next</h2>
        <p>
          We emailed {waitingFor.join(' and ')} the time of this session. If not everyone has signed within an
          hour of its start, the session is missed and you book another time.
        </p>
        <SupportLine />
      </div>
    );
  if (signed)
    return (
      <VendorWait
        uuid={uuid}
        from="DEED_SIGNING"
        title="The notary is completing your deed"
        next={
          <p>Your right to cancel begins: it runs for three business days, then we send your initial draw.</p>
        }
      >
        Thank you. The notary is recording your signature in the notary journal.
      </VendorWait>
    );
  if (view && !allows(view.status, 'signDeed')) return <Navigate to={nextStepHref(uuid)} replace />;
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      <div className="app-page after-offer">
        <h1>{TITLE}</h1>
        <p className="question__lead">
          {view?.booking?.notary ?? 'Your notary'} has checked your ID. Read the deed of trust once more, then
          sign it while the notary watches.
        </p>
        <FormAlert message={sign.isError ? userMessageFor(sign.error) : null} />
        <SessionAndDeed uuid={uuid} notary={view?.booking?.notary ?? 'Your notary'} />
        {view ? <DeedSigners signers={view.deedSigners} online sessionOpen /> : null}
        <h2>What happens next</h2>
        <p>
          The notary records your signature in the notary journal, and your three-day right to cancel begins.
        </p>
        <div className="button-row">
          <button type="button" className="button" disabled={sign.isPending} onClick={() => sign.mutate()}>
            Sign the deed of trust
          </button>
        </div>
        <SupportLine />
      </div>
    </CollateralQueryState>
  );
}

/** The session's frame beside the deed of trust (decision 0208): the real document, its words and its PDF. */
function SessionAndDeed({ uuid, notary }: { uuid: string; notary: string }) {
  const documents = useQuery(loanDocumentsQueryOptions(uuid));
  const deed = documents.data?.documents.find((doc) => doc.type === 'DEED_OF_TRUST');
  const words = useLoanDocumentText(uuid, deed?.id ?? '', Boolean(deed));
  const [read, setRead] = useState(false);
  return (
    <div className="notary-session">
      <NotarySessionFrame notary={notary} current={read ? 2 : 1} />
      {deed ? (
        <DocumentViewer
          doc={deed}
          words={words}
          read={read}
          onRead={() => setRead(true)}
          download={() => downloadLoanDocument(uuid, deed.id, pdfFileName(deed.type))}
        />
      ) : documents.isPending ? (
        <DocumentFrame />
      ) : documents.isError ? (
        <p role="alert">{userMessageFor(documents.error)}</p>
      ) : null}
    </div>
  );
}
