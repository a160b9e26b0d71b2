import type { LoanDocumentText } from '@hearth/domain/documents';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { userMessageFor } from '@/lib/http-client';
import '@/components/signing/document-viewer.css';

/** The file name a document downloads under: `deed-of-trust.pdf` for DEED_OF_TRUST. */
export const pdfFileName = (type: string | undefined) =>
  `${(type ?? 'document').toLowerCase().replaceAll('_', '-')}.pdf`;

/** One document as a viewer shows it: its id, its title and whom it is addressed to, its page count once known. */
export interface ViewedDocument {
  id: string;
  title: string;
  recipient: string | null;
  pages?: number | undefined;
}

/** A document's words as its query holds them (the borrower's and an owner's reads alike). */
export interface DocumentWords {
  data?: Pick<LoanDocumentText, 'paragraphs' | 'pages'> | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * The documents read before signing (decision 0171, shared with the owners and the notary session in decision 0208):
 * which have been read to the end, and whether all of them have.
 */
export function useReadToTheEnd(ids: readonly string[]) {
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const markRead = (id: string) =>
    setRead((current) => (current.has(id) ? current : new Set([...current, id])));
  const count = ids.filter((id) => read.has(id)).length;
  return { read, markRead, count, total: ids.length, allRead: ids.length > 0 && count === ids.length };
}

/**
 * One document in a viewer that scrolls, with its PDF to download (decision 0171): read once scrolled to its end (a
 * document short enough to show whole is read when shown). The borrower's documents page, an owner's documents
 * page and the online notary session show it alike (decision 0208); each gives its own words and download.
 */
export function DocumentViewer({
  doc,
  words,
  read,
  onRead,
  download,
  state,
}: {
  doc: ViewedDocument;
  words: DocumentWords;
  read: boolean;
  onRead: () => void;
  /** Fetches the PDF and hands it to the browser. */
  download: () => Promise<void>;
  /** Where the reader stands with it ("Signed", "You sign this at your closing"), when the page says. */
  state?: string | undefined;
}) {
  const box = useRef<HTMLElement>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const title = doc.recipient ? `${doc.title}: ${doc.recipient}` : doc.title;
  const headingId = `doc-${doc.id}`;
  const pages = doc.pages ?? words.data?.pages;
  const check = (element: HTMLElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 8) onRead();
  };
  // A document short enough to show whole is read as soon as it is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure once the words are in
  useEffect(() => {
    if (box.current && words.data) check(box.current);
  }, [words.data]);
  return (
    <section className="loan-document" aria-labelledby={headingId}>
      <h2 id={headingId} className="loan-document__title">
        {title}
      </h2>
      <p className="loan-document__meta">
        {state ? `${state} · ` : null}
        {pages ? `${pages} ${pages === 1 ? 'page' : 'pages'} · ` : null}
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
        {words.isError ? <p role="alert">{userMessageFor(words.error)}</p> : null}
        {(words.data?.paragraphs ?? []).map((paragraph, i) =>
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
        onClick={() => {
          setDownloadError(null);
          download().catch(setDownloadError);
        }}
      >
        Download PDF
      </button>
    </section>
  );
}

/** The room of one document (title, page count, viewer, download) while the list loads; announced as loading. */
export function DocumentFrame() {
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
