import { BASE_PATH, LOGIN_PATH, REDIRECT_URL_PARAM, SIGNER_LOGIN_PATH } from '@hearth/domain/auth';
import { LEGAL_PATHS } from '@hearth/domain/brands';
import type { ApplicationPageHref } from '@hearth/domain/step-router';

/**
 * Every URL the web app builds, page or API, comes from here so a path is spelled once
 * (spec sections 2 and 7); the spec's fixed paths come from the domain package.
 */

export type LoginKind = 'customer' | 'agent';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const staticPath = <P extends string>(path: P) => ({ path, getHref: () => path });

/** A page of one application: registered under `:uuid`, linked as /account/heloc/{uuid}/{page}. */
const startPage = <P extends string>(path: P) => ({
  path,
  getHref: (uuid: string) => `${BASE_PATH}/${uuid}/${path}`,
});

export const AGENT_LOGIN_PARAM = 'agent';

export const paths = {
  home: staticPath('/'),
  auth: {
    login: {
      path: LOGIN_PATH,
      getHref: (options: { redirectUrl?: string | undefined; agent?: boolean } = {}) =>
        withQuery(LOGIN_PATH, {
          [REDIRECT_URL_PARAM]: options.redirectUrl,
          [AGENT_LOGIN_PARAM]: options.agent ? '1' : undefined,
        }),
    },
  },
  dashboard: {
    root: staticPath('/dashboard'),
    settings: staticPath('/dashboard/settings'),
  },
  legal: {
    privacy: staticPath(LEGAL_PATHS.privacy),
    terms: staticPath(LEGAL_PATHS.terms),
    communications: staticPath(LEGAL_PATHS.communications),
    licenses: staticPath(LEGAL_PATHS.licenses),
  },
  contact: staticPath('/contact'),
  exchange: staticPath('/exchange'),
  pay: staticPath('/pay'),
  universalMarketplace: staticPath('/universal-marketplace'),
  universalPassport: staticPath('/universal-passport'),
  portfolio: staticPath('/portfolio'),
  groupManager: staticPath('/group-manager'),
  notAcceptingApps: staticPath('/not-accepting-apps'),
  /** The developer tools (spec section 6): outside production only. */
  devTools: staticPath('/dev-tools'),
  comingSoon: staticPath('/coming-soon'),
  heloc: {
    root: staticPath(BASE_PATH),
    /** Any page of one application, e.g. "income/review" or "identity" (the step router's page names; '' resumes). */
    applicationPage: { getHref: (uuid: string, page: ApplicationPageHref) => `${BASE_PATH}/${uuid}/${page}` },
    registerV2: staticPath(`${BASE_PATH}/register-v2`),
    /** The start/* pages after an offer is chosen (decision 0121); `path` is relative to `:uuid`. */
    appStart: {
      summary: startPage('start/app-summary'),
      profile: startPage('start/profile'),
      contact: startPage('start/contact'),
      hmda: startPage('start/hmda'),
    },
    signerLogin: {
      path: SIGNER_LOGIN_PATH,
      getHref: (options: { redirectUrl?: string | undefined } = {}) =>
        withQuery(SIGNER_LOGIN_PATH, { [REDIRECT_URL_PARAM]: options.redirectUrl }),
    },
    /** A page of the additional signers' area (decision 0177), e.g. "resume" or "identity". */
    signerPage: { getHref: (page: string) => `${BASE_PATH}/heloc-signer/${page}` },
  },
} as const;

export const apiPaths = {
  login: (kind: LoginKind) => `/identity-broker/${kind}/api/v3/login`,
  logout: (kind: LoginKind) => `/identity-broker/${kind}/secure/api/v3/logout`,
  profile: () => '/service-profile/api/v1/profile',
  profileName: () => '/service-profile/api/v1/profile/name',
} as const;
