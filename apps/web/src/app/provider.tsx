import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/features/errors/components/app-error-boundary';
import { BrandProvider } from '@/lib/brand/brand-context';
import type { Brand } from '@/lib/brand/private-label-data';

export function AppProvider({
  brand,
  queryClient,
  children,
}: {
  brand: Brand;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <BrandProvider brand={brand}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppErrorBoundary>
    </BrandProvider>
  );
}
