import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';

/** The /coming-soon route of spec section 2: a feature announced but not yet open to applicants. */
export function Component() {
  const brand = useBrand();
  return (
    <InfoPage
      title="This feature is not available yet"
      action={{ to: paths.auth.login.getHref(), label: 'Go to log in' }}
    >
      <p>
        {brand.companyName} is preparing this part of the site. In the meantime you can log in to your account
        or start a home equity line of credit application.
      </p>
    </InfoPage>
  );
}
