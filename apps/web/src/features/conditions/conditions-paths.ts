import type { ConditionView } from '@hearth/domain/conditions';
import { isApplicationPage } from '@hearth/domain/step-router';
import { paths } from '@/config/paths';

/** The conditions list of an application. */
export const conditionsHref = (uuid: string) => paths.heloc.applicationPage.getHref(uuid, 'conditions');

/** Where a task's button leads: its page under the application; an upload names its task. */
export function taskHref(uuid: string, condition: ConditionView): string | null {
  const { location } = condition.task;
  // The server names the page; a name this build has no page for gets no button rather than a dead link.
  if (!location || !isApplicationPage(location)) return null;
  const href = paths.heloc.applicationPage.getHref(uuid, location);
  return location === 'conditions/upload-document' ? `${href}?condition=${condition.uuid}` : href;
}
