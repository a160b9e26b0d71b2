import type { SigningSession } from '@hearth/domain/signing';
import '@/components/signing/signing.css';

type SigningDocument = SigningSession['documents'][number];

/**
 * The documents a signer signs or acknowledges, one act each (decision 0172): done ones say so, the others have
 * their button, named for the document (the borrower's and another owner's ceremonies alike). A Texas line's closing
 * documents have none: they are read here and signed in person at the title office (decision 0201).
 */
export function SigningList({
  documents,
  pending,
  onAct,
}: {
  documents: readonly SigningDocument[];
  pending: boolean;
  onAct(doc: SigningDocument): void;
}) {
  return (
    <ul className="signing-list">
      {documents.map((doc) => {
        const name = doc.recipient ? `${doc.title} (${doc.recipient})` : doc.title;
        return (
          <li key={doc.documentId} className="signing-list__item">
            <span className="signing-list__title">{name}</span>
            {doc.action === 'AT_CLOSING' ? (
              <span className="requirement__state">You sign this at your closing</span>
            ) : doc.signedAt ? (
              <span className="requirement__state">{doc.action === 'SIGN' ? 'Signed' : 'Acknowledged'}</span>
            ) : (
              <button
                type="button"
                className="button"
                disabled={pending}
                aria-label={`${doc.action === 'SIGN' ? 'Sign' : 'Acknowledge receipt of'} ${name}`}
                onClick={() => onAct(doc)}
              >
                {doc.action === 'SIGN' ? 'Sign' : 'Acknowledge receipt'}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
