import { InfoPage } from '@/components/layout/info-page';
import { registerPaths } from '@/features/register/register-paths';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

/** /register/support: who to call when registration does not work. */
export function Component() {
  const brand = useBrand();
  return (
    <InfoPage
      title="Get help with your application"
      action={{ to: registerPaths.v2Step('index'), label: 'Back to the application' }}
    >
      <p>
        Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. A home equity specialist at{' '}
        {brand.companyName} will help you finish your application.
      </p>
    </InfoPage>
  );
}
