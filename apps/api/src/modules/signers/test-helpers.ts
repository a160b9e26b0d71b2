import { SIGNER_API_PATHS as PATHS, SANDBOX_INVITATION_PATH } from '@hearth/domain/additional-signers';
import type { SigningSession } from '@hearth/domain/signing';
import { expect } from 'vitest';
import { bearer, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import {
  addJourneyAccounts,
  bookJourneyNotary,
  demonstrateJourneyESign,
  type JourneyApplication,
  sendJourneyInsurance,
  signJourneyDeed,
  signJourneyDocuments,
} from '../../test/journey/steps';
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

/**
 * The owner opens the E-SIGN consent's sample PDF and types back the code printed in it (decision 0202): what the
 * join asks first.
 */
export const demonstrateAsOwner = (t: TestApp, uuid: string, headers: Headers) =>
  demonstrateJourneyESign(injectHttp(t.app), headers, uuid, 'OWNER');

/** Invites SAM PRIME, accepts and joins: the application goes on to insurance. */
export async function coOwnerJoined(t: TestApp, persona: Parameters<typeof atCoDeedRequest>[1] = {}) {
  const borrower = await atCoDeedRequest(t, persona);
  const { res, email } = await invite(t, borrower.uuid, borrower.headers);
  expect(res.statusCode, res.body).toBe(200);
  const signer = await acceptAs(t, email);
  await demonstrateAsOwner(t, borrower.uuid, signer.headers);
  const joined = await t.app.inject({
    method: 'POST',
    url: PATHS.join(borrower.uuid),
    headers: signer.headers,
    payload: JOIN,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { borrower, signer, email };
}

/** The co-owner adopts their typed signature and signs or acknowledges each of their documents. */
export async function coOwnerSigns(t: TestApp, uuid: string, headers: Headers) {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const adopted = await post(PATHS.adopt(uuid), { fullName: 'Sam Prime', style: 'SCRIPT', agree: true });
  expect(adopted.statusCode, adopted.body).toBe(200);
  const session = (
    await t.app.inject({ method: 'GET', url: PATHS.signing(uuid), headers })
  ).json() as SigningSession;
  for (const doc of session.documents) {
    const act = await post(PATHS.acts(uuid), {
      documentId: doc.documentId,
      sha256: doc.sha256,
      location: null,
    });
    expect(act.statusCode, act.body).toBe(200);
  }
}

/** SAM PRIME joined, then the borrower's journey steps (test/journey) to the documents: NOTE_SIGNING. */
export async function coOwnerAtNoteSigning(t: TestApp) {
  const joined = await coOwnerJoined(t);
  const { borrower } = joined;
  const journey: JourneyApplication = {
    ...borrower.borrower,
    password: STRONG_PASSWORD,
    uuid: borrower.uuid,
    headers: borrower.headers,
  };
  const http = injectHttp(t.app);
  await sendJourneyInsurance(http, journey);
  expect(await settledStatus(t, borrower.uuid)).toBe('DISBURSEMENT_ACCOUNT');
  await addJourneyAccounts(http, journey, 'typed');
  expect(await settledStatus(t, borrower.uuid)).toBe('NOTE_SIGNING');
  return { ...joined, journey, http };
}

/** Both owners signed their documents and the first online notary slot is booked: NOTARY_WAITING_PERIOD. */
export async function coOwnerBooked(t: TestApp) {
  const atSigning = await coOwnerAtNoteSigning(t);
  const { journey, http, signer } = atSigning;
  await coOwnerSigns(t, journey.uuid, signer.headers);
  await signJourneyDocuments(http, journey, 'Coowner Prime');
  const slot = await bookJourneyNotary(http, journey);
  expect(await settledStatus(t, journey.uuid)).toBe('NOTARY_WAITING_PERIOD');
  return { ...atSigning, slot };
}

/** Both owners signed the deed in the online session: the right to cancel runs (RESCISSION). */
export async function coOwnerAtRescission(t: TestApp) {
  const booked = await coOwnerBooked(t);
  const { journey, http, signer, slot } = booked;
  await signJourneyDeed(http, journey, slot);
  const signed = await t.app.inject({
    method: 'POST',
    url: PATHS.signDeed(journey.uuid),
    headers: signer.headers,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(await settledStatus(t, journey.uuid)).toBe('RESCISSION');
  return booked;
}
