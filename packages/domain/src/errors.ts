import { z } from 'zod';

/** Every user- or developer-facing error string of spec section 8, each stated once. */
export const ERROR_MESSAGES = {
  unexpected: 'Something unexpected happened',
  fetchError: 'Error fetching',
  snag: 'Sorry, looks like we have hit a snag!',
  tryAgain: 'Try again',
  goToDashboard: 'Go to dashboard',
  responseNotDefined: (url: string) => `Response was not defined for ${url}`,
  responseNotJson: (url: string) => `Response was not convertible to json for ${url}`,
  genericBannerTitle: 'Error',
  genericBannerText: 'Something went wrong. Please try again.',
  sessionRetriesFailed: 'An error occurred while establishing a session, retries failed.',
  couldNotEstablishSession: 'Could not establish session.',
  chatConnectionLost: 'Connection lost. Attempting to reconnect.',
  chatGeneral: 'Something went wrong. Please try again later.',
  chatTokenInvalid: 'Token state is invalid.',
  chatResend: 'Something went wrong. Please try resending the message.',
  userNotFound: 'User not found',
  appIdRequiredForExperiment: 'App ID is required to save experiment',
  identityExists: 'identity exists',
  accountAlreadyExistsTitle: 'Account Already Exists',
  accountAlreadyExistsBody: 'An account with this email already exists. Please log in to continue.',
  notOfferingLoansPrefix: 'We do not currently offer loans in',
  notOfferingLoansIn: (stateName: string) => `We do not currently offer loans in ${stateName}.`,
  registerMissingFields: 'Email, phone number and password are required to register.',
  referrerRequired: 'Referrer is required but not provided.',
  hawaii: 'Looks like you are applying with a property located in Hawaii.',
  licensedStateBlocked:
    'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
  disasterZip:
    'Your property is in an area affected by a recent natural disaster. A post-disaster inspection may be required before your loan can close.',
  unknownHelocStatus: 'Unknown heloc status',
  bankOwnershipUnverified: (last4: string) =>
    `We weren't able to verify ownership of your connected account ending in ${last4}.`,
  geolocation:
    'To ensure the highest level of security while you electronically sign your documents, we need to confirm your location. Please enable location services.',
  noPrivateLabelData: 'No private label data found',
  unsupportedCalendar: 'Unsupported calendar',
  invalidMoneyInput: 'Invalid input: amount must be a number and precision must not be negative',
  invalidDrawInput: 'Invalid input: draw amount must be a non-negative number',
  duplicateMultiModal: 'Duplicate MultiModal components detected',
  maintenanceTitle: 'Scheduled Maintenance',
  maintenanceMessage:
    'We are performing scheduled maintenance to improve your experience. Please check back soon.',
  unauthenticated: 'unauthenticated',
  invalidSignature: 'invalid signature',
  /** One message for a wrong password and an unknown e-mail alike: no user enumeration. */
  invalidCredentials: 'Invalid email or password',
  /** A sign-in with the right password to an account the lender closed (decision 0245). */
  accountDeactivated:
    'Your lender has deactivated this account, so you can no longer sign in. If you think this is a mistake, contact the lender.',
  forbidden: 'forbidden',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  notFound: 'Not found',
  idempotencyKeyReused: 'Idempotency-Key was already used with a different request',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still in progress. Please retry shortly.',
  /** Bad input rejected before any schema or database sees it (decision 0086). */
  nulCharacter: 'Text must not contain the NUL character (U+0000)',
  loneSurrogate: 'Text must be valid Unicode (no unpaired surrogate code points)',
  numberOutOfRange: 'Number is out of range',
  webAppNotBuilt: 'The web app has not been built. Run `npm run build`, then restart the server.',
} as const;

/** Machine codes carried in `ApiErrorBody.error`; the web app maps them to wording, never the reverse. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'IDENTITY_EXISTS',
  'STEP_OUT_OF_ORDER',
  'STATE_NOT_SERVED',
  'REFERRER_REQUIRED',
  'CANNOT_START_APPLICATION',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Default HTTP status of each code, so server and tests agree. */
export const ERROR_CODE_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDENTITY_EXISTS: 409,
  STEP_OUT_OF_ORDER: 409,
  STATE_NOT_SERVED: 422,
  REFERRER_REQUIRED: 422,
  CANNOT_START_APPLICATION: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Body of every API 4xx/5xx response. `error` is a machine code, `message` is for people. */
export const apiErrorBodySchema = z.object({
  status: z.number().int().min(400).max(599),
  error: z.string().min(1),
  message: z.string(),
  errors: z.array(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The one error type of Hearth: a code plus the spec's wording. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: string[];

  constructor(code: ErrorCode, message: string, options: { status?: number; errors?: string[] } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status ?? ERROR_CODE_STATUS[code];
    this.errors = options.errors ?? [message];
  }

  toBody(): ApiErrorBody {
    return { status: this.status, error: this.code, message: this.message, errors: this.errors };
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** Builds an error body; 5xx bodies never carry internal detail. */
export function apiErrorBody(code: ErrorCode, message: string, errors: string[] = [message]): ApiErrorBody {
  const status = ERROR_CODE_STATUS[code];
  if (status >= 500) {
    return { status, error: code, message: ERROR_MESSAGES.unexpected, errors: [ERROR_MESSAGES.unexpected] };
  }
  return { status, error: code, message, errors };
}

/** Unique, comma-joined, ending with one period; empty input falls back to the generic message. */
export function combineErrorMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages.map((m) => m.trim()).filter((m) => m.length > 0))];
  if (unique.length === 0) return ERROR_MESSAGES.unexpected;
  const joined = unique.map((m) => m.replace(/\.+$/, '')).join(', ');
  return `${joined}.`;
}

/** What the web app shows for a failed call: the server's list, else its message, else the generic text. */
export function displayErrorMessage(body: unknown): string {
  if (!isApiErrorBody(body)) return ERROR_MESSAGES.unexpected;
  if (body.errors.length > 0) return combineErrorMessages(body.errors);
  return body.message.trim() || ERROR_MESSAGES.unexpected;
}

/**
 * `apiErrorBodySchema`'s rules without zod, so the web app's HTTP client (on every page) reads error bodies
 * without loading zod (decision 0096); errors.test.ts checks the two agree.
 */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, error, message, errors } = body as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    Number.isInteger(status) &&
    status >= 400 &&
    status <= 599 &&
    typeof error === 'string' &&
    error.length > 0 &&
    typeof message === 'string' &&
    Array.isArray(errors) &&
    errors.every((e) => typeof e === 'string')
  );
}

/** 401, or 403 saying unauthenticated / invalid signature, clears the session (spec section 8). */
export function isSessionExpiredResponse(status: number, message = ''): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const lower = message.toLowerCase();
  return lower.includes(ERROR_MESSAGES.unauthenticated) || lower.includes(ERROR_MESSAGES.invalidSignature);
}

export type RegisterErrorOutcome =
  | 'account-exists-modal'
  | 'stay-on-page'
  | 'not-accepting-apps'
  | 'dashboard';

/** Where a registration failure sends the user (spec section 8, Registration). */
export function registerErrorOutcome(status: number, message: string): RegisterErrorOutcome {
  if (message.includes(ERROR_MESSAGES.identityExists) || status === 401) return 'account-exists-modal';
  if (message.startsWith(ERROR_MESSAGES.notOfferingLoansPrefix)) return 'stay-on-page';
  if (message === ERROR_MESSAGES.referrerRequired) return 'not-accepting-apps';
  return 'dashboard';
}
