import { describe, expect, it } from 'vitest';
import {
  bearerHeader,
  isPublicPath,
  isSafeRedirectUrl,
  isSignerPath,
  LOGIN_PATH,
  legacyRedirect,
  loginPathFor,
  loginUrlWithRedirect,
  parseBearer,
  SIGNER_LOGIN_PATH,
} from './auth';

describe('isPublicPath', () => {
  it.each([
    ['/register', true],
    ['/register/', true],
    ['/account/heloc/register', true],
    ['/register?step=name', true],
    ['/terms', true],
    ['/communications', true],
    ['/privacy', true],
    ['/licenses', true],
    ['/coming-soon', true],
    ['/register/account-setup', true],
    ['/register/support', true],
    ['/register-v2', true],
    ['/register-v2/home-address', true],
    ['/account/heloc/register-v2/set-password', true],
    ['/not-accepting-apps', true],
    ['/auth/login', true],
    ['/heloc-signer/login', true],
    ['/heloc-signer/intro', true],
    ['/account/heloc/heloc-signer/error', true],
    ['/register/other', false],
    ['/dashboard', false],
    ['/', false],
    ['/account/heloc', false],
    ['/3f1c1f9e-7a47-4a5b-9c1e-0a2b3c4d5e6f/start/profile', false],
    ['/heloc-signer/sign', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('login paths', () => {
  it.each([
    ['/heloc-signer/sign', SIGNER_LOGIN_PATH],
    ['/account/heloc/heloc-signer', SIGNER_LOGIN_PATH],
    ['/dashboard', LOGIN_PATH],
    ['/heloc-signerx', LOGIN_PATH],
  ])('%s -> %s', (path, expected) => {
    expect(loginPathFor(path)).toBe(expected);
    expect(isSignerPath(path)).toBe(expected === SIGNER_LOGIN_PATH);
  });
  it('signer login is /account/heloc/heloc-signer/login', () => {
    expect(SIGNER_LOGIN_PATH).toBe('/account/heloc/heloc-signer/login');
  });
});

describe('isSafeRedirectUrl', () => {
  it.each([
    ['/dashboard', true],
    ['/account/heloc/x', true],
    ['//evil.example', false],
    ['/Dashboard', false],
    ['/1abc', false],
    ['https://evil.example', false],
    ['dashboard', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (url, expected) => {
    expect(isSafeRedirectUrl(url)).toBe(expected);
  });

  it('adds only safe redirects to the login URL', () => {
    expect(loginUrlWithRedirect('/dashboard/settings')).toBe(
      '/auth/login?redirectUrl=%2Fdashboard%2Fsettings',
    );
    expect(loginUrlWithRedirect('//evil')).toBe('/auth/login');
  });
});

describe('bearer tokens', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer  abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (header, expected) => {
    expect(parseBearer(header)).toBe(expected);
  });
  it('round-trips', () => {
    expect(parseBearer(bearerHeader('tok'))).toBe('tok');
  });
});

describe('legacy redirects', () => {
  it.each([
    ['/account/heloc-signer', '/account/heloc/heloc-signer'],
    ['/account/heloc-signer/sign', '/account/heloc/heloc-signer/sign'],
    ['/account/register', '/account/heloc/register'],
    ['/account/other', null],
  ])('%s -> %s', (path, expected) => {
    expect(legacyRedirect(path)).toBe(expected);
  });
});
