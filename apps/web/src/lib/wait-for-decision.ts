import { isWaitingStatus } from '@hearth/domain/application-status';
import type { HelocApplication } from '@hearth/domain/entities';
import { canPollAgain, pollingDelayMs, pollingFallbackStatus } from '@hearth/domain/timing';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the application with the spec's back-off (section 4) while it is in a waiting status; past the
 * retry cap it answers the fallback status, which the step router sends to its timeout page. Used after
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
    if (!canPollAgain(attempts)) {
      const fallback = pollingFallbackStatus(app.status.checklistStatus);
      return { ...app, status: { ...app.status, checklistStatus: fallback } };
    }
    await sleep(pollingDelayMs(attempts));
    attempts += 1;
    app = await fetchApplication(app.uuid);
  }
  return app;
}
