import {
  INSURANCE_UPLOAD_PURPOSE,
  type InsuranceKind,
  type InsuranceView,
  type LiensView,
  COLLATERAL_API_PATHS as PATHS,
} from '@hearth/domain/collateral';
import { FINAL_DECISION_API_PATHS } from '@hearth/domain/final-decision';
import { UPLOAD_API_PATHS } from '@hearth/domain/identity-verification';
import { expect, vi } from 'vitest';
import { propertyPersona } from '../../providers/property-data/property-personas';
import type { TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { decidedApplication } from '../final-decision/test-helpers';
import { vendorQueueIdle } from '../hard-pull/test-helpers';
import { multipartBody, PDF } from '../uploads/test-helpers';

type Headers = Record<string, string>;

/** The register address of a named sandbox property persona. */
export const addressOf = (key: Parameters<typeof propertyPersona>[0]) => {
  const { street1, city, state, zip } = propertyPersona(key);
  return { street1, city, state, zip };
};

/** A final offer accepted: the application waits on the liens page. */
export async function acceptedLiens(t: TestApp, persona: Parameters<typeof decidedApplication>[1] = {}) {
  const decided = await decidedApplication(t, persona);
  expect(decided.status).toBe('FINAL_OFFER');
  const accepted = await t.app.inject({
    method: 'POST',
    url: FINAL_DECISION_API_PATHS.acceptFinalOffer(decided.uuid),
    headers: decided.headers,
    payload: {},
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return decided;
}

/** Confirms the liens as the record shows them. */
export async function confirmLiensAsShown(t: TestApp, uuid: string, headers: Headers) {
  const view = (await t.app.inject({ method: 'GET', url: PATHS.liens(uuid), headers })).json() as LiensView;
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.confirmLiens(uuid),
    headers,
    payload: {
      liens: view.liens.map(({ id, balance, monthlyPayment }) => ({
        id,
        balance,
        monthlyPayment,
        state: 'OPEN',
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LiensView;
}

/** The status once the vendor queue is idle (sandbox callbacks delivered and processed). */
export async function settledStatus(t: TestApp, uuid: string) {
  await vendorQueueIdle(t.app);
  return (await findApplication(t.database.db, uuid))?.status;
}

/** Uploads a PDF and sends it for one insurance (or trust) requirement. */
export async function sendInsuranceDocument(t: TestApp, uuid: string, headers: Headers, kind: InsuranceKind) {
  const { payload, headers: multipart } = multipartBody(PDF, 'declarations.pdf');
  const upload = await t.app.inject({
    method: 'POST',
    url: `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=${INSURANCE_UPLOAD_PURPOSE[kind]}`,
    headers: { ...headers, ...multipart },
    payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.submitInsurance(uuid),
    headers,
    payload: { kind, uploadId: upload.json().id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsuranceView;
}

/** From register to DISBURSEMENT_ACCOUNT through the real liens, title and insurance steps. */
export async function atAccounts(t: TestApp, persona: Parameters<typeof decidedApplication>[1] = {}) {
  const accepted = await acceptedLiens(t, persona);
  await confirmLiensAsShown(t, accepted.uuid, accepted.headers);
  expect(await settledStatus(t, accepted.uuid)).toBe('TRUST_AND_INSURANCE');
  await sendInsuranceDocument(t, accepted.uuid, accepted.headers, 'HAZARD');
  // The final title search and the notices it waits for (decision 0204) run after the vendor queue is idle on a
  // loaded machine: wait for the move itself.
  await vi.waitFor(async () => expect(await settledStatus(t, accepted.uuid)).toBe('DISBURSEMENT_ACCOUNT'), {
    timeout: 30_000,
    interval: 100,
  });
  return accepted;
}
