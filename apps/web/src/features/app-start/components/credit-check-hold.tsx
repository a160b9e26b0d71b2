import type { HelocApplication } from '@hearth/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DashboardLink, SupportLine } from '@/components/layout/support-line';
import { waitForNextStep } from '@/features/app-start/api/wait-for-next-step';
import { applicationQueryOptions } from '@/lib/get-application';
import { useNavigate } from '@/lib/routing';

type Props = {
  application: HelocApplication;
  /** Where the page is: a step route that names it again is not a move. */
  currentPath: string;
  wait?: typeof waitForNextStep;
};

/**
 * HARD_CREDIT_PULL, a processing status: the borrower accepted the disclosures and the hard pull runs as a
 * job. The page polls with the domain's back-off and moves on when the step router names another page; if
 * the pull outlasts the polling it says so and what happens next, with a way to check again or leave.
 */
export function CreditCheckHold({ application, currentPath, wait = waitForNextStep }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [stillRunning, setStillRunning] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one polling run per round, from the status shown
  useEffect(() => {
    let live = true;
    setStillRunning(false);
    wait(application)
      .then((next) => {
        if (!live) return;
        if (next.settled)
          queryClient.setQueryData(applicationQueryOptions(application.uuid).queryKey, next.application);
        if (next.settled && next.href !== currentPath) navigate(next.href, { replace: true });
        else setStillRunning(true);
      })
      .catch(() => live && setStillRunning(true));
    return () => {
      live = false;
    };
  }, [round]);

  return (
    <div className="app-page credit-check">
      <h1>{stillRunning ? 'We are still checking your credit' : 'We are checking your credit'}</h1>
      {stillRunning ? (
        <p>
          This is taking longer than usual. Your application is saved and nothing more is needed from you
          right now. We will email you as soon as the check is done, or you can check again in a few minutes.
        </p>
      ) : (
        <p role="status" className="credit-check__status">
          <span className="page-loading__spinner" aria-hidden="true" /> Thank you for accepting your
          disclosures. We are getting your credit report from the credit bureau. This usually takes less than
          a minute.
        </p>
      )}
      <h2>What happens next</h2>
      <ol className="credit-check__next">
        <li>We confirm your offer with your full credit report.</li>
        <li>You link your income and verify your identity.</li>
        <li>You sign your documents and we open your line of credit.</li>
      </ol>
      <div className="credit-check__actions">
        {stillRunning ? (
          <button type="button" className="button" onClick={() => setRound((n) => n + 1)}>
            Check again
          </button>
        ) : null}
        <DashboardLink />
      </div>
      <SupportLine />
    </div>
  );
}
