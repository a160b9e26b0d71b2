import type { ReactNode } from 'react';
import { Link } from '@/lib/routing';

type InfoPageProps = {
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
};

/** A short page with one message and one way forward. */
export function InfoPage({ title, children, action }: InfoPageProps) {
  return (
    <div className="page page--narrow card">
      <h1>{title}</h1>
      {children}
      {action ? (
        <Link className="button" to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
