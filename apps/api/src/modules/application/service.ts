import { ACTIVE_APPLICATION_MESSAGES } from '@hearth/domain/active-application';
import { type OrganizationRegistry, type PrivateLabelData, sameLender } from '@hearth/domain/brands';
import { parseDateInput } from '@hearth/domain/dates';
import { toApplicationEmploymentType } from '@hearth/domain/employment';
import type { HelocApplication, Offer, OfferSet } from '@hearth/domain/entities';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import {
  type createHelocRequestSchema,
  SSN_ENTRY_MESSAGES,
  SSN_MAX_ATTEMPTS,
  type selectOfferRequestSchema,
} from '@hearth/domain/heloc-api';
import { formatMoney, toCents } from '@hearth/domain/money';
import { referrerOutcome, regionalBlock } from '@hearth/domain/regional';
import { allows } from '@hearth/domain/status-actions';
import { OPENING_PATH } from '@hearth/domain/status-machine';
import { dateOfBirthError, phoneDigits } from '@hearth/domain/validation';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { encryptField } from '../../db/field-crypto';
import { notFoundError } from '../../http/errors';
import {
  findLoanOriginator,
  findUsableOfferCode,
  loanOriginatorLender,
  useReferral,
} from '../leads/repository';
import { fillEmptyProfileName } from '../profile/repository';
import { abilityToStart } from './ability';
import { hasFinalDecision, revisedSelectionMove } from './decision-records';
import { offerToWire } from './offers';
import {
  type ApplicationRow,
  applicationView,
  consentsOf,
  findOwnApplication,
  insertApplication,
  recordConsent,
} from './repository';
import { helocApplications } from './schema';
import { moveApplicationIn, tryMoveApplication } from './status-moves';

export interface ApplicationDeps {
  db: Db;
  encryptionKey: Uint8Array;
  registry: OrganizationRegistry;
  /** Queues the pre-qualification pipeline for an application (the soft pull and what follows). */
  enqueue(applicationUuid: string): Promise<void>;
  now(): Date;
}

/** Who is calling and from where: the borrower, the lender the request resolved to, the request's log. */
export interface BorrowerCall {
  identityUuid: string;
  organization: PrivateLabelData;
  ip: string;
  log: FastifyBaseLogger;
}

type CreateHeloc = z.output<typeof createHelocRequestSchema>;
type OfferChoice = z.output<typeof selectOfferRequestSchema>;

const SSN_FROM = 'CREDIT_NO_MATCH';
const SSN_TO = 'WAITING_FOR_SOFT_CREDIT';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The wire view of an application with its consents. */
export async function viewOf(db: Db, row: ApplicationRow): Promise<HelocApplication> {
  const consents = await consentsOf(db, row.uuid);
  return applicationView(
    row,
    consents.map((c) => c.type),
  );
}

/**
 * create-heloc: checks the date of birth, the referrer and the lender's states, then writes the application
 * along its opening path (decision 0061), the profile's name and the soft-credit consent in one transaction,
 * and queues the soft pull.
 */
