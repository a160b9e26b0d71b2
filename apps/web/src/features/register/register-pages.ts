import {
  LEGACY_STEP_PARAM,
  LEGACY_TO_V2,
  parseLegacyStep,
  REGISTER_V2_STEPS,
  type RegisterV2Step,
} from '@hearth/domain/register-progress';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { CHECK_ANSWERS } from '@/features/register/register-paths';
import { type LazyPart, lazyPart } from '@/lib/lazy-part';

/**
 * The register pages, each in a chunk of its own (ARCHITECTURE.md section 7: the first register page loads the
 * property step only). The router's loaders call `preloadRegisterV2Page` / `preloadLegacyRegisterPage` so the
 * page's chunk downloads beside the route module on arrival, and before the switch on every Continue.
 */
export const STEP_PAGES: Record<RegisterV2Step, LazyPart<StepPageProps>> = {
  index: lazyPart(() =>
    import('@/features/register/components/steps/property-step').then((m) => m.PropertyStep),
  ),
  'home-address': lazyPart(() =>
    import('@/features/register/components/steps/home-address-step').then((m) => m.HomeAddressStep),
  ),
  'for-sale': lazyPart(() =>
    import('@/features/register/components/steps/for-sale-step').then((m) => m.ForSaleStep),
  ),
  'annual-income': lazyPart(() =>
    import('@/features/register/components/steps/income-step').then((m) => m.IncomeStep),
  ),
  'legal-name': lazyPart(() =>
    import('@/features/register/components/steps/legal-name-step').then((m) => m.LegalNameStep),
  ),
  birthdate: lazyPart(() =>
    import('@/features/register/components/steps/birthdate-step').then((m) => m.BirthdateStep),
  ),
  'phone-and-email': lazyPart(() =>
    import('@/features/register/components/steps/contact-step').then((m) => m.ContactStep),
  ),
  'set-password': lazyPart(() =>
    import('@/features/register/components/steps/set-password-step').then((m) => m.SetPasswordStep),
  ),
};

/** Check-your-answers with the submit, its modals and the processing modal. */
export const CheckAnswersPage = lazyPart(() =>
  import('@/features/register/components/check-answers').then((m) => m.CheckAnswers),
);

/** The direct-mail landing (decision 0051). */
export const OfferCodeLandingPage = lazyPart(() =>
  import('@/features/register/components/offer-code-landing').then((m) => m.OfferCodeLanding),
);

/** `/account/heloc/register-v2/offer[/{code}]` */
export const OFFER_SEGMENT = 'offer';

export function isRegisterV2Step(value: string): value is RegisterV2Step {
  return (REGISTER_V2_STEPS as readonly string[]).includes(value);
}

/** What a `/register-v2/{splat}` URL shows; `unknown` goes back to the first question. */
export type RegisterV2Page =
  | { kind: 'step'; step: RegisterV2Step }
  | { kind: 'check-answers' }
  | { kind: 'offer'; code?: string }
  | { kind: 'unknown' };

export function registerV2PageOf(splat: string | undefined): RegisterV2Page {
  const segment = splat?.replace(/\/+$/, '') ?? '';
  if (segment === OFFER_SEGMENT) return { kind: 'offer' };
  if (segment.startsWith(`${OFFER_SEGMENT}/`)) {
    return { kind: 'offer', code: segment.slice(OFFER_SEGMENT.length + 1) };
  }
  if (segment === '') return { kind: 'step', step: 'index' };
  if (segment === CHECK_ANSWERS) return { kind: 'check-answers' };
  if (isRegisterV2Step(segment) && segment !== 'index') return { kind: 'step', step: segment };
  return { kind: 'unknown' };
}

/** What `/register?step=...` shows: check-your-answers, or a step (an unknown one is the first). */
export function legacyRegisterPageOf(
  raw: string | null,
): { kind: 'step'; step: RegisterV2Step } | { kind: 'check-answers' } {
  if (raw === CHECK_ANSWERS) return { kind: 'check-answers' };
  return { kind: 'step', step: LEGACY_TO_V2[parseLegacyStep(raw)] };
}

function preloadPage(page: RegisterV2Page): Promise<unknown> {
  switch (page.kind) {
    case 'step':
      return STEP_PAGES[page.step].preload();
    case 'check-answers':
      return CheckAnswersPage.preload();
    case 'offer':
      return OfferCodeLandingPage.preload();
    case 'unknown':
      return STEP_PAGES.index.preload();
  }
}

/** Route loader of `/register-v2/*`: fetches the page's chunk beside the route module. */
export async function preloadRegisterV2Page(splat: string | undefined): Promise<null> {
  await preloadPage(registerV2PageOf(splat));
  return null;
}

/** Route loader of `/register?step=...`. */
export async function preloadLegacyRegisterPage(url: URL): Promise<null> {
  await preloadPage(legacyRegisterPageOf(url.searchParams.get(LEGACY_STEP_PARAM)));
  return null;
}
