import { describe, expect, it } from 'vitest';
import {
  IDENTITY_VERIFICATION_API_PATHS,
  kbaAnswersSchema,
  startVerificationSchema,
  UPLOAD_API_PATHS,
  UPLOAD_MESSAGES,
} from './identity-verification';

describe('identity verification and uploads (decisions 0132, 0134)', () => {
  it('names the paths under the application', () => {
    expect(IDENTITY_VERIFICATION_API_PATHS.answers('u')).toBe(
      '/service-application/api/v1/application/heloc/u/identity-verification/answers',
    );
    expect(UPLOAD_API_PATHS.upload('u', 'f')).toBe(
      '/service-application/api/v1/application/heloc/u/uploads/f',
    );
  });

  it('bounds the answers and the method', () => {
    expect(kbaAnswersSchema.safeParse({ answers: [] }).success).toBe(false);
    expect(
      kbaAnswersSchema.safeParse({ answers: [{ questionId: 'county', choice: 'x'.repeat(201) }] }).success,
    ).toBe(false);
    expect(startVerificationSchema.safeParse({ method: 'KBA' }).success).toBe(true);
    expect(startVerificationSchema.safeParse({ method: 'SELFIE' }).success).toBe(false);
  });

  it('states the limits in the messages', () => {
    expect(UPLOAD_MESSAGES.tooLarge).toBe('The file is larger than 20 MB.');
    expect(UPLOAD_MESSAGES.tooMany).toBe('An application can hold at most 25 files.');
  });
});
