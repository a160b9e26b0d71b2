import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormAlert } from '@/components/form-alert';
import { paths } from '@/config/paths';
import { useChangeNotaryBooking } from '@/features/signing/notary-api';
import { userMessageFor } from '@/lib/http-client';
import { useNavigate } from '@/lib/routing';

type Props = {
  uuid: string;
  kind: 'ONLINE' | 'MANUAL';
  /** Others sign with the borrower: they are told by email. */
  othersSign: boolean;
};

/**
 * Change the time of a notary session or visit (decision 0186): the borrower confirms giving this time up, then
 * chooses from the times open now on notary/intro.
 */
export function ChangeBooking({ uuid, kind, othersSign }: Props) {
  const navigate = useNavigate();
  const change = useChangeNotaryBooking(uuid);
  const [asking, setAsking] = useState(false);
  const what = kind === 'ONLINE' ? 'session' : 'visit';
  const confirm = () =>
    change.mutate(undefined, {
      onSuccess: () => navigate(paths.heloc.applicationPage.getHref(uuid, 'notary/intro'), { replace: true }),
    });
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        Choose another time
      </button>
      <Dialog
        open={asking}
        title={`Change your notary ${what}?`}
        onClose={() => setAsking(false)}
        closeLabel="Keep this time"
        actions={
          <button type="button" className="button" disabled={change.isPending} onClick={confirm}>
            Cancel this {what} and choose another time
          </button>
        }
      >
        <FormAlert message={change.isError ? userMessageFor(change.error) : null} />
        <p>
          We cancel this {what} with the notary and show you the times open now. Nothing else you have done
          changes: your signed documents stay signed.
          {othersSign
            ? ' The others signing with you are told by email, and of the new time once you book it.'
            : ''}
        </p>
      </Dialog>
    </>
  );
}
