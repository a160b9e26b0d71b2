import { describe, expect, it } from 'vitest';
import {
  APP_START_API_PATHS,
  APP_START_MESSAGES,
  contactAnswersSchema,
  profileAnswersSchema,
  type StartFacts,
  startGaps,
  statusAfterStartAnswer,
} from './app-start';
import { MESSAGES } from './validation';

const complete: StartFacts = {
  occupancyType: 'HOME',
  homeAddress: null,
  phoneNumber: '5555550123',
  email: 'alex@example.com',
  hmdaAnswered: true,
};

describe('what the application still lacks', () => {
  it('nothing for a primary residence with phone, e-mail and HMDA answers', () => {
    expect(startGaps(complete)).toEqual([]);
  });

  it('a home address for a second home or investment property', () => {
    expect(startGaps({ ...complete, occupancyType: 'INVESTMENT' })).toEqual(['HOME_ADDRESS']);
    expect(
      startGaps({ ...complete, occupancyType: 'SECONDARY', homeAddress: { street1: '1 Main St' } }),
    ).toEqual([]);
  });

  it('a phone that is not a 10-digit US number, an invalid e-mail, unanswered HMDA', () => {
    expect(
      startGaps({ ...complete, phoneNumber: '15555550123', email: 'nope', hmdaAnswered: false }),
    ).toEqual(['PHONE', 'EMAIL', 'HMDA']);
  });
});

describe('where an answer leaves the application', () => {
  it.each([
    ['COLLECT_ADDITIONAL_INFO', [], 'APP_SUBMISSION'],
    ['COLLECT_ADDITIONAL_INFO', ['HMDA'], 'HMDA'],
    ['COLLECT_ADDITIONAL_INFO', ['PHONE'], null],
    ['HMDA', [], 'APP_SUBMISSION'],
    ['HMDA', ['PHONE'], 'APP_SUBMISSION'],
    ['HMDA', ['HMDA'], null],
    ['APP_SUBMISSION', [], null],
  ] as const)('%s with gaps %j -> %s', (status, gaps, next) => {
    expect(statusAfterStartAnswer(status, gaps)).toBe(next);
  });
});

describe('start page schemas', () => {
  it('profile: a home address unless the borrower lives at the property, with the address rules', () => {
    expect(profileAnswersSchema.safeParse({ homeAddressSameAsProperty: true }).success).toBe(true);
    const missing = profileAnswersSchema.safeParse({ homeAddressSameAsProperty: false });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([APP_START_MESSAGES.homeAddressRequired]);
    const bad = profileAnswersSchema.safeParse({
      homeAddressSameAsProperty: false,
      homeAddress: { street1: '', city: 'S4c', state: 'C', zip: '123' },
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        MESSAGES.streetRequired,
        MESSAGES.cityInvalid,
        MESSAGES.stateLength,
        MESSAGES.zipInvalid,
      ]),
    );
  });

  it('contact: the spec phone and e-mail messages', () => {
    const bad = contactAnswersSchema.safeParse({ email: '', phoneNumber: '(155) 555-0123' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.emailRequired,
      MESSAGES.phoneCountryCode,
    ]);
    expect(contactAnswersSchema.safeParse({ email: 'a@b.co', phoneNumber: '(555) 555-0123' }).success).toBe(
      true,
    );
  });
});

describe('start service paths and messages', () => {
  it('follow the application service style of spec section 7', () => {
    const base = '/service-application/api/v1/application/heloc/u1';
    expect(APP_START_API_PATHS.summary('u1')).toBe(`${base}/summary`);
    expect(APP_START_API_PATHS.profile('u1')).toBe(`${base}/profile`);
    expect(APP_START_API_PATHS.contact('u1')).toBe(`${base}/contact`);
    expect(APP_START_API_PATHS.hmda('u1')).toBe(`${base}/hmda`);
    expect(APP_START_API_PATHS.acceptDisclosures('u1')).toBe(`${base}/disclosures/accept`);
    expect(APP_START_MESSAGES.missingBeforeAccept(['your home address', 'your mobile phone'])).toBe(
      'Before you accept, please provide your home address, your mobile phone',
    );
  });
});
