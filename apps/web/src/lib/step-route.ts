import { BASE_PATH } from '@hearth/domain/auth';
import type { StepRoute } from '@hearth/domain/step-router';

/** The step router answers relative to the app base; dashboard and root are shell pages. */
export function hrefForStepRoute(route: StepRoute): string {
  if (route.kind === 'application') return `${BASE_PATH}${route.path}`;
  return route.path;
}
