import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from './clock';

const HOUR = 3_600_000;
/** How far `now()` runs ahead of the real clock, to the hour (the test's own time passing is well under one). */
// `+ 0`: a clock read a millisecond before Date.now() rounds to -0, which toEqual tells apart from 0.
const hoursAhead = (at: Date) => Math.round((at.getTime() - Date.now()) / HOUR) + 0;

describe('the sandbox clock per application (decision 0188)', () => {
  it("moves one application's time and nobody else's; the server's moves everyone's", () => {
    const clock = new AdjustableClock(true);
    const [a, b] = [randomUUID(), randomUUID()];
    clock.advance(72 * HOUR, a);
    expect(hoursAhead(clock.run(a, () => clock.now()))).toBe(72);
    expect(hoursAhead(clock.run(b, () => clock.now()))).toBe(0);
    expect(hoursAhead(clock.now())).toBe(0);
    expect(hoursAhead(clock.run(a, () => clock.serverNow()))).toBe(0);
    expect(clock.offsetMs(a)).toBe(72 * HOUR);

    clock.advance(5 * HOUR);
    expect(hoursAhead(clock.nowFor(a))).toBe(77);
    expect(hoursAhead(clock.nowFor(b))).toBe(5);
    expect(hoursAhead(clock.serverNow())).toBe(5);
    // A uuid in capitals is the same application.
    expect(clock.offsetMs(a.toUpperCase())).toBe(77 * HOUR);

    clock.reset(a);
    expect(clock.offsetMs(a)).toBe(5 * HOUR);
    clock.advance(HOUR, b);
    clock.reset();
    expect(clock.offsetMs()).toBe(0);
    expect(clock.offsetMs(b)).toBe(HOUR);
  });

  it('keeps the application in scope through awaits, timers and work started inside it, and only there', async () => {
    const clock = new AdjustableClock(true);
    const [a, b] = [randomUUID(), randomUUID()];
    clock.advance(24 * HOUR, a);
    clock.advance(48 * HOUR, b);
    const later = (uuid: string) =>
      clock.run(uuid, async () => {
        await sleep(5);
        const inTimer = await new Promise<Date>((resolve) => setTimeout(() => resolve(clock.now()), 5));
        const inner = await clock.run(undefined, async () => clock.now());
        return [hoursAhead(clock.now()), hoursAhead(inTimer), hoursAhead(inner)];
      });
    // Two applications' work interleaved: neither sees the other's time.
    expect(await Promise.all([later(a), later(b)])).toEqual([
      [24, 24, 0],
      [48, 48, 0],
    ]);
    expect(hoursAhead(clock.now())).toBe(0);
  });

  it('never moves in production, for the server or an application', () => {
    const clock = new AdjustableClock(false);
    const a = randomUUID();
    expect(() => clock.advance(HOUR, a)).toThrow(/production/);
    expect(() => clock.advance(HOUR)).toThrow(/production/);
    expect(clock.run(a, () => hoursAhead(clock.now()))).toBe(0);
  });
});
