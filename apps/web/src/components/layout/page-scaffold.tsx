import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SupportLine } from '@/components/layout/support-line';
import { PageLoading } from '@/components/page-loading';
import { userMessageFor } from '@/lib/http-client';

/**
 * A page that shows what one query read (issue 18 item 11): the loading state while it is pending, then the page
 * frame (its title and the support line) around either the error, announced, or the page itself.
 */
export function PageScaffold<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoading />;
  return (
    <div className="app-page after-offer">
      <h1>{title}</h1>
      {query.isError ? <p role="alert">{userMessageFor(query.error)}</p> : children(query.data)}
      <SupportLine />
    </div>
  );
}
