import { randomUUID } from 'node:crypto';
import type { OrganizationRegistry } from '@hearth/domain/brands';
import { BROKER_ROLES, type BrokerRole } from '@hearth/domain/brokers';
import { DomainError } from '@hearth/domain/errors';
import { passwordSchema, phoneDigits } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { hashPassword } from '../identity/passwords';
import { insertIdentityWithProfile } from '../identity/repository';
import { profiles } from '../identity/schema';
import { loanOriginators } from '../leads/schema';

const STATE = /^[A-Z]{2}$/;

/** What the lender gives to open a broker's or loan officer's account (decision 0225). */
export const newBrokerAccountSchema = z.object({
  organizationCode: z.string().trim().min(1),
  role: z.enum(BROKER_ROLES).default('BROKER'),
  email: z.email().max(254),
  password: passwordSchema,
  phoneNumber: z.string().regex(/^\D*(\d\D*){10}$/, { error: 'Please enter a 10-digit phone number' }),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  /** The brokerage the broker belongs to; a lender's own loan officer may have none. */
  brokerageName: z.string().trim().max(120).optional(),
  nmls: z.string().regex(/^\d{1,12}$/, { error: 'Please enter the NMLS number in digits' }),
  licensedStates: z.array(z.string().regex(STATE)).default([]),
  enforceLicensedStates: z.boolean().default(false),
  /** A fixed id, for the sandbox persona; otherwise a new one. */
  loanOriginatorUuid: z.uuid().optional(),
});
export type NewBrokerAccount = z.input<typeof newBrokerAccountSchema>;

export interface BrokerAccount {
  identityUuid: string;
  loanOriginatorUuid: string;
  organizationCode: string;
  role: BrokerRole;
}

/**
 * Opens a broker's or loan officer's account: an identity that signs in through the agent path (role AGENT), a
 * profile marked `isBroker`, and the loan-originator record the borrower's card and the referral links show. One
 * transaction: an e-mail already in use creates nothing (409). The lender console calls this; until then
 * `npm run broker:create -w @hearth/api` does (README).
 */
export async function createBrokerAccount(
  db: Db,
  registry: OrganizationRegistry,
  input: NewBrokerAccount,
): Promise<BrokerAccount> {
  const account = newBrokerAccountSchema.parse(input);
  const organization = registry.byCode(account.organizationCode.toUpperCase());
  if (!organization)
    throw new DomainError('VALIDATION_FAILED', `No lender has the code ${account.organizationCode}`);
  const passwordHash = await hashPassword(account.password);
  const phone = phoneDigits(account.phoneNumber);
  const display = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
  return db.transaction(async (tx) => {
    const created = await insertIdentityWithProfile(tx, {
      email: account.email,
      passwordHash,
      phoneNumber: phone,
      organizationCode: organization.orgCode,
      role: 'AGENT',
      isBroker: true,
    });
    if (!created) throw new DomainError('CONFLICT', 'An account with this e-mail address already exists.');
    await tx
      .update(profiles)
      .set({ firstName: account.firstName, lastName: account.lastName })
      .where(eq(profiles.uuid, created.profile.uuid));
    const loanOriginatorUuid = account.loanOriginatorUuid ?? randomUUID();
    await tx.insert(loanOriginators).values({
      uuid: loanOriginatorUuid,
      originatorName: `${account.firstName} ${account.lastName}`,
      brokerName: account.brokerageName || null,
      email: account.email,
      phoneNumber: display,
      nmls: account.nmls,
      licensedStates: account.licensedStates,
      enforceLicensedStatesForReferral: account.enforceLicensedStates,
      identityUuid: created.identity.uuid,
      organizationCode: organization.orgCode,
      role: account.role,
    });
    return {
      identityUuid: created.identity.uuid,
      loanOriginatorUuid,
      organizationCode: organization.orgCode,
      role: account.role,
    };
  });
}

/** The sandbox brokers (docs/sandbox-personas.md): created at start outside production when missing. */
export const SANDBOX_BROKERS: readonly NewBrokerAccount[] = [
  {
    organizationCode: 'HEARTH',
    role: 'BROKER',
    email: 'broker.casey@brokers.example',
    password: 'Hearth!Broker2026',
    phoneNumber: '(555) 555-0131',
    firstName: 'Casey',
    lastName: 'Morgan',
    brokerageName: 'Morgan Home Finance',
    nmls: '1000031',
    licensedStates: ['CA', 'CO', 'OR', 'TX', 'NC'],
    loanOriginatorUuid: '6f1a2b3c-0031-4000-8000-000000000031',
  },
  {
    organizationCode: 'HEARTH',
    role: 'LOAN_OFFICER',
    email: 'officer.jordan@brokers.example',
    password: 'Hearth!Broker2026',
    phoneNumber: '(555) 555-0132',
    firstName: 'Jordan',
    lastName: 'Reyes',
    nmls: '1000032',
    licensedStates: ['CA', 'CO', 'OR'],
    loanOriginatorUuid: '6f1a2b3c-0032-4000-8000-000000000032',
  },
];

/** Creates each sandbox broker that does not exist yet; a second start changes nothing. */
export async function seedSandboxBrokers(db: Db, registry: OrganizationRegistry): Promise<number> {
  let created = 0;
  for (const broker of SANDBOX_BROKERS) {
    const [existing] = await db
      .select({ uuid: loanOriginators.uuid })
      .from(loanOriginators)
      .where(eq(loanOriginators.uuid, broker.loanOriginatorUuid as string));
    if (existing) continue;
    try {
      await createBrokerAccount(db, registry, broker);
      created += 1;
    } catch (error) {
      // Another process seeded it first, or the address belongs to someone: leave it.
      if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
    }
  }
  return created;
}
