import type { SealedDocumentView } from '@hearth/domain/documents';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { downloadSealedDocument, useSignedDocuments } from '@/features/signing/signed-documents-api';
import { userMessageFor } from '@/lib/http-client';
import '@/features/signing/signing.css';

const fileName = (doc: SealedDocumentView) =>
  `${doc.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}${doc.documentId ? '-signed' : ''}.pdf`;

const titleOf = (doc: SealedDocumentView) => (doc.recipient ? `${doc.title}: ${doc.recipient}` : doc.title);

/**
 * "Your signed documents" (decision 0175): each executed copy and the certificate of completion, sealed once every
 * party has signed, each downloadable as a PDF. Until the seal is done it says so and asks again every few seconds.
 * For any page after the notary (complete); it brings its own heading, at level `headingLevel`.
 */
export function SignedDocuments({ uuid, headingLevel = 2 }: { uuid: string; headingLevel?: 2 | 3 }) {
  const documents = useSignedDocuments(uuid);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const Heading = `h${headingLevel}` as const;
  const sealed = documents.data?.sealed;
  const download = (doc: SealedDocumentView) => {
    setDownloadError(null);
    downloadSealedDocument(uuid, doc.id, fileName(doc)).catch(setDownloadError);
  };
  return (
    <section className="signed-documents" aria-labelledby="signed-documents-heading">
      <Heading id="signed-documents-heading">Your signed documents</Heading>
      {documents.isError ? (
        <FormAlert message={userMessageFor(documents.error)} />
      ) : !sealed ? (
        <p role="status">
          {documents.isPending
            ? 'Loading your signed documents.'
            : 'We are preparing your signed copies. They will appear here in a moment.'}
        </p>
      ) : (
        <>
          <p>
            These are the documents as you signed them, with your signature. Each carries a digital seal that
            shows if the file is ever changed.
          </p>
          <ul className="signed-documents__list">
            {sealed.executed.map((doc) => (
              <li key={doc.id} className="signed-documents__item">
                <span>{titleOf(doc)}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Download PDF of ${titleOf(doc)}`}
                  onClick={() => download(doc)}
                >
                  Download PDF
                </button>
              </li>
            ))}
          </ul>
          <div className="signed-documents__certificate">
            <p>
              <strong>{sealed.certificate.title}</strong>: who signed each document, when, and from where,
              with the notary's journal entry.
            </p>
            <button
              type="button"
              className="link-button"
              aria-label={`Download PDF of the ${sealed.certificate.title.toLowerCase()}`}
              onClick={() => download(sealed.certificate)}
            >
              Download PDF
            </button>
          </div>
          <FormAlert message={downloadError ? userMessageFor(downloadError) : null} />
        </>
      )}
    </section>
  );
}
