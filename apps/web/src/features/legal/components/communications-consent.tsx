import { SmartLink } from '@/components/smart-link';
import { LegalPage } from '@/features/legal/components/legal-page';
import { RegulatorNotice } from '@/features/legal/components/regulator-notice';
import { useBrand } from '@/lib/brand/brand-context';

export function CommunicationsConsent() {
  const brand = useBrand();
  const company = brand.companyName;
  return (
    <LegalPage title="Consent to Electronic Communications">
      <p>
        Under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN), {company} needs
        your consent before providing disclosures, notices and loan documents to you electronically.
      </p>
      <h2>What this consent covers</h2>
      <p>
        Application disclosures, credit score notices, adverse action notices, loan agreements, periodic
        statements and any other communication about your home equity line of credit.
      </p>
      <h2>Paper copies and withdrawing consent</h2>
      <p>
        You may ask for a paper copy of any document at no charge, and you may withdraw this consent at any
        time, by e-mailing <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> or calling{' '}
        {brand.supportPhone}. Withdrawing consent may end your online application.
      </p>
      <h2>What you need</h2>
      <ul>
        <li>A current version of Chrome, Edge, Firefox or Safari with JavaScript enabled.</li>
        <li>Software that opens PDF files, and a valid e-mail address.</li>
        <li>Enough storage to save documents, or a printer.</li>
      </ul>
      <p>
        Please also read our <SmartLink to={brand.termsUrl}>{brand.termsLabel}</SmartLink> and our{' '}
        <SmartLink to={brand.licensesUrl}>licenses</SmartLink>.
      </p>
      <RegulatorNotice />
    </LegalPage>
  );
}
