import type { affiliateDataSchema } from '@hearth/domain/entities';
import type { z } from 'zod';

/**
 * Sandbox affiliate tokens (docs/sandbox-personas.md, "Offer codes and referrals"). A real affiliate
 * integration resolves the token with the partner; the answer has the same shape.
 */
export const AFFILIATE_PREPOP: Readonly<Record<string, z.output<typeof affiliateDataSchema>>> = {
  'SANDBOX-PRIME': {
    name: { firstName: 'Alex', lastName: 'Prime', suffix: '' },
    address: { street1: '1400 Happy Path Ln', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' },
    dob: '1980-04-12',
    email: 'affiliate.prime@example.com',
    phone: '(555) 555-0142',
    income: 150000,
    affiliates: ['sandbox-affiliate'],
    abVersion: 'A',
  },
  'SANDBOX-PARTIAL': {
    name: { firstName: 'Jordan', lastName: 'Rivera' },
    address: { zip: '95814' },
    affiliates: ['sandbox-affiliate'],
  },
};
