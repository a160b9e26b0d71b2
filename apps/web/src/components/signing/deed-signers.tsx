import type { DeedSigner } from '@hearth/domain/notary';
import { when } from '@/lib/notary-format';

/**
 * Everyone who signs the deed of trust before the notary (decision 0184), each with where they stand: shown only
 * when more than one person signs, since alone the borrower needs no list.
 */
export function DeedSigners({
  signers,
  online,
  sessionOpen = false,
}: {
  signers: DeedSigner[];
  /** In an online session each signs from their own account; in person, all are there together. */
  online: boolean;
  /** The online session is open: who has not signed yet is waited for. */
  sessionOpen?: boolean;
}) {
  if (signers.length < 2) return null;
  return (
    <section aria-labelledby="deed-signers-title">
      <h2 id="deed-signers-title">Who signs before the notary</h2>
      <p>
        {online
          ? 'Everyone on title signs the deed of trust in the session, each from their own account. The notary completes the deed when all have signed.'
          : 'Everyone on title must be there when the notary comes, each with a photo ID.'}
      </p>
      <ul className="next-steps">
        {signers.map((signer) => (
          <li key={signer.name}>
            {signer.name}
            {signer.you ? ' (you)' : signer.borrower ? ' (borrower)' : ' (owner on title)'}
            {online
              ? signer.signedAt
                ? `: signed ${when(signer.signedAt)}`
                : sessionOpen
                  ? ': not signed yet'
                  : ': signs in the session'
              : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
