import type { HelocApplication } from '@hearth/domain/entities';
import { routeForApplication, type StepRoute } from '@hearth/domain/step-router';
import { getApplication } from '@/lib/get-application';
import { getProfile } from '@/lib/get-profile';
import { followStepRoute } from '@/lib/step-route';
import { waitForDecision } from '@/lib/wait-for-decision';

export type NextStep =
  | { settled: true; application: HelocApplication; route: StepRoute; href: string }
  /** Polling gave up while the application was still processing (the hard pull is still running). */
  | { settled: false; application: HelocApplication };

type Options = {
  fetchApplication?: (uuid: string) => Promise<HelocApplication>;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * After the disclosures the application is in HARD_CREDIT_PULL, a processing status: poll it with the
 * domain's back-off (waitForDecision) and let the step router name the next page. Unlike the register
 * submit, a pull that outlasts the polling is not "unknown": it is still running, and the page says so.
 */
export async function waitForNextStep(start: HelocApplication, options: Options = {}): Promise<NextStep> {
  const fetchApplication = options.fetchApplication ?? ((uuid: string) => getApplication(uuid));
  let last = start;
  const settled = await waitForDecision(
    start,
    async (uuid) => {
      last = await fetchApplication(uuid);
      return last;
    },
    options.sleep,
  );
  // waitForDecision answers a fallback status once it gives up; the last real answer says what is true.
  if (settled.status.checklistStatus !== last.status.checklistStatus) {
    return { settled: false, application: last };
  }
  const profile = await getProfile().catch(() => null);
  const route = routeForApplication(settled, profile);
  const href = followStepRoute(route, {
    applicationUuid: settled.uuid,
    status: settled.status.checklistStatus,
  });
  return { settled: true, application: settled, route, href };
}
