import { commsConsentRequestSchema } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { z } from 'zod';
import { httpClient } from '@/lib/http-client';

type SmsConsentType = 'SMS' | 'SMS_TRANSACTIONAL';

const promptSchema = z.looseObject({ consentPromptUuid: z.string().min(1) });

/** GET the consent prompt the borrower saw, so the saved consent names its exact wording version. */
export async function getConsentPrompt(type: SmsConsentType): Promise<string> {
  return promptSchema.parse(await httpClient.get(HELOC_API_PATHS.consentPrompt(type))).consentPromptUuid;
}

/**
 * POST consent/user with one record per SMS prompt shown: OPT_IN when ticked, OPT_OUT otherwise.
 * Nothing is sent when no SMS prompt was shown.
 */
export async function saveSmsConsents(input: {
  org: string;
  phone: string;
  email: string;
  consents: { type: SmsConsentType; optIn: boolean }[];
}): Promise<void> {
  if (input.consents.length === 0) return;
  const consents = [];
  for (const consent of input.consents) {
    consents.push({
      consentPromptUuid: await getConsentPrompt(consent.type),
      optInOut: consent.optIn ? ('OPT_IN' as const) : ('OPT_OUT' as const),
    });
  }
  const body = commsConsentRequestSchema.parse({
    org: input.org,
    source: 'REGISTER',
    productType: 'HELOC',
    phone: input.phone,
    email: input.email,
    consents,
  });
  await httpClient.post(HELOC_API_PATHS.consentUser, body);
}
