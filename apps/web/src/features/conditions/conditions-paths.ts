import type { ConditionView } from '@hearth/domain/conditions';
import { paths } from '@/config/paths';

/** The conditions list of an application. */
export const conditionsHref = (uuid: string) => paths.heloc.applicationPage.getHref(uuid, 'conditions');

/** Where a task's button leads: its page under the application; an upload names its task. */
export function taskHref(uuid: string, condition: ConditionView): string | null {
  const { location } = condition.task;
  if (!location) return null;
  const href = paths.heloc.applicationPage.getHref(uuid, location);
  return location === 'conditions/upload-document' ? `${href}?condition=${condition.uuid}` : href;
}
