import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors';
import {
  nyStateMismatch,
  referrerOutcome,
  regionalBlock,
  sendsSoftCreditConsent,
  usesNyFcraWording,
} from './regional';
import { MESSAGES } from './validation';

describe('regional rules', () => {
  const lo = { licensedStates: ['CA', 'tx'], enforceLicensedStatesForReferral: true };
  it.each([
    [{ propertyState: 'HI' }, 'hawaii', ERROR_MESSAGES.hawaii],
    [{ propertyState: 'ny', regulatorReview: true }, 'state-not-served', MESSAGES.stateNotServed],
    [{ propertyState: 'NY', regulatorReview: false }, null, null],
    [{ propertyState: 'VT', eligibleStates: ['CA'] }, 'state-not-served', MESSAGES.stateNotServed],
    [{ propertyState: 'ca', eligibleStates: ['CA'] }, null, null],
    [{ propertyState: 'AZ', loanOriginator: lo }, 'licensed-state', ERROR_MESSAGES.licensedStateBlocked],
    [{ propertyState: 'TX', loanOriginator: lo }, null, null],
    [{ propertyState: 'AZ', loanOriginator: { ...lo, enforceLicensedStatesForReferral: false } }, null, null],
  ])('%j -> %s', (input, kind, message) => {
    const block = regionalBlock(input);
    expect(block?.kind ?? null).toBe(kind);
    expect(block?.message ?? null).toBe(message);
  });

  it('NY FCRA wording and soft-credit consent follow the flag', () => {
    expect(usesNyFcraWording('NY', true)).toBe(true);
    expect(usesNyFcraWording('NY', false)).toBe(false);
    expect(usesNyFcraWording('CA', true)).toBe(false);
    expect(sendsSoftCreditConsent('NY', false)).toBe(false);
    expect(sendsSoftCreditConsent('NY', true)).toBe(true);
    expect(sendsSoftCreditConsent('CA', false)).toBe(true);
  });

  it.each([
    [{ required: true, present: true, valid: true }, 'proceed'],
    [{ required: true, present: false, valid: false }, 'not-accepting-apps'],
    [{ required: true, present: true, valid: false }, 'not-accepting-apps'],
    [{ required: false, present: true, valid: false }, 'drop-referrer'],
    [{ required: false, present: false, valid: false }, 'proceed'],
  ])('referrer %j -> %s', (input, outcome) => {
    expect(referrerOutcome(input)).toBe(outcome);
  });

  it.each([
    ['NY', false, true],
    ['NY', true, false],
    ['NJ', true, true],
    ['NJ', false, false],
  ])('property %s on NY site %s -> mismatch %s', (propertyState, siteIsNewYork, expected) => {
    expect(nyStateMismatch({ propertyState, siteIsNewYork })).toBe(expected);
  });
});
