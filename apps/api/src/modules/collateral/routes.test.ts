import {
  COLLATERAL_MESSAGES,
  INSURANCE_REJECTION_REASONS,
  type InsuranceView,
  type LiensView,
  COLLATERAL_API_PATHS as PATHS,
  type TitleView,
  type ValuationView,
} from '@hearth/domain/collateral';
import { FINAL_DECISION_API_PATHS, type FinalDecisionView } from '@hearth/domain/final-decision';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';
import { openConditions } from '../identity-verification/service';
import {
  acceptedLiens,
  addressOf,
  confirmLiensAsShown,
  sendInsuranceDocument,
  settledStatus,
} from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const atLiens = (persona: Parameters<typeof acceptedLiens>[1] = {}) => acceptedLiens(t, persona);
const confirmAsShown = (uuid: string, headers: Headers) => confirmLiensAsShown(t, uuid, headers);
const settle = (uuid: string) => settledStatus(t, uuid);
const sendDocument = (uuid: string, headers: Headers, kind: 'HAZARD' | 'FLOOD' | 'TRUST') =>
  sendInsuranceDocument(t, uuid, headers, kind);

describe('after the offer, part 2: liens, value, title and insurance (issue 11, decision 0160)', () => {
  it('takes a clean file from the accepted final offer through liens, title and insurance to the accounts', async () => {
    const { uuid, headers } = await atLiens();
    const liens = (await get(PATHS.liens(uuid), headers)).json() as LiensView;
    expect(liens.liens).toEqual([
      expect.objectContaining({
        id: 'lien-1',
        position: 1,
        balance: 250_000,
        state: 'OPEN',
        payoffRequired: false,
      }),
    ]);
    expect(liens.liens[0]?.monthlyPayment).toBeGreaterThan(0);
    expect(liens.propertyValue).toBe(650_000);
    expect(liens.cltvPercent).toBeLessThanOrEqual(liens.maxCltvPercent);

    const confirmed = await confirmAsShown(uuid, headers);
    expect(confirmed.confirmedAt).toBeDefined();
    expect(await settle(uuid)).toBe('TRUST_AND_INSURANCE');

    const title = (await get(PATHS.title(uuid), headers)).json() as TitleView;
    expect(title).toMatchObject({ state: 'RECEIVED', trust: null, additionalSigners: [] });
    expect(title.vesting).toContain('ALEX PRIME');
    expect(title.legalDescription).toContain('1400 Happy Path Ln');
    expect(title.flood).toMatchObject({ state: 'RECEIVED', specialFloodHazardArea: false });

    const insurance = (await get(PATHS.insurance(uuid), headers)).json() as InsuranceView;
    expect(insurance.requirements.map((r) => [r.kind, r.state])).toEqual([['HAZARD', 'NEEDED']]);
    expect(insurance.mortgageeClause).toContain('its successors and/or assigns');
    expect(insurance.minimumCoverage).toBeGreaterThan(250_000);

    const sent = await sendDocument(uuid, headers, 'HAZARD');
    // The review is a job: on a fast machine it can finish before the answer is read back.
    expect(['SUBMITTED', 'VERIFIED']).toContain(sent.requirements[0]?.state);
    expect(await settle(uuid)).toBe('DISBURSEMENT_ACCOUNT');
    const valuation = (await get(PATHS.valuation(uuid), headers)).json() as ValuationView;
    expect(valuation).toMatchObject({ method: 'AVM', value: 650_000, confidence: 'HIGH' });
  });

  it('refuses bad lien answers with a clear message and changes nothing; another borrower gets 404', async () => {
    const { uuid, headers } = await atLiens();
    const unknown = await post(PATHS.confirmLiens(uuid), headers, {
      liens: [{ id: 'lien-9', balance: 1, monthlyPayment: 1, state: 'OPEN' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(COLLATERAL_MESSAGES.unknownLien);
    const none = await post(PATHS.confirmLiens(uuid), headers, { liens: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(COLLATERAL_MESSAGES.everyLien);
    const negative = await post(PATHS.confirmLiens(uuid), headers, {
      liens: [{ id: 'lien-1', balance: -5, monthlyPayment: 1, state: 'OPEN' }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('The balance cannot be negative.');
    expect((await findApplication(t.database.db, uuid))?.status).toBe('LIEN_VERIFICATION');

    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await get(PATHS.liens(uuid), stranger)).statusCode).toBe(404);
    expect((await get(PATHS.insurance(uuid), stranger)).statusCode).toBe(404);
    expect((await post(PATHS.confirmLiens(uuid), stranger, { liens: [] })).statusCode).toBe(404);
    expect((await get(PATHS.liens(uuid), {})).statusCode).toBe(401);
  });

  it('sends the line back to offer selection when a corrected balance leaves too little equity', async () => {
    const { uuid, headers } = await atLiens();
    const res = await post(PATHS.confirmLiens(uuid), headers, {
      liens: [{ id: 'lien-1', balance: 420_000, monthlyPayment: 2_900, state: 'OPEN' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('REVISED_OFFER_SELECTION');
    const decision = (
      await get(FINAL_DECISION_API_PATHS.finalDecision(uuid), headers)
    ).json() as FinalDecisionView;
    expect(decision.outcome).toBe('REVISED_OFFER');
    expect(decision.changes.find((c) => c.field === 'creditLine')?.reason).toContain(
      'The liens you confirmed',
    );
  });

  it('pays a second lien from the draw: payoff statement, then the title search', async () => {
    const { uuid, headers } = await atLiens({ address: addressOf('two-liens') });
    const liens = (await get(PATHS.liens(uuid), headers)).json() as LiensView;
    expect(liens.liens.map((l) => l.payoffRequired)).toEqual([false, true]);
    expect(liens.payoffTotal).toBeGreaterThan(0);
    const confirmed = await confirmAsShown(uuid, headers);
    expect(confirmed.status).toBe('PAYOFF_REQUEST_PENDING');
    expect(confirmed.drawAmount).toBeGreaterThanOrEqual(confirmed.payoffTotal);
    expect(await settle(uuid)).toBe('TRUST_AND_INSURANCE');
    const row = await findApplication(t.database.db, uuid);
    expect(row?.amountCents).toBeGreaterThanOrEqual(liens.payoffTotal * 100);
  });

  it('asks for an estimate when the value is unsure, then orders a broker price opinion at the disclosed cost', async () => {
    const { uuid, headers } = await atLiens({ address: addressOf('low-confidence-value') });
    expect((await confirmAsShown(uuid, headers)).status).toBe('ESTIMATED_PROPERTY_VALUE');
    const tooLow = await post(PATHS.estimateValue(uuid), headers, { estimatedValue: 5 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.body).toContain('Enter a value of at least $10,000.');
    const estimated = await post(PATHS.estimateValue(uuid), headers, { estimatedValue: 550_000 });
    expect(estimated.json()).toMatchObject({
      status: 'NAV_BPO_ORDER_REQUEST',
      borrowerEstimate: 550_000,
      cost: 180,
    });
    const refused = await post(PATHS.orderBpo(uuid), headers, { acceptCost: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Agree to the $180 valuation cost');
    const ordered = await post(PATHS.orderBpo(uuid), headers, { acceptCost: true });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const again = await post(PATHS.orderBpo(uuid), headers, { acceptCost: true });
    expect(again.json().bpo.orderedAt).toBe(ordered.json().bpo.orderedAt);
    expect(await settle(uuid)).toBe('TRUST_AND_INSURANCE');
    const valuation = (await get(PATHS.valuation(uuid), headers)).json() as ValuationView;
    expect(valuation).toMatchObject({ method: 'BPO', value: 520_000, bpo: { state: 'RETURNED', cost: 180 } });
  });

  it('revises the offer when the broker values the home lower', async () => {
    const { uuid, headers } = await atLiens({ address: addressOf('low-bpo') });
    await confirmAsShown(uuid, headers);
    await post(PATHS.estimateValue(uuid), headers, { estimatedValue: 520_000 });
    await post(PATHS.orderBpo(uuid), headers, { acceptCost: true });
    expect(await settle(uuid)).toBe('REVISED_OFFER_SELECTION');
    const decision = (
      await get(FINAL_DECISION_API_PATHS.finalDecision(uuid), headers)
    ).json() as FinalDecisionView;
    expect(decision.changes[0]?.reason).toContain("The broker's opinion of your home's value is $415,000.");
  });

  it('asks a Texas borrower for the fair-market-value acknowledgment before ordering', async () => {
    const { uuid, headers } = await atLiens({ address: addressOf('texas-bpo') });
    await confirmAsShown(uuid, headers);
    await post(PATHS.estimateValue(uuid), headers, { estimatedValue: 480_000 });
    const missing = await post(PATHS.orderBpo(uuid), headers, { acceptCost: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COLLATERAL_MESSAGES.texasAcknowledgment);
    const ok = await post(PATHS.orderBpo(uuid), headers, { acceptCost: true, texasAcknowledgment: true });
    expect(ok.json().status).toBe('NAV_BPO_PROCESSING');
  });

  it('needs trust documents for a home in a trust and flood insurance in a flood zone', async () => {
    const trust = await atLiens({ firstName: 'Trust' });
    await confirmAsShown(trust.uuid, trust.headers);
    expect(await settle(trust.uuid)).toBe('TRUST_AND_INSURANCE');
    const needs = (await get(PATHS.insurance(trust.uuid), trust.headers)).json() as InsuranceView;
    expect(needs.requirements.map((r) => r.kind)).toEqual(['HAZARD', 'TRUST']);
    expect(await openConditions(t.database.db, trust.uuid)).toContain('TRUST_REQUIREMENTS');
    await sendDocument(trust.uuid, trust.headers, 'HAZARD');
    expect(await settle(trust.uuid)).toBe('TRUST_AND_INSURANCE');
    await sendDocument(trust.uuid, trust.headers, 'TRUST');
    expect(await settle(trust.uuid)).toBe('DISBURSEMENT_ACCOUNT');
    expect(await openConditions(t.database.db, trust.uuid)).not.toContain('TRUST_REQUIREMENTS');

    const flood = await atLiens({ address: addressOf('flood-zone') });
    await confirmAsShown(flood.uuid, flood.headers);
    expect(await settle(flood.uuid)).toBe('TRUST_AND_INSURANCE');
    const floodNeeds = (await get(PATHS.insurance(flood.uuid), flood.headers)).json() as InsuranceView;
    expect(floodNeeds.requirements.map((r) => r.kind)).toEqual(['HAZARD', 'FLOOD']);
    const title = (await get(PATHS.title(flood.uuid), flood.headers)).json() as TitleView;
    expect(title.flood).toMatchObject({ zone: 'AE', specialFloodHazardArea: true });
  });

  it('refuses a first hazard policy with too little coverage, with the reason, and takes the next one', async () => {
    const { uuid, headers } = await atLiens({ firstName: 'Underinsured' });
    await confirmAsShown(uuid, headers);
    expect(await settle(uuid)).toBe('TRUST_AND_INSURANCE');
    await sendDocument(uuid, headers, 'HAZARD');
    await vendorQueueIdle(t.app);
    const refused = (await get(PATHS.insurance(uuid), headers)).json() as InsuranceView;
    expect(refused.requirements[0]).toMatchObject({
      state: 'REJECTED',
      reason: INSURANCE_REJECTION_REASONS.coverage,
    });
    await sendDocument(uuid, headers, 'HAZARD');
    expect(await settle(uuid)).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('stops for another owner on title, or for an applicant title does not show, until a reviewer decides', async () => {
    const co = await atLiens({ firstName: 'Coowner' });
    await confirmAsShown(co.uuid, co.headers);
    expect(await settle(co.uuid)).toBe('CO_DEED_REQUEST');
    const title = (await get(PATHS.title(co.uuid), co.headers)).json() as TitleView;
    expect(title.additionalSigners).toEqual(['SAM PRIME']);

    const not = await atLiens({ firstName: 'Notowner' });
    await confirmAsShown(not.uuid, not.headers);
    expect(await settle(not.uuid)).toBe('OWNERSHIP_REVIEW');
    expect(await openConditions(t.database.db, not.uuid)).toContain('PROPERTY_OWNERSHIP_FRAUD');
    const staff = await staffHeaders(t.app);
    const byBorrower = await post(PATHS.ownershipDecision(not.uuid), not.headers, {
      decision: 'CONFIRM_OWNER',
      note: 'deed checked',
    });
    expect(byBorrower.statusCode).toBe(403);
    const decided = await post(PATHS.ownershipDecision(not.uuid), staff, {
      decision: 'CONFIRM_OWNER',
      note: 'recorded deed shows the applicant',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await statusAfter(t, not.uuid, 'OWNERSHIP_REVIEW')).toBe('TRUST_AND_INSURANCE');
    expect(await openConditions(t.database.db, not.uuid)).not.toContain('PROPERTY_OWNERSHIP_FRAUD');
  });
});
