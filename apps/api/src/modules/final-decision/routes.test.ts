import { randomUUID } from 'node:crypto';
import type { OfferSet } from '@hearth/domain/entities';
import { type FinalDecisionView, FINAL_DECISION_API_PATHS as PATHS } from '@hearth/domain/final-decision';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { openFinalDecision } from '../application/decision-records';
import { findApplication } from '../application/repository';
import { runFinalDecision } from './service';
import { decidedApplication } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });
}

const decided = (firstName?: string, lastName?: string) => decidedApplication(t, { firstName, lastName });

describe('the final decision (issue 10 item 7, decision 0153)', () => {
  it('confirms a prime file as the final offer, which the borrower accepts once', async () => {
    const { uuid, headers, status } = await decided();
    expect(status).toBe('FINAL_OFFER');
    const view = (await call('GET', PATHS.finalDecision(uuid), headers)).json() as FinalDecisionView;
    expect(view).toMatchObject({
      outcome: 'FINAL_OFFER',
      incomeVerified: true,
      verifiedIncome: 150000,
      changes: [],
    });
    expect(view.offer?.rate).toBeGreaterThan(0);
    expect(view.drawAmount).toBeGreaterThan(0);

    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await call('GET', PATHS.finalDecision(uuid), stranger)).statusCode).toBe(404);
    expect((await call('POST', PATHS.acceptFinalOffer(uuid), stranger)).statusCode).toBe(404);

    const accepted = await call('POST', PATHS.acceptFinalOffer(uuid), headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedView = accepted.json() as FinalDecisionView;
    expect(acceptedView.status).toBe('LIEN_VERIFICATION');
    expect(acceptedView.acceptedAt).toBeDefined();
    // A double click answers the same acceptance and moves nothing twice.
    const again = await call('POST', PATHS.acceptFinalOffer(uuid), headers);
    expect(again.json()).toEqual(acceptedView);
    const row = await findApplication(t.database.db, uuid);
    expect(row?.status).toBe('LIEN_VERIFICATION');
    const stored = (row ? openFinalDecision(t.config.encryptionKey, row) : null) as {
      acceptance?: { offerSha256: string };
    } | null;
    expect(stored?.acceptance?.offerSha256).toMatch(/^[0-9a-f]{64}$/);
    // The job does nothing when run again.
    await runFinalDecision(t.app.finalDecision.deps, uuid);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('LIEN_VERIFICATION');
  });

  it('revises the offer when the verified income is lower, says why, and the revised choice is final', async () => {
    const { uuid, headers, status } = await decided('Lowincome');
    expect(status).toBe('REVISED_OFFER_SELECTION');
    const view = (await call('GET', PATHS.finalDecision(uuid), headers)).json() as FinalDecisionView;
    expect(view.outcome).toBe('REVISED_OFFER');
    expect(view.changes.map((c) => c.field)).toContain('income');
    expect(view.changes.find((c) => c.field === 'income')).toMatchObject({
      before: '$150,000',
      after: '$90,000',
    });
    expect(view.changes.some((c) => c.field === 'creditLine' || c.field === 'maxDraw')).toBe(true);
    expect((await call('POST', PATHS.acceptFinalOffer(uuid), headers)).statusCode).toBe(409);

    const set = (await call('GET', HELOC_API_PATHS.offers(uuid), headers)).json() as OfferSet;
    const offer = set.offers[0];
    const chosen = await call('POST', HELOC_API_PATHS.selectOffer(uuid), headers, {
      type: offer?.type,
      term: offer?.term,
      drawAmount: offer?.minDraw,
      autopay: true,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const final = (await call('GET', PATHS.finalDecision(uuid), headers)).json() as FinalDecisionView;
    expect(final).toMatchObject({
      status: 'FINAL_OFFER',
      outcome: 'FINAL_OFFER',
      drawAmount: offer?.minDraw,
    });
    expect(final.changes.length).toBeGreaterThan(0);
  });

  it('a verified income under half the stated one goes to an underwriter, whose decision moves it (staff only)', async () => {
    const { uuid, headers, status } = await decided('Verylowincome');
    expect(status).toBe('UNDERWRITING_REVIEW');
    const body = { decision: 'CONFIRM', note: 'Second job confirmed by phone' };
    expect((await call('POST', PATHS.underwritingDecision(uuid), headers, body)).statusCode).toBe(403);
    const staff = await staffHeaders(t.app);
    expect(
      (await call('POST', PATHS.underwritingDecision(uuid), staff, { decision: 'MAYBE', note: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', PATHS.underwritingDecision(randomUUID()), staff, body)).statusCode).toBe(404);
    const confirmed = await call('POST', PATHS.underwritingDecision(uuid), staff, body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as FinalDecisionView).status).toBe('FINAL_OFFER');
    expect((await call('POST', PATHS.underwritingDecision(uuid), staff, body)).statusCode).toBe(409);
  });

  it('declines a file the hard pull made worse, with a notice disclosing the hard-pull score', async () => {
    const { uuid, headers, status } = await decided(undefined, 'Newdelinquent');
    expect(status).toBe('DECLINED');
    const notice = (await call('GET', HELOC_API_PATHS.adverseAction(uuid), headers)).json() as {
      creditScore: { score: number } | null;
      principalReasons: { code: string }[];
    };
    expect(notice.creditScore?.score).toBeGreaterThan(0);
    expect(notice.principalReasons.length).toBeGreaterThan(0);
  });
});
