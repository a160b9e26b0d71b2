import type { ReactNode } from 'react';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { paths } from '@/config/paths';
import '@/components/layout/after-offer.css';

/** The step router's page for the application now (after a step, the router says where to go). */
export const nextStepHref = (uuid: string) => paths.heloc.applicationPage.getHref(uuid, '');

/** Loading and load-error states of part 2's pages, whose way back is the application itself. */
export function CollateralQueryState({
  uuid,
  query,
  children,
}: {
  uuid: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  if (query.isError)
    return (
      <StartLoadError
        uuid={uuid}
        error={query.error}
        back={{ href: '/dashboard', label: 'Go to your dashboard' }}
      />
    );
  if (query.isPending) return <StartLoading />;
  return <>{children}</>;
}
