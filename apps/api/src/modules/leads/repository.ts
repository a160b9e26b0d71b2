import { type OrganizationRegistry, type PrivateLabelData, sameLender } from '@hearth/domain/brands';
import { formatIsoDate, utcCalendarDate } from '@hearth/domain/dates';
import type { LoanOriginator } from '@hearth/domain/entities';
import { REFERRAL_INACTIVE_STATUS } from '@hearth/domain/entry-route-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities } from '../identity/schema';
import { leadReferrals, loanOriginators, offerCodes } from './schema';

type Reader = Pick<Db, 'select'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A broker or loan officer whose account the lender has not closed (decision 0245); the lead portal's officers, who
 * have no account, pass.
 */
export const notDeactivated = sql`not exists (select 1 from ${identities} where ${identities.uuid} = ${loanOriginators.identityUuid} and ${identities.deactivatedAt} is not null)`;

/** A loan officer who refers borrowers; one whose account the lender deactivated is unknown (decision 0245). */
export async function findLoanOriginator(db: Reader, uuid: string): Promise<LoanOriginator | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const [row] = await db
    .select()
    .from(loanOriginators)
    .where(and(eq(loanOriginators.uuid, uuid), notDeactivated))
    .limit(1);
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    displayInfo: {
      originatorName: row.originatorName,
      ...(row.brokerName ? { brokerName: row.brokerName } : {}),
      email: row.email,
      phoneNumber: row.phoneNumber,
      nmls: row.nmls,
    },
    licensedStates: row.licensedStates,
    enforceLicensedStatesForReferral: row.enforceLicensedStatesForReferral,
  };
}

/** The lender a signed-in broker or loan officer belongs to (decision 0225); null for the lead portal's officers. */
export async function loanOriginatorLender(db: Reader, uuid: string): Promise<string | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select({ organizationCode: loanOriginators.organizationCode })
    .from(loanOriginators)
    .where(eq(loanOriginators.uuid, uuid))
    .limit(1);
  return row?.organizationCode ?? null;
}

/**
 * An open referral becomes USED by the application it started (issue 23 item 4), in the create's transaction: its
 * link then prefills nothing more. Answers the referral's loan officer, or undefined when it was not open.
 */
export async function useReferral(db: Pick<Db, 'update'>, uuid: string): Promise<string | undefined> {
  if (!UUID.test(uuid)) return undefined;
  // A deactivated broker's link is inactive (decision 0245): it refers nothing and stays as it was.
  const [row] = await db
    .update(leadReferrals)
    .set({ status: 'USED' })
    .where(
      and(
        eq(leadReferrals.uuid, uuid),
        eq(leadReferrals.status, 'OPEN'),
        sql`exists (select 1 from ${loanOriginators} where ${loanOriginators.uuid} = ${leadReferrals.loanOriginatorUuid} and ${notDeactivated})`,
      ),
    )
    .returning({ loanOriginatorUuid: leadReferrals.loanOriginatorUuid });
  return row?.loanOriginatorUuid;
}

/**
 * A referral with the status its link has now: an open one whose broker the lender deactivated reads INACTIVE
 * (decision 0245), so it prefills nothing and the borrower is told why. Worked out on read, not written: the
 * referral's own record stays as it was.
 */
export async function findReferral(db: Reader, uuid: string) {
  if (!UUID.test(uuid)) return undefined;
  const [found] = await db
    .select({ referral: leadReferrals, active: sql<boolean>`${notDeactivated}` })
    .from(leadReferrals)
    .innerJoin(loanOriginators, eq(loanOriginators.uuid, leadReferrals.loanOriginatorUuid))
    .where(eq(leadReferrals.uuid, uuid))
    .limit(1);
  if (!found) return undefined;
  const inactive = found.referral.status === 'OPEN' && !found.active;
  return inactive ? { ...found.referral, status: REFERRAL_INACTIVE_STATUS } : found.referral;
}

/** By code alone: callers go through `findUsableOfferCode`, which scopes it to the lender. */
async function findOfferCode(db: Reader, code: string) {
  const [row] = await db
    .select()
    .from(offerCodes)
    .where(eq(offerCodes.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

/**
 * A direct-mail offer code this lender can honour: known, not past its respond-by date, and mailed by this lender
 * or another channel of it (decision 0054). Another lender's code is as unknown as a code nobody mailed.
 */
export async function findUsableOfferCode(
  db: Reader,
  code: string,
  context: { lender: PrivateLabelData; registry: OrganizationRegistry; now: Date },
) {
  const row = await findOfferCode(db, code);
  if (!row || row.respondByDate < formatIsoDate(utcCalendarDate(context.now))) return undefined;
  const mailer = context.registry.byCode(row.organizationCode);
  return mailer && sameLender(mailer, context.lender) ? row : undefined;
}
