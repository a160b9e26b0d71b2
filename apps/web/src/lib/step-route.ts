import { BASE_PATH } from '@hearth/domain/auth';
import { type StepRoute, UNKNOWN_STATUS_MESSAGE } from '@hearth/domain/step-router';
import { ROUTE_EVENT } from '@hearth/domain/telemetry-rules';
import { telemetry } from '@/lib/telemetry';

/** The step router answers relative to the app base; dashboard and root are shell pages. */
export function hrefForStepRoute(route: StepRoute): string {
  if (route.kind === 'application') return `${BASE_PATH}${route.path}`;
  return route.path;
}

/**
 * A move the step router decided (spec section 4): the route event is tracked, and a status no row matched is
 * logged as 'Unknown heloc status' (the borrower still goes to error/timeout). Returns where to go.
 */
export function followStepRoute(
  route: StepRoute,
  facts: { applicationUuid?: string | undefined; status?: string | undefined } = {},
): string {
  const href = hrefForStepRoute(route);
  if (route.unknown) console.error(UNKNOWN_STATUS_MESSAGE, facts.status ?? '');
  void telemetry
    .track({
      event: ROUTE_EVENT,
      dontDedupe: true,
      ...(facts.applicationUuid ? { applicationUuid: facts.applicationUuid } : {}),
      eventProperties: {
        destination: href,
        ...(facts.status ? { status: facts.status } : {}),
        ...(route.unknown ? { unknownStatus: true } : {}),
      },
    })
    .catch(() => undefined);
  return href;
}
