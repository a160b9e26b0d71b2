import { describe, expect, it } from 'vitest';
import {
  CheckAnswersPage,
  legacyRegisterPageOf,
  OfferCodeLandingPage,
  preloadLegacyRegisterPage,
  preloadRegisterV2Page,
  registerV2PageOf,
  STEP_PAGES,
} from '@/features/register/register-pages';

describe('which page a register URL shows', () => {
  it.each([
    [undefined, { kind: 'step', step: 'index' }],
    ['', { kind: 'step', step: 'index' }],
    ['for-sale', { kind: 'step', step: 'for-sale' }],
    ['birthdate/', { kind: 'step', step: 'birthdate' }],
    ['check-answers', { kind: 'check-answers' }],
    ['offer', { kind: 'offer' }],
    ['offer/AB12CD34', { kind: 'offer', code: 'AB12CD34' }],
    // The index has no segment of its own; unknown segments start over.
    ['index', { kind: 'unknown' }],
    ['property-info', { kind: 'unknown' }],
  ])('/register-v2/%s', (splat, page) => {
    expect(registerV2PageOf(splat)).toEqual(page);
  });

  it.each([
    ['check-answers', { kind: 'check-answers' }],
    ['property-info', { kind: 'step', step: 'index' }],
    ['sale-status', { kind: 'step', step: 'for-sale' }],
    ['login-info', { kind: 'step', step: 'set-password' }],
    [null, { kind: 'step', step: 'index' }],
    ['nonsense', { kind: 'step', step: 'index' }],
  ])('/register?step=%s', (raw, page) => {
    expect(legacyRegisterPageOf(raw)).toEqual(page);
  });
});

describe('route loaders', () => {
  it("fetch the step's own chunk, so the step renders without waiting", async () => {
    await expect(preloadRegisterV2Page('annual-income')).resolves.toBeNull();
    const { IncomeStep } = await import('@/features/register/components/steps/income-step');
    await expect(STEP_PAGES['annual-income'].preload()).resolves.toBe(IncomeStep);
  });

  it('fetch check-your-answers and the offer landing for their URLs', async () => {
    await preloadRegisterV2Page('check-answers');
    const { CheckAnswers } = await import('@/features/register/components/check-answers');
    await expect(CheckAnswersPage.preload()).resolves.toBe(CheckAnswers);
    await preloadRegisterV2Page('offer/AB12CD34');
    const { OfferCodeLanding } = await import('@/features/register/components/offer-code-landing');
    await expect(OfferCodeLandingPage.preload()).resolves.toBe(OfferCodeLanding);
  });

  it("fetch the older flow's step named in ?step=", async () => {
    await expect(
      preloadLegacyRegisterPage(new URL('http://localhost/account/heloc/register?step=name')),
    ).resolves.toBeNull();
    const { LegalNameStep } = await import('@/features/register/components/steps/legal-name-step');
    await expect(STEP_PAGES['legal-name'].preload()).resolves.toBe(LegalNameStep);
  });
});
