import { createHash } from 'node:crypto';
import {
  ACCEPT_DISCLOSURE_STATUSES,
  APP_START_MESSAGES,
  type ApplicationSummary,
  type ProfileAnswers,
  START_ANSWER_STATUSES,
  START_GAP_PAGES,
  type StartGap,
  startGaps,
  statusAfterStartAnswer,
} from '@hearth/domain/app-start';
import type { PrivateLabelData } from '@hearth/domain/brands';
import {
  type AcceptDisclosuresRequest,
  buildDisclosures,
  DISCLOSURE_MESSAGES,
  type Disclosure,
  type DisclosureContext,
  type DisclosureType,
  missingDisclosures,
  THIRD_PARTY_FEE_LABELS,
} from '@hearth/domain/disclosures';
import type { Offer, OfferSet } from '@hearth/domain/entities';
import type { OccupancyType } from '@hearth/domain/enums';
import { DomainError } from '@hearth/domain/errors';
import type { ClosingCostsView } from '@hearth/domain/fees';
import type { HmdaAnswers } from '@hearth/domain/hmda';
import { fromCents } from '@hearth/domain/money';
import { drawPeriodPayment } from '@hearth/domain/payment';
import { formatUsPhone, phoneDigits } from '@hearth/domain/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { closingCostsOf, discountsTaken } from '../application/offers';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { applicationConsents, helocApplications } from '../application/schema';
import { moveApplicationIn, staleMoveError } from '../application/status-moves';
import { creditorFor } from '../decisioning/adverse-action';
import { requireDemonstration } from '../e-sign/demonstration';
import { DEFAULT_BRAND, toPrivateLabelData } from '../organizations/brand-registry';
import { applicationHmda } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StartDeps {
  db: Db;
  organization(orgCode: string): PrivateLabelData | undefined;
}

/** The selected offer as select-offer stored it: engine cents plus the borrower's autopay choice. */
type StoredOffer = Offer & { autopay?: boolean };

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function notNow(): DomainError {
  return new DomainError('STEP_OUT_OF_ORDER', APP_START_MESSAGES.notNow);
}

async function hmdaAnswered(db: Pick<Db, 'select'>, uuid: string): Promise<boolean> {
  const rows = await db
    .select({ uuid: applicationHmda.applicationUuid })
    .from(applicationHmda)
    .where(eq(applicationHmda.applicationUuid, uuid));
  return rows.length > 0;
}

function gapsOf(row: ApplicationRow, answered: boolean): StartGap[] {
  return startGaps({
    occupancyType: row.occupancyType as OccupancyType,
    homeAddress: row.homeAddress,
    phoneNumber: row.phoneNumber,
    email: row.email,
    hmdaAnswered: answered,
  });
}

function lenderOf(deps: StartDeps, row: ApplicationRow): DisclosureContext['lender'] {
  const organization = deps.organization(row.organizationCode);
  const info = (organization ?? toPrivateLabelData(DEFAULT_BRAND, '')).orgMetaData.companyInfo;
  const creditor = creditorFor(organization);
  return { companyName: creditor.name, supportPhone: info.supportPhone, supportEmail: info.supportEmail };
}

/** The disclosures as this application's summary shows them; null before an offer is chosen. */
export function disclosuresFor(deps: StartDeps, row: ApplicationRow): Disclosure[] | null {
  const offer = row.selectedOffer as StoredOffer | null;
  if (!offer) return null;
  const autopayDiscount = discountsTaken(offer)[0];
  const costs = (row.offerSet as unknown as OfferSet | null)?.costs?.costs ?? [];
  return buildDisclosures({
    lender: lenderOf(deps, row),
    applicant: { firstName: row.firstName, lastName: row.lastName },
    property: propertyAddressOf(row),
    offer: {
      type: offer.type,
      term: offer.term,
      rate: offer.rate,
      autopayRate: autopayDiscount ? autopayDiscount.rateWithDiscount : null,
      creditLimitCents: offer.max,
      minDrawCents: offer.minDraw,
      maxDrawCents: offer.maxDraw,
      initialDrawCents: row.amountCents,
      originationFeePercent: offer.originationFee,
      indexRatePercent: offer.baseRate,
      minRecordingTaxCents: offer.minRecordingTax ?? 0,
      maxRecordingTaxCents: offer.maxRecordingTax ?? 0,
      // The 62-and-over variant states its interest-only payments (decision 0224); other lenders' text is unchanged.
      ...(deps.organization(row.organizationCode)?.orgMetaData.products.heloc?.ageRestricted
        ? { interestOnly: true }
        : {}),
    },
    thirdPartyCosts: costs.flatMap((cost) => {
      const label = THIRD_PARTY_FEE_LABELS[cost.feeType];
      return label && cost.borrowerPaidAmount > 0 ? [{ label, amountCents: cost.borrowerPaidAmount }] : [];
    }),
  });
}

