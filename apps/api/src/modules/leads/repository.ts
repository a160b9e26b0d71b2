import { type OrganizationRegistry, type PrivateLabelData, sameLender } from '@hearth/domain/brands';
import { formatIsoDate, utcCalendarDate } from '@hearth/domain/dates';
import type { LoanOriginator } from '@hearth/domain/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadReferrals, loanOriginators, offerCodes } from './schema';

type Reader = Pick<Db, 'select'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findLoanOriginator(db: Reader, uuid: string): Promise<LoanOriginator | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const [row] = await db.select().from(loanOriginators).where(eq(loanOriginators.uuid, uuid)).limit(1);
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

export async function findReferral(db: Reader, uuid: string) {
  if (!UUID.test(uuid)) return undefined;
  const [row] = await db.select().from(leadReferrals).where(eq(leadReferrals.uuid, uuid)).limit(1);
  return row;
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
