import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/features/errors/components/error-fallback';

/** Route `errorElement`: shows the spec's error page for any loader, lazy-module or render failure. */
export function RouteErrorFallback({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback standalone={standalone} />;
}
