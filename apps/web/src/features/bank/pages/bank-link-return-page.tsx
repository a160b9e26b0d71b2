import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { useBankStepSuccess } from '@/features/bank/api/bank-step';
import { exchangeBankLink } from '@/features/bank/api/exchange-bank-link';
import { nextStep, useTitle } from '@/features/bank/components/bank-copy';
import { clearPendingBankLink, readPendingBankLink } from '@/lib/bank-link-storage';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useSearchParams } from '@/lib/routing';
import { useBrowserValue } from '@/lib/use-browser-value';
import '@/components/layout/after-offer.css';

/**
 * plaid-oauth-success (spec section 2, decision 0161): where the bank-link vendor returns the borrower. The
 * path carries no application id, so it is read back from session storage, where the bank page put it before
 * leaving. The public token is exchanged once; then the step router picks the page (the next step, or the same
 * bank page saying why the account cannot be used). The server cannot see session storage: it renders the
 * loading state, which the browser hydrates before it reads the link.
 */
export function Component() {
  const [query] = useSearchParams();
  const linkId = query.get('link_id') ?? '';
  const status = query.get('status') === 'success' ? 'success' : 'exit';
  const publicToken = query.get('public_token') ?? undefined;
  // Undefined until read in the browser; null when no link is in progress in this tab.
  const pending = useBrowserValue(readPendingBankLink);
  const uuid = pending?.uuid ?? '';
  const matches = pending != null && pending.linkId === linkId;
  const onSuccess = useBankStepSuccess(uuid);
  const exchange = useMutation({
    mutationFn: () => exchangeBankLink(uuid, { linkId, status, ...(publicToken ? { publicToken } : {}) }),
    onSuccess: async (view) => {
      clearPendingBankLink();
      await onSuccess(view);
    },
  });
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is exchanged once per visit, once it is read
  useEffect(() => {
    if (sent.current || !matches) return;
    sent.current = true;
    exchange.mutate();
  }, [matches]);
  const connecting = pending === undefined || (matches && !exchange.isError);
  useTitle(connecting ? 'Connecting your bank' : 'We could not finish connecting your bank');

  if (matches && exchange.isSuccess) return <Navigate to={nextStep(uuid)} replace />;
  if (connecting) return <StartLoading />;
  return (
    <div className="app-page after-offer">
      <h1>We could not finish connecting your bank</h1>
      <p role="alert">
        {exchange.isError
          ? userMessageFor(exchange.error)
          : 'This page was opened without a bank connection in progress in this browser tab.'}{' '}
        Nothing was added to your application. Go back to your application to connect your bank again or enter
        your account details by hand.
      </p>
      <div className="button-row">
        <Link className="button" to={uuid ? nextStep(uuid) : '/dashboard'}>
          {uuid ? 'Back to your application' : 'Go to your dashboard'}
        </Link>
      </div>
      <SupportLine />
    </div>
  );
}
