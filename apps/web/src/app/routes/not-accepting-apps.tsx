import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

export function Component() {
  const brand = useBrand();
  return (
    <InfoPage
      title="We are not accepting applications through this link"
      action={{ to: paths.contact.getHref(), label: 'Contact us' }}
    >
      <p>
        {brand.companyName} can only take this application with a valid referral. Please reach out to the loan
        officer or partner who sent you, or call us at{' '}
        <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> and we will help you find the right way
        to apply.
      </p>
    </InfoPage>
  );
}
