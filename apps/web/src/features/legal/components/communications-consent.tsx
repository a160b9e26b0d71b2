import { REGISTRATION_CONSENT_TITLE, registrationConsentParagraphs } from '@hearth/domain/electronic-consent';
import { SmartLink } from '@/components/smart-link';
import { LegalPage } from '@/features/legal/components/legal-page';
import { RegulatorNotice } from '@/features/legal/components/regulator-notice';
import { useBrand } from '@/lib/brand/brand-context';

/**
 * The consent to electronic communications the register step asks for (decision 0200): the domain's words with the
 * brand's contacts, the same text whose version and SHA-256 the server stores when the borrower registers.
 */
export function CommunicationsConsent() {
  const brand = useBrand();
  const paragraphs = registrationConsentParagraphs({
    companyName: brand.companyName,
    supportPhone: brand.supportPhone,
    supportEmail: brand.supportEmail,
  });
  return (
    <LegalPage title={REGISTRATION_CONSENT_TITLE}>
      {paragraphs.map((paragraph) =>
        paragraph.heading ? (
          <h2 key={paragraph.text}>{paragraph.text}</h2>
        ) : (
          <p key={paragraph.text}>{paragraph.text}</p>
        ),
      )}
      <p>
        Please also read our <SmartLink to={brand.termsUrl}>{brand.termsLabel}</SmartLink> and our{' '}
        <SmartLink to={brand.licensesUrl}>licenses</SmartLink>.
      </p>
      <RegulatorNotice />
    </LegalPage>
  );
}
