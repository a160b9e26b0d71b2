import { useEffect } from 'react';
import { ErrorFallback } from '@/features/errors/components/error-fallback';
import { useRouteError } from '@/lib/routing';

/** Route `errorElement`: shows the spec's error page for any loader, lazy-module or render failure. */
export function RouteErrorFallback({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback standalone={standalone} />;
}
