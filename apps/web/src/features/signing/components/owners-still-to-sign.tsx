import { useSigners } from '@/lib/get-signers';

/**
 * On the borrower's signing page (decision 0177): the other owners who have not signed yet. The borrower can finish
 * only once they have; nothing shows when there are none.
 */
export function OwnersStillToSign({ uuid }: { uuid: string }) {
  const signers = useSigners(uuid);
  const waiting = (signers.data?.owners ?? []).filter((owner) => owner.state !== 'SIGNED');
  if (waiting.length === 0) return null;
  const names = waiting.map((owner) => owner.ownerName).join(', ');
  return (
    <section className="signing-location" aria-labelledby="owners-title">
      <h2 id="owners-title">Other owners</h2>
      <p role="status">
        Still to sign: <strong>{names}</strong>. We emailed {waiting.length === 1 ? 'them' : 'each of them'}{' '}
        when the documents were ready. You can finish signing once they have signed; this page updates by
        itself.
      </p>
    </section>
  );
}
