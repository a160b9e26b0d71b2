import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
} from '@hearth/domain/identity-verification';
import { INCOME_VERIFICATION_API_PATHS, type IncomeLinkStarted } from '@hearth/domain/income-verification';
import { expect } from 'vitest';
import { sandboxRightAnswers } from '../../providers/identity-verification/sandbox-identity-verification';
import type { TestApp } from '../../test/test-app';
import { moveApplication } from '../application/status-moves';
import { acceptedApplication, statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';

/** Payroll through the sandbox vendor's page, then the right knowledge answers: the final decision runs. */
export async function verifyIncomeAndIdentity(t: TestApp, uuid: string, headers: Record<string, string>) {
  const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const started = await call(INCOME_VERIFICATION_API_PATHS.link(uuid), { type: 'payroll' });
  const { linkId, redirectUrl } = started.json() as IncomeLinkStarted;
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  const code = /code=([^"&]+)/.exec(page.body)?.[1];
  const done = await call(INCOME_VERIFICATION_API_PATHS.linkComplete(uuid), {
    linkId,
    status: 'success',
    code,
  });
  expect(done.statusCode, done.body).toBe(202);
  expect(await statusAfter(t, uuid, 'INCOME_VERIFICATION')).toBe('IDENTITY_VERIFICATION');
  const kba = await call(IDENTITY_VERIFICATION_API_PATHS.verification(uuid), { method: 'KBA' });
  const questions = (kba.json() as IdentityVerificationView).questions ?? [];
  const answered = await call(IDENTITY_VERIFICATION_API_PATHS.answers(uuid), {
    answers: sandboxRightAnswers(questions),
  });
  expect(answered.statusCode, answered.body).toBe(202);
  const status = await statusAfter(t, uuid, 'IDENTITY_VERIFICATION');
  await vendorQueueIdle(t.app);
  return status;
}

/** A new application taken from register through the hard pull, income and identity to its final decision. */
export async function decidedApplication(
  t: TestApp,
  persona: Parameters<typeof acceptedApplication>[1] = {},
) {
  const accepted = await acceptedApplication(t.app, persona);
  const hard = await statusAfter(t, accepted.uuid, 'HARD_CREDIT_PULL');
  if (hard === 'DELINQUENCY_REVIEW')
    await moveApplication(t.database.db, {
      uuid: accepted.uuid,
      from: hard,
      to: 'INCOME_VERIFICATION',
      actor: 'lender',
    });
  const status = await verifyIncomeAndIdentity(t, accepted.uuid, accepted.headers);
  return { ...accepted, status };
}
