/**
 * The SMS consent prompts (TCPA): the wording a borrower agrees to is versioned by its prompt id, and
 * each saved answer names the prompt, so the exact text shown can be produced later.
 */
export const CONSENT_PROMPTS = {
  SMS: {
    consentPromptUuid: '0b6c1e52-5a43-4d1f-9a51-6a1f2d0c0001',
    consentType: 'SMS',
    version: '2026-01',
    text:
      'I agree to receive recurring marketing text messages from {companyName} at the mobile number provided. ' +
      'Consent is not a condition of any purchase. Message frequency varies. Message and data rates may apply. ' +
      'Reply STOP to cancel, HELP for help.',
  },
  SMS_TRANSACTIONAL: {
    consentPromptUuid: '0b6c1e52-5a43-4d1f-9a51-6a1f2d0c0002',
    consentType: 'SMS_TRANSACTIONAL',
    version: '2026-01',
    text:
      'I agree to receive text messages from {companyName} about my application and account at the mobile number ' +
      'provided. Message and data rates may apply. Reply STOP to cancel, HELP for help.',
  },
} as const;

export type PromptType = keyof typeof CONSENT_PROMPTS;

export function promptByUuid(uuid: string) {
  return Object.values(CONSENT_PROMPTS).find((p) => p.consentPromptUuid === uuid);
}
