import type { ReactNode } from 'react';
import { Link } from '@/lib/routing';

/** Lender URLs may be absolute (their own site) or one of our pages; only ours go through the router. */
export function SmartLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  if (/^https?:\/\//i.test(to)) {
    return (
      <a href={to} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
