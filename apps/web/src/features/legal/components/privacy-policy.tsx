import { DATA_PROTECTION_NOTICE } from '@hearth/domain/brands';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

export function PrivacyPolicy() {
  const brand = useBrand();
  const company = brand.companyName;
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains how {company} collects, uses, shares and protects personal information when you
        visit this site or apply for a home equity line of credit (HELOC). Federal law gives you the right to
        limit some but not all sharing, and requires us to tell you how we collect, share and protect your
        information.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Identity and contact details: your name, date of birth, Social Security number, e-mail and phone.
        </li>
        <li>Property details: the address, occupancy, ownership, liens and estimated value of your home.</li>
        <li>Financial details: income, employment, credit reports and, when you link them, bank accounts.</li>
        <li>
          Device and usage details: pages visited, browser type and approximate location while you sign.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To verify your identity, check eligibility and present loan offers.</li>
        <li>To process, underwrite, close and service your line of credit.</li>
        <li>
          To meet legal and regulatory obligations, including fraud prevention and fair lending reporting.
        </li>
        <li>To contact you about your application, and about products you agreed to hear about.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We share information with service providers that help us make your loan, such as credit bureaus,
        property valuation, title, notary and identity verification companies, under contracts that limit
        their use of it. We also share it when the law requires. We do not sell your personal information.
      </p>
      <h2>How we protect it</h2>
      <p>{DATA_PROTECTION_NOTICE}</p>
      <p>
        Access to your information is limited to employees and partners who need it to serve you, and
        sensitive values such as your Social Security number and bank account numbers are encrypted when
        stored.
      </p>
      <h2>Your choices</h2>
      <p>
        You may opt out of marketing e-mails and text messages at any time using the link or keyword in each
        message. Depending on where you live, you may have the right to request access to or deletion of your
        information.
      </p>
      <h2>Contact us</h2>
      <p>
        Questions about this policy: call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or
        e-mail <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. See also our{' '}
        <SmartLink to={brand.termsUrl}>{brand.termsLabel}</SmartLink> and{' '}
        <SmartLink to={paths.legal.licenses.getHref()}>licensing information</SmartLink>.
      </p>
    </LegalPage>
  );
}
