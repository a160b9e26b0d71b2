import { paths } from '@/config/paths';
import { useBrand } from '@/features/brand/brand-context';
import { telHref } from '@/features/brand/private-label-data';
import { InfoPage } from '@/features/info/components/info-page';

/**
 * Entry of the HELOC application area. The register steps arrive with the registration issue; until then
 * the page says plainly that online applications are not open here and how to apply by phone.
 */
export function Component() {
  const brand = useBrand();
  return (
    <InfoPage
      title={`Apply for a home equity line of credit with ${brand.companyName}`}
      action={{ to: paths.contact.getHref(), label: 'Contact a specialist' }}
    >
      <p>
        The online application is not open on this site yet. To apply today, call{' '}
        <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> and a home equity specialist will take
        your application by phone.
      </p>
    </InfoPage>
  );
}
