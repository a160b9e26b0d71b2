import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { useReadToTheEnd, ViewedDocument } from '@/components/signing/document-viewer';
import '@/components/signing/document-reader.css';

type Gate = Pick<ReturnType<typeof useReadToTheEnd>, 'read' | 'allRead' | 'count' | 'total'>;

const titleOf = (doc: ViewedDocument) => (doc.recipient ? `${doc.title}: ${doc.recipient}` : doc.title);

/**
 * The documents read one at a time (decision 0209): where the reader is ("Document 2 of 5", a bar with a mark per
 * document), the current document in the shared viewer (decisions 0171, 0208), right under it the gate (how far it
 * is read, then "Next document" once it is read to its end, and the page's own action once every one is), then the
 * list of all of them with their state, each of which opens it. The viewer keeps one height (decision 0198).
 */
export function DocumentReader<D extends ViewedDocument>({
  documents,
  gate,
  renderDocument,
  readAll,
  action,
}: {
  documents: readonly D[];
  gate: Gate;
  /** The current document in the shared viewer, with its words and download. */
  renderDocument: (doc: D) => ReactNode;
  /** What the gate says once every document is read. */
  readAll: string;
  /** The page's action once every document is read ("Continue to signing"); none where there is nothing to do. */
  action?: { label: string; onContinue: () => void };
}) {
  const [current, setCurrent] = useState(0);
  const [moved, setMoved] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const index = Math.min(current, documents.length - 1);
  const doc = documents[index];
  const isRead = (d: D) => gate.read.has(d.id);
  const currentRead = doc ? isRead(doc) : false;

  const open = (next: number) => {
    setCurrent(next);
    setMoved((n) => n + 1);
  };
  /** The next document not yet read, after this one (then from the first). */
  const nextUnread = () => {
    for (let step = 1; step <= documents.length; step++) {
      const at = (index + step) % documents.length;
      const candidate = documents[at];
      if (candidate && !isRead(candidate)) return at;
    }
    return index;
  };
  // A document opened by the reader takes focus in its viewer, so a keyboard scrolls it at once and a screen reader
  // says which it is; not on the first render.
  useEffect(() => {
    if (moved === 0) return;
    root.current?.querySelector<HTMLElement>('.loan-document__viewer')?.focus();
  }, [moved]);

  if (!doc) return null;
  return (
    <div className="doc-reader" ref={root}>
      <div className="doc-reader__where">
        <p className="doc-reader__position">
          Document {index + 1} of {documents.length}
        </p>
        <ol className="doc-reader__marks" aria-hidden="true">
          {documents.map((d, i) => (
            <li
              key={d.id}
              className={`doc-reader__mark${isRead(d) ? ' doc-reader__mark--read' : ''}${i === index ? ' doc-reader__mark--current' : ''}`}
            />
          ))}
        </ol>
      </div>
      <div key={doc.id} className="doc-reader__document">
        {renderDocument(doc)}
      </div>
      <div className={`doc-reader__gate${currentRead ? ' doc-reader__gate--read' : ''}`}>
        <p className="doc-reader__status" id="read-all-hint" aria-live="polite">
          {gate.allRead
            ? readAll
            : currentRead
              ? `Read to the end. ${gate.count} of ${gate.total} read.`
              : `Scroll to the end of this document to go on. ${gate.count} of ${gate.total} read.`}
        </p>
        {gate.allRead ? (
          action ? (
            <button type="button" className="button doc-reader__action" onClick={action.onContinue}>
              {action.label}
            </button>
          ) : null
        ) : (
          <button
            type="button"
            className="button doc-reader__action"
            aria-disabled={!currentRead}
            aria-describedby="read-all-hint"
            onClick={() => currentRead && open(nextUnread())}
          >
            Next document
          </button>
        )}
      </div>
      <section className="doc-reader__list" aria-labelledby="doc-reader-list-title">
        <h2 id="doc-reader-list-title" className="doc-reader__list-title">
          All your documents
        </h2>
        <ol className="doc-reader__items">
          {documents.map((d, i) => {
            const read = isRead(d);
            return (
              <li key={d.id}>
                <button
                  type="button"
                  className={`doc-reader__item${read ? ' doc-reader__item--read' : ''}`}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => open(i)}
                >
                  <span className="doc-reader__item-mark" aria-hidden="true" />
                  <span className="doc-reader__item-title">{titleOf(d)}</span>
                  <span className="doc-reader__item-state">
                    {read ? 'Read' : i === index ? 'Open now' : 'Not read yet'}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** The reader's room while the list loads: the position line and one document's frame (decision 0198). */
export function DocumentReaderFrame({ children }: { children: ReactNode }) {
  return (
    <div className="doc-reader doc-reader--loading">
      <div className="doc-reader__where" aria-hidden="true">
        <span className="doc-reader__position-frame" />
      </div>
      {children}
      <div className="doc-reader__gate" aria-hidden="true">
        <span className="doc-reader__status-frame" />
      </div>
    </div>
  );
}
