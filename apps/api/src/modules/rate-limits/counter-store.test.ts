import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { type CounterStore, PostgresCounterStore, RedisCounterStore } from './counter-store';

const database = await createTestDatabase();
let now = Date.UTC(2026, 10, 22, 12, 0, 0);
const clock = () => now;

// Redis runs beside the suite on this machine and in CI where REDIS_URL is set; without one, only the default
// store is proven.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);

afterAll(async () => {
  if (redisUp) await redis.quit();
  await database.close();
});

const key = () => `test:${randomUUID()}`;

describe('PostgresCounterStore', () => {
  const store = new PostgresCounterStore(database.db, clock);

  it('counts hits in a fixed window, then starts again', async () => {
    const k = key();
    expect(await store.hit(k, 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
    now += 59_999;
    expect(await store.hit(k, 60_000)).toEqual({ count: 2, resetAt: now + 1 });
    now += 1;
    expect(await store.hit(k, 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
  });

  it('counts every one of many concurrent hits from several clients', async () => {
    const k = key();
    const other = new PostgresCounterStore(database.db, clock);
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? store : other).hit(k, 60_000)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('takes a hit back, forgets a key, and holds a window open', async () => {
    const k = key();
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    await store.refund(k);
    expect((await store.hit(k, 60_000)).count).toBe(2);
    await store.holdUntil(k, now + 600_000);
    now += 300_000;
    expect(await store.hit(k, 60_000)).toMatchObject({ count: 3 });
    await store.reset(k);
    expect((await store.hit(k, 60_000)).count).toBe(1);
  });
});

describe.runIf(redisUp)('RedisCounterStore', () => {
  const store: CounterStore = new RedisCounterStore(redis, `hearth-test:${randomUUID()}:`);

  it('counts in a window that expires, takes hits back, holds and forgets', async () => {
    const k = key();
    const first = await store.hit(k, 200);
    expect(first.count).toBe(1);
    expect(first.resetAt - Date.now()).toBeGreaterThan(100);
    expect((await store.hit(k, 200)).count).toBe(2);
    await store.refund(k);
    expect((await store.hit(k, 200)).count).toBe(2);
    await new Promise((done) => setTimeout(done, 250));
    expect((await store.hit(k, 200)).count).toBe(1);
    await store.holdUntil(k, Date.now() + 60_000);
    const held = await store.hit(k, 200);
    expect(held.count).toBe(2);
    expect(held.resetAt - Date.now()).toBeGreaterThan(50_000);
    await store.reset(k);
    expect((await store.hit(k, 200)).count).toBe(1);
  });

  it('counts every one of many concurrent hits', async () => {
    const k = key();
    const hits = await Promise.all(Array.from({ length: 40 }, () => store.hit(k, 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});
