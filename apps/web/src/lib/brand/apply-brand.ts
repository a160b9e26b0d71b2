import type { Brand } from '@/lib/brand/private-label-data';
import { applyBrandTheme } from '@/lib/brand/theme';

/** Theme, typeface and document title follow the resolved brand (the title is the company name). */
export function applyBrandToPage(brand: Brand, doc: Document = document): void {
  applyBrandTheme(brand.theme, doc.documentElement);
  doc.documentElement.dataset.typeface = brand.typeface;
  doc.title = brand.companyName;
}
