import { QueryClient } from '@tanstack/react-query';

/** Spec section 9 state-query defaults: no refetch on mount, focus or reconnect; no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
