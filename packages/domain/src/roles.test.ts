import { describe, expect, it } from 'vitest';
import {
  canReadAnyApplication,
  identityBrokerAudience,
  isRole,
  ROLES,
  roleForProfile,
  showsDashboardLink,
} from './roles';

describe('roles', () => {
  it('lists the four roles', () => {
    expect(ROLES).toEqual(['BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF']);
    expect(isRole('AGENT')).toBe(true);
    expect(isRole('ADMIN')).toBe(false);
    expect(isRole(3)).toBe(false);
  });

  it.each([
    [{}, 'BORROWER'],
    [{ profileType: 'BORROWER' }, 'BORROWER'],
    [{ profileType: 'CO_DEEDER' }, 'CO_DEEDER'],
    [{ profileType: 'CO_DEEDER', isBroker: true }, 'AGENT'],
    [{ profileType: 'AGENT' }, 'AGENT'],
    [{ profileType: 'STAFF', isBroker: true }, 'STAFF'],
  ])('%j -> %s', (profile, role) => {
    expect(roleForProfile(profile)).toBe(role);
  });

  it('only staff read any application', () => {
    expect(ROLES.filter(canReadAnyApplication)).toEqual(['STAFF']);
  });

  it('signers see the dashboard link only when brokers', () => {
    expect(showsDashboardLink('CO_DEEDER', false)).toBe(false);
    expect(showsDashboardLink('CO_DEEDER', true)).toBe(true);
    expect(showsDashboardLink('BORROWER', false)).toBe(true);
  });

  it('agents log in through the agent broker path', () => {
    expect(identityBrokerAudience('AGENT')).toBe('agent');
    expect(identityBrokerAudience('BORROWER')).toBe('customer');
  });
});
