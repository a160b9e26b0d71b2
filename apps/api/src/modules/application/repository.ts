import type { HelocApplication, Offer } from '@hearth/domain/entities';
import type { ApplicationStatus, Decision, SubDecision, ValuationStatus } from '@hearth/domain/enums';
import { fromCents } from '@hearth/domain/money';
import { CLOSED_STATUSES } from '@hearth/domain/status-machine';
import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { embeddedWriteCount, rememberedReads } from '../../db/embedded-writes';
import { discountsTaken, originationFeeOwedCents } from './offers';
import { applicationConsents, applicationStatusHistory, helocApplications } from './schema';

export type ApplicationRow = typeof helocApplications.$inferSelect;
export type NewApplicationRow = typeof helocApplications.$inferInsert;
type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

export async function findApplication(db: Executor, uuid: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(helocApplications).where(eq(helocApplications.uuid, uuid)).limit(1);
  return row;
}

/** The caller's application, or undefined for someone else's: callers answer 404 either way. */
export async function findOwnApplication(
  db: Executor,
  uuid: string,
  identityUuid: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(helocApplications)
    .where(and(eq(helocApplications.uuid, uuid), eq(helocApplications.identityUuid, identityUuid)))
    .limit(1);
  return row;
}

export async function listApplications(db: Executor, identityUuid: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(helocApplications)
    .where(eq(helocApplications.identityUuid, identityUuid))
    .orderBy(desc(helocApplications.createdAt));
}

/** Inserts the application in its path's last status (any `status` given is overridden) and writes the opening history rows. */
export async function insertApplication(
  tx: Executor,
  values: Omit<NewApplicationRow, 'status'> & Partial<Pick<NewApplicationRow, 'status'>>,
  path: { statuses: ApplicationStatus[]; reason: string },
): Promise<ApplicationRow> {
  const first = path.statuses[0];
  const last = path.statuses.at(-1);
  if (!first || !last) throw new Error('an application needs a first status');
  const [row] = await tx
    .insert(helocApplications)
    .values({ ...values, status: last })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  let from: string | null = null;
  for (const status of path.statuses) {
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationUuid: row.uuid, fromStatus: from, toStatus: status, reason: path.reason });
    from = status;
  }
  return row;
}

export async function recordConsent(
  tx: Executor,
  consent: {
    applicationUuid: string;
    identityUuid: string;
    type: string;
    version: string;
    ipAddress: string;
  },
): Promise<void> {
  await tx.insert(applicationConsents).values(consent).onConflictDoNothing();
}

export async function statusHistory(db: Executor, uuid: string) {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationUuid, uuid))
    .orderBy(applicationStatusHistory.id);
}

export async function consentsOf(db: Executor, uuid: string) {
  return db.select().from(applicationConsents).where(eq(applicationConsents.applicationUuid, uuid));
}

/** What the wire view of an application is made of: a few columns, not the row with its audit JSON. */
export type ApplicationViewRow = Pick<
  ApplicationRow,
  | 'uuid'
  | 'identityUuid'
  | 'status'
  | 'decision'
  | 'subDecision'
  | 'rate'
  | 'amountCents'
  | 'term'
  | 'rateType'
  | 'propertyStreet1'
  | 'propertyStreet2'
  | 'propertyCity'
  | 'propertyState'
  | 'propertyZip'
  | 'isInquiry'
  | 'referrerUuid'
  | 'createdAt'
  | 'floodCertPending'
  | 'organizationCode'
> & {
  bpo: ValuationStatus | null;
  originationFee: number | null;
  /** The chosen offer's credit line, for the closing costs that depend on it (a Texas line's fee limit). */
  lineAmountCents: number | null;
  /** The chosen offer's discounts and whether autopay is on: `discountsTaken` picks what applies. */
  selectedDiscounts: { autopay?: unknown; discountList?: Offer['discountList'] } | null;
  /** The verified funds account's last 4 digits and its routing number's (decision 0161), once there is one. */
  disburseAccount?: { mask: string; routingMask: string } | null;
};

/**
 * The funds account's masks as a subquery on the application's uuid column. The bank-accounts module writes it
 * (`disburseAccountMasks`); it sits above this one, so app.ts hands it to the application routes.
 */
export type DisburseAccountSubquery = (
  applicationUuid: AnyColumn,
) => SQL<{ mask: string; routingMask: string } | null>;

/**
 * The status read every screen polls (GET application), as one prepared statement: the view's columns, the
 * BPO status out of the offer set, the consent types and the funds account's masks in the same row, only when
 * the caller owns the application. Prepared once per database: no query building per request, and PostgreSQL
 * plans it once per connection.
 */
