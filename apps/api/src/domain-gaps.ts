/**
 * Server-facing messages the domain package does not define yet. The lead moves these into
 * `@hearth/domain/errors` (ERROR_MESSAGES) and deletes this file.
 */
export const DOMAIN_GAP_MESSAGES = {
  /** One message for a wrong password and an unknown e-mail alike: no user enumeration. */
  invalidCredentials: 'Invalid email or password',
  forbidden: 'forbidden',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  notFound: 'Not found',
  idempotencyKeyReused: 'Idempotency-Key was already used with a different request',
  webAppNotBuilt: 'The web app has not been built. Run `npm run build`, then restart the server.',
} as const;
