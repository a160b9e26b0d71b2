import { isWaitingStatus } from '@hearth/domain/application-status';
import type { HelocApplication } from '@hearth/domain/entities';
import { canCheckDecisionAgain, decisionPollDelayMs, pollingFallbackStatus } from '@hearth/domain/timing';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the application while it is in a waiting status: a first check at 200 ms, when the pipeline has
 * usually finished, then the spec's back-off (section 4, decision 0091); past the cap it answers the fallback status, which the step router sends to its timeout page. Used after
 * the register submit and after the SSN entry on credit/social.
 */
export async function waitForDecision(
  start: HelocApplication,
  fetchApplication: (uuid: string) => Promise<HelocApplication>,
  sleep: (ms: number) => Promise<void> = realSleep,
): Promise<HelocApplication> {
  let app = start;
  let attempts = 0;
  while (isWaitingStatus(app.status.checklistStatus)) {
    if (!canCheckDecisionAgain(attempts)) {
      const fallback = pollingFallbackStatus(app.status.checklistStatus);
      return { ...app, status: { ...app.status, checklistStatus: fallback } };
    }
    await sleep(decisionPollDelayMs(attempts));
    attempts += 1;
    app = await fetchApplication(app.uuid);
  }
  return app;
}
