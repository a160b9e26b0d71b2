import { describe, expect, it } from 'vitest';
import { backoffDelayMs, loginPausedMessage } from './login-throttle';

describe('backoffDelayMs', () => {
  it('holds nothing back for the first half of the allowance, then doubles up to eight times the first delay', () => {
    const limits = { maxPerAccount: 10, backoffMs: 1000 };
    const delays = Array.from({ length: 11 }, (_, i) => backoffDelayMs(i + 1, limits));
    // Failure 10 pauses sign-in instead of waiting.
    expect(delays).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 8000, 0, 0]);
    expect(backoffDelayMs(3, { maxPerAccount: 5, backoffMs: 1000 })).toBe(1000);
    expect(backoffDelayMs(4, { maxPerAccount: 10, backoffMs: 0 })).toBe(0);
  });
});

describe('loginPausedMessage', () => {
  it('says how long in whole minutes, never naming an account', () => {
    expect(loginPausedMessage(900)).toBe(
      'Too many unsuccessful sign-in attempts. Sign-in is paused for 15 minutes; please try again later.',
    );
    expect(loginPausedMessage(30)).toContain('paused for 1 minute;');
  });
});
