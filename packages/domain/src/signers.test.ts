import { describe, expect, it } from 'vitest';
import {
  isAdditionalSigner,
  mustLogOutInRegister,
  signerConditionsPath,
  signerSeesConditions,
} from './signers';

describe('additional signer', () => {
  const v1 = { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'id-2' }] };
  it.each([
    [v1, { profileType: 'BORROWER' }, 'id-2', true],
    [v1, { profileType: 'CO_DEEDER' }, 'id-3', false],
    [{ additionalSignerVersion: 'v1', helocSigners: null }, {}, 'id-2', false],
    [
      { additionalSignerVersion: 'v2', helocSigners: [{ identityUuid: 'id-2' }] },
      { profileType: 'BORROWER' },
      'id-2',
      false,
    ],
    [{}, { profileType: 'CO_DEEDER' }, 'id-9', true],
    [null, { profileType: 'CO_DEEDER' }, 'id-9', true],
    [null, null, 'id-9', false],
  ])('%#', (app, profile, identity, expected) => {
    expect(isAdditionalSigner(app, profile, identity)).toBe(expected);
  });

  it('logs co-deeders out of the register area', () => {
    expect(mustLogOutInRegister({ profileType: 'CO_DEEDER' })).toBe(true);
    expect(mustLogOutInRegister({ profileType: 'BORROWER' })).toBe(false);
    expect(mustLogOutInRegister(null)).toBe(false);
  });

  it('shows signer conditions only with the flag', () => {
    expect(signerSeesConditions(true)).toBe(true);
    expect(signerSeesConditions(false)).toBe(false);
  });

  it.each([
    ['index', '/heloc-signer/conditions'],
    ['upload-document', '/heloc-signer/conditions/upload-document'],
    ['identity', '/heloc-signer/conditions/identity'],
    ['elsewhere', '/heloc-signer/conditions'],
  ])('conditions location %s -> %s', (location, path) => {
    expect(signerConditionsPath(location)).toBe(path);
  });
});
