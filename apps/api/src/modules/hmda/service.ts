import { comparableTransaction } from '@hearth/domain/apor';
import type { PrivateLabelData } from '@hearth/domain/brands';
import { liensToPayOff } from '@hearth/domain/collateral';
import type { LarEditReport } from '@hearth/domain/console-reports';
import type { AdverseActionReason } from '@hearth/domain/decisioning/reasons';
import { DEFAULT_CHARTER } from '@hearth/domain/ecoa-agencies';
import type { Offer } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import { hoepaTest, openEndPointsAndFeesCents } from '@hearth/domain/high-cost-mortgage';
import { larFileEdits } from '@hearth/domain/hmda-edits';
import {
  inYear,
  type LarAction,
  type LarApplicationFacts,
  type LarGap,
  larActionOf,
  larFile,
  larRow,
  rateSetDateOf,
  type StatusHistoryEntry,
  transmittalRow,
} from '@hearth/domain/hmda-lar';
import type { PropertyLookupResult } from '@hearth/domain/property-record';
import { CLOSED_STATUSES } from '@hearth/domain/status-machine';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField } from '../../db/field-crypto';
import type { AporVendor } from '../../providers/apor/apor';
import type { GeocodingVendor } from '../../providers/geocoding/geocoding';
import { applicationHmda } from '../app-start/schema';
import { openCreditPull } from '../application/credit-pull';
import { openDecisionFacts, openFinalDecision } from '../application/decision-records';
import { costPictureOfRow, discountsTaken } from '../application/offers';
import type { ApplicationRow } from '../application/repository';
import { applicationStatusHistory, helocApplications } from '../application/schema';
import { collateralFiles } from '../collateral/schema';
import { latestHardPull } from '../hard-pull/service';
import { loanOriginators } from '../leads/schema';
import { hmdaFilerOfLender } from '../organizations/brand-registry';

export interface HmdaDeps {
  db: Db;
  encryptionKey: Uint8Array;
  geocoding: GeocodingVendor;
  apor: AporVendor;
  /** Every brand, for the lender's channels and its company data. */
  organizations(): readonly PrivateLabelData[];
}

export interface LarExport {
  /** The FFIEC pipe-delimited file: the transmittal sheet, then one row per application. */
  text: string;
  lei: string;
  rows: number;
  /** Fields left empty because Hearth has no datum the FIG accepts, by ULI (the transmittal sheet's under "TS"). */
  gaps: { record: string; gaps: LarGap[] }[];
}

const noLei = () =>
  new DomainError(
    'CONFLICT',
    'This lender has no Legal Entity Identifier on file, so its HMDA register cannot be built.',
  );

/** The final decision's figures the register reads (final-decision/service.ts StoredFinalDecision). */
interface FinalFigures {
  score?: number | null;
  monthlyDebtCents?: number | null;
  verifiedIncomeCents?: number | null;
}

type SelectedOffer = Offer & { autopay?: boolean };

/**
 * The lender's loan/application register of `year` (issue 20 item 16, decision 0199): every application of the
 * staff member's lender (all the brands of its canonical lender, one legal entity with one LEI) whose final action
 * falls in the year, as the FFIEC file.
 */
