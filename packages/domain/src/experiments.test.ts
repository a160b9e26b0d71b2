import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { assignVariation, BUCKETS, bucketOf, decide, EXPERIMENTS, mergeExperiments } from './experiments';

const KEY = 'heloc-offer-payment-first';

describe('deterministic assignment (decision 0222)', () => {
  it('gives one id the same bucket every time and different keys independent buckets', () => {
    expect(bucketOf(KEY, 'abc')).toBe(bucketOf(KEY, 'abc'));
    expect(bucketOf(KEY, 'abc')).toBeGreaterThanOrEqual(0);
    expect(bucketOf(KEY, 'abc')).toBeLessThan(BUCKETS);
    const ids = Array.from({ length: 200 }, (_, i) => `user-${i}`);
    const same = ids.filter((id) => bucketOf(KEY, id) === bucketOf('another-key', id));
    expect(same.length).toBeLessThan(5);
  });

  it('decides every running experiment and feature, or the keys asked for', () => {
    const all = decide('user-1');
    expect(all.map((d) => d.flagKey)).toContain(KEY);
    expect(all.find((d) => d.flagKey === KEY)?.variationKey).toBe(assignVariation(KEY, 'user-1'));
    expect(decide('user-1', [KEY]).map((d) => d.flagKey)).toEqual([KEY]);
    expect(Object.keys(EXPERIMENTS)).toContain(KEY);
  });

  it('records an experiment once, only in the variation assigned', () => {
    const id = 'user-7';
    const mine = assignVariation(KEY, id) ?? 'control';
    const now = new Date('2026-11-28T00:00:00Z');
    const first = mergeExperiments([], [{ experimentName: KEY, variation: mine }], id, now);
    expect(first).toEqual([{ experimentName: KEY, variation: mine, recordedAt: now.toISOString() }]);
    expect(mergeExperiments(first, [{ experimentName: KEY, variation: mine }], id, new Date())).toEqual(
      first,
    );
    const other = mine === 'control' ? 'variation' : 'control';
    expect(() => mergeExperiments([], [{ experimentName: KEY, variation: other }], id, now)).toThrow(
      DomainError,
    );
    expect(() => mergeExperiments([], [{ experimentName: 'nope', variation: 'control' }], id, now)).toThrow(
      'There is no running experiment named nope.',
    );
  });
});
