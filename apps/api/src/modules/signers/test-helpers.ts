import { SIGNER_API_PATHS as PATHS, SANDBOX_INVITATION_PATH } from '@hearth/domain/additional-signers';
import { expect } from 'vitest';
import { bearer, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import type { TestApp } from '../../test/test-app';
import { acceptedLiens, confirmLiensAsShown, settledStatus } from '../collateral/test-helpers';

type Headers = Record<string, string>;

/** The sandbox co-owner persona (first name `Coowner`): title shows SAM PRIME, the application waits for them. */
export async function atCoDeedRequest(t: TestApp, persona: Parameters<typeof acceptedLiens>[1] = {}) {
  const accepted = await acceptedLiens(t, { firstName: 'Coowner', ...persona });
  await confirmLiensAsShown(t, accepted.uuid, accepted.headers);
  expect(await settledStatus(t, accepted.uuid)).toBe('CO_DEED_REQUEST');
  return accepted;
}

/** The token of the last invitation mailed to an address, read through the sandbox route as the e2e does. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${SANDBOX_INVITATION_PATH}?email=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { link: string }).link.split('#invitation=')[1];
  if (!token) throw new Error('no token in the link');
  return token;
}

export async function invite(t: TestApp, uuid: string, headers: Headers, email = uniqueEmail('owner')) {
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.invite(uuid),
    headers,
    payload: { ownerName: 'SAM PRIME', email },
  });
  return { res, email };
}

/** Accepts the last invitation sent to `email`: a co-deeder's token. */
export async function acceptAs(t: TestApp, email: string) {
  const token = await invitationToken(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.accept,
    payload: { token, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { headers: bearer(res.json().jwt as string), identityUuid: res.json().identityUuid as string };
}

export const JOIN = {
  firstName: 'Sam',
  lastName: 'Prime',
  dob: '1982-03-04',
  eSignConsent: true,
  lienConsent: true,
};

/** Invites SAM PRIME, accepts and joins: the application goes on to insurance. */
export async function coOwnerJoined(t: TestApp, persona: Parameters<typeof atCoDeedRequest>[1] = {}) {
  const borrower = await atCoDeedRequest(t, persona);
  const { res, email } = await invite(t, borrower.uuid, borrower.headers);
  expect(res.statusCode, res.body).toBe(200);
  const signer = await acceptAs(t, email);
  const joined = await t.app.inject({
    method: 'POST',
    url: PATHS.join(borrower.uuid),
    headers: signer.headers,
    payload: JOIN,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { borrower, signer, email };
}
