import type { PrivateLabelData } from '@hearth/domain/brands';
import { decide } from '@hearth/domain/decisioning/engine';
import { DEFAULT_PRICING } from '@hearth/domain/decisioning/rate-sheets';
import type { ApplicationStatus } from '@hearth/domain/enums';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { decryptField } from '../../db/field-crypto';
import type { CreditPullResult } from '../../providers/credit-bureau/credit-bureau';
import { openCreditPull, sealCreditPull } from '../application/credit-pull';
import { decisionInputFor } from '../application/decision-input';
import { sealDecisionFacts } from '../application/decision-records';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { moveByJob } from '../application/status-moves';
import {
  buildAdverseActionNotice,
  creditorFor,
  ecoaAgencyForOrganization,
} from '../decisioning/adverse-action';
import type { Providers } from './providers';

/**
 * What the applicant is given around pre-qualification (decision 0200), by the notices module above the pipeline
 * (`Pipeline.useNotices`). Each is idempotent: a re-run of the job calls it again and nothing is given twice.
 */
export interface PrequalNotices {
  /** Before the soft pull: the early HELOC disclosure and the CFPB booklet. The pull waits for it. */
  beforeSoftPull(applicationUuid: string): Promise<void>;
  /** Once pre-qualification has stopped or decided: the credit score notices, the notice of action taken. */
  afterPrequal(applicationUuid: string): Promise<void>;
}

export interface PrequalDeps {
  db: Db;
  encryptionKey: Uint8Array;
  organization(orgCode: string): PrivateLabelData | undefined;
  providers: Providers;
  now(): Date;
  log: FastifyBaseLogger;
  /** Absent in unit tests of the steps alone; the server always has them. */
  notices?: PrequalNotices;
}

const CREDIT_BLOCKS = {
  FROZEN: { status: 'SOFT_CREDIT_LOCKED_OR_FROZEN', subDecision: 'CREDIT_FROZEN' },
  NO_MATCH: { status: 'CREDIT_NO_MATCH', subDecision: null },
  NO_SSN_MATCH: { status: 'CREDIT_NO_MATCH_SSN', subDecision: null },
} as const satisfies Record<Exclude<CreditPullResult['outcome'], 'MATCH'>, unknown>;

/**
 * Step 1: the soft pull under the consent recorded at create, with the SSN once the borrower gave it on
 * credit/social (decision 0062). Stores the result; stops on a blocked file.
 */
async function softCredit(deps: PrequalDeps, row: ApplicationRow): Promise<void> {
  const credit = await deps.providers.creditBureau.softPull({
    firstName: row.firstName,
    lastName: row.lastName,
    dob: decryptField(deps.encryptionKey, row.dobEncrypted),
    address: row.homeAddress ?? propertyAddressOf(row),
    ...(row.ssnEncrypted ? { ssn: decryptField(deps.encryptionKey, row.ssnEncrypted) } : {}),
  });
  const from = 'WAITING_FOR_SOFT_CREDIT';
  if (credit.outcome === 'MATCH') {
    await moveByJob(
      deps.db,
      row.uuid,
      { from, to: 'WAITING_FOR_INITIAL_OFFERS', reason: 'soft credit pulled' },
      sealCreditPull(deps.encryptionKey, credit),
    );
    return;
  }
  const block = CREDIT_BLOCKS[credit.outcome];
  await moveByJob(
    deps.db,
    row.uuid,
    { from, to: block.status, reason: `soft credit ${credit.outcome.toLowerCase()}` },
    {
      ...sealCreditPull(deps.encryptionKey, { outcome: credit.outcome }),
      decision: 'INITIAL',
      subDecision: block.subDecision,
    },
  );
}

/** Step 2: property lookup (AVM, liens, flood zone), eligibility and pricing, then the outcome status. */
async function decideOffers(deps: PrequalDeps, row: ApplicationRow): Promise<void> {
  const organization = deps.organization(row.organizationCode);
  const property = await deps.providers.propertyData.lookup(propertyAddressOf(row));
  const now = deps.now();
  const result = decide(
    decisionInputFor(row, {
      encryptionKey: deps.encryptionKey,
      credit: openCreditPull(deps.encryptionKey, row) as CreditPullResult,
      property,
      orgPricingData: organization?.orgPricingData ?? DEFAULT_PRICING,
      now,
    }),
  );
  const from = 'WAITING_FOR_INITIAL_OFFERS';
  const propertyLookup = property as unknown as Record<string, unknown>;
  if (result.outcome === 'BLOCKED') {
    await moveByJob(
      deps.db,
      row.uuid,
      { from, to: result.status, reason: 'property lookup' },
      { propertyLookup, decision: result.decision, subDecision: result.subDecision ?? null },
    );
    return;
  }
  if (result.outcome === 'DECLINED') {
    const notice = buildAdverseActionNotice({
      result,
      creditor: creditorFor(organization),
      ecoaAgency: ecoaAgencyForOrganization(organization),
      applicant: { firstName: row.firstName, lastName: row.lastName, address: propertyAddressOf(row) },
      now,
    });
    await moveByJob(
      deps.db,
      row.uuid,
      {
        from,
        to: 'DECLINED',
        reason: `${result.decision.toLowerCase()}: ${result.reasons.map((r) => r.code).join(',')}`,
      },
      {
        propertyLookup,
        decision: result.decision,
        subDecision: result.subDecision ?? null,
        declineReasons: result.reasons as unknown as Record<string, unknown>[],
        ...sealDecisionFacts(deps.encryptionKey, result.facts),
        adverseActionNotice: notice as unknown as Record<string, unknown>,
      },
    );
    return;
  }
  await moveByJob(
    deps.db,
    row.uuid,
    { from, to: 'OFFER_SELECTION', reason: 'offers priced' },
    {
      propertyLookup,
      decision: result.decision,
      subDecision: result.offerSet.subDecision ?? null,
      offerSet: result.offerSet as unknown as Record<string, unknown>,
      notices: result.notices,
      ...sealDecisionFacts(deps.encryptionKey, result.facts),
    },
  );
}

/**
 * Runs whatever steps remain for one application. Each step is guarded on the status it starts from,
 * so a retry after a crash, or a duplicate job, resumes where the last committed step left off.
 */
export async function runPrequal(deps: PrequalDeps, uuid: string): Promise<ApplicationStatus | null> {
  for (let step = 0; step < 3; step++) {
    const row = await findApplication(deps.db, uuid);
    if (!row) return null;
    if (row.status === 'WAITING_FOR_SOFT_CREDIT') {
      // Regulation Z 1026.40(b): the early disclosure and the booklet come with the application, before the pull.
      await deps.notices?.beforeSoftPull(uuid);
      await softCredit(deps, row);
    } else if (row.status === 'WAITING_FOR_INITIAL_OFFERS') await decideOffers(deps, row);
    else {
      // Every run that ends here delivers what the decision owes, so a retry after a failed delivery does it.
      await deps.notices?.afterPrequal(uuid);
      return row.status as ApplicationStatus;
    }
  }
  const done = await findApplication(deps.db, uuid);
  return (done?.status as ApplicationStatus | undefined) ?? null;
}
