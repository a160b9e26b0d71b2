import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';
import { useBrand } from '@/lib/brand/brand-context';

export function Terms() {
  const brand = useBrand();
  const company = brand.companyName;
  return (
    <LegalPage title={brand.termsLabel}>
      <p>
        These terms govern your use of the {company} website and online HELOC application. By creating an
        account or using the site you agree to them. Your line of credit itself is governed by the loan
        agreement and disclosures you sign at closing.
      </p>
      <h2>Your account</h2>
      <p>
        You must be at least 18 years old and give accurate, complete information. Keep your password
        confidential; you are responsible for activity under your account. Tell us at once if you suspect
        unauthorized use.
      </p>
      <h2>Offers are not commitments to lend</h2>
      <p>
        Rates and amounts shown before final approval are estimates based on the information provided and a
        soft credit check. A final offer depends on verification of your identity, income, property value,
        title and insurance, and on a hard credit inquiry made with your consent.
      </p>
      <h2>Electronic records and signatures</h2>
      <p>
        You agree to receive disclosures and sign documents electronically as described in our{' '}
        <SmartLink to={paths.legal.communications.getHref()}>Electronic Communications</SmartLink> consent.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the site: no attempts to access other people's data, interfere with its operation, or
        submit information that is false or belongs to someone else without their authority.
      </p>
      <h2>Privacy</h2>
      <p>
        How we handle your information is described in our{' '}
        <SmartLink to={brand.privacyUrl}>Privacy Policy</SmartLink>.
      </p>
      <h2>Changes and governing law</h2>
      <p>
        We may update these terms; the effective date above shows the latest version. Federal law and the law
        of the state where your property is located govern these terms.
      </p>
    </LegalPage>
  );
}
