import { describe, expect, it } from 'vitest';
import { contactInfoKnown, registerStepProgress } from './register-groups';
import {
  CREATE_APPLICATION_PROGRESS_MESSAGES,
  LEGACY_REGISTER_STEPS,
  LEGACY_TO_V2,
  nextRegisterV2Step,
  parseLegacyStep,
  registerV2Redirect,
  registerV2StepPath,
  registerV2Steps,
  registrationSubmitPlan,
} from './register-progress';

describe('register v2 steps', () => {
  it('lists eight steps, six in the newer authentication mode', () => {
    expect(registerV2Steps(false)).toHaveLength(8);
    expect(registerV2Steps(true)).toEqual([
      'index',
      'home-address',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
    ]);
  });

  it.each([
    ['index', false, 0, 8, 13],
    ['birthdate', false, 5, 8, 75],
    ['set-password', false, 7, 8, 100],
    ['birthdate', true, 5, 6, 100],
  ] as const)('%s (new auth %s) -> %i of %i, %i%%', (step, newAuth, index, total, percent) => {
    expect(registerStepProgress(registerV2Steps(newAuth), step)).toMatchObject({ index, total, percent });
  });

  it('moves to the next step and ends after the last', () => {
    expect(nextRegisterV2Step('index', false)).toBe('home-address');
    expect(nextRegisterV2Step('birthdate', false)).toBe('phone-and-email');
    expect(nextRegisterV2Step('birthdate', true)).toBeNull();
    expect(nextRegisterV2Step('set-password', true)).toBeNull();
  });

  it('builds paths', () => {
    expect(registerV2StepPath('index')).toBe('/register-v2');
    expect(registerV2StepPath('for-sale')).toBe('/register-v2/for-sale');
  });

  it.each([
    [
      { redesignEnabled: false, step: 'for-sale', hasPropertyStreet: true, search: '?org=ACME' },
      '/register?org=ACME',
    ],
    [{ redesignEnabled: false, step: 'index', hasPropertyStreet: false }, '/register'],
    [{ redesignEnabled: true, step: 'for-sale', hasPropertyStreet: false }, '/register-v2'],
    [{ redesignEnabled: true, step: 'index', hasPropertyStreet: false }, null],
    [{ redesignEnabled: true, step: 'for-sale', hasPropertyStreet: true }, null],
  ] as const)('redirect %j -> %s', (input, expected) => {
    expect(registerV2Redirect(input)).toBe(expected);
  });
});

describe('legacy register', () => {
  it('derives progress from the step position', () => {
    expect(LEGACY_REGISTER_STEPS).toHaveLength(7);
    const legacy = LEGACY_REGISTER_STEPS.map((s) => LEGACY_TO_V2[s]);
    expect(registerStepProgress(legacy, 'index')).toMatchObject({ index: 0, total: 7, percent: 14 });
    expect(registerStepProgress(legacy, 'set-password')).toMatchObject({ index: 6, total: 7, percent: 100 });
  });

  it('parses the step parameter with a safe default', () => {
    expect(parseLegacyStep('name')).toBe('name');
    expect(parseLegacyStep('bogus')).toBe('property-info');
    expect(parseLegacyStep(null)).toBe('property-info');
  });

  it('labels the groups, marks where the borrower is, and drops a group none of whose steps is walked', () => {
    const all = registerV2Steps(false);
    const atBirthdate = registerStepProgress(all, 'birthdate');
    expect(atBirthdate.groups).toEqual([
      { label: 'Property Info', state: 'done' },
      { label: 'Income Info', state: 'done' },
      { label: 'Personal Info', state: 'current' },
      { label: 'Contact Info', state: 'upcoming' },
      { label: 'Login Info', state: 'upcoming' },
    ]);
    expect(atBirthdate.stepLabel).toBe('Birthdate');
    expect(registerStepProgress(all, 'for-sale').stepLabel).toBe('Sale Status');
    const skipped = registerStepProgress(
      all.filter((s) => s !== 'phone-and-email'),
      'set-password',
    );
    expect(skipped.groups.map((g) => g.label)).not.toContain('Contact Info');
    expect(skipped).toMatchObject({ index: 6, total: 7, percent: 100 });
    expect(registerStepProgress(registerV2Steps(true), 'birthdate').groups.map((g) => g.label)).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
    ]);
  });

  it('knows the contact details only when the entry link brought a valid e-mail and phone', () => {
    const both = ['email', 'phoneNumber'];
    expect(
      contactInfoKnown({ email: 'sam@example.com', phoneNumber: '(555) 201-3344', prefilled: both }),
    ).toBe(true);
    expect(contactInfoKnown({ email: 'sam@example.com', phoneNumber: '5552013344', prefilled: both })).toBe(
      true,
    );
    expect(
      contactInfoKnown({ email: 'sam@example.com', phoneNumber: '(555) 201-3344', prefilled: ['email'] }),
    ).toBe(false);
    expect(contactInfoKnown({ email: 'sam@', phoneNumber: '(555) 201-3344', prefilled: both })).toBe(false);
    expect(contactInfoKnown({ email: 'sam@example.com', phoneNumber: '1555201334', prefilled: both })).toBe(
      false,
    );
    expect(contactInfoKnown({ email: 'sam@example.com', phoneNumber: '(555) 201', prefilled: both })).toBe(
      false,
    );
  });
});

describe('registration submit', () => {
  it('runs in the spec order, skipping identity registration when logged in', () => {
    expect(registrationSubmitPlan({ loggedIn: false })[1]).toBe('register-identity');
    expect(registrationSubmitPlan({ loggedIn: true })).toEqual([
      'waitlist-check',
      'save-phone',
      'check-ability-to-start',
      'create-heloc',
      'save-sms-consents',
      'send-started-events',
      'route-to-next-step',
    ]);
    expect(CREATE_APPLICATION_PROGRESS_MESSAGES).toHaveLength(7);
  });
});