export async function larExport(deps: HmdaDeps, organizationCode: string, year: number): Promise<LarExport> {
  const brands = deps.organizations();
  const own = brands.find((brand) => brand.orgCode === organizationCode);
  if (!own) throw noLei();
  const lender = brands.filter((brand) => brand.canonicalOrgCode === own.canonicalOrgCode);
  const info = own.orgMetaData.companyInfo;
  const lei = info.lei;
  if (!lei) throw noLei();

  // The last move of a closed application is on or after its action date, and the application began before it.
  const candidates = await deps.db
    .select()
    .from(helocApplications)
    .where(
      and(
        inArray(
          helocApplications.organizationCode,
          lender.map((brand) => brand.orgCode),
        ),
        inArray(helocApplications.status, [...CLOSED_STATUSES]),
        gte(helocApplications.updatedAt, new Date(Date.UTC(year, 0, 1))),
        lt(helocApplications.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(helocApplications.createdAt), asc(helocApplications.uuid));
  const histories = await historiesOf(
    deps.db,
    candidates.map((row) => row.uuid),
  );
  const reported = candidates.flatMap((row) => {
    const history = histories.get(row.uuid) ?? [];
    const action = larActionOf(row.status, history);
    return action && inYear(action.date, year) ? [{ row, history, action }] : [];
  });

  const answers = await answersOf(
    deps.db,
    reported.map(({ row }) => row.uuid),
  );
  const files = await collateralOf(
    deps.db,
    reported.map(({ row }) => row.uuid),
  );
  const rows = [];
  const gaps: LarExport['gaps'] = [];
  for (const { row, history, action } of reported) {
    const facts = await factsOf(deps, {
      row,
      history,
      action,
      lei,
      answers: answers.get(row.uuid) ?? null,
      collateral: files.get(row.uuid),
    });
    const built = larRow(facts);
    rows.push(built.record);
    if (built.gaps.length > 0) gaps.push({ record: built.record.uli, gaps: built.gaps });
  }

  // The contact person and the taxpayer id are the lender's server-side configuration (decision 0211): never in the
  // brand data pages read. Without one, the support line and mailing address stand in and the name is a gap.
  const filer = hmdaFilerOfLender(own.canonicalOrgCode);
  const address = filer?.office ?? info.mailingAddress;
  const transmittal = transmittalRow({
    institutionName: info.legalName ?? info.companyName,
    year,
    contact: {
      name: filer?.contactName ?? null,
      phone: filer?.phone ?? info.supportPhone,
      email: filer?.email ?? info.supportEmail,
      street: [address?.street1, address?.street2].filter(Boolean).join(' '),
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
    },
    charter: info.charter ?? DEFAULT_CHARTER[info.partnerType ?? 'DIRECT'],
    assetsOverTenBillion: info.assetsOverTenBillion ?? false,
    entries: rows.length,
    taxId: filer?.taxId ?? null,
    lei,
  });
  if (transmittal.gaps.length > 0) gaps.unshift({ record: 'TS', gaps: transmittal.gaps });
  return { text: larFile(transmittal.record, rows), lei, rows: rows.length, gaps };
}

/**
 * The FFIEC edits the register of `year` fails (issue 24 item 7, decision 0241), run on the very text the download
 * sends, so what the admin sees listed is what the platform would refuse.
 */
export async function larEditReport(
  deps: HmdaDeps,
  organizationCode: string,
  year: number,
): Promise<LarEditReport> {
  const lar = await larExport(deps, organizationCode, year);
  const failures = larFileEdits(lar.text, year);
  return {
    year,
    rows: lar.rows,
    failingRecords: new Set(failures.map((failure) => failure.line)).size,
    failures,
  };
}

async function historiesOf(db: Db, uuids: string[]): Promise<Map<string, StatusHistoryEntry[]>> {
  const byApplication = new Map<string, StatusHistoryEntry[]>();
  if (uuids.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationUuid, uuids))
    .orderBy(asc(applicationStatusHistory.id));
  for (const row of rows) {
    const list = byApplication.get(row.applicationUuid) ?? [];
    list.push({ fromStatus: row.fromStatus, toStatus: row.toStatus, reason: row.reason, at: row.at });
    byApplication.set(row.applicationUuid, list);
  }
  return byApplication;
}

async function answersOf(db: Db, uuids: string[]) {
  if (uuids.length === 0) return new Map();
  const rows = await db.select().from(applicationHmda).where(inArray(applicationHmda.applicationUuid, uuids));
  return new Map(rows.map((row) => [row.applicationUuid, row.answers]));
}

async function collateralOf(db: Db, uuids: string[]) {
  if (uuids.length === 0) return new Map();
  const rows = await db.select().from(collateralFiles).where(inArray(collateralFiles.applicationUuid, uuids));
  return new Map(rows.map((row) => [row.applicationUuid, row]));
}

interface ReportedApplication {
  row: ApplicationRow;
  history: StatusHistoryEntry[];
  action: LarAction;
  lei: string;
  answers: LarApplicationFacts['applicant']['answers'];
  collateral: typeof collateralFiles.$inferSelect | undefined;
}

/** What the register says of one application, gathered from the modules that own each fact. */
async function factsOf(deps: HmdaDeps, input: ReportedApplication): Promise<LarApplicationFacts> {
  const { row, collateral } = input;
  const key = deps.encryptionKey;
  const soft = openDecisionFacts(key, row);
  const final = openFinalDecision(key, row) as FinalFigures | null;
  const hard = await latestHardPull({ db: deps.db, encryptionKey: key }, row.uuid);
  const softPull = openCreditPull(key, row);
  const lookup = row.propertyLookup as unknown as PropertyLookupResult | null;
  const record = lookup?.found && !lookup.multiple ? lookup.property : null;

  const hardReport = hard?.outcome === 'MATCH' ? hard.report : undefined;
  const softReport = softPull?.outcome === 'MATCH' ? softPull.report : undefined;
  const score = final?.score ?? hardReport?.score ?? soft?.score ?? null;
  const model = hardReport?.scoreModel ?? softReport?.scoreModel ?? null;

  // The liens the line stays behind and those it pays off: as the borrower confirmed them, else as recorded.
  const liens: { position: number; state: 'OPEN' | 'PAID_OFF'; balanceCents: number }[] =
    collateral?.liens ?? (record?.liens ?? []).map((lien) => ({ ...lien, state: 'OPEN' as const }));
  const paidOff = liensToPayOff(liens);
  const kept = liens.filter((lien) => lien.state === 'OPEN' && !paidOff.includes(lien));
  const sum = (list: readonly { balanceCents: number }[]) =>
    list.reduce((total, l) => total + l.balanceCents, 0);

  const valuation = collateral?.valuation;
  const propertyValueCents =
    valuation?.bpo?.valueCents ??
    valuation?.valueCents ??
    record?.avmValueCents ??
    soft?.avmValueCents ??
    null;

  const offer = row.selectedOffer as unknown as SelectedOffer | null;
  const discounted = discountsTaken(offer)[0]?.rateWithDiscount;
  const line: LarApplicationFacts['line'] = offer
    ? {
        creditLimitCents: offer.max,
        interestRatePercent: discounted ?? offer.rate,
        rateType: offer.type,
        termYears: offer.term,
      }
    : {
        creditLimitCents: row.amountCents,
        interestRatePercent: row.rate,
        rateType: row.rateType.toUpperCase() === 'FIXED' ? 'FIXED' : 'UNKNOWN',
        termYears: row.term,
      };

  const declined = input.history.filter((entry) => entry.toStatus === 'DECLINED').at(-1);
  const reasons = (row.declineReasons ?? []) as unknown as AdverseActionReason[];

  const geocoded = await deps.geocoding.geocode({
    street1: row.propertyStreet1,
    city: row.propertyCity,
    state: row.propertyState,
    zip: row.propertyZip,
  });

  // The rate spread and the HOEPA test (decision 0211): the APOR of the comparable closed-end transaction in the
  // week the rate was set.
  const rateSetDate = rateSetDateOf(input.history);
  const apor =
    rateSetDate && line.rateType !== 'UNKNOWN'
      ? await deps.apor.averagePrimeOfferRate({
          rateSetDate,
          ...comparableTransaction({ rateType: line.rateType, termYears: line.termYears }),
        })
      : null;
  const aporPercent = apor?.found ? apor.ratePercent : null;
  const firstLien = sum(kept) === 0;
  const picture = costPictureOfRow(row, { valuationOrdered: valuation?.bpo !== undefined });
  const hoepaResult = hoepaTest({
    principalDwelling: row.occupancyType === 'HOME',
    firstLien,
    // 1026.32(a)(3): the rate without the autopay discount, which ends when autopay does (the highest that may apply).
    aprPercent: offer?.rate ?? line.interestRatePercent,
    aporPercent,
    creditLimitCents: line.creditLimitCents,
    // Hearth's lenders pay no loan originator compensation on a line (a referring officer is shown, not paid by
    // Hearth, decision 0211): a lender that pays one adds it here (1026.32(b)(3)(ii)).
    pointsAndFeesCents: picture ? openEndPointsAndFeesCents(picture.items, 0) : 0,
    prepaymentPenalty: false, // no Hearth line has one (line-terms.ts lenderFeeWords)
    year: input.action.date.year,
  });
  const hoepa: LarApplicationFacts['hoepa'] = !hoepaResult.covered
    ? 'NOT_APPLICABLE'
    : 'unknown' in hoepaResult
      ? { unknown: hoepaResult.unknown }
      : hoepaResult.highCost
        ? 'HIGH_COST'
        : 'NOT_HIGH_COST';

  return {
    lei: input.lei,
    applicationUuid: row.uuid,
    action: input.action,
    occupancy: row.occupancyType as LarApplicationFacts['occupancy'],
    property: {
      street1: row.propertyStreet1,
      street2: row.propertyStreet2,
      city: row.propertyCity,
      state: row.propertyState,
      zip: row.propertyZip,
      type: record?.propertyType ?? null,
    },
    geography: geocoded.found ? geocoded.geography : null,
    applicant: {
      answers: input.answers,
      dateOfBirth: decryptField(key, row.dobEncrypted),
      credit: score !== null ? { score, model } : null,
    },
    line,
    liens: { remainingCents: sum(kept), paidOffCents: sum(paidOff) },
    propertyValueCents,
    // The final decision priced on the verified income; before it, the stated income was relied on.
    incomeCents: final?.verifiedIncomeCents ?? row.incomeCents + row.otherIncomeCents,
    monthlyDebtCents: final?.monthlyDebtCents ?? soft?.monthlyDebtCents ?? null,
    denial: {
      reasons: reasons.filter((reason) => typeof reason?.code === 'string'),
      note: declined ? declined.reason.replace(/^underwriter:\s*/i, '') : null,
    },
    averagePrimeOfferRatePercent: aporPercent,
    hoepa,
    originatorNmlsrId: await originatorNmls(deps.db, row.referrerUuid),
  };
}

async function originatorNmls(db: Db, referrerUuid: string | null): Promise<string | null> {
  if (!referrerUuid || !/^[0-9a-f-]{36}$/i.test(referrerUuid)) return null;
  const [originator] = await db
    .select({ nmls: loanOriginators.nmls })
    .from(loanOriginators)
    .where(eq(loanOriginators.uuid, referrerUuid));
  return originator?.nmls ?? null;
}
