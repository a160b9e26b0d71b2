import { Link } from '@/lib/routing';

/** "You have N tasks to do. View your tasks", the borrower's and an additional signer's (0183); nothing at 0. */
export function OpenTasksNotice({ count, href }: { count: number; href: string }) {
  if (count === 0) return null;
  return (
    <p className="notice tasks-notice">
      {count === 1 ? 'You have a task to do.' : `You have ${count} tasks to do.`}{' '}
      <Link to={href}>View your tasks</Link>
    </p>
  );
}
