import type { HelocApplication } from '@hearth/domain/entities';
import { routeForApplication, type StepRoute } from '@hearth/domain/step-router';
import { canCheckDecisionAgain, decisionPollDelayMs } from '@hearth/domain/timing';
import { getApplication } from '@/lib/get-application';
import { getProfile } from '@/lib/get-profile';
import { followStepRoute } from '@/lib/step-route';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type StatusChange =
  | { moved: true; application: HelocApplication; route: StepRoute; href: string }
  /** The vendor has not answered within the polling: the page says so and offers to check again. */
  | { moved: false; application: HelocApplication };

type Options = {
  fetchApplication?: (uuid: string) => Promise<HelocApplication>;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * After the borrower hands something to a vendor (a payroll link, documents, identity answers) the application
 * stays in its status until the vendor's callback moves it. Polls with the spec's back-off (decision 0091) until
 * the status leaves `from`, then lets the step router name the page.
 */
export async function waitForStatusChange(
  uuid: string,
  from: string,
  options: Options = {},
): Promise<StatusChange> {
  const fetchApplication = options.fetchApplication ?? ((id: string) => getApplication(id));
  const sleep = options.sleep ?? realSleep;
  let attempts = 0;
  let app = await fetchApplication(uuid);
  while (app.status.checklistStatus === from) {
    if (!canCheckDecisionAgain(attempts)) return { moved: false, application: app };
    await sleep(decisionPollDelayMs(attempts));
    attempts += 1;
    app = await fetchApplication(uuid);
  }
  const profile = await getProfile().catch(() => null);
  const route = routeForApplication(app, profile);
  const href = followStepRoute(route, { applicationUuid: uuid, status: app.status.checklistStatus });
  return { moved: true, application: app, route, href };
}
