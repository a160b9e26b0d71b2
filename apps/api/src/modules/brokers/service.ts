import { randomUUID } from 'node:crypto';
import { BASE_PATH } from '@hearth/domain/auth';
import {
  type BrokerMailSettings,
  type BrokerRole,
  type CreateReferralLink,
  daysBetween,
  matchesPipelineFilter,
  type Pipeline,
  type PipelineApplication,
  type PipelineFilter,
  type PipelineItem,
  type PipelineSort,
  pipelineGroup,
  pipelineNextStep,
  pipelineStatusLabel,
  type ReferralLink,
  referralLinkPath,
} from '@hearth/domain/brokers';
import { phoneDigits } from '@hearth/domain/validation';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import { leadReferrals } from '../leads/schema';
import {
  type BrokerRecord,
  mailSettingsOf,
  type PipelineRow,
  referralsOf,
  referredApplication,
  referredApplications,
  statusTimeline,
} from './repository';
import { brokerMailSettings } from './schema';

export interface BrokerDeps {
  db: Db;
  /** Now for one application (its sandbox clock, decision 0188). */
  nowFor: (applicationUuid: string) => Date;
}

function item(row: PipelineRow, now: Date): PipelineItem {
  return {
    uuid: row.uuid,
    borrowerName: `${row.firstName} ${row.lastName}`,
    propertyCity: row.propertyCity,
    propertyState: row.propertyState,
    status: row.status,
    statusLabel: pipelineStatusLabel(row.status),
    group: pipelineGroup(row.status),
    nextStep: pipelineNextStep(row.status),
    daysInStatus: daysBetween(row.lastChangeAt, now),
    lastChangeAt: row.lastChangeAt.toISOString(),
    referralUuid: row.referralUuid,
  };
}

const SORTS: Record<PipelineSort, (a: PipelineItem, b: PipelineItem) => number> = {
  LAST_CHANGE: (a, b) => b.lastChangeAt.localeCompare(a.lastChangeAt),
  DAYS_IN_STATUS: (a, b) => b.daysInStatus - a.daysInStatus || b.lastChangeAt.localeCompare(a.lastChangeAt),
  BORROWER: (a, b) => a.borrowerName.localeCompare(b.borrowerName, 'en-US'),
};

function brokerSelf(broker: BrokerRecord): Pipeline['broker'] {
  return {
    loanOriginatorUuid: broker.uuid,
    name: broker.originatorName,
    brokerageName: broker.brokerName,
    role: broker.role as BrokerRole,
    organizationCode: broker.organizationCode ?? '',
    nmls: broker.nmls,
    personalLink: `${BASE_PATH}${referralLinkPath(broker.uuid)}`,
  };
}

/** The broker's pipeline: the applications they referred, filtered by status group and sorted. */
export async function brokerPipeline(
  deps: BrokerDeps,
  broker: BrokerRecord,
  query: { status: PipelineFilter; sort: PipelineSort },
): Promise<Pipeline> {
  const rows = await referredApplications(deps.db, broker);
  const applications = rows
    .map((row) => item(row, deps.nowFor(row.uuid)))
    .filter((row) => matchesPipelineFilter(row.status, query.status))
    .sort(SORTS[query.sort]);
  return { broker: brokerSelf(broker), applications };
}

/** One referred application, read-only, with its status moves; any other application is a 404. */
export async function brokerApplication(
  deps: BrokerDeps,
  broker: BrokerRecord,
  uuid: string,
): Promise<PipelineApplication> {
  const row = await referredApplication(deps.db, broker, uuid);
  if (!row) throw notFoundError();
  const timeline = await statusTimeline(deps.db, uuid);
  return {
    ...item(row, deps.nowFor(uuid)),
    createdAt: row.createdAt.toISOString(),
    timeline: timeline.map((entry) => ({
      at: entry.at.toISOString(),
      status: entry.status,
      statusLabel: pipelineStatusLabel(entry.status),
    })),
  };
}

function linkView(broker: BrokerRecord, row: typeof leadReferrals.$inferSelect): ReferralLink {
  return {
    referralUuid: row.uuid,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    link: `${BASE_PATH}${referralLinkPath(broker.uuid, row.uuid)}`,
  };
}

export async function brokerReferralLinks(db: Db, broker: BrokerRecord): Promise<ReferralLink[]> {
  return (await referralsOf(db, broker)).map((row) => linkView(broker, row));
}

/**
 * A referral for one borrower (issue 23 item 4): the lead portal's referral (OPEN) and the register link that
 * carries the broker's referrer id and this referral. The same borrower's e-mail again, while the first is still
 * open, answers the first: a retried click creates nothing twice.
 */
export async function createReferralLink(
  db: Db,
  broker: BrokerRecord,
  body: CreateReferralLink,
): Promise<{ created: boolean; referralLink: ReferralLink }> {
  const existing = (await referralsOf(db, broker)).find(
    (row) => row.status === 'OPEN' && row.email.toLowerCase() === body.email.toLowerCase(),
  );
  if (existing) return { created: false, referralLink: linkView(broker, existing) };
  const digits = phoneDigits(body.phoneNumber);
  const [row] = await db
    .insert(leadReferrals)
    .values({
      uuid: randomUUID(),
      loanOriginatorUuid: broker.uuid,
      status: 'OPEN',
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phoneNumber: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      street1: '',
      city: '',
      state: '',
      zip: '',
    })
    .returning();
  if (!row) throw new Error('referral insert returned no row');
  return { created: true, referralLink: linkView(broker, row) };
}

const DEFAULT_SETTINGS: BrokerMailSettings = {
  offers: true,
  declined: true,
  funded: true,
  waitingOnBorrower: true,
};

export async function brokerMailSettingsOf(db: Db, identityUuid: string): Promise<BrokerMailSettings> {
  const row = await mailSettingsOf(db, identityUuid);
  if (!row) return DEFAULT_SETTINGS;
  return {
    offers: row.offers,
    declined: row.declined,
    funded: row.funded,
    waitingOnBorrower: row.waitingOnBorrower,
  };
}

/** One upsert: the settings as given, whatever was there. */
export async function saveBrokerMailSettings(
  db: Db,
  identityUuid: string,
  settings: BrokerMailSettings,
): Promise<BrokerMailSettings> {
  await db
    .insert(brokerMailSettings)
    .values({ identityUuid, ...settings })
    .onConflictDoUpdate({
      target: brokerMailSettings.identityUuid,
      set: { ...settings, updatedAt: new Date() },
    });
  return brokerMailSettingsOf(db, identityUuid);
}
