/** Additional-signer rules of spec sections 4 and 6. */

export const SIGNER_LIST_VERSION = 'v1';

export interface SignerApplication {
  additionalSignerVersion?: string | null;
  helocSigners?: readonly { identityUuid: string }[] | null;
}

/** v1 applications list their signers; otherwise the CO_DEEDER profile type decides. */
export function isAdditionalSigner(
  app: SignerApplication | null | undefined,
  profile: { profileType?: string | null } | null | undefined,
  identityUuid: string,
): boolean {
  if (app?.additionalSignerVersion === SIGNER_LIST_VERSION) {
    return (app.helocSigners ?? []).some((s) => s.identityUuid === identityUuid);
  }
  return profile?.profileType === 'CO_DEEDER';
}

/** A co-deeder who lands in the register area is logged out (token removed, page reloaded). */
export function mustLogOutInRegister(profile: { profileType?: string | null } | null | undefined): boolean {
  return profile?.profileType === 'CO_DEEDER';
}

/** Signers see conditions only when the additional-signer-conditions flag is on. */
export function signerSeesConditions(flagEnabled: boolean): boolean {
  return flagEnabled;
}

export const SIGNER_PAGES = [
  'resume',
  'login',
  'cancelled',
  'identity',
  'intro',
  'error',
  'sign',
  'documents',
  'conditions',
] as const;
export const SIGNER_CONDITION_LOCATIONS = ['index', 'upload-document', 'identity'] as const;
export type SignerConditionLocation = (typeof SIGNER_CONDITION_LOCATIONS)[number];

/** /heloc-signer/conditions/{location}; an unknown location goes up one level, to the task list (decision 0183). */
export function signerConditionsPath(location: string): string {
  if (location === 'index') return '/heloc-signer/conditions';
  return (SIGNER_CONDITION_LOCATIONS as readonly string[]).includes(location)
    ? `/heloc-signer/conditions/${location}`
    : '/heloc-signer/conditions';
}
