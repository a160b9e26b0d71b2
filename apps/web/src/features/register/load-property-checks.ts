/**
 * What Continue checks on the property step beyond the answers (where the lender lends, a disaster ZIP), loaded
 * like the step rules: at the borrower's first interaction, not with the first register page (decision 0198).
 * A failed load is forgotten so the next Continue tries again.
 */
type PropertyChecks = [
  typeof import('@/features/register/submit/property-checks'),
  typeof import('@/features/register/api/get-eligibility'),
];

let pending: Promise<PropertyChecks> | undefined;

export function loadPropertyChecks(): Promise<PropertyChecks> {
  pending ??= Promise.all([
    import('@/features/register/submit/property-checks'),
    import('@/features/register/api/get-eligibility'),
  ]).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
