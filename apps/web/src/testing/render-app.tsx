import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { BrandProvider } from '@/lib/brand/brand-context';
import { toBrand } from '@/lib/brand/private-label-data';
import { createQueryClient } from '@/lib/query-client';
import { createMemoryRouter, type RouteObject, RouterProvider } from '@/lib/routing';
import { privateLabelDataFixture } from '@/testing/brand-fixture';

/** Renders routes in a memory router with the app's providers; returns the router to inspect navigation. */
export function renderWithRouter(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const brand = toBrand(privateLabelDataFixture());
  const view = render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BrandProvider>,
  );
  return { router, queryClient, brand, ...view };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}
