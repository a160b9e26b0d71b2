import { describe, expect, it } from 'vitest';
import { ACTIVE_APPLICATION_MESSAGES, activeApplicationModal } from './active-application';

const base = {
  uuid: 'app-1',
  status: { checklistStatus: 'OFFER_SELECTION' },
  auditFields: { createdDate: '2026-10-01T15:00:00Z' },
};

describe('active-application modal', () => {
  it.each([
    ['2026-11-14T12:00:00Z', 'wait-45-days'],
    ['2026-11-15T12:00:00Z', 'continue'],
  ])('a completed HELOC opened 1 Oct, seen %s -> %s', (now, kind) => {
    const modal = activeApplicationModal(
      { ...base, status: { checklistStatus: 'COMPLETE' } },
      { now: new Date(now) },
    );
    expect(modal.kind).toBe(kind);
    if (modal.kind === 'wait-45-days') {
      expect(modal.availableOn).toEqual({ year: 2026, month: 11, day: 15 });
      expect(modal.message).toBe(ACTIVE_APPLICATION_MESSAGES.wait);
    }
  });

  it('asks an inquiry not from the special broker to contact the loan officer', () => {
    const now = new Date('2026-10-02T00:00:00Z');
    expect(activeApplicationModal({ ...base, isInquiry: true }, { now }).kind).toBe('contact-loan-officer');
    expect(
      activeApplicationModal(
        { ...base, isInquiry: true, referrer: { wholesaleBrokerNmls: '999' } },
        { now, specialWholesaleBrokerNmls: '999' },
      ).kind,
    ).toBe('continue');
    expect(
      activeApplicationModal(
        { ...base, isInquiry: true, referrer: { wholesaleBrokerNmls: '111' } },
        { now, specialWholesaleBrokerNmls: '999' },
      ).kind,
    ).toBe('contact-loan-officer');
  });

  it('otherwise offers Continue to the application', () => {
    expect(activeApplicationModal(base, { now: new Date('2026-10-02T00:00:00Z') })).toEqual({
      kind: 'continue',
      applicationUuid: 'app-1',
      message: ACTIVE_APPLICATION_MESSAGES.continue,
      linkLabel: 'Continue',
    });
  });
});
