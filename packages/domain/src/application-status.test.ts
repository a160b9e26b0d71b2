import { describe, expect, it } from 'vitest';
import {
  isApplicationStatus,
  isTerminalOrBlockedStatus,
  isWaitingStatus,
  STATUS_STAGE,
  shouldAutoReroute,
  stageForStatus,
  statusKind,
} from './application-status';
import { APPLICATION_STATUSES } from './enums';

describe('status classification', () => {
  it.each([
    'ASSETS_PREQUAL',
    'CANCELLED',
    'CREDIT_ERROR',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'DECLINED',
    'HARD_CREDIT_LOCKED_OR_FROZEN',
    'MULTIPLE_PROPERTIES',
    'NO_PROPERTY_FOUND',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
  ])('%s is terminal or blocked', (status) => {
    expect(isTerminalOrBlockedStatus(status)).toBe(true);
    expect(statusKind(status)).toBe('terminal');
  });

  it.each([
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_INITIAL_OFFERS',
    'WAITING_FOR_ANYTHING',
    'GEN_APP_DISCLOSURES',
    'GEN_NOTE_SIGNING',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'ONSITE_APPRAISAL_REQUEST',
    'PREQUAL_TITLE',
  ])('%s is waiting or processing', (status) => {
    expect(isWaitingStatus(status)).toBe(true);
    expect(statusKind(status)).toBe('waiting');
  });

  it.each(['OFFER_SELECTION', 'COMPLETE', 'WAITING', 'GEN_CLOSING_DISCLOSURE'])(
    '%s is actionable',
    (status) => {
      expect(statusKind(status)).toBe('actionable');
    },
  );

  it('recognises statuses', () => {
    expect(isApplicationStatus('HMDA')).toBe(true);
    expect(isApplicationStatus('hmda')).toBe(false);
  });
});

describe('status -> stage', () => {
  it('covers every status', () => {
    expect(Object.keys(STATUS_STAGE).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it.each([
    ['START', 'INITIAL'],
    ['WAITING_FOR_SOFT_CREDIT', 'INITIAL'],
    ['OFFER_SELECTION', 'PRODUCT_SELECT'],
    // confirming an offer submits the application; its summary comes after Select Offer
    ['APP_SUBMISSION', 'MORE_INFO'],
    ['LIEN_VERIFICATION', 'SIGNING'],
    ['INCOME_VERIFICATION', 'LINK_INCOME'],
    ['IDENTITY_VERIFICATION', 'ID_UPLOAD'],
    ['NOTE_SIGNING', 'SIGNING'],
    ['DEED_SIGNING', 'ENOTARY'],
    ['MANUAL_DEED_SIGNING', 'MANUAL_NOTARY'],
    ['FUNDABLE', 'COMPLETE'],
    ['NOT_A_STATUS', 'MORE_INFO'],
  ])('%s -> %s', (status, stage) => {
    expect(stageForStatus(status)).toBe(stage);
  });
});

describe('automatic re-route', () => {
  it.each([
    [{ status: 'WAITING_FOR_SOFT_CREDIT', pathname: '/u/start/profile' }, true],
    [{ status: 'OFFER_SELECTION', uwDecision: 'DECLINE', pathname: '/u/product/select' }, true],
    [{ status: 'OFFER_SELECTION', uwDecision: 'DECLINE', pathname: '/u/document/disclosures' }, false],
    [{ status: 'OFFER_SELECTION', uwDecision: 'APPROVED', pathname: '/u/product/select' }, false],
  ])('%j -> %s', (input, expected) => {
    expect(shouldAutoReroute(input)).toBe(expected);
  });
});
