import { randomUUID } from 'node:crypto';
import {
  assignVariation,
  type DecisionResponse,
  featureEnabled,
  fullStoryLinkPath,
  OPTIMIZE_PATHS,
  type Variation,
} from '@hearth/domain/experiments';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { helocApplications, optimizelyProfiles } from '../application/schema';
import { createApplication, createBody } from '../application/test-helpers';
import { retentionRound } from './retention';
import { sessionReplayLinks, telemetryEvents, telemetrySessions } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
}, 300_000);

const EXPERIMENT = 'heloc-offer-payment-first';

async function tracker(headers: Record<string, string> = {}, context = 'external'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/ft/${context}/session`,
    headers,
    payload: {
      platform: 'WEB',
      libVersion: '2.2.24',
      screenWidth: 1280,
      screenHeight: 900,
      windowWidth: 1280,
      windowHeight: 800,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().sessionKey.trackerUuid;
}

const call = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function borrowerWithApplication() {
  const borrower = await registeredBorrower(t.app);
  const res = await createApplication(t.app, borrower.jwt, createBody());
  expect(res.statusCode).toBe(201);
  return { ...borrower, uuid: res.json().uuid as string, headers: bearer(borrower.jwt) };
}

async function profileOf(identityUuid: string) {
  const [row] = await t.database.db
    .select()
    .from(optimizelyProfiles)
    .where(eq(optimizelyProfiles.identityUuid, identityUuid));
  return row?.optimizelyProfileUuid ?? '';
}

describe('service-optimize (spec section 7, issue 22 item 8, decision 0222)', () => {
  it('decides for a browser session in the external context, the same way every time', async () => {
    const trackerId = await tracker();
    const body = { optimizeUser: { trackerId, attributes: { state: 'CA' } } };
    const first = (await call(OPTIMIZE_PATHS.decision('external'), body)).json() as DecisionResponse;
    const again = (await call(OPTIMIZE_PATHS.decision('external'), body)).json() as DecisionResponse;
    expect(again).toEqual(first);
    const experiment = first.decisions.find((d) => d.flagKey === EXPERIMENT);
    expect(experiment?.variationKey).toBe(assignVariation(EXPERIMENT, trackerId));
    expect(experiment?.ruleKey).toBe('experiment');
    const feature = await call(OPTIMIZE_PATHS.feature('external'), {
      featureKey: 'heloc-relative-urls',
      ...body,
    });
    expect(feature.json()).toEqual({ featureKey: 'heloc-relative-urls', enabled: true });
    const features = (await call(OPTIMIZE_PATHS.features('external'), body)).json();
    expect(features.features).toContainEqual({
      featureKey: 'heloc-offer-payment-first',
      enabled: featureEnabled('heloc-offer-payment-first', trackerId),
    });
    const only = (await call(OPTIMIZE_PATHS.decision('external'), { ...body, keys: [EXPERIMENT] })).json();
    expect(only.decisions.map((d: { flagKey: string }) => d.flagKey)).toEqual([EXPERIMENT]);
  });

  it("refuses a tracker with no session ('Could not establish session.'), bad bodies and unknown features", async () => {
    const body = { optimizeUser: { trackerId: randomUUID() } };
    const res = await call(OPTIMIZE_PATHS.decision('external'), body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Could not establish session.');
    expect((await call(OPTIMIZE_PATHS.decision('external'), { optimizeUser: {} })).statusCode).toBe(400);
    expect((await call(OPTIMIZE_PATHS.decision('elsewhere' as 'external'), body)).statusCode).toBe(400);
    const trackerId = await tracker();
    const unknown = await call(OPTIMIZE_PATHS.feature('external'), {
      featureKey: 'no-such-feature',
      optimizeUser: { trackerId },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no feature named no-such-feature.');
  });

  it('decides for a signed-in borrower by their profile: the same on every device, none without a token', async () => {
    const borrower = await registeredBorrower(t.app);
    const headers = bearer(borrower.jwt);
    const onPhone = await tracker(headers, 'authenticated');
    const onLaptop = await tracker(headers, 'authenticated');
    const decide = async (trackerId: string) =>
      (await call(OPTIMIZE_PATHS.decision('authenticated'), { optimizeUser: { trackerId } }, headers)).json();
    const phone = await decide(onPhone);
    expect(await decide(onLaptop)).toEqual(phone);
    const profile = await profileOf(borrower.identityUuid);
    expect(phone.decisions.find((d: { flagKey: string }) => d.flagKey === EXPERIMENT).variationKey).toBe(
      assignVariation(EXPERIMENT, profile),
    );
    const anonymous = await call(OPTIMIZE_PATHS.decision('authenticated'), {
      optimizeUser: { trackerId: onPhone },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('splits people about evenly and keeps each in one variation', () => {
    const counts: Record<string, number> = { control: 0, variation: 0 };
    for (let i = 0; i < 2000; i++) {
      const id = randomUUID();
      const variation = assignVariation(EXPERIMENT, id) as Variation;
      expect(assignVariation(EXPERIMENT, id)).toBe(variation);
      counts[variation] = (counts[variation] ?? 0) + 1;
    }
    expect(counts.control).toBeGreaterThan(850);
    expect(counts.variation).toBeGreaterThan(850);
  });
});

describe('save-experiment and the session-replay link (decision 0222)', () => {
  it("records the borrower's own variation with the application once, and refuses another", async () => {
    const alex = await borrowerWithApplication();
    const variation = assignVariation(EXPERIMENT, await profileOrAssign(alex));
    const save = (v: string, headers = alex.headers) =>
      t.app.inject({
        method: 'PATCH',
        url: HELOC_API_PATHS.experiments(alex.uuid),
        headers,
        payload: { experiments: [{ experimentName: EXPERIMENT, variation: v }] },
      });
    const first = await save(variation ?? 'control');
    expect(first.statusCode).toBe(200);
    expect(first.json().experiments).toEqual([
      { experimentName: EXPERIMENT, variation, recordedAt: expect.any(String) },
    ]);
    expect((await save(variation ?? 'control')).json()).toEqual(first.json());
    const other = variation === 'control' ? 'variation' : 'control';
    const wrong = await save(other);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      `That is not the variation of ${EXPERIMENT} this account was assigned.`,
    );
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: HELOC_API_PATHS.experiments(alex.uuid),
      headers: alex.headers,
      payload: { experiments: [{ experimentName: 'nothing-running', variation: 'control' }] },
    });
    expect(unknown.statusCode).toBe(400);
    const sam = await registeredBorrower(t.app);
    expect((await save(variation ?? 'control', bearer(sam.jwt))).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ experiments: helocApplications.experiments })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, alex.uuid));
    expect(row?.experiments).toEqual(first.json().experiments);
  });

  it('keeps the latest session-replay link of the application, for its borrower only', async () => {
    const alex = await borrowerWithApplication();
    const put = (link: string, headers = alex.headers) =>
      t.app.inject({ method: 'PUT', url: fullStoryLinkPath(alex.uuid), headers, payload: { link } });
    expect((await put('https://replay.example/session/1')).statusCode).toBe(200);
    expect((await put('https://replay.example/session/2')).json()).toEqual({
      applicationUuid: alex.uuid,
      link: 'https://replay.example/session/2',
    });
    const bad = await put('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The link must be a web address starting with http or https.');
    const sam = await registeredBorrower(t.app);
    expect((await put('https://replay.example/x', bearer(sam.jwt))).statusCode).toBe(404);
    expect((await put('https://replay.example/x', {})).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(sessionReplayLinks)
      .where(eq(sessionReplayLinks.applicationUuid, alex.uuid));
    expect(rows.map((r) => r.link)).toEqual(['https://replay.example/session/2']);
  });
});

/** The borrower's profile id, assigned by a decision call as the page would make it. */
async function profileOrAssign(borrower: { identityUuid: string; headers: Record<string, string> }) {
  const trackerId = await tracker(borrower.headers, 'authenticated');
  await call(OPTIMIZE_PATHS.decision('authenticated'), { optimizeUser: { trackerId } }, borrower.headers);
  return profileOf(borrower.identityUuid);
}

describe('telemetry retention (decision 0222)', () => {
  it('purges telemetry older than the retention period through the job queue, once per period', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    const session = (at: Date) => ({
      trackerUuid: randomUUID(),
      epoch: at.getTime(),
      context: 'external',
      organizationCode: 'HEARTH',
      platform: 'WEB',
      libVersion: '2.2.24',
      screenWidth: 1,
      screenHeight: 1,
      windowWidth: 1,
      windowHeight: 1,
      createdAt: at,
      lastSeenAt: at,
    });
    const [stale] = await db.insert(telemetrySessions).values(session(old)).returning();
    const [fresh] = await db.insert(telemetrySessions).values(session(new Date())).returning();
    const event = (sessionUuid: string | undefined, at: Date) => ({
      sessionUuid: sessionUuid ?? null,
      context: 'external',
      organizationCode: 'HEARTH',
      domain: 'localhost',
      pagePath: '/',
      event: 'page_view',
      eventType: 'WEB',
      productType: 'HELOC',
      createdAt: at,
    });
    const [staleEvent] = await db.insert(telemetryEvents).values(event(stale?.uuid, old)).returning();
    const [freshEvent] = await db.insert(telemetryEvents).values(event(fresh?.uuid, new Date())).returning();

    // The server's own round at start may have taken this period's job already: a later hour's round runs it.
    let ran = await retentionRound(t.app);
    if (ran === 0) ran = await retentionRound(t.app, () => new Date(), `${Date.now()}`);
    expect(ran).toBe(1);
    const ids = (await db.select({ id: telemetryEvents.id }).from(telemetryEvents)).map((r) => r.id);
    expect(ids).toContain(freshEvent?.id);
    expect(ids).not.toContain(staleEvent?.id);
    const sessions = (await db.select({ uuid: telemetrySessions.uuid }).from(telemetrySessions)).map(
      (r) => r.uuid,
    );
    expect(sessions).toContain(fresh?.uuid);
    expect(sessions).not.toContain(stale?.uuid);
    // Within the period no second job is queued: another process's round finds nothing to do.
    expect(await retentionRound(t.app)).toBe(0);
  });
});
