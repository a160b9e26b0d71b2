import { randomUUID } from 'node:crypto';
import { SIGNER_API_PATHS as PATHS, type SignersView } from '@hearth/domain/additional-signers';
import { BROKER_API_PATHS, CO_DEED_MESSAGES } from '@hearth/domain/brokers';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { outbox } from '../identity/schema';
import { coDeedRemovals } from '../owners/schema';
import { signingActs } from '../signing/schema';
import { INVITATION_WITHDRAWN_MAIL_KIND } from './removal';
import {
  acceptAs,
  atCoDeedRequest,
  coOwnerAtNoteSigning,
  coOwnerSigns,
  invitationToken,
  invite,
} from './test-helpers';

let t: TestApp;
let uuid: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await setupTestApp();
  const app = await atCoDeedRequest(t);
  uuid = app.uuid;
  headers = app.headers;
});

const remove = (body: object, as = headers) =>
  t.app.inject({ method: 'POST', url: BROKER_API_PATHS.removeCoDeed, headers: as, payload: body });

describe('POST /service-profile/api/v1/feedback/ceo (decision 0227)', () => {
  it('removes a co-owner who accepted but has not signed: their link and account stop opening the application', async () => {
    const { email } = await invite(t, uuid, headers);
    const signer = await acceptAs(t, email);
    const view = (
      await t.app.inject({ method: 'GET', url: PATHS.signers(uuid), headers })
    ).json() as SignersView;
    const invitationId = view.owners[0]?.invitationId as string;
    expect(view.owners[0]?.state).toBe('INVITED');
    const before = await t.app.inject({
      method: 'GET',
      url: HELOC_API_PATHS.coDeedStatus,
      headers: signer.headers,
    });
    expect(before.json().applications).toHaveLength(1);

    // Without the borrower's confirmation nothing changes.
    const unconfirmed = await remove({ applicationUuid: uuid, invitationId });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toContain('Please confirm that you want to remove this co-owner');
    // Another borrower cannot remove anyone from this application.
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await remove({ applicationUuid: uuid, invitationId, confirm: true }, stranger)).statusCode).toBe(
      404,
    );

    const removed = await remove({ applicationUuid: uuid, invitationId, confirm: true });
    expect(removed.statusCode, removed.body).toBe(200);
    // The title still names the owner: the list read again shows them to invite afresh.
    expect((removed.json() as SignersView).owners).toEqual([
      expect.objectContaining({ ownerName: 'SAM PRIME', state: 'NOT_INVITED', invitationId: null }),
    ]);
    const after = await t.app.inject({
      method: 'GET',
      url: HELOC_API_PATHS.coDeedStatus,
      headers: signer.headers,
    });
    expect(after.json().applications).toEqual([]);
    const signing = await t.app.inject({ method: 'GET', url: PATHS.signing(uuid), headers: signer.headers });
    expect(signing.statusCode).toBe(404);
    const withdrawn = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, INVITATION_WITHDRAWN_MAIL_KIND), eq(outbox.recipient, email)));
    expect(withdrawn).toHaveLength(1);

    // A retry answers the same list and records nothing twice.
    const retry = await remove({ applicationUuid: uuid, invitationId, confirm: true });
    expect(retry.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(coDeedRemovals)
      .where(eq(coDeedRemovals.applicationUuid, uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ownerName: 'SAM PRIME', email, identityUuid: signer.identityUuid });
  });

  it('makes an invitation link not yet used stop working', async () => {
    const { res, email } = await invite(t, uuid, headers);
    expect(res.statusCode, res.body).toBe(200);
    const token = await invitationToken(t, email);
    const view = (
      await t.app.inject({ method: 'GET', url: PATHS.signers(uuid), headers })
    ).json() as SignersView;
    const invitationId = view.owners[0]?.invitationId as string;
    expect((await remove({ applicationUuid: uuid, invitationId, confirm: true })).statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'POST', url: PATHS.invitation, payload: { token } });
    expect(opened.statusCode).toBe(404);
  });

  it('answers 404 for an invitation that never existed', async () => {
    const res = await remove({ applicationUuid: uuid, invitationId: randomUUID(), confirm: true });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to remove a co-owner who has signed (409, saying what happens next) and changes nothing (decision 0246)', async () => {
    const { journey, signer, email } = await coOwnerAtNoteSigning(t);
    const view = (
      await t.app.inject({ method: 'GET', url: PATHS.signers(journey.uuid), headers: journey.headers })
    ).json() as SignersView;
    const invitationId = view.owners[0]?.invitationId as string;
    const body = { applicationUuid: journey.uuid, invitationId, confirm: true };
    // Joined, documents ready, not signed yet: co-owners are no longer changed by the borrower.
    const early = await remove(body, journey.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CO_DEED_MESSAGES.notRemovableNow);

    await coOwnerSigns(t, journey.uuid, signer.headers);
    const refused = await remove(body, journey.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CO_DEED_MESSAGES.alreadySigned);
    // Nothing changed: the owner still signs for this application, their acts stand, no removal and no e-mail.
    const after = (
      await t.app.inject({ method: 'GET', url: PATHS.signers(journey.uuid), headers: journey.headers })
    ).json() as SignersView;
    expect(after.owners[0]).toMatchObject({ invitationId, state: 'SIGNED' });
    const acts = await t.database.db
      .select({ id: signingActs.id })
      .from(signingActs)
      .where(
        and(eq(signingActs.applicationUuid, journey.uuid), eq(signingActs.identityUuid, signer.identityUuid)),
      );
    expect(acts.length).toBeGreaterThan(0);
    expect(
      await t.database.db
        .select()
        .from(coDeedRemovals)
        .where(eq(coDeedRemovals.applicationUuid, journey.uuid)),
    ).toEqual([]);
    const withdrawn = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, INVITATION_WITHDRAWN_MAIL_KIND), eq(outbox.recipient, email)));
    expect(withdrawn).toEqual([]);
  });
});
