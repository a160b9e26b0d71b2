import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { AppProvider } from '@/app/provider';
import { type AppRouter, createAppRouter } from '@/app/router';
import type { Brand } from '@/lib/brand/private-label-data';
import { setSessionExpiredHandler } from '@/lib/http-client';
import { createQueryClient } from '@/lib/query-client';
import { RouterProvider } from '@/lib/routing';
import { trackPageViews } from '@/lib/telemetry';

/**
 * `router`: one `main.tsx` created and let finish loading before hydrating the server-rendered page.
 * `queryState`: the answers the server rendered the page with (decision 0268), so hydration renders the same page.
 */
export function App({
  brand,
  router: givenRouter,
  queryState,
}: {
  brand: Brand;
  router?: AppRouter;
  queryState?: DehydratedState | undefined;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (queryState) hydrate(client, queryState);
    return client;
  });
  const [router] = useState(() => {
    const appRouter = givenRouter ?? createAppRouter();
    // An expired session is a client-side navigation: the shell, brand and cache stay in place.
    setSessionExpiredHandler((loginHref) => {
      queryClient.clear();
      void appRouter.navigate(loginHref, { replace: true });
    });
    // Page views (decision 0070). Part of the app's own chunk: every page downloads it before it is idle anyway,
    // and the app runs after the first paint (decision 0198), so a chunk of its own only cost a request.
    trackPageViews(appRouter);
    return appRouter;
  });
  return (
    <AppProvider brand={brand} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
