import { describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  apiErrorBodySchema,
  combineErrorMessages,
  DomainError,
  displayErrorMessage,
  ERROR_CODE_STATUS,
  ERROR_CODES,
  ERROR_MESSAGES,
  isApiErrorBody,
  isDomainError,
  isSessionExpiredResponse,
  registerErrorOutcome,
} from './errors';

describe('error messages', () => {
  it.each([
    [ERROR_MESSAGES.unexpected, 'Something unexpected happened'],
    [ERROR_MESSAGES.fetchError, 'Error fetching'],
    [ERROR_MESSAGES.snag, 'Sorry, looks like we have hit a snag!'],
    [ERROR_MESSAGES.responseNotDefined('/x'), 'Response was not defined for /x'],
    [ERROR_MESSAGES.responseNotJson('/x'), 'Response was not convertible to json for /x'],
    [ERROR_MESSAGES.genericBannerText, 'Something went wrong. Please try again.'],
    [ERROR_MESSAGES.sessionRetriesFailed, 'An error occurred while establishing a session, retries failed.'],
    [ERROR_MESSAGES.couldNotEstablishSession, 'Could not establish session.'],
    [ERROR_MESSAGES.chatConnectionLost, 'Connection lost. Attempting to reconnect.'],
    [ERROR_MESSAGES.chatGeneral, 'Something went wrong. Please try again later.'],
    [ERROR_MESSAGES.chatTokenInvalid, 'Token state is invalid.'],
    [ERROR_MESSAGES.chatResend, 'Something went wrong. Please try resending the message.'],
    [ERROR_MESSAGES.userNotFound, 'User not found'],
    [ERROR_MESSAGES.appIdRequiredForExperiment, 'App ID is required to save experiment'],
    [ERROR_MESSAGES.referrerRequired, 'Referrer is required but not provided.'],
    [ERROR_MESSAGES.hawaii, 'Looks like you are applying with a property located in Hawaii.'],
    [ERROR_MESSAGES.unknownHelocStatus, 'Unknown heloc status'],
    [ERROR_MESSAGES.duplicateMultiModal, 'Duplicate MultiModal components detected'],
    [ERROR_MESSAGES.maintenanceTitle, 'Scheduled Maintenance'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the last four digits in the bank ownership text', () => {
    expect(ERROR_MESSAGES.bankOwnershipUnverified('1234')).toContain("weren't able to verify ownership");
    expect(ERROR_MESSAGES.bankOwnershipUnverified('1234')).toContain('ending in 1234');
  });
});

describe('combineErrorMessages', () => {
  it.each([
    [[], 'Something unexpected happened'],
    [['Bad email'], 'Bad email.'],
    [['Bad email', 'Bad phone', 'Bad email'], 'Bad email, Bad phone.'],
    [['Bad email.', ' Bad phone '], 'Bad email, Bad phone.'],
    [['', '  '], 'Something unexpected happened'],
  ])('%j -> %s', (input, expected) => {
    expect(combineErrorMessages(input)).toBe(expected);
  });
});

describe('API error body', () => {
  it('has a status for every code and validates bodies', () => {
    for (const code of ERROR_CODES) expect(ERROR_CODE_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(apiErrorBodySchema.safeParse({ status: 400, error: 'X', message: 'm', errors: [] }).success).toBe(
      true,
    );
    expect(apiErrorBodySchema.safeParse({ status: 200, error: 'X', message: 'm', errors: [] }).success).toBe(
      false,
    );
  });

  it('hides detail in 5xx bodies', () => {
    expect(apiErrorBody('INTERNAL', 'db exploded')).toEqual({
      status: 500,
      error: 'INTERNAL',
      message: ERROR_MESSAGES.unexpected,
      errors: [ERROR_MESSAGES.unexpected],
    });
    expect(apiErrorBody('VALIDATION_FAILED', 'Bad', ['a', 'b'])).toEqual({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Bad',
      errors: ['a', 'b'],
    });
    expect(apiErrorBody('NOT_FOUND', 'Nope').errors).toEqual(['Nope']);
  });

  it('DomainError carries code, status and body', () => {
    const e = new DomainError('CONFLICT', 'Already there');
    expect(isDomainError(e)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(e.toBody()).toEqual({
      status: 409,
      error: 'CONFLICT',
      message: 'Already there',
      errors: ['Already there'],
    });
    expect(new DomainError('BAD_REQUEST', 'x', { status: 418, errors: [] }).toBody().status).toBe(418);
  });

  it.each([
    [{ status: 400, error: 'X', message: 'm', errors: ['a', 'a', 'b'] }, 'a, b.'],
    [{ status: 400, error: 'X', message: 'Only message', errors: [] }, 'Only message'],
    [{ status: 400, error: 'X', message: ' ', errors: [] }, ERROR_MESSAGES.unexpected],
    ['not a body', ERROR_MESSAGES.unexpected],
  ])('displays %j as %s', (body, expected) => {
    expect(displayErrorMessage(body)).toBe(expected);
  });
});

describe('session expiry', () => {
  it.each([
    [401, '', true],
    [403, 'Unauthenticated', true],
    [403, 'JWT invalid signature', true],
    [403, 'Forbidden', false],
    [400, 'unauthenticated', false],
    [500, '', false],
  ])('%i %j -> %s', (status, message, expected) => {
    expect(isSessionExpiredResponse(status, message)).toBe(expected);
  });
  it('treats a bare 403 as not expired', () => {
    expect(isSessionExpiredResponse(403)).toBe(false);
  });
});

describe('register error outcome', () => {
  it.each([
    [409, 'identity exists', 'account-exists-modal'],
    [401, 'whatever', 'account-exists-modal'],
    [422, 'We do not currently offer loans in Vermont.', 'stay-on-page'],
    [422, 'Referrer is required but not provided.', 'not-accepting-apps'],
    [500, 'boom', 'dashboard'],
  ])('%i %s -> %s', (status, message, expected) => {
    expect(registerErrorOutcome(status, message)).toBe(expected);
  });
  it('builds the not-offering message with its prefix', () => {
    expect(
      ERROR_MESSAGES.notOfferingLoansIn('Vermont').startsWith(ERROR_MESSAGES.notOfferingLoansPrefix),
    ).toBe(true);
  });
});

describe('isApiErrorBody (the zod-free check the web app uses, decision 0096)', () => {
  const valid = { status: 422, error: 'VALIDATION', message: 'Bad', errors: ['Bad'] };
  it.each([
    valid,
    { ...valid, extra: true },
    { ...valid, errors: [] },
    { ...valid, status: 400 },
    { ...valid, status: 599 },
    { ...valid, status: 399 },
    { ...valid, status: 600 },
    { ...valid, status: 422.5 },
    { ...valid, status: '422' },
    { ...valid, error: '' },
    { ...valid, message: 3 },
    { ...valid, errors: [1] },
    { ...valid, errors: 'Bad' },
    { status: 500, error: 'INTERNAL', message: 'x' },
    null,
    'error',
    [],
  ])('agrees with apiErrorBodySchema on %j', (body) => {
    expect(isApiErrorBody(body)).toBe(apiErrorBodySchema.safeParse(body).success);
  });
});
