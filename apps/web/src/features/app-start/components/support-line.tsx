import { useBrand } from '@/features/brand/brand-context';
import { telHref } from '@/features/brand/private-label-data';

/** Every start page ends with a way to reach a person: nothing here is a dead end. */
export function SupportLine() {
  const brand = useBrand();
  return (
    <p className="app-page__support">
      Questions? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
      <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
    </p>
  );
}
