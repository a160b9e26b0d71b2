import { z } from 'zod';

export const ROLES = ['BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Staff may read any application; everyone else needs to be its borrower or signer. */
export function canReadAnyApplication(role: Role): boolean {
  return role === 'STAFF';
}

/** Role implied by a profile: brokers are agents, co-deeder profiles are co-deeders. */
export function roleForProfile(profile: { profileType?: string | null; isBroker?: boolean | null }): Role {
  if (profile.profileType === 'STAFF') return 'STAFF';
  if (profile.isBroker || profile.profileType === 'AGENT') return 'AGENT';
  if (profile.profileType === 'CO_DEEDER') return 'CO_DEEDER';
  return 'BORROWER';
}

/** Signers see the Dashboard link only when they are also brokers (spec section 6). */
export function showsDashboardLink(role: Role, isBroker: boolean): boolean {
  return role !== 'CO_DEEDER' || isBroker;
}

/** Login path family: agents use the agent identity broker, everyone else the customer one. */
export function identityBrokerAudience(role: Role): 'agent' | 'customer' {
  return role === 'AGENT' ? 'agent' : 'customer';
}
