import { APP_START_API_PATHS, type ApplicationSummary } from '@hearth/domain/app-start';
import type { OfferSet } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import type { FastifyInstance } from 'fastify';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { demonstrateJourneyESign } from '../../test/journey/steps';
import type { TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { VENDOR_QUEUE } from '../vendor-callbacks/plugin';

const HMDA = {
  ethnicity: { declined: true },
  race: { declined: true },
  sex: { declined: true },
};

async function ok(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const done = await res;
  if (done.statusCode >= 300) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done;
}

/**
 * A new borrower's application taken through offers, selection, HMDA and the disclosures' accept, which moves it
 * to HARD_CREDIT_PULL and queues the hard pull. The names pick the sandbox personas.
 */
export async function acceptedApplication(
  app: FastifyInstance,
  names: {
    firstName?: string;
    lastName?: string;
    address?: { street1: string; city: string; state: string; zip: string };
  } = {},
) {
  const borrower = await registeredBorrower(app);
  const body = createBody({ lastName: names.lastName ?? 'Prime', ...names.address });
  if (names.firstName) body.profileRequest.firstName = names.firstName;
  const created = await ok(createApplication(app, borrower.jwt, body), 'create');
  const uuid = (JSON.parse(created.body) as { uuid: string }).uuid;
  const settled = await settledStatus(app, borrower.jwt, uuid);
  if (settled !== 'OFFER_SELECTION') throw new Error(`persona settled in ${settled}`);
  const headers = bearer(borrower.jwt);
  const set = JSON.parse(
    (await ok(app.inject({ method: 'GET', url: HELOC_API_PATHS.offers(uuid), headers }), 'offers')).body,
  ) as OfferSet;
  const offer = set.offers[0];
  if (!offer) throw new Error('no offer');
  await ok(
    app.inject({
      method: 'POST',
      url: HELOC_API_PATHS.selectOffer(uuid),
      headers,
      payload: { type: offer.type, term: offer.term, drawAmount: offer.minDraw, autopay: true },
    }),
    'select',
  );
  await ok(
    app.inject({ method: 'PUT', url: APP_START_API_PATHS.hmda(uuid), headers, payload: HMDA }),
    'hmda',
  );
  const summary = JSON.parse(
    (await ok(app.inject({ method: 'GET', url: APP_START_API_PATHS.summary(uuid), headers }), 'summary'))
      .body,
  ) as ApplicationSummary;
  // The E-SIGN consent's sample opened and its code typed back first (decision 0202).
  await demonstrateJourneyESign(injectHttp(app), headers, uuid, 'BORROWER');
  await ok(
    app.inject({
      method: 'POST',
      url: APP_START_API_PATHS.acceptDisclosures(uuid),
      headers,
      payload: {
        accepted: summary.disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })),
      },
    }),
    'accept',
  );
  return { borrower, uuid, headers };
}

/** Waits (20 ms polls, 10 s at most) until the application leaves `from`; returns where it went. */
export async function statusAfter(t: TestApp, uuid: string, from: string): Promise<string | undefined> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = (await findApplication(t.database.db, uuid))?.status;
    if (status !== from || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the vendor queue has nothing queued or running (the sandbox callbacks and their processing are done). */
export async function vendorQueueIdle(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 10_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const waiting = await app.pipeline.boss.getQueueSize(VENDOR_QUEUE);
    quiet = waiting === 0 && app.vendors.dispatcher.active === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
