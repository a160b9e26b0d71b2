import {
  REGISTRATION_CONSENT_PATH,
  type RegistrationConsent,
  registrationConsentSchema,
} from '@hearth/domain/electronic-consent';
import { httpClient } from '@/lib/http-client';

/**
 * GET the consent to electronic communications as the server stores it (decision 0200): its version and the SHA-256
 * of its text, which the register call sends back so the server records exactly the consent given.
 */
export async function getRegistrationConsent(organization: string): Promise<RegistrationConsent> {
  return registrationConsentSchema.parse(
    await httpClient.get(REGISTRATION_CONSENT_PATH, {
      query: { organization },
      sessionExpiryRedirect: false,
    }),
  );
}
