import {
  DATA_PROTECTION_NOTICE,
  ELIGIBILITY_NOTICE,
  FOOTER_DISCLOSURES,
  LEGAL_PATHS,
} from '@hearth/domain/brands';
import { SmartLink } from '@/components/smart-link';
import { useBrand } from '@/lib/brand/brand-context';

/** Spec section 1 disclosures and notices, with the brand's legal links and licensing. */
export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 className="site-footer__heading">About {brand.companyName} home equity lines of credit</h2>
        <ul className="site-footer__disclosures">
          {Object.values(FOOTER_DISCLOSURES).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p>{DATA_PROTECTION_NOTICE}</p>
        <p>{ELIGIBILITY_NOTICE}</p>
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
