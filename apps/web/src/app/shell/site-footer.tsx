import { isPublicPath, isSignerPath } from '@hearth/domain/auth';
import {
  DATA_PROTECTION_NOTICE,
  ELIGIBILITY_NOTICE,
  FOOTER_DISCLOSURES,
  LEGAL_PATHS,
} from '@hearth/domain/brands';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { isProductionHost } from '@/lib/brand/environment';
import { useFeatureFlag } from '@/lib/feature-flags';
import { Link, useLocation } from '@/lib/routing';
import { useHydrated } from '@/lib/use-browser-value';

/**
 * The pages a visitor arrives on before an application (decision 0209): the first register page, the older register
 * flow, login and the public legal pages. The later register steps, the application's pages, the additional
 * signer's pages and the account pages are not: there the marketing list was the same block under every step.
 */
export function isEntryPath(pathname: string): boolean {
  if (!isPublicPath(pathname) || isSignerPath(pathname)) return false;
  return !/\/register-v2\/[^/]/.test(pathname);
}

/**
 * Spec section 1's footer: on the entry pages, the disclosures (loan amounts, APRs, fee, timing, the age-restricted
 * variant) and both notices; on every page, the data-protection notice, the brand's legal links and its licensing
 * (NMLS number, Equal Housing Lender).
 */
export function SiteFooter() {
  const brand = useBrand();
  const entry = isEntryPath(useLocation().pathname);
  // Outside production only (spec section 6), and only once the browser knows its host name.
  const devToolsFlag = useFeatureFlag('fe-heloc-dev-tools');
  const hydrated = useHydrated();
  const devTools = devToolsFlag && hydrated && !isProductionHost();
  return (
    <footer className={entry ? 'site-footer' : 'site-footer site-footer--legal'}>
      <div className="site-footer__inner">
        {entry ? (
          <>
            <h2 className="site-footer__heading">About {brand.companyName} home equity lines of credit</h2>
            <ul className="site-footer__disclosures">
              {Object.values(FOOTER_DISCLOSURES).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>{DATA_PROTECTION_NOTICE}</p>
        {entry ? <p>{ELIGIBILITY_NOTICE}</p> : null}
        <nav aria-label="Legal">
          <ul className="site-footer__links">
            <li>
              <SmartLink to={brand.privacyUrl}>Privacy Policy</SmartLink>
            </li>
            <li>
              <SmartLink to={brand.termsUrl}>{brand.termsLabel}</SmartLink>
            </li>
            <li>
              <SmartLink to={brand.licensesUrl}>Licenses</SmartLink>
            </li>
            <li>
              <SmartLink to={LEGAL_PATHS.communications}>Electronic Communications</SmartLink>
            </li>
            {devTools ? (
              <li>
                <Link to={paths.devTools.getHref()}>Developer tools</Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {brand.companyName}.{brand.nmls ? ` NMLS #${brand.nmls}.` : ''} Equal
          Housing Lender.
        </p>
      </div>
    </footer>
  );
}
