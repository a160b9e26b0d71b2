import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationStatusHistory, helocApplications } from '../application/schema';
import { identities } from '../identity/schema';
import { leadReferrals, loanOriginators } from '../leads/schema';
import { brokerMailSettings } from './schema';

type Reader = Pick<Db, 'select'>;
export type BrokerRecord = typeof loanOriginators.$inferSelect;

/**
 * The broker or loan officer behind a signed-in identity, of the lender the token is for, while their account is
 * active; else undefined (a deactivated broker's token is refused anyway: this holds within the recheck window).
 */
export async function findBrokerByIdentity(
  db: Reader,
  identityUuid: string,
  organizationCode: string,
): Promise<BrokerRecord | undefined> {
  const [row] = await db
    .select(getTableColumns(loanOriginators))
    .from(loanOriginators)
    .innerJoin(identities, eq(identities.uuid, loanOriginators.identityUuid))
    .where(
      and(
        eq(loanOriginators.identityUuid, identityUuid),
        eq(loanOriginators.organizationCode, organizationCode),
        isNull(identities.deactivatedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The columns of the lender's broker list: who, their brokerage, and whether the account is open. */
const lenderBrokerColumns = {
  loanOriginatorUuid: loanOriginators.uuid,
  name: loanOriginators.originatorName,
  email: identities.email,
  brokerageName: loanOriginators.brokerName,
  role: loanOriginators.role,
  nmls: loanOriginators.nmls,
  createdAt: loanOriginators.createdAt,
  identityUuid: identities.uuid,
  deactivatedAt: identities.deactivatedAt,
};
export type LenderBrokerRow = {
  loanOriginatorUuid: string;
  name: string;
  email: string;
  brokerageName: string | null;
  role: string;
  nmls: string;
  createdAt: Date;
  identityUuid: string;
  deactivatedAt: Date | null;
};

/** The brokers and loan officers who sign in for one lender, newest first (the lead portal's rows have no login). */
export async function brokersOfLender(db: Reader, organizationCode: string): Promise<LenderBrokerRow[]> {
  return db
    .select(lenderBrokerColumns)
    .from(loanOriginators)
    .innerJoin(identities, eq(identities.uuid, loanOriginators.identityUuid))
    .where(eq(loanOriginators.organizationCode, organizationCode))
    .orderBy(desc(loanOriginators.createdAt))
    .limit(500);
}

/** One broker of this lender by their loan-originator id; another lender's is as unknown as none. */
export async function lenderBroker(
  db: Reader,
  organizationCode: string,
  loanOriginatorUuid: string,
): Promise<LenderBrokerRow | undefined> {
  const [row] = await db
    .select(lenderBrokerColumns)
    .from(loanOriginators)
    .innerJoin(identities, eq(identities.uuid, loanOriginators.identityUuid))
    .where(
      and(
        eq(loanOriginators.uuid, loanOriginatorUuid),
        eq(loanOriginators.organizationCode, organizationCode),
      ),
    )
    .limit(1);
  return row;
}

/** When the application last changed status: its latest audit row (the create writes the first). */
const lastChangeAt = sql<Date>`coalesce((select max(h.at) from ${applicationStatusHistory} h where h.application_uuid = ${helocApplications.uuid}), ${helocApplications.createdAt})`;

/**
 * The columns a broker may read of an application they referred (decision 0226): name, city and state, status and
 * dates. Never the SSN, date of birth, income, credit, HMDA answers, documents, e-mail or phone.
 */
const pipelineColumns = {
  uuid: helocApplications.uuid,
  firstName: helocApplications.firstName,
  lastName: helocApplications.lastName,
  propertyCity: helocApplications.propertyCity,
  propertyState: helocApplications.propertyState,
  status: helocApplications.status,
  referralUuid: helocApplications.referralUuid,
  createdAt: helocApplications.createdAt,
  lastChangeAt,
};

export type PipelineRow = {
  uuid: string;
  firstName: string;
  lastName: string;
  propertyCity: string;
  propertyState: string;
  status: string;
  referralUuid: string | null;
  createdAt: Date;
  lastChangeAt: Date;
};

function normalize(row: Omit<PipelineRow, 'lastChangeAt'> & { lastChangeAt: Date | string }): PipelineRow {
  return { ...row, lastChangeAt: new Date(row.lastChangeAt) };
}

/** Every application the broker referred, of their lender. */
export async function referredApplications(db: Reader, broker: BrokerRecord): Promise<PipelineRow[]> {
  if (!broker.organizationCode) return [];
  const rows = await db
    .select(pipelineColumns)
    .from(helocApplications)
    .where(
      and(
        eq(helocApplications.referrerUuid, broker.uuid),
        eq(helocApplications.organizationCode, broker.organizationCode),
      ),
    )
    .orderBy(desc(helocApplications.createdAt))
    .limit(500);
  return rows.map(normalize);
}

/** One application the broker referred, or undefined for any other (another broker's, a stranger's, none). */
export async function referredApplication(
  db: Reader,
  broker: BrokerRecord,
  uuid: string,
): Promise<PipelineRow | undefined> {
  if (!broker.organizationCode) return undefined;
  const [row] = await db
    .select(pipelineColumns)
    .from(helocApplications)
    .where(
      and(
        eq(helocApplications.uuid, uuid),
        eq(helocApplications.referrerUuid, broker.uuid),
        eq(helocApplications.organizationCode, broker.organizationCode),
      ),
    )
    .limit(1);
  return row ? normalize(row) : undefined;
}

export async function statusTimeline(db: Reader, applicationUuid: string) {
  return db
    .select({ at: applicationStatusHistory.at, status: applicationStatusHistory.toStatus })
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationUuid, applicationUuid))
    .orderBy(asc(applicationStatusHistory.id));
}

export async function referralsOf(db: Reader, broker: BrokerRecord) {
  return db
    .select()
    .from(leadReferrals)
    .where(eq(leadReferrals.loanOriginatorUuid, broker.uuid))
    .orderBy(desc(leadReferrals.createdAt))
    .limit(200);
}

export type MailSettingsRow = typeof brokerMailSettings.$inferSelect;

export async function mailSettingsOf(db: Reader, identityUuid: string) {
  const [row] = await db
    .select()
    .from(brokerMailSettings)
    .where(eq(brokerMailSettings.identityUuid, identityUuid))
    .limit(1);
  return row;
}