export async function createApplication(
  deps: ApplicationDeps,
  call: BorrowerCall,
  body: CreateHeloc,
): Promise<HelocApplication> {
  const { db, encryptionKey } = deps;
  const { organization } = call;

  if (!parseDateInput(body.profileRequest.dob)) {
    throw new DomainError('VALIDATION_FAILED', 'Please enter a valid date');
  }
  const property = body.propertyRequest;
  const state = property.state.toUpperCase();
  const settings = organization.orgMetaData.products.heloc;
  // The 62-and-over interest-only variant (decision 0224): the lender's setting, not the page, sets the minimum age.
  if (settings?.ageRestricted) {
    const problem = dateOfBirthError(body.profileRequest.dob, {
      now: deps.now(),
      state,
      ageRestricted: true,
    });
    if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  }
  // A signed-in broker refers only to their own lender's brands (decision 0225): elsewhere their id is unknown.
  const officerOfThisLender = async (uuid: string) => {
    const lender = await loanOriginatorLender(db, uuid);
    const brand = lender ? deps.registry.byCode(lender) : undefined;
    return lender === null || (brand !== undefined && sameLender(brand, organization));
  };
  const found = body.referrerId ? await findLoanOriginator(db, body.referrerId) : undefined;
  const originator = found && (await officerOfThisLender(found.uuid)) ? found : undefined;
  // Only a live code this lender mailed is kept; another lender's, an ended or an unknown code is dropped,
  // not refused: it only prefilled the form, and the borrower may still apply (decision 0054).
  const mailedOffer = body.offerCode
    ? await findUsableOfferCode(db, body.offerCode, {
        lender: organization,
        registry: deps.registry,
        now: deps.now(),
      })
    : undefined;
  if (body.offerCode && !mailedOffer) call.log.info({ org: organization.orgCode }, 'offer code dropped');
  const referrer = referrerOutcome({
    required: settings?.referrerRequired ?? false,
    present: Boolean(body.referrerId),
    valid: originator !== undefined,
  });
  if (referrer === 'not-accepting-apps') {
    throw new DomainError('REFERRER_REQUIRED', ERROR_MESSAGES.referrerRequired);
  }
  const block = regionalBlock({
    propertyState: state,
    loanOriginator: originator ?? null,
    ...(settings?.eligibleStates ? { eligibleStates: settings.eligibleStates } : {}),
    ...(settings?.excludedZips
      ? { excludedZips: settings.excludedZips, propertyZip: body.propertyRequest.zip }
      : {}),
  });
  // Hawaii and states outside Hearth's lending footprint are decided (and noticed) by the engine.
  if (block && block.kind !== 'hawaii') {
    throw new DomainError(block.kind === 'licensed-state' ? 'FORBIDDEN' : 'STATE_NOT_SERVED', block.message, {
      status: 422,
    });
  }

  const softCredit = body.consentRequests.find((c) => c.type === 'SOFT_CREDIT');
  let created: ApplicationRow;
  try {
    created = await db.transaction(async (tx) => {
      const ability = await abilityToStart(tx, call.identityUuid, organization.orgCode, deps.now());
      if (!ability.canStartApplication) {
        throw new DomainError('CONFLICT', ability.message ?? ACTIVE_APPLICATION_MESSAGES.continue);
      }
      const row = await insertApplication(
        tx,
        {
          identityUuid: call.identityUuid,
          organizationCode: organization.orgCode,
          // The application's date is a rule's input (Texas counts its 12 days from it): the sandbox clock's
          // (decision 0201), not the database's.
          createdAt: deps.now(),
          firstName: body.profileRequest.firstName.trim(),
          middleName: body.profileRequest.middleName?.trim() || null,
          lastName: body.profileRequest.lastName.trim(),
          suffix: body.profileRequest.suffix,
          dobEncrypted: encryptField(encryptionKey, body.profileRequest.dob),
          email: body.profileRequest.email.trim(),
          phoneNumber: phoneDigits(body.profileRequest.phoneNumber),
          homeAddress: body.profileRequest.homeAddress
            ? {
                ...body.profileRequest.homeAddress,
                state: body.profileRequest.homeAddress.state.toUpperCase(),
              }
            : null,
          propertyStreet1: property.street1.trim(),
          propertyStreet2: property.street2.trim(),
          propertyCity: property.city.trim(),
          propertyState: state,
          propertyZip: property.zip.trim(),
          occupancyType: property.occupancyType,
          listedForSale: body.propertyListedForSale,
          incomeCents: toCents(body.income.incomePrimary),
          otherIncomeCents: toCents(body.income.incomeOther),
          coDeederIncomeCents: toCents(body.income.incomeCoDeeders),
          employmentType: toApplicationEmploymentType(body.employmentType),
          referrerUuid: referrer === 'proceed' && originator ? originator.uuid : null,
          referralUuid: body.referralId ?? null,
          offerCode: mailedOffer?.code ?? null,
          utmParameters: body.utmParameters,
          abVersions: body.abVersionsRequest,
          optimizelyProfileUuid: body.optimizelyProfileRequest?.optimizelyProfileUuid ?? null,
        },
        { statuses: [...OPENING_PATH], reason: 'application created' },
      );
      // The referral the link carried is used now; its officer refers the application when the link named none.
      const referralOfficer = body.referralId ? await useReferral(tx, body.referralId) : undefined;
      if (!row.referrerUuid && referralOfficer && (await officerOfThisLender(referralOfficer))) {
        await tx
          .update(helocApplications)
          .set({ referrerUuid: referralOfficer })
          .where(eq(helocApplications.uuid, row.uuid));
        row.referrerUuid = referralOfficer;
      }
      // Registration takes no name, so the profile learns it here; account settings show it (issue 8).
      await fillEmptyProfileName(tx, call.identityUuid, {
        firstName: row.firstName,
        middleName: row.middleName,
        lastName: row.lastName,
        suffix: row.suffix,
      });
      if (softCredit) {
        await recordConsent(tx, {
          applicationUuid: row.uuid,
          identityUuid: call.identityUuid,
          type: 'SOFT_CREDIT',
          version: softCredit.version,
          ipAddress: call.ip,
        });
      }
      return row;
    });
  } catch (error) {
    // A concurrent create for the same borrower and organisation lost the race on the unique index.
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', ACTIVE_APPLICATION_MESSAGES.continue);
    throw error;
  }

  await deps.enqueue(created.uuid);
  call.log.info({ applicationUuid: created.uuid, org: created.organizationCode }, 'application created');
  return viewOf(db, created);
}