export function ownApplicationViewReader(
  db: Db,
  /** The verified funds account's masks (decision 0161), the bank-accounts module's subquery. */
  disburseAccount: DisburseAccountSubquery,
  /** The spec's manual-notary flag of an application (decision 0176); off when not given. */
  manualNotary: (row: Pick<ApplicationRow, 'organizationCode' | 'propertyState'>) => boolean = () => false,
) {
  const t = helocApplications;
  const consents = applicationConsents;
  const consentTypes = db
    .select({ type: consents.type })
    .from(consents)
    .where(eq(consents.applicationUuid, t.uuid))
    .orderBy(consents.id);
  const select = db
    .select({
      uuid: t.uuid,
      identityUuid: t.identityUuid,
      status: t.status,
      decision: t.decision,
      subDecision: t.subDecision,
      rate: t.rate,
      amountCents: t.amountCents,
      term: t.term,
      rateType: t.rateType,
      propertyStreet1: t.propertyStreet1,
      propertyStreet2: t.propertyStreet2,
      propertyCity: t.propertyCity,
      propertyState: t.propertyState,
      propertyZip: t.propertyZip,
      isInquiry: t.isInquiry,
      referrerUuid: t.referrerUuid,
      createdAt: t.createdAt,
      floodCertPending: t.floodCertPending,
      organizationCode: t.organizationCode,
      bpo: sql<ValuationStatus | null>`${t.offerSet} -> 'status' ->> 'bpo'`,
      originationFee: sql<number | null>`(${t.selectedOffer} ->> 'originationFee')::double precision`,
      lineAmountCents: sql<number | null>`(${t.selectedOffer} ->> 'max')::double precision`,
      selectedDiscounts: sql<ApplicationViewRow['selectedDiscounts']>`case when ${t.selectedOffer} is null
        then null else jsonb_build_object('autopay', ${t.selectedOffer} -> 'autopay', 'discountList',
        ${t.selectedOffer} -> 'discountList') end`,
      consentTypes: sql<string[]>`array${consentTypes}`,
      disburseAccount: disburseAccount(t.uuid),
    })
    .from(t)
    .where(and(eq(t.uuid, sql.placeholder('uuid')), eq(t.identityUuid, sql.placeholder('identityUuid'))))
    .limit(1);
  const query = select.prepare('hearth_own_application_view');
  // On the embedded database the answer is served again until anything may have changed it (decision 0206).
  const writes = embeddedWriteCount(db);
  writes?.readOnly(select.toSQL().sql);
  return rememberedReads(
    writes,
    (uuid: string, identityUuid: string) => `${uuid} ${identityUuid}`,
    async (uuid: string, identityUuid: string): Promise<HelocApplication | undefined> => {
      const [row] = await query.execute({ uuid, identityUuid });
      return row ? wireApplication(row, row.consentTypes, manualNotary(row)) : undefined;
    },
  );
}

/** The wire shape of spec section 3 (`helocApplicationSchema`); money leaves in dollars. */
export function applicationView(row: ApplicationRow, consentTypes: readonly string[] = []): HelocApplication {
  const offerSet = row.offerSet as { status?: { bpo?: ValuationStatus } } | null;
  const selectedOffer = row.selectedOffer as
    | ({ originationFee?: number; max?: number } & NonNullable<ApplicationViewRow['selectedDiscounts']>)
    | null;
  return wireApplication(
    {
      ...row,
      bpo: offerSet?.status?.bpo ?? null,
      originationFee: selectedOffer?.originationFee ?? null,
      lineAmountCents: selectedOffer?.max ?? null,
      selectedDiscounts: selectedOffer,
    },
    consentTypes,
  );
}

function wireApplication(
  row: ApplicationViewRow,
  consentTypes: readonly string[],
  manualNotary = false,
): HelocApplication {
  const closed = (CLOSED_STATUSES as readonly string[]).includes(row.status);
  const feeOwedCents =
    row.lineAmountCents === null || row.originationFee === null
      ? null
      : originationFeeOwedCents({
          lineAmountCents: Number(row.lineAmountCents),
          drawAmountCents: row.amountCents,
          originationFeePercent: Number(row.originationFee),
          state: row.propertyState,
          bpo: row.bpo,
        });
  return {
    uuid: row.uuid,
    status: {
      checklistStatus: row.status as ApplicationStatus,
      waitingOnFloodCert: row.floodCertPending,
      bpo: row.bpo ?? 'NOT_REQUIRED',
      ...(row.decision ? { uwDecision: row.decision as Decision } : {}),
      ...(row.subDecision ? { uwSubDecision: row.subDecision as SubDecision } : {}),
      primaryParticipantAcceptComplete: false,
      manualNotary,
    },
    rate: row.rate,
    discountList: discountsTaken(row.selectedDiscounts),
    amount: fromCents(row.amountCents),
    originationFee: Number(row.originationFee ?? 0),
    ...(feeOwedCents === null ? {} : { originationFeeOwed: fromCents(feeOwedCents) }),
    term: row.term,
    rateType: row.rateType === 'Variable' ? 'Variable' : 'Fixed',
    property: {
      street1: row.propertyStreet1,
      street2: row.propertyStreet2,
      city: row.propertyCity,
      state: row.propertyState,
      zip: row.propertyZip,
    },
    consents: consentTypes.map((type) => ({ type: type as HelocApplication['consents'][number]['type'] })),
    helocSigners: [{ identityUuid: row.identityUuid }],
    // Masked: the router only asks whether a routing number is on file; no page shows either number in full.
    ...(row.disburseAccount
      ? {
          disburseAccount: {
            mask: row.disburseAccount.mask,
            accountNumber: `••••${row.disburseAccount.mask}`,
            routingNumber: `•••••${row.disburseAccount.routingMask}`,
          },
        }
      : {}),
    isCrypto: false,
    isInquiry: row.isInquiry,
    active: !closed,
    activeForAppStart: !closed,
    referrer: row.referrerUuid ? { referrerUuid: row.referrerUuid } : null,
    auditFields: { createdDate: row.createdAt.toISOString() },
  };
}

/** The property's address as notices, vendors and summaries name it. */
export function propertyAddressOf(row: ApplicationRow) {
  return {
    street1: row.propertyStreet1,
    street2: row.propertyStreet2,
    city: row.propertyCity,
    state: row.propertyState,
    zip: row.propertyZip,
  };
}
