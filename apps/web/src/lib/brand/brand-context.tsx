import { createContext, type ReactNode, use } from 'react';
import type { Brand } from '@/lib/brand/private-label-data';

const BrandContext = createContext<Brand | null>(null);

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

export function useBrand(): Brand {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside BrandProvider');
  return brand;
}

/** For the last-resort error page, which may render before or without a brand. */
export function useOptionalBrand(): Brand | null {
  return use(BrandContext);
}
