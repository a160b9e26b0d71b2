import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { type AppRouter, createAppRouter } from '@/app/router';
import type { Brand } from '@/lib/brand/private-label-data';
import { setSessionExpiredHandler } from '@/lib/http-client';
import { createQueryClient } from '@/lib/query-client';

/** `router`: one `main.tsx` created and let finish loading before hydrating the server-rendered page. */
export function App({ brand, router: givenRouter }: { brand: Brand; router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = givenRouter ?? createAppRouter();
    // An expired session is a client-side navigation: the shell, brand and cache stay in place.
    setSessionExpiredHandler((loginHref) => {
      queryClient.clear();
      void appRouter.navigate(loginHref, { replace: true });
    });
    // Page views; loaded apart so telemetry adds nothing to the first page's JavaScript (decision 0070).
    void import('@/lib/telemetry').then((t) => t.trackPageViews(appRouter)).catch(() => undefined);
    return appRouter;
  });
  return (
    <AppProvider brand={brand} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
