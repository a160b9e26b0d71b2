import { describe, expect, it } from 'vitest';
import { type EntryContext, emptyAnswers } from '@/features/register/register-answers';
import { createHelocBody, type SubmitContext } from '@/features/register/submit/submit-registration';
import { completeAnswers } from '@/features/register/testing-fixtures';

function body(entry: EntryContext) {
  const ctx: SubmitContext = {
    answers: { ...emptyAnswers(), ...completeAnswers(), entry },
    password: 'Str0ng!Password',
    orgCode: 'HEARTH',
    loggedIn: false,
    flags: { regulatorReview: false, nyModal: false, nyFcra: false, smsTransactional: false },
    settings: { referrerRequired: false, siteIsNewYork: false },
    now: () => new Date('2026-11-20T12:00:00Z'),
  };
  return createHelocBody(ctx);
}

describe('createHelocBody entry fields', () => {
  it('sends the offer code, referrer and referral of the entry link', () => {
    expect(
      body({ offerCode: 'HAPPY2026', referrerId: 'lo-1', referralId: 'r-1', utm: { utm_source: 'mail' } }),
    ).toMatchObject({
      offerCode: 'HAPPY2026',
      referrerId: 'lo-1',
      referralId: 'r-1',
      utmParameters: { utm_source: 'mail' },
    });
  });

  it('marks an affiliate application with its A/B version', () => {
    expect(body({ affiliate: { abVersion: 'B' }, utm: {} })).toMatchObject({
      affiliateAppIndicator: true,
      affiliateAbVersion: 'B',
    });
    const direct = body({ utm: {} });
    expect(direct).not.toHaveProperty('affiliateAppIndicator');
    expect(direct).not.toHaveProperty('offerCode');
  });
});
