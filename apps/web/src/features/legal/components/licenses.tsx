import { LegalPage } from '@/features/legal/components/legal-page';
import { RegulatorNotice } from '@/features/legal/components/regulator-notice';
import { useBrand } from '@/lib/brand/brand-context';

export function Licenses() {
  const brand = useBrand();
  return (
    <LegalPage title="Licenses and Disclosures">
      <p>
        {brand.companyName}
        {brand.nmls ? `, NMLS #${brand.nmls},` : ''} is licensed to make residential mortgage loans, including
        home equity lines of credit, in the states where it offers them. Products are not available in every
        state.
      </p>
      <h2>Verify our license</h2>
      <p>
        You can look up our licenses and any regulatory actions on NMLS Consumer Access at{' '}
        <a href="https://www.nmlsconsumeraccess.org/" rel="noopener noreferrer">
          www.nmlsconsumeraccess.org
        </a>
        {brand.nmls ? ` by searching for NMLS #${brand.nmls}` : ''}.
      </p>
      <h2>Equal Housing Lender</h2>
      <p>
        We do business in accordance with the Fair Housing Act and the Equal Credit Opportunity Act. We do not
        discriminate on the basis of race, color, religion, national origin, sex, marital status, age, receipt
        of public assistance, or the good-faith exercise of any right under the Consumer Credit Protection
        Act.
      </p>
      <RegulatorNotice />
    </LegalPage>
  );
}
