import { APP_START_API_PATHS } from '@hearth/domain/app-start';
import type { OrgPricingData } from '@hearth/domain/brands';
import { type DecisionInput, decide } from '@hearth/domain/decisioning/engine';
import { DEFAULT_RATE_SHEET_KEY } from '@hearth/domain/decisioning/rate-sheets';
import { HMDA_FIELD_NAMES, type HmdaAnswersInput, hmdaKeysIn } from '@hearth/domain/hmda';
import { getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { encryptField } from '../../db/field-crypto';
import type { CreditPullResult } from '../../providers/credit-bureau/credit-bureau';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { selectFirstOffer } from '../app-start/test-helpers';
import { sandboxProviders } from '../pipeline/providers';
import { openCreditPull } from './credit-pull';
import { decisionInputFor } from './decision-input';
import { type ApplicationRow, findApplication } from './repository';
import { helocApplications } from './schema';
import { createApplication, createBody, settledStatus } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const PRICING: OrgPricingData = {
  rateSheetKey: DEFAULT_RATE_SHEET_KEY,
  marginAdjustment: 0,
  maxOriginationFeePercent: 4.99,
};
const NOW = new Date('2026-11-22T12:00:00Z');

async function inputOf(row: ApplicationRow): Promise<DecisionInput> {
  return decisionInputFor(row, {
    encryptionKey: t.config.encryptionKey,
    credit: openCreditPull(t.config.encryptionKey, row) as CreditPullResult,
    property: await sandboxProviders().propertyData.lookup({
      street1: row.propertyStreet1,
      street2: row.propertyStreet2,
      city: row.propertyCity,
      state: row.propertyState,
      zip: row.propertyZip,
    }),
    orgPricingData: PRICING,
    now: NOW,
  });
}

describe('the decision engine cannot see HMDA answers', () => {
  it('no application column and no decision-input field carries an HMDA answer (types and runtime)', () => {
    const columns = Object.keys(getTableColumns(helocApplications)).map((c) => c.toLowerCase());
    for (const name of HMDA_FIELD_NAMES) expect(columns).not.toContain(name.toLowerCase());
    type Keys = keyof DecisionInput | keyof DecisionInput['applicant'];
    expectTypeOf<Extract<Keys, (typeof HMDA_FIELD_NAMES)[number]>>().toEqualTypeOf<never>();
  });

  it('refuses to build an input that would carry them', () => {
    const leaky = {
      ...({} as ApplicationRow),
      dobEncrypted: encryptField(t.config.encryptionKey, '1980-04-12'),
    };
    expect(() =>
      decisionInputFor(leaky, {
        encryptionKey: t.config.encryptionKey,
        credit: { outcome: 'NO_MATCH', race: ['WHITE'] } as unknown as CreditPullResult,
        property: {} as never,
        orgPricingData: PRICING,
        now: NOW,
      }),
    ).toThrow('HMDA data must never reach a decision: credit.race');
  });

  it('decides the same whatever the HMDA answers, and the input holds none of them', async () => {
    const borrower = await registeredBorrower(t.app);
    const created = await createApplication(t.app, borrower.jwt, createBody());
    const uuid = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
    // The start pages take HMDA answers from APP_SUBMISSION on; select the first offer to get there.
    const headers = bearer(borrower.jwt);
    expect((await selectFirstOffer(t.app, headers, uuid)).statusCode).toBe(200);

    const answersA: HmdaAnswersInput = {
      ethnicity: { values: ['HISPANIC_OR_LATINO', 'MEXICAN'] },
      race: { values: ['BLACK_OR_AFRICAN_AMERICAN'] },
      sex: { values: ['FEMALE'] },
    };
    const answersB: HmdaAnswersInput = {
      ethnicity: { values: ['NOT_HISPANIC_OR_LATINO'] },
      race: { values: ['WHITE'] },
      sex: { values: ['MALE'] },
    };
    const outcomes = [];
    for (const answers of [answersA, answersB]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: APP_START_API_PATHS.hmda(uuid),
        headers,
        payload: answers,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const row = await findApplication(t.database.db, uuid);
      if (!row) throw new Error('no application');
      const input = await inputOf(row);
      expect(hmdaKeysIn(input)).toEqual([]);
      expect(JSON.stringify(input)).not.toMatch(/HISPANIC|BLACK_OR_AFRICAN|NOT_HISPANIC|"WHITE"|FEMALE/);
      outcomes.push(decide(input));
    }
    expect(outcomes[0]?.outcome).toBe('APPROVED');
    expect(outcomes[1]).toEqual(outcomes[0]);
  });
});