/** select-offer: the borrower's offer and first draw, while offers are shown; the chosen offer on the wire. */
export async function selectOffer(
  deps: ApplicationDeps,
  owner: { uuid: string; identityUuid: string },
  choice: OfferChoice,
): Promise<Offer> {
  const row = await findOwnApplication(deps.db, owner.uuid, owner.identityUuid);
  if (!row) throw notFoundError();
  if (!allows(row.status, 'selectOffer') || !row.offerSet) {
    throw new DomainError('STEP_OUT_OF_ORDER', 'Offers can only be selected while offers are shown');
  }
  const { type, term, drawAmount, autopay } = choice;
  const offer = (row.offerSet as unknown as OfferSet).offers.find((o) => o.type === type && o.term === term);
  if (!offer) throw new DomainError('BAD_REQUEST', 'No such offer');
  const drawCents = toCents(drawAmount);
  if (drawCents < offer.minDraw || drawCents > offer.maxDraw) {
    throw new DomainError(
      'BAD_REQUEST',
      `Initial draw must be between ${formatMoney(offer.minDraw, 0)} and ${formatMoney(offer.maxDraw, 0)}`,
    );
  }
  // After the final decision a revised offer chosen here is the final offer (decision 0153).
  const final =
    row.status === 'REVISED_OFFER_SELECTION' && hasFinalDecision(row)
      ? revisedSelectionMove(deps.encryptionKey, row)
      : null;
  const moved = await tryMoveApplication(deps.db, {
    uuid: row.uuid,
    from: row.status,
    to: final?.to ?? 'APP_SUBMISSION',
    actor: 'borrower',
    reason: `offer selected: ${type} ${term}y`,
    patch: {
      ...final?.patch,
      // The APR, never the autopay rate: the discount stays in the chosen offer (decision 0101).
      rate: offer.rate,
      amountCents: drawCents,
      term,
      rateType: type === 'VARIABLE' ? 'Variable' : 'Fixed',
      selectedOffer: { ...offer, autopay } as unknown as Record<string, unknown>,
    },
  });
  if (!moved)
    throw new DomainError('STEP_OUT_OF_ORDER', 'Offers can only be selected while offers are shown');
  return offerToWire(offer);
}

/** Why this application cannot take an SSN now, or null when it can. */
function ssnRefusal(row: Pick<ApplicationRow, 'status' | 'ssnAttempts'>): DomainError | null {
  if (row.status !== SSN_FROM) return new DomainError('STEP_OUT_OF_ORDER', SSN_ENTRY_MESSAGES.notNeeded);
  if (row.ssnAttempts >= SSN_MAX_ATTEMPTS) {
    return new DomainError('RATE_LIMITED', SSN_ENTRY_MESSAGES.attemptsExhausted);
  }
  return null;
}

/**
 * credit/social (decision 0062): after CREDIT_NO_MATCH the borrower gives a full SSN, which is stored
 * encrypted, and the soft pull runs again with it. Neither the number nor a hint of it is logged or returned.
 */
export async function enterSsn(
  deps: ApplicationDeps,
  call: { uuid: string; identityUuid: string; log: FastifyBaseLogger },
  ssn: string,
): Promise<HelocApplication> {
  const { db } = deps;
  const { uuid, identityUuid } = call;

  const current = await findOwnApplication(db, uuid, identityUuid);
  if (!current) throw notFoundError();

  const refused = ssnRefusal(current);
  if (refused) throw refused;

  const moved = await db.transaction(async (tx) => {
    // One guarded statement: a concurrent submit, or one past the limit, matches no row.
    const row = await moveApplicationIn(tx, {
      uuid,
      from: SSN_FROM,
      to: SSN_TO,
      actor: 'borrower',
      reason: `SSN entered (attempt ${current.ssnAttempts + 1} of ${SSN_MAX_ATTEMPTS}); soft credit re-run`,
      patch: {
        ssnEncrypted: encryptField(deps.encryptionKey, ssn),
        ssnAttempts: sql`${helocApplications.ssnAttempts} + 1`,
      },
      where: and(
        eq(helocApplications.identityUuid, identityUuid),
        lt(helocApplications.ssnAttempts, SSN_MAX_ATTEMPTS),
      ),
    });
    if (!row) {
      const now = await findOwnApplication(tx, uuid, identityUuid);
      throw (now && ssnRefusal(now)) ?? new DomainError('STEP_OUT_OF_ORDER', SSN_ENTRY_MESSAGES.notNeeded);
    }
    return row;
  });

  await deps.enqueue(uuid);
  call.log.info({ applicationUuid: uuid, attempt: moved.ssnAttempts }, 'SSN entered; soft pull queued');
  return viewOf(db, moved);
}
