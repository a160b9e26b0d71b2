import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { PageEnding } from '@/components/layout/support-line';
import { TimeoutPage } from '@/components/layout/timeout-page';
import { useNavigate } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import { applicationQueryOptions } from '@/lib/get-application';
import { waitForStatusChange } from '@/lib/wait-for-status-change';

type Props = {
  uuid: string;
  /** The status the vendor's answer moves the application out of. */
  from: string;
  title: string;
  /** What is happening, shown while the page waits. */
  children: ReactNode;
  /** What the borrower does after this (the steps that follow). */
  next: ReactNode;
  wait?: typeof waitForStatusChange;
  /** When the wait outlasts the polling, show the timeout page with these words instead (review-app/signdocs). */
  timeoutWords?: ReactNode;
};

/**
 * A vendor is checking what the borrower gave (decision 0151): the page says so, waits for the signed callback
 * to move the application, and goes where the step router says. If the vendor is slow it says what happens
 * next and offers to check again; it is never a dead end.
 */
export function VendorWait({
  uuid,
  from,
  title,
  children,
  next,
  wait = waitForStatusChange,
  timeoutWords,
}: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [slow, setSlow] = useState(false);

  // One polling run per round and per status waited on: a move to another waiting status that shows this same
  // page (the valuation's answer starting the title search: bpo/waiting to bpo/hold) keeps it mounted, so the
  // run must start again from the new status or the page would wait forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setSlow and navigate are stable; round restarts the run
  useEffect(() => {
    let live = true;
    setSlow(false);
    wait(uuid, from)
      .then((change) => {
        if (!live) return;
        if (change.moved) {
          queryClient.setQueryData(applicationQueryOptions(uuid).queryKey, change.application);
          navigate(change.href, { replace: true });
        } else setSlow(true);
      })
      .catch(() => live && setSlow(true));
    return () => {
      live = false;
    };
  }, [round, uuid, from, wait]);

  const checkAgain = (
    <button type="button" className="button" onClick={() => setRound((n) => n + 1)}>
      Check again
    </button>
  );
  if (slow && timeoutWords) return <TimeoutPage action={checkAgain}>{timeoutWords}</TimeoutPage>;
  return (
    <div className="app-page after-offer">
      <h1>{slow ? `${title}: this is taking longer than usual` : title}</h1>
      {slow ? (
        <p>
          Everything you sent is saved and nothing more is needed from you right now. We will email you as
          soon as the check is done, or you can check again in a few minutes.
        </p>
      ) : (
        <p role="status" className="vendor-wait__status">
          <span className="page-loading__spinner" aria-hidden="true" /> {children}
        </p>
      )}
      <h2>What happens next</h2>
      {next}
      <PageEnding>{slow ? checkAgain : null}</PageEnding>
    </div>
  );
}
