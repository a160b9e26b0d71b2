import type { LoanDocumentView } from '@hearth/domain/documents';
import { useEffect } from 'react';
import { CollateralQueryState } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { DocumentReader, DocumentReaderFrame } from '@/components/signing/document-reader';
import {
  DocumentFrame,
  DocumentViewer,
  pdfFileName,
  useReadToTheEnd,
} from '@/components/signing/document-viewer';
import { paths } from '@/config/paths';
import { useLoanDocuments } from '@/features/documents/api/documents-api';
import { downloadLoanDocument, useLoanDocumentText } from '@/lib/get-loan-documents';
import { useNavigate, useParams } from '@/lib/routing';

const TITLE = 'Read your loan documents';

/**
 * document/disclosures (decision 0171): every generated document in a viewer the borrower scrolls through; going
 * on is enabled only once each has been read to the end (spec section 2). Each can be downloaded as its PDF. One
 * document at a time, with the gate under its viewer and the list of all of them below (decision 0209).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const documents = useLoanDocuments(uuid);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = TITLE;
  }, []);
  const list = documents.data?.documents ?? [];
  const gate = useReadToTheEnd(list.map((d) => d.id));

  if (documents.isError)
    return (
      <CollateralQueryState uuid={uuid} query={documents}>
        {null}
      </CollateralQueryState>
    );
  // The heading and the lead are shown at once; while the list loads, a document's frame holds its room, so
  // nothing moves when the documents arrive (decision 0198).
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        These are the documents you will sign. Read each one to the end, one after the other; you can also
        download a PDF copy of each to keep.
      </p>
      {documents.isPending ? (
        <DocumentReaderFrame>
          <DocumentFrame />
        </DocumentReaderFrame>
      ) : (
        <>
          {list.length === 0 ? (
            <p role="status">We are still preparing your documents. Check back in a few minutes.</p>
          ) : null}
          <DocumentReader
            documents={list}
            gate={gate}
            renderDocument={(doc) => (
              <BorrowerDocument
                uuid={uuid}
                doc={doc}
                read={gate.read.has(doc.id)}
                onRead={() => gate.markRead(doc.id)}
              />
            )}
            readAll="You have read every document. Continue to sign them."
            action={{
              label: 'Continue to signing',
              onContinue: () => navigate(paths.heloc.applicationPage.getHref(uuid, 'signing/sign')),
            }}
          />
          <h2>What happens next</h2>
          <p>
            Once you have read every document, you adopt your signature and sign them on the next page.
            Nothing is signed until you do.
          </p>
          <SupportLine />
        </>
      )}
    </div>
  );
}

/** One of the borrower's documents: its words and its PDF, in the shared viewer. */
function BorrowerDocument({
  uuid,
  doc,
  read,
  onRead,
}: {
  uuid: string;
  doc: LoanDocumentView;
  read: boolean;
  onRead: () => void;
}) {
  const words = useLoanDocumentText(uuid, doc.id);
  return (
    <DocumentViewer
      doc={doc}
      words={words}
      read={read}
      onRead={onRead}
      download={() => downloadLoanDocument(uuid, doc.id, pdfFileName(doc.type))}
    />
  );
}
