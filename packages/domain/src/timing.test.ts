import { describe, expect, it } from 'vitest';
import {
  canCheckDecisionAgain,
  canPollAgain,
  canStartNewHeloc,
  decisionPollDelayMs,
  isWithinTitleSeasoning,
  nextHelocAllowedOn,
  pollingDelayMs,
  pollingFallbackStatus,
  retry,
  retryDelayMs,
  TIMINGS,
} from './timing';

describe('retry helper', () => {
  it('waits 1000 ms then doubles', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(0)).toBe(1000);
  });

  it('tries 5 times, sleeping between attempts, then rethrows the last error', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    await expect(
      retry(
        async (attempt) => {
          calls += 1;
          throw new Error(`fail ${attempt}`);
        },
        { sleep: async (ms) => void sleeps.push(ms) },
      ),
    ).rejects.toThrow('fail 5');
    expect(calls).toBe(TIMINGS.retryAttempts);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
  });

  it('returns the first success', async () => {
    const result = await retry(
      async (attempt) => {
        if (attempt < 3) throw new Error('not yet');
        return attempt;
      },
      { sleep: async () => {} },
    );
    expect(result).toBe(3);
  });

  it('stops when shouldRetry says no (co-deed status 400)', async () => {
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls += 1;
          throw Object.assign(new Error('bad'), { status: 400 });
        },
        { sleep: async () => {}, shouldRetry: (e) => (e as { status: number }).status !== 400 },
      ),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });

  it('sleeps for real when no sleep is injected', async () => {
    let calls = 0;
    const result = await retry(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('once');
        return 'ok';
      },
      { initialDelayMs: 1 },
    );
    expect(result).toBe('ok');
  });
});

describe('decision checks after a submit', () => {
  it.each([
    [0, 200],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 5000],
    [14, 5000],
  ])('check %i waits %i ms: an early first check, then the spec back-off', (check, ms) => {
    expect(decisionPollDelayMs(check)).toBe(ms);
  });

  it.each([
    [14, true],
    [15, false],
  ])('after %i checks, check again: %s (the early check plus the 14 polls)', (made, expected) => {
    expect(canCheckDecisionAgain(made)).toBe(expected);
  });
});

describe('polling back-off', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 5000],
    [13, 5000],
    [-1, 1000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(pollingDelayMs(attempt)).toBe(ms);
  });

  it.each([
    [13, true],
    [14, false],
    [15, false],
  ])('after %i polls, poll again: %s', (made, expected) => {
    expect(canPollAgain(made)).toBe(expected);
  });

  it.each([
    ['GEN_NOTE_SIGNING', 'GEN_NOTE_SIGNING'],
    ['NOTE_SIGNING', 'GEN_NOTE_SIGNING'],
    ['WAITING_FOR_SOFT_CREDIT', 'UNKNOWN'],
  ])('falls back from %s to %s', (last, fallback) => {
    expect(pollingFallbackStatus(last)).toBe(fallback);
  });
});

describe('45-day and 90-day rules', () => {
  const opened = { year: 2026, month: 10, day: 1 };
  it.each([
    [{ year: 2026, month: 11, day: 14 }, false],
    [{ year: 2026, month: 11, day: 15 }, true],
    [{ year: 2026, month: 11, day: 16 }, true],
  ])('opened 1 Oct, today %j: can start %s', (today, ok) => {
    expect(canStartNewHeloc(opened, today)).toBe(ok);
  });
  it('names the first allowed day', () => {
    expect(nextHelocAllowedOn(opened)).toEqual({ year: 2026, month: 11, day: 15 });
  });

  it.each([
    [{ year: 2026, month: 12, day: 29 }, true],
    [{ year: 2026, month: 12, day: 30 }, false],
  ])('bought 1 Oct, today %j: within 90 days %s', (today, within) => {
    expect(isWithinTitleSeasoning(opened, today)).toBe(within);
  });
});