/** GET summary: the answers so far, what is missing, and each disclosure with its hash and acceptance. */
export async function readSummary(deps: StartDeps, row: ApplicationRow): Promise<ApplicationSummary> {
  const answered = await hmdaAnswered(deps.db, row.uuid);
  const gaps = gapsOf(row, answered);
  const consents = await deps.db
    .select()
    .from(applicationConsents)
    .where(eq(applicationConsents.applicationUuid, row.uuid));
  const disclosures = disclosuresFor(deps, row) ?? [];
  const offer = row.selectedOffer as StoredOffer | null;
  return {
    uuid: row.uuid,
    status: row.status,
    applicant: {
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      suffix: row.suffix,
      email: row.email,
      phoneNumber: formatUsPhone(row.phoneNumber),
      homeAddressSameAsProperty: row.homeAddress === null,
      homeAddress: row.homeAddress ? { ...row.homeAddress, street2: row.homeAddress.street2 ?? '' } : null,
    },
    property: { ...propertyAddressOf(row), occupancyType: row.occupancyType },
    offer: offer
      ? {
          type: offer.type,
          term: offer.term,
          rate: offer.rate,
          creditLimit: fromCents(offer.max),
          initialDraw: fromCents(row.amountCents),
          originationFee: offer.originationFee,
          monthlyPayment: fromCents(
            drawPeriodPayment({
              principalCents: row.amountCents,
              annualRatePercent: offer.rate,
              termYears: offer.term,
              interestOnly:
                deps.organization(row.organizationCode)?.orgMetaData.products.heloc?.ageRestricted === true,
            }),
          ),
          autopay: offer.autopay === true,
          closingCosts: closingCostsOf(row) as ClosingCostsView,
        }
      : null,
    missing: gaps.map((item) => ({ item, ...START_GAP_PAGES[item] })),
    disclosures: disclosures.map((d) => {
      const sha256 = sha256Hex(d.text);
      const accepted = consents.find(
        (c) => c.type === d.type && c.version === d.version && c.textSha256 === sha256,
      );
      return { ...d, sha256, acceptedAt: accepted ? accepted.acceptedAt.toISOString() : null };
    }),
    canAccept:
      gaps.length === 0 &&
      disclosures.length > 0 &&
      (ACCEPT_DISCLOSURE_STATUSES as readonly string[]).includes(row.status),
  };
}

/**
 * Writes a start page's answers, guarded on the application still taking them (a concurrent accept that
 * moved it to the hard pull wins), then moves it on when the answer met a lender's ask. One transaction.
 */
async function saveStartAnswer(
  deps: StartDeps,
  row: ApplicationRow,
  write: (tx: Tx) => Promise<boolean>,
  reason: string,
): Promise<ApplicationRow> {
  if (!(START_ANSWER_STATUSES as readonly string[]).includes(row.status)) throw notNow();
  return deps.db.transaction(async (tx) => {
    if (!(await write(tx))) throw notNow();
    const [current] = await tx.select().from(helocApplications).where(eq(helocApplications.uuid, row.uuid));
    if (!current) throw notNow();
    const next = statusAfterStartAnswer(current.status, gapsOf(current, await hmdaAnswered(tx, row.uuid)));
    if (!next) return current;
    const moved = await moveApplicationIn(tx, {
      uuid: row.uuid,
      from: current.status,
      to: next,
      actor: 'borrower',
      reason,
    });
    if (!moved) throw staleMoveError(current.status, next);
    return moved;
  });
}

const takingAnswers = (uuid: string) =>
  and(eq(helocApplications.uuid, uuid), inArray(helocApplications.status, [...START_ANSWER_STATUSES]));

export async function saveProfile(deps: StartDeps, row: ApplicationRow, answers: ProfileAnswers) {
  const homeAddress = answers.homeAddressSameAsProperty ? null : (answers.homeAddress ?? null);
  if (!homeAddress && row.occupancyType !== 'HOME') {
    throw new DomainError('VALIDATION_FAILED', APP_START_MESSAGES.homeAddressMustDiffer);
  }
  return saveStartAnswer(
    deps,
    row,
    async (tx) => {
      const updated = await tx
        .update(helocApplications)
        .set({ homeAddress, updatedAt: new Date() })
        .where(takingAnswers(row.uuid))
        .returning({ uuid: helocApplications.uuid });
      return updated.length > 0;
    },
    'home address given on start/profile',
  );
}

export async function saveContact(
  deps: StartDeps,
  row: ApplicationRow,
  answers: { email: string; phoneNumber: string },
) {
  return saveStartAnswer(
    deps,
    row,
    async (tx) => {
      const updated = await tx
        .update(helocApplications)
        .set({ email: answers.email, phoneNumber: phoneDigits(answers.phoneNumber), updatedAt: new Date() })
        .where(takingAnswers(row.uuid))
        .returning({ uuid: helocApplications.uuid });
      return updated.length > 0;
    },
    'contact details given on start/contact',
  );
}

export async function readHmda(db: Db, uuid: string): Promise<HmdaAnswers | null> {
  const [found] = await db.select().from(applicationHmda).where(eq(applicationHmda.applicationUuid, uuid));
  return found?.answers ?? null;
}

