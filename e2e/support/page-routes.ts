/**
 * Every route pattern of the web router (apps/web/src/app/router.tsx) as plain data, with no Playwright import, so
 * the web project's unit test can hold it against the router itself (apps/web/src/app/router-pages.test.ts) and
 * e2e/tests/pages.spec.ts can review each page (issue 18 item 4, "Reviews once"). A new route fails that test
 * until it is named here, and the pages spec fails until the catalogue (page-catalogue.ts) reviews it.
 */

/** The routes that render a page, by their full path pattern. */
export const PAGE_ROUTES = [
  // The shell.
  '/auth/login',
  '/dashboard',
  '/dashboard/settings',
  '/privacy',
  '/terms',
  '/communications',
  '/licenses',
  '/contact',
  '/dev-tools',
  '/not-accepting-apps',
  '/coming-soon',
  '/exchange',
  '/pay',
  '/universal-marketplace',
  '/universal-passport',
  '/portfolio',
  '/group-manager',
  // Register and the pages around it.
  '/account/heloc/register-v2/*',
  '/account/heloc/register',
  '/account/heloc/register/account-setup',
  '/account/heloc/register/support',
  '/account/heloc/not-accepting-apps',
  '/account/heloc/plaid-oauth-success',
  // A broker's or loan officer's pipeline (issue 23).
  '/account/heloc/broker',
  '/account/heloc/broker/:uuid',
  // One application's pages.
  '/account/heloc/:uuid/product/select',
  '/account/heloc/:uuid/product/select/confirm',
  '/account/heloc/:uuid/product/assets',
  '/account/heloc/:uuid/product/prequal-winback',
  '/account/heloc/:uuid/start/app-summary',
  '/account/heloc/:uuid/start/profile',
  '/account/heloc/:uuid/start/contact',
  '/account/heloc/:uuid/start/hmda',
  '/account/heloc/:uuid/credit/social',
  '/account/heloc/:uuid/income/review',
  '/account/heloc/:uuid/income/link/:type',
  '/account/heloc/:uuid/income/pointserv-callback',
  '/account/heloc/:uuid/income/upload/:type',
  '/account/heloc/:uuid/income/employer-verification',
  '/account/heloc/:uuid/error/income',
  '/account/heloc/:uuid/bank/disburse',
  '/account/heloc/:uuid/bank/manual-disburse',
  '/account/heloc/:uuid/bank/autopay',
  '/account/heloc/:uuid/bank/confirm',
  '/account/heloc/:uuid/identity',
  '/account/heloc/:uuid/signing/intro',
  '/account/heloc/:uuid/liens',
  '/account/heloc/:uuid/bpo/estimate-value',
  '/account/heloc/:uuid/bpo/order-bpo',
  '/account/heloc/:uuid/bpo/condition',
  '/account/heloc/:uuid/bpo/waiting',
  '/account/heloc/:uuid/bpo/hold',
  '/account/heloc/:uuid/payoff/hold',
  '/account/heloc/:uuid/error/flood-cert',
  '/account/heloc/:uuid/review-app/signdocs',
  '/account/heloc/:uuid/insurance/requirements',
  '/account/heloc/:uuid/insurance/upload',
  '/account/heloc/:uuid/signing/sign',
  '/account/heloc/:uuid/notary/intro',
  '/account/heloc/:uuid/notary/session',
  '/account/heloc/:uuid/notary/schedule-manual',
  '/account/heloc/:uuid/notary/reserve-manual',
  '/account/heloc/:uuid/notary/error',
  '/account/heloc/:uuid/complete',
  '/account/heloc/:uuid/document/disclosures',
  '/account/heloc/:uuid/conditions',
  '/account/heloc/:uuid/conditions/upload-document',
  '/account/heloc/:uuid/conditions/phone-number',
  '/account/heloc/:uuid/signing/additional',
  '/account/heloc/:uuid/signing/support',
  '/account/heloc/:uuid/credit/error',
  '/account/heloc/:uuid/review-app/no-credit',
  '/account/heloc/:uuid/review-app/property',
  '/account/heloc/:uuid/error/decline',
  '/account/heloc/:uuid/error/timeout',
  '/account/heloc/:uuid/error/credit',
  '/account/heloc/:uuid/review-app/uw',
  '/account/heloc/:uuid/review-app/delinquency',
  '/account/heloc/:uuid/review-app/incorrect-pin',
  '/account/heloc/:uuid/review-app/incorrect-ownership',
  '/account/heloc/:uuid/review-app/datatree',
  '/account/heloc/:uuid/hold',
  // The additional signers' area.
  '/account/heloc/heloc-signer/login',
  '/account/heloc/heloc-signer/intro',
  '/account/heloc/heloc-signer/identity',
  '/account/heloc/heloc-signer/documents',
  '/account/heloc/heloc-signer/sign',
  '/account/heloc/heloc-signer/cancelled',
  '/account/heloc/heloc-signer/error',
  '/account/heloc/heloc-signer/conditions',
  '/account/heloc/heloc-signer/conditions/upload-document',
  '/account/heloc/heloc-signer/conditions/identity',
  // The lender console (issue 24): one lazy area with its own pages.
  '/console/*',
  // Anything else.
  '/account/heloc/*',
  '/*',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/**
 * The routes that only send the visitor elsewhere, and where: nothing of their own is shown, so nothing is
 * reviewed. Index routes and routes whose loader redirects must be here; a page component that only navigates
 * (heloc-signer/resume) may be.
 */
export const REDIRECT_ROUTES = {
  '/': 'the dashboard (or login)',
  '/account/heloc': 'register-v2',
  '/account/heloc/:uuid': 'the page the step router picks for the status',
  '/account/heloc/:uuid/income/link': 'income/review',
  '/account/heloc/:uuid/bank': 'bank/disburse',
  '/account/heloc/:uuid/signing': 'signing/intro',
  '/account/heloc/:uuid/notary': 'notary/intro',
  '/account': 'the dashboard, as a full page load',
  '/account/heloc/terms': '/terms, as a full page load',
  '/account/heloc/privacy': '/privacy, as a full page load',
  '/account/heloc/licenses': '/licenses, as a full page load',
  '/account/heloc/communications': '/communications, as a full page load',
  '/account/heloc/heloc-signer': 'the signer login',
  '/account/heloc/heloc-signer/resume': "the signer's next page, from the co-deed status",
  '/account/heloc/heloc-signer/conditions/*': 'the signer task list',
  '/account/heloc/heloc-signer/conditions/phone-number': 'the signer task list',
  '/lender/chat': "the console's chat page (decision 0244)",
} as const;

export type RedirectRoute = keyof typeof REDIRECT_ROUTES;
