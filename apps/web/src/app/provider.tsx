import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandProvider } from '@/features/brand/brand-context';
import type { Brand } from '@/features/brand/private-label-data';
import { AppErrorBoundary } from '@/features/errors/components/app-error-boundary';

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