/** One upsert: answering again replaces the answers (the borrower may change them until the hard pull). */
export async function saveHmda(deps: StartDeps, row: ApplicationRow, answers: HmdaAnswers) {
  return saveStartAnswer(
    deps,
    row,
    async (tx) => {
      // Guard first: answers are taken only while the application still takes start answers.
      const still = await tx
        .select({ uuid: helocApplications.uuid })
        .from(helocApplications)
        .where(takingAnswers(row.uuid));
      if (still.length === 0) return false;
      await tx
        .insert(applicationHmda)
        .values({ applicationUuid: row.uuid, identityUuid: row.identityUuid, answers })
        .onConflictDoUpdate({
          target: applicationHmda.applicationUuid,
          set: { answers, updatedAt: new Date() },
        });
      return true;
    },
    'demographic questions answered on start/hmda',
  );
}

/**
 * POST accept: every disclosure, as currently generated, accepted by version and text hash; each stored as a
 * consent with its version, time, client address and hash; then APP_SUBMISSION/SUMMARY_DISCLOSURE ->
 * HARD_CREDIT_PULL. Repeating an accept that already happened answers the same result and writes nothing.
 */
export async function acceptDisclosures(
  deps: StartDeps,
  row: ApplicationRow,
  request: AcceptDisclosuresRequest,
  ipAddress: string,
): Promise<ApplicationRow> {
  const disclosures = disclosuresFor(deps, row);
  if (!disclosures) throw notNow();
  const shown = disclosures.map((d) => ({ ...d, sha256: sha256Hex(d.text) }));
  const accepted = request.accepted;
  const missing = missingDisclosures(accepted);
  if (missing.length > 0) {
    throw new DomainError('VALIDATION_FAILED', DISCLOSURE_MESSAGES.acceptAll, {
      errors: [DISCLOSURE_MESSAGES.acceptAll],
    });
  }
  const stale = shown.some((d) => {
    const a = accepted.find((x) => x.type === d.type);
    return !a || a.version !== d.version || a.sha256.toLowerCase() !== d.sha256;
  });
  if (stale) throw new DomainError('CONFLICT', DISCLOSURE_MESSAGES.changed);

  if (await alreadyAccepted(deps.db, row, shown)) return row;
  if (!(ACCEPT_DISCLOSURE_STATUSES as readonly string[]).includes(row.status)) throw notNow();
  const gaps = gapsOf(row, await hmdaAnswered(deps.db, row.uuid));
  if (gaps.length > 0) {
    throw new DomainError(
      'STEP_OUT_OF_ORDER',
      APP_START_MESSAGES.missingBeforeAccept(gaps.map((gap) => START_GAP_PAGES[gap].label)),
    );
  }
  // E-SIGN (15 U.S.C. 7001(c)(1)(C)(ii), decision 0202): the consent counts only once the borrower showed, for this
  // very text, that they can open the PDFs (the sample document's code).
  const eSign = shown.find((d) => d.type === 'E_SIGN');
  if (eSign)
    await requireDemonstration(deps.db, { applicationUuid: row.uuid, identityUuid: row.identityUuid }, eSign);
  const moved = await deps.db.transaction(async (tx) => {
    const moved = await moveApplicationIn(tx, {
      uuid: row.uuid,
      from: row.status,
      to: 'HARD_CREDIT_PULL',
      actor: 'borrower',
      reason: `disclosures accepted: ${shown.map((d) => `${d.type}@${d.version}`).join(', ')}`,
    });
    if (!moved) return undefined;
    const now = new Date();
    for (const d of shown) {
      await tx
        .insert(applicationConsents)
        .values({
          applicationUuid: row.uuid,
          identityUuid: row.identityUuid,
          type: d.type,
          version: d.version,
          ipAddress,
          textSha256: d.sha256,
          acceptedAt: now,
        })
        // One consent per type (the table's unique key): an earlier acceptance of an older text is replaced.
        .onConflictDoUpdate({
          target: [applicationConsents.applicationUuid, applicationConsents.type],
          set: { version: d.version, ipAddress, textSha256: d.sha256, acceptedAt: now },
        });
    }
    return moved;
  });
  if (moved) return moved;
  // Lost a race: a concurrent accept of the same texts already moved it, so this one answers the same.
  const now = await findApplication(deps.db, row.uuid);
  if (now && (await alreadyAccepted(deps.db, now, shown))) return now;
  throw staleMoveError(row.status, 'HARD_CREDIT_PULL');
}

/** Past the accept with exactly these texts: a retry of the accept, answered without writing. */
async function alreadyAccepted(
  db: Db,
  row: ApplicationRow,
  shown: readonly { type: DisclosureType; version: string; sha256: string }[],
): Promise<boolean> {
  if ((ACCEPT_DISCLOSURE_STATUSES as readonly string[]).includes(row.status)) return false;
  const consents = await db
    .select()
    .from(applicationConsents)
    .where(eq(applicationConsents.applicationUuid, row.uuid));
  return shown.every((d) =>
    consents.some((c) => c.type === d.type && c.version === d.version && c.textSha256 === d.sha256),
  );
}
