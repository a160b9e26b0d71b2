import { useEffect, useRef, useState } from 'react';
import { clearAnswers, getPassword, readAnswers } from '@/features/register/register-answers';
import type { RegisterFlowContext } from '@/features/register/register-flow-context';
import { registerPaths } from '@/features/register/register-paths';
import { type SubmitOutcome, submitRegistration } from '@/features/register/submit/submit-registration';
import { useNavigate } from '@/lib/routing';

/**
 * Runs the submit once at a time (a second click while it runs does nothing), then navigates or keeps
 * the outcome for the page to show as a modal or a message.
 */
export function useSubmitRegistration(ctx: RegisterFlowContext) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const running = useRef(false);
  const routed = useRef(false);

  // The answers are cleared when this page unmounts after a routed submit, not when navigate() returns:
  // the router commits the next page in a transition, and cleared answers on a still-mounted register
  // page would trip its "no property street" guard and send the borrower back to the start.
  useEffect(
    () => () => {
      if (routed.current) clearAnswers();
    },
    [],
  );

  const submit = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    let result: SubmitOutcome;
    try {
      result = await submitRegistration({
        answers: readAnswers(),
        password: getPassword(),
        orgCode: ctx.orgCode,
        loggedIn: ctx.loggedIn,
        flags: ctx.flags,
        settings: {
          eligibleStates: ctx.eligibleStates,
          referrerRequired: ctx.referrerRequired,
          siteIsNewYork: ctx.siteIsNewYork,
        },
        loanOriginator: ctx.loanOriginator,
        now: ctx.now,
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
    switch (result.kind) {
      case 'routed':
        routed.current = true;
        navigate(result.href, result.route.state ? { state: result.route.state } : {});
        return;
      case 'not-accepting-apps':
        navigate(registerPaths.notAcceptingApps);
        return;
      case 'dashboard':
        navigate(registerPaths.dashboard);
        return;
      default:
        setOutcome(result);
    }
  };

  return { submit, busy, outcome, dismiss: () => setOutcome(null) };
}
