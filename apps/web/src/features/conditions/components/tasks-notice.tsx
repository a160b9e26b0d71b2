import { OpenTasksNotice } from '@/components/tasks/open-tasks-notice';
import { useConditions } from '@/features/conditions/api/conditions-api';
import { conditionsHref } from '@/features/conditions/conditions-paths';
import { useLocation } from '@/lib/routing';

/**
 * Above every application page while the borrower has tasks to do (decision 0170): how many, and the way to the
 * task list. Nothing while there are none, while the list loads or fails, and on the conditions pages themselves.
 */
export function TasksNotice({ uuid }: { uuid: string }) {
  const conditions = useConditions(uuid);
  const href = conditionsHref(uuid);
  const onTasks = useLocation().pathname.startsWith(href);
  const open = conditions.data?.filter((c) => c.actionNeeded).length ?? 0;
  if (onTasks) return null;
  return <OpenTasksNotice count={open} href={href} />;
}
