import { useBrand } from '@/features/brand/brand-context';
import { telHref } from '@/features/brand/private-label-data';
import { InfoPage } from '@/features/info/components/info-page';
import { registerPaths } from '@/features/register/register-paths';

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
