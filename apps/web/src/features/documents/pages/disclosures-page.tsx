import type { LoanDocumentView } from '@hearth/domain/documents';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import {
  downloadLoanDocument,
  useLoanDocuments,
  useLoanDocumentText,
} from '@/features/documents/api/documents-api';
import { userMessageFor } from '@/lib/http-client';
import '@/features/documents/documents.css';

const TITLE = 'Read your loan documents';

/**
 * document/disclosures (decision 0171): every generated document in a viewer the borrower scrolls through; going
 * on is enabled only once each has been read to the end (spec section 2). Each can be downloaded as its PDF.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const documents = useLoanDocuments(uuid);
  const [read, setRead] = useState<Set<string>>(new Set());
  const navigate = useNavigate();
  useEffect(() => {
    document.title = TITLE;
  }, []);
  const list = documents.data?.documents ?? [];
  const allRead = list.length > 0 && list.every((d) => read.has(d.id));
  const markRead = (id: string) =>
    setRead((current) => (current.has(id) ? current : new Set([...current, id])));

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
        These are the documents you will sign. Read each one to the end; you can also download a PDF copy to
        keep.
      </p>
      {documents.isPending ? (
        <DocumentFrame />
      ) : (
        <>
          {list.length === 0 ? (
            <p role="status">We are still preparing your documents. Check back in a few minutes.</p>
          ) : null}
          {list.map((doc) => (
            <DocumentViewer
              key={doc.id}
              uuid={uuid}
              doc={doc}
              read={read.has(doc.id)}
              onRead={() => markRead(doc.id)}
            />
          ))}
          <h2>What happens next</h2>
          <p id="read-all-hint">
            {allRead
              ? 'You have read every document. Continue to sign them.'
              : `Read every document to the end to continue (${read.size} of ${list.length} read).`}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              aria-disabled={!allRead}
              aria-describedby="read-all-hint"
              onClick={() => allRead && navigate(paths.heloc.applicationPage.getHref(uuid, 'signing/sign'))}
            >
              Continue to signing
            </button>
          </div>
          <SupportLine />
        </>
      )}
    </div>
  );
}

/** The room of one document (title, page count, viewer, download) while the list loads; announced as loading. */
function DocumentFrame() {
  return (
    <div className="loan-document loan-document--loading" role="status">
      <span className="visually-hidden">Loading your documents</span>
      <span className="loan-document__title-frame" aria-hidden="true" />
      <span className="loan-document__meta-frame" aria-hidden="true" />
      <span className="loan-document__viewer-frame" aria-hidden="true" />
      <span className="loan-document__download-frame" aria-hidden="true" />
    </div>
  );
}

function DocumentViewer({
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
  const text = useLoanDocumentText(uuid, doc.id);
  const box = useRef<HTMLElement>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const title = doc.recipient ? `${doc.title}: ${doc.recipient}` : doc.title;
  const headingId = `doc-${doc.id}`;
  const check = (element: HTMLElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 8) onRead();
  };
  // A document short enough to show whole is read as soon as it is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure once the words are in
  useEffect(() => {
    if (box.current && text.data) check(box.current);
  }, [text.data]);
  return (
    <section className="loan-document" aria-labelledby={headingId}>
      <h2 id={headingId} className="loan-document__title">
        {title}
      </h2>
      <p className="loan-document__meta">
        {doc.pages} {doc.pages === 1 ? 'page' : 'pages'} ·{' '}
        {read ? 'Read to the end' : 'Scroll to the end to read it all'}
      </p>
      <section
        ref={box}
        className="loan-document__viewer"
        aria-label={`${title}, full text`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={(event: UIEvent<HTMLElement>) => check(event.currentTarget)}
      >
        <h3 className="loan-document__doc-title">{doc.title}</h3>
        {(text.data?.paragraphs ?? []).map((paragraph, i) =>
          paragraph.heading ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are a fixed, ordered list
            <h4 key={i}>{paragraph.text}</h4>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are a fixed, ordered list
            <p key={i}>{paragraph.text}</p>
          ),
        )}
      </section>
      <FormAlert message={downloadError ? userMessageFor(downloadError) : null} />
      <button
        type="button"
        className="button button--secondary loan-document__download"
        aria-label={`Download PDF of ${title}`}
        onClick={() =>
          downloadLoanDocument(uuid, doc.id, `${doc.type.toLowerCase().replaceAll('_', '-')}.pdf`).catch(
            setDownloadError,
          )
        }
      >
        Download PDF
      </button>
    </section>
  );
}
