/**
 * The journey's service paths (spec sections 4 and 7), apart from the wire schemas in `heloc-api.ts` so the web
 * app's first pages use them without loading zod (decision 0096). `heloc-api.ts` re-exports them.
 */
export const HELOC_API_PATHS = {
  createHeloc: '/service-application/api/v3/application/helocs',
  application: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`,
  allApplications: '/service-application/api/v1/application/heloc/all',
  coDeedStatus: '/service-application/api/v1/application/heloc/co-deed/status',
  consentTypes: '/service-application/api/v1/application/heloc/consent-types',
  statesEligibility: '/service-application/external/api/v2/heloc/states-eligibility',
  zipEligibility: '/service-application/external/api/v1/heloc/zip-eligibility',
  stateLicenses: '/service-application/external/api/v1/heloc/state-licenses',
  referral: (referralUuid: string) =>
    `/service-application/external/api/v1/heloc/referral-id/${referralUuid}`,
  experiments: (uuid: string) => `/service-application/api/v3/application/heloc/${uuid}/experiments`,
  optimizelyProfile: '/service-application/api/v3/application/heloc/optimizely-profile',
  abilityToStart: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
  waitlist: '/waitlist/home-equity-loan-plus',
  offerCode: (code: string) => `/service-application/external/api/v1/offercode/${encodeURIComponent(code)}`,
  affiliatePrepop: '/a/external/prepop',
  leadPortalReferral: (referralUuid: string) => `/service-lead-portal/api/referrals/${referralUuid}`,
  loanOriginator: (uuid: string) => `/service-lead-portal/api/lo/${uuid}`,
  loanOriginatorLicensedStates: (uuid: string) => `/service-lead-portal/api/lo/${uuid}/licensed-states`,
  consentPrompt: (consentType: 'SMS' | 'SMS_TRANSACTIONAL') =>
    `/service-comms-prefs/external/api/v1/consent/prompt/${consentType}`,
  consentUser: '/service-comms-prefs/secure/api/v1/consent/user',
  addressTypeahead: '/service-address/external/api/v1/typeahead',
  krangStatus: (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
  /** Not shown in the spec: the offer set of one application and the selection of one offer. */
  offers: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/offers`,
  selectOffer: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/offers/select`,
  adverseAction: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/adverse-action`,
  /** The same notice as a PDF to keep (issue 12 item 2). */
  adverseActionPdf: (uuid: string) =>
    `/service-application/api/v1/application/heloc/${uuid}/adverse-action/pdf`,
  /** Not shown in the spec (decision 0062): the SSN entered on credit/social after CREDIT_NO_MATCH. */
  ssn: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/ssn`,
} as const;
