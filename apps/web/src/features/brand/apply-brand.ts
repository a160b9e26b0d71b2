import type { Brand } from '@/features/brand/private-label-data';
import { applyBrandTheme } from '@/features/brand/theme';

/** Theme, typeface and document title follow the resolved brand (the title is the company name). */
export function applyBrandToPage(brand: Brand, doc: Document = document): void {
  applyBrandTheme(brand.theme, doc.documentElement);
  doc.documentElement.dataset.typeface = brand.typeface;
  doc.title = brand.companyName;
}
