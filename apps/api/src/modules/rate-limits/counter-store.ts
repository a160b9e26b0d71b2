import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/database';
import { rateLimitCounters } from './schema';

/** A counter's state after a hit: hits in the open window, and when that window closes (ms since the epoch). */
export interface CounterHit {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters shared by every API process (decision 0080): in PostgreSQL (or PGlite) by default, in
 * Redis when `REDIS_URL` is set. Each operation is one atomic statement, so concurrent hits from several
 * processes are all counted.
 */
export interface CounterStore {
  /** Adds one hit to the key's window, opening a window of `windowMs` when none is open. */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Takes one hit back (an attempt that turned out not to count); never below zero. */
  refund(key: string): Promise<void>;
  /** Closes the key's window now. */
  reset(key: string): Promise<void>;
  /** Keeps the key's window (and its count) open until at least `until` (ms since the epoch). */
  holdUntil(key: string, until: number): Promise<void>;
}

/** Expired rows are deleted about once in this many hits, by the hit that draws it. */
const PURGE_ONE_IN = 500;

export class PostgresCounterStore implements CounterStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    const now = new Date(this.now());
    const resetAt = new Date(now.getTime() + windowMs);
    // One upsert: a closed window restarts at 1, an open one counts up; concurrent hits serialise on the row.
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= ${now} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    if (!row) throw new Error('rate-limit counter upsert returned no row');
    if (Math.random() * PURGE_ONE_IN < 1) await this.purge(now);
    return { count: row.hits, resetAt: row.resetAt.getTime() };
  }

  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(
        sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > ${new Date(this.now())}`,
      );
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
  }

  async holdUntil(key: string, until: number): Promise<void> {
    const at = new Date(until);
    await this.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`greatest(${rateLimitCounters.resetAt}, ${at})` })
      .where(sql`${rateLimitCounters.key} = ${key}`);
  }

  private async purge(now: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
  }
}

/** INCR with the window set on the first hit; a key left without expiry (never expected) gets one too. */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

const REFUND_SCRIPT = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

const HOLD_SCRIPT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl >= 0 and ttl < tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return ttl
`;

/** The same counters in Redis: windows are key expiries, so Redis's clock, not the caller's, closes them. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hearth:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    const [hits, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count: Number(hits), resetAt: Date.now() + Number(ttl) };
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async holdUntil(key: string, until: number): Promise<void> {
    await this.redis.eval(HOLD_SCRIPT, 1, this.prefix + key, Math.max(1, until - Date.now()));
  }
}

/**
 * @fastify/rate-limit's store contract (`incr` with a callback, `child` per route) over a CounterStore, so the
 * per-route limits (registration) count in the shared store too. Each route gets its own key space.
 */
export function fastifyRateLimitStore(counters: CounterStore) {
  return class SharedRateLimitStore {
    private readonly scope: string;

    /** The plugin passes its options first; a route's child store passes its scope second. */
    constructor(_pluginOptions?: object, scope = 'global') {
      this.scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`route:${this.scope}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object) {
      const { groupId, routeInfo: route } = routeOptions as {
        groupId?: string;
        routeInfo?: { method?: string; url?: string };
      };
      return new SharedRateLimitStore(undefined, groupId ?? `${route?.method ?? ''} ${route?.url ?? ''}`);
    }
  };
}
