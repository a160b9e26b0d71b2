import { BASE_PATH, isPublicPath } from '@hearth/domain/auth';
import { type SIGNER_PAGES, signerConditionsPath } from '@hearth/domain/signers';
import type { ApplicationPage } from '@hearth/domain/step-router';
import { NavigationFocus } from '@/app/navigation-focus';
import type { NotOfferedHandle } from '@/app/routes/not-offered';
import { AppShell } from '@/app/shell/app-shell';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { RouteErrorFallback } from '@/features/errors/components/route-error-fallback';
import { preloadLegacyRegisterPage, preloadRegisterV2Page } from '@/features/register/register-pages';
import { loadChunk } from '@/lib/load-page-module';
import { loginHrefFor } from '@/lib/login-redirect';
import {
  createBrowserRouter,
  type LazyRoute,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  redirectDocument,
} from '@/lib/routing';
import { isSignedIn } from '@/lib/session';

/** A page of the additional signers' area, by the spec's page name (spec section 1). */
const signerRoute = (name: (typeof SIGNER_PAGES)[number]) => `heloc-signer/${name}`;

/** Every page is its own chunk; a chunk that fails to load reloads the page up to the cap. */
function page<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => loadChunk(importer);
}

/** Private pages send a visitor without a token to login, which brings them back afterwards. */
export function requireSession({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  const url = new URL(request.url);
  if (!isPublicPath(url.pathname) && !isSignedIn()) throw redirect(loginHrefFor(url));
  return null;
}

/** Shell routes for services the lender does not run share one page, named through the route handle (decision 0222). */
function notOffered(path: string, service: NotOfferedHandle['notOfferedService']): RouteObject {
  const handle: NotOfferedHandle = { notOfferedService: service };
  return { path, handle, lazy: page(() => import('@/app/routes/not-offered')) };
}

/** The legacy jump of spec section 2. */
const LEGACY_ACCOUNT_PATH = '/account';
/** /account/heloc/{name}: the legal pages the old site served under the base path. */
const LEGACY_LEGAL_PAGES = ['terms', 'privacy', 'licenses', 'communications'] as const;
/** An area of the application named without a page (step paths such as /bank): its first page. */
const AREA_FIRST_PAGES: Record<string, ApplicationPage> = {
  bank: 'bank/disburse',
  signing: 'signing/intro',
  notary: 'notary/intro',
};

const orderBpoPage = page(() => import('@/features/collateral/pages/order-bpo-page'));
const collateralWaitPage = page(() => import('@/features/collateral/pages/collateral-wait-page'));
const prequalOutcomePage = page(() => import('@/features/application/pages/prequal-outcome-page'));

/**
 * The pages of one application (under `:uuid`), keyed by the domain's page names, the step router's answers: a page
 * name without a route, or a route for no page name, fails the type check (issue 18 item 11).
 */
const APPLICATION_PAGE_MODULES: Record<ApplicationPage, LazyRoute> = {
  'product/select': page(() => import('@/features/offers/pages/select-offer-page')),
  'product/select/confirm': page(() => import('@/features/offers/pages/confirm-offer-page')),
  'product/assets': page(() => import('@/features/offers/pages/assets-page')),
  'product/prequal-winback': page(() => import('@/features/offers/pages/prequal-winback-page')),
  'start/app-summary': page(() => import('@/features/app-start/pages/app-summary-page')),
  'start/profile': page(() => import('@/features/app-start/pages/profile-page')),
  'start/contact': page(() => import('@/features/app-start/pages/contact-page')),
  'start/hmda': page(() => import('@/features/app-start/pages/hmda-page')),
  'credit/social': page(() => import('@/features/application/pages/credit-social-page')),
  // After the offer (issue 10): income, identity and the final offer.
  'income/review': page(() => import('@/features/income/pages/income-review-page')),
  'income/link/:type': page(() => import('@/features/income/pages/income-link-page')),
  'income/pointserv-callback': page(() => import('@/features/income/pages/income-callback-page')),
  'income/upload/:type': page(() => import('@/features/income/pages/income-upload-page')),
  'income/employer-verification': page(() => import('@/features/income/pages/employer-verification-page')),
  'error/income': page(() => import('@/features/income/pages/income-error-page')),
  // Bank accounts (issue 11, decision 0161): the funds account, autopay, both confirmed.
  'bank/disburse': page(() => import('@/features/bank/pages/disburse-page')),
  'bank/manual-disburse': page(() => import('@/features/bank/pages/manual-disburse-page')),
  'bank/autopay': page(() => import('@/features/bank/pages/autopay-page')),
  'bank/confirm': page(() => import('@/features/bank/pages/confirm-page')),
  identity: page(() => import('@/features/identity/pages/identity-page')),
  'signing/intro': page(() => import('@/features/final-offer/pages/final-offer-page')),
  // After the offer, part 2 (issue 11): liens, value, title and insurance.
  liens: page(() => import('@/features/collateral/pages/liens-page')),
  'bpo/estimate-value': page(() => import('@/features/collateral/pages/estimate-value-page')),
  'bpo/order-bpo': orderBpoPage,
  'bpo/condition': orderBpoPage,
  'bpo/waiting': collateralWaitPage,
  'bpo/hold': collateralWaitPage,
  'payoff/hold': collateralWaitPage,
  'error/flood-cert': collateralWaitPage,
  'review-app/signdocs': collateralWaitPage,
  'insurance/requirements': page(() => import('@/features/collateral/pages/insurance-requirements-page')),
  'insurance/upload': page(() => import('@/features/collateral/pages/insurance-upload-page')),
  // After the offer, part 3 (issue 12): the loan documents; a notary in person, a missed notary (decision 0176).
  'signing/sign': page(() => import('@/features/signing/pages/sign-page')),
  'notary/intro': page(() => import('@/features/signing/pages/notary-intro-page')),
  'notary/session': page(() => import('@/features/signing/pages/notary-session-page')),
  'notary/schedule-manual': page(() => import('@/features/signing/pages/notary-schedule-manual-page')),
  'notary/reserve-manual': page(() => import('@/features/signing/pages/notary-reserve-manual-page')),
  'notary/error': page(() => import('@/features/signing/pages/notary-error-page')),
  complete: page(() => import('@/features/signing/pages/line-page')),
  'document/disclosures': page(() => import('@/features/documents/pages/disclosures-page')),
  // The borrower's tasks (issue 12 item 1, decision 0170).
  conditions: page(() => import('@/features/conditions/pages/conditions-page')),
  'conditions/upload-document': page(() => import('@/features/conditions/pages/upload-document-page')),
  'conditions/phone-number': page(() => import('@/features/conditions/pages/phone-number-page')),
  'signing/additional': page(() => import('@/features/signer/pages/additional-signers-page')),
  'signing/support': page(() => import('@/features/signing/pages/signing-support-page')),
  'credit/error': prequalOutcomePage,
  'review-app/no-credit': prequalOutcomePage,
  'review-app/property': prequalOutcomePage,
  'error/decline': prequalOutcomePage,
  'error/timeout': prequalOutcomePage,
  'error/credit': prequalOutcomePage,
  'review-app/uw': prequalOutcomePage,
  'review-app/delinquency': prequalOutcomePage,
  'review-app/incorrect-pin': prequalOutcomePage,
  'review-app/incorrect-ownership': prequalOutcomePage,
  'review-app/datatree': prequalOutcomePage,
  hold: prequalOutcomePage,
};

export const routes: RouteObject[] = [
  // The lender console (issue 24): its own lazy area outside the borrower's shell and session.
  {
    path: 'console/*',
    lazy: page(() => import('@/features/console/console-app')),
    hydrateFallbackElement: <PageLoading />,
  },
  // The chat agents' old address: their page is the console's (decision 0244). A literal, so the entry chunk does
  // not take the console's domain module for one path.
  { path: 'lender/chat', loader: () => redirect('/console/chat'), element: <PageLoading /> },
  {
    id: 'root',
    // Scroll position and focus on navigation are handled once, here, for every page.
    element: (
      <>
        <NavigationFocus />
        <AppShell />
      </>
    ),
    errorElement: <RouteErrorFallback standalone />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Errors render inside the shell so navigation and support details stay on screen.
        errorElement: <RouteErrorFallback />,
        loader: requireSession,
        // The guard runs on every navigation: a token can disappear between two private pages.
        shouldRevalidate: () => true,
        children: [
          // A redirect-only route still names what it renders, or React Router warns at every brand root.
          { index: true, loader: () => redirect(paths.dashboard.root.getHref()), element: <PageLoading /> },
          { path: paths.auth.login.path, lazy: page(() => import('@/app/routes/auth/login')) },
          { path: paths.dashboard.root.path, lazy: page(() => import('@/app/routes/dashboard/dashboard')) },
          {
            path: paths.dashboard.settings.path,
            lazy: page(() => import('@/app/routes/dashboard/settings')),
          },
          { path: paths.legal.privacy.path, lazy: page(() => import('@/app/routes/legal/privacy')) },
          { path: paths.legal.terms.path, lazy: page(() => import('@/app/routes/legal/terms')) },
          {
            path: paths.legal.communications.path,
            lazy: page(() => import('@/app/routes/legal/communications')),
          },
          { path: paths.legal.licenses.path, lazy: page(() => import('@/app/routes/legal/licenses')) },
          { path: paths.contact.path, lazy: page(() => import('@/app/routes/contact')) },
          // The legacy jump (spec section 2): /account goes to the dashboard as a full page load.
          {
            path: LEGACY_ACCOUNT_PATH,
            loader: () => redirectDocument(paths.dashboard.root.getHref()),
            element: <PageLoading />,
          },
          { path: paths.devTools.path, lazy: page(() => import('@/app/routes/dev-tools')) },
          { path: paths.notAcceptingApps.path, lazy: page(() => import('@/app/routes/not-accepting-apps')) },
          { path: paths.comingSoon.path, lazy: page(() => import('@/app/routes/unavailable')) },
          // The spec's other shell routes (decision 0222): /pay is built; each of the rest says what it is and
          // where a borrower goes instead.
          { path: paths.pay.path, lazy: page(() => import('@/features/pay/pages/pay-page')) },
          notOffered(paths.exchange.path, 'exchange'),
          notOffered(paths.universalMarketplace.path, 'universal-marketplace'),
          notOffered(paths.universalPassport.path, 'universal-passport'),
          // The borrower's lines and applications in one place, linked from the side nav when its flag is on.
          { path: paths.portfolio.path, lazy: page(() => import('@/features/pay/pages/portfolio-page')) },
          notOffered(paths.groupManager.path, 'group-manager'),
          {
            path: paths.heloc.root.path,
            children: [
              {
                index: true,
                loader: () => redirect(paths.heloc.registerV2.getHref()),
                element: <PageLoading />,
              },
              {
                path: 'register-v2/*',
                // The step's own chunk downloads beside the route module, not after it.
                loader: ({ params }) => preloadRegisterV2Page(params['*']),
                lazy: page(() => import('@/features/register/pages/register-v2-page')),
              },
              {
                path: 'register',
                loader: ({ request }) => preloadLegacyRegisterPage(new URL(request.url)),
                lazy: page(() => import('@/features/register/pages/legacy-register-page')),
              },
              {
                path: 'register/account-setup',
                lazy: page(() => import('@/features/register/pages/account-setup-page')),
              },
              {
                path: 'register/support',
                lazy: page(() => import('@/features/register/pages/support-page')),
              },
              { path: 'not-accepting-apps', lazy: page(() => import('@/app/routes/not-accepting-apps')) },
              // The legal pages under the old base path are the site's own pages, not an application id (issue 22).
              ...LEGACY_LEGAL_PAGES.map((name) => ({
                path: name,
                loader: () => redirectDocument(paths.legal[name].getHref()),
                element: <PageLoading />,
              })),
              // A broker's or loan officer's pipeline and one referred application, read-only (issue 23).
              { path: 'broker', lazy: page(() => import('@/features/broker/pages/pipeline-page')) },
              { path: 'broker/:uuid', lazy: page(() => import('@/features/broker/pages/application-page')) },
              {
                // The bank-link vendor's return (spec section 2): the application id comes from session storage.
                path: 'plaid-oauth-success',
                lazy: page(() => import('@/features/bank/pages/bank-link-return-page')),
              },
              {
                path: ':uuid',
                lazy: page(() => import('@/app/routes/heloc/application-layout')),
                children: [
                  {
                    index: true,
                    lazy: page(() => import('@/features/application/pages/application-resume')),
                  },
                  // Not a page: the old link goes to the income review.
                  {
                    path: 'income/link',
                    loader: ({ params }: LoaderFunctionArgs) =>
                      redirect(`${paths.heloc.root.path}/${params.uuid}/income/review`),
                  },
                  // The bare area paths go to the area's first page (issue 22 item 10).
                  ...Object.entries(AREA_FIRST_PAGES).map(([area, first]) => ({
                    path: area,
                    loader: ({ params }: LoaderFunctionArgs) =>
                      redirect(paths.heloc.applicationPage.getHref(params.uuid ?? '', first)),
                  })),
                  ...Object.entries(APPLICATION_PAGE_MODULES).map(([path, lazy]) => ({ path, lazy })),
                ],
              },
              { path: 'heloc-signer/login', lazy: page(() => import('@/app/routes/heloc/signer-login')) },
              // The additional signers' area (decision 0177); its index goes to login (spec section 1).
              {
                path: 'heloc-signer',
                loader: () => redirect(paths.heloc.signerLogin.getHref()),
                element: <PageLoading />,
              },
              {
                path: signerRoute('resume'),
                lazy: page(() => import('@/features/signer/pages/resume-page')),
              },
              { path: signerRoute('intro'), lazy: page(() => import('@/features/signer/pages/intro-page')) },
              {
                path: signerRoute('identity'),
                lazy: page(() => import('@/features/signer/pages/identity-page')),
              },
              {
                path: signerRoute('documents'),
                lazy: page(() => import('@/features/signer/pages/documents-page')),
              },
              { path: signerRoute('sign'), lazy: page(() => import('@/features/signer/pages/sign-page')) },
              {
                path: signerRoute('cancelled'),
                lazy: page(() => import('@/features/signer/pages/canceled-page')),
              },
              { path: signerRoute('error'), lazy: page(() => import('@/features/signer/pages/error-page')) },
              // The signer's tasks, behind the additional-signer-conditions flag (decision 0183).
              {
                path: signerRoute('conditions'),
                lazy: page(() => import('@/features/signer/pages/conditions-page')),
              },
              {
                path: `${signerRoute('conditions')}/upload-document`,
                lazy: page(() => import('@/features/signer/pages/conditions-upload-page')),
              },
              {
                path: `${signerRoute('conditions')}/identity`,
                lazy: page(() => import('@/features/signer/pages/conditions-identity-page')),
              },
              // Any other conditions path goes up one level (spec section 2). The borrower's phone-number page is
              // named too: `:uuid/conditions/phone-number` would otherwise outrank the splat for it.
              ...['*', 'phone-number'].map((rest) => ({
                path: `${signerRoute('conditions')}/${rest}`,
                loader: () => redirect(`${BASE_PATH}${signerConditionsPath(rest)}`),
                element: <PageLoading />,
              })),
              { path: '*', lazy: page(() => import('@/app/routes/heloc/heloc-unavailable')) },
            ],
          },
          { path: '*', lazy: page(() => import('@/app/routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
