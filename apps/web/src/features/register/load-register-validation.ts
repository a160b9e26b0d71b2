/**
 * The step rules (`register-validation.ts`, built from the domain's step schemas) loaded on need, not with the
 * first register page (decision 0097): zod and the schemas are not part of the JavaScript the property step
 * needs to paint. The step preloads them after its first render; Continue waits for them. A failed load is
 * forgotten so the next Continue tries again.
 */
let pending: Promise<typeof import('@/features/register/register-validation')> | undefined;

export function loadRegisterValidation(): Promise<typeof import('@/features/register/register-validation')> {
  pending ??= import('@/features/register/register-validation').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
