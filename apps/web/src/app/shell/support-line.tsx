import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

/** "Questions? Call ..." line shown in the top bar on desktop and in the side nav everywhere. */
export function SupportLine({ className }: { className?: string }) {
  const brand = useBrand();
  return (
    <p className={className}>
      Questions? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a>
    </p>
  );
}
