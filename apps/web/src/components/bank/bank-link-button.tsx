import type { BankAccountPurpose } from '@hearth/domain/bank-accounts';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { savePendingBankLink } from '@/lib/bank-link-storage';
import { userMessageFor } from '@/lib/http-client';
import { useStartBankLink } from '@/lib/start-bank-link';

/** Leaves Hearth for the bank-link vendor's page; a test can replace it. */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/**
 * Starts a bank link and leaves for the vendor's page. The application and the link are kept in session storage
 * first: the vendor returns the borrower to `plaid-oauth-success`, which has no application id in its path.
 */
export function BankLinkButton({
  uuid,
  purpose,
  label,
  secondary = false,
}: {
  uuid: string;
  purpose: BankAccountPurpose;
  label: string;
  secondary?: boolean;
}) {
  const start = useStartBankLink(uuid);
  const [leaving, setLeaving] = useState(false);
  const connect = () =>
    start.mutate(purpose, {
      onSuccess: ({ linkId, redirectUrl }) => {
        savePendingBankLink({ uuid, purpose, linkId });
        setLeaving(true);
        goTo.assign(redirectUrl);
      },
    });
  return (
    <>
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        onClick={connect}
        disabled={start.isPending || leaving}
      >
        {start.isPending || leaving ? 'Opening your bank’s page…' : label}
      </button>
      <FormAlert message={start.isError ? userMessageFor(start.error) : null} />
    </>
  );
}
