import { describe, expect, it } from 'vitest';
import { TERMINAL_OR_BLOCKED_STATUSES } from './application-status';
import { APPLICATION_STATUSES } from './enums';
import { applicationOutcome, applicationStatusLabel } from './status-words';

describe('applicationOutcome', () => {
  it.each(TERMINAL_OR_BLOCKED_STATUSES)('names the outcome of %s', (status) => {
    expect(applicationOutcome(status)?.title).toMatch(
      /^(Declined$|Application closed|Action needed: |In review: )/,
    );
  });

  it('says how a frozen file continues and that a decline is closed', () => {
    expect(applicationOutcome('SOFT_CREDIT_LOCKED_OR_FROZEN')?.title).toBe(
      'Action needed: unlock your credit',
    );
    expect(applicationOutcome('DECLINED')).toMatchObject({ kind: 'closed', title: 'Declined' });
  });

  it('is null while the journey can continue', () => {
    expect(applicationOutcome('OFFER_SELECTION')).toBeNull();
    expect(applicationOutcome('NOT_A_STATUS')).toBeNull();
  });
});

describe('applicationStatusLabel', () => {
  it.each([
    ['WAITING_FOR_SOFT_CREDIT', 'Checking your offers'],
    ['OFFER_SELECTION', 'Offers ready to choose'],
    ['APP_SUBMISSION', 'Offer chosen'],
    ['INCOME_VERIFICATION', 'In progress: Link Income Sources'],
    ['INCOME_NOT_VERIFIED', 'Action needed: verify your income'],
    ['FINAL_OFFER', 'Final offer ready to accept'],
    ['UNDERWRITING_REVIEW', 'In review: your application'],
    ['DELINQUENCY_REVIEW', 'In review: your credit report'],
    ['HARD_CREDIT_PULL', 'We are working on your application'],
    ['FUNDABLE', 'Closing and funding'],
    ['COMPLETE', 'Line of credit open'],
    ['DECLINED', 'Declined'],
    ['SOME_NEW_STATUS', 'In progress: Provide More Info'],
  ])('%s reads "%s"', (status, label) => {
    expect(applicationStatusLabel(status)).toBe(label);
  });

  it('never shows a raw status code', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(applicationStatusLabel(status)).not.toMatch(/[A-Z]{2,}_[A-Z]/);
    }
  });
});
