import { useSigners } from '@/lib/get-signers';

const names = (owners: readonly { ownerName: string }[]) => owners.map((owner) => owner.ownerName).join(', ');

/**
 * On the borrower's signing page (decision 0177): the other owners, who has signed and who has not. The borrower can
 * finish only once they all have. An owner who signed is taken off only by us (decision 0246), so the page says what
 * that involves before anyone asks. Nothing shows when there are no other owners.
 */
export function OwnersStillToSign({ uuid }: { uuid: string }) {
  const signers = useSigners(uuid);
  const owners = signers.data?.owners ?? [];
  if (owners.length === 0) return null;
  const waiting = owners.filter((owner) => owner.state !== 'SIGNED');
  const signed = owners.filter((owner) => owner.state === 'SIGNED');
  return (
    <section className="signing-location" aria-labelledby="owners-title">
      <h2 id="owners-title">Other owners</h2>
      {waiting.length > 0 ? (
        <p role="status">
          Still to sign: <strong>{names(waiting)}</strong>. We emailed{' '}
          {waiting.length === 1 ? 'them' : 'each of them'} when the documents were ready. You can finish
          signing once they have signed; this page updates by itself.
        </p>
      ) : null}
      {signed.length > 0 ? (
        <p>
          Signed: <strong>{names(signed)}</strong>.
        </p>
      ) : null}
      <p>
        If someone here should not be on your application, call us before you finish. Once an owner has
        signed, only we can take them off: we withdraw the documents signed so far and prepare new ones for
        everyone who stays to sign.
      </p>
    </section>
  );
}
