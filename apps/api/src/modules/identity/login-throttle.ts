import { createHash } from 'node:crypto';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import type { FastifyReply } from 'fastify';
import type { CounterStore } from '../rate-limits/counter-store';

export interface LoginLimits {
  /** Failed logins per e-mail address in `windowMs` before sign-in pauses for that address. */
  maxPerAccount: number;
  /** Failed logins per client address in `windowMs`, across e-mail addresses. */
  maxPerAddress: number;
  /** The counting window, and how long a pause lasts. */
  windowMs: number;
  /** First back-off delay (see `backoffDelayMs`). */
  backoffMs: number;
}

/** The back-off doubles from `backoffMs` up to this many times it. */
const MAX_BACKOFF_FACTOR = 8;

/**
 * How long the answer to the `failures`-th failed login of an address is held back: nothing for the first half
 * of the allowance, then `backoffMs`, doubling, at most 8 times it. A person mistyping is not slowed; a guesser
 * is, and the pause at `maxPerAccount` caps what any number of parallel guesses can try.
 */
export function backoffDelayMs(
  failures: number,
  limits: Pick<LoginLimits, 'maxPerAccount' | 'backoffMs'>,
): number {
  const free = Math.ceil(limits.maxPerAccount / 2);
  if (failures < free || failures >= limits.maxPerAccount) return 0;
  return limits.backoffMs * Math.min(2 ** (failures - free), MAX_BACKOFF_FACTOR);
}

/**
 * Shown when sign-in is paused for an address. The same words whether or not the address has an account, so it
 * reveals nothing an unknown address would not.
 */
export function loginPausedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many unsuccessful sign-in attempts. Sign-in is paused for ${minutes} minute${minutes === 1 ? '' : 's'}; please try again later.`;
}

/** The counter key of an e-mail address: hashed, so the counters table holds no addresses. */
function accountKey(email: string): string {
  return `login:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

function addressKey(ip: string): string {
  return `login:ip:${ip}`;
}

function tooMany(reply: FastifyReply, resetAt: number, message: string): DomainError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  reply.header('retry-after', String(retryAfter));
  return new DomainError('RATE_LIMITED', message);
}

/** An admitted login attempt: report how it ended. */
export interface LoginAttempt {
  /** The password was right: the failures of the address are forgotten, the client's attempt is given back. */
  succeeded(): Promise<void>;
  /**
   * The password was wrong. Resolves after the back-off; returns `locked` when this failure spent the address's
   * allowance and paused sign-in for it (the caller tells the owner; the next attempt gets 429).
   */
  failed(): Promise<{ locked: boolean }>;
}

/**
 * Failed-login limits that hold across client addresses and API processes (decision 0080). Each attempt is counted
 * before the password is checked, so parallel guesses cannot slip past a limit: per e-mail address (known or not,
 * so a pause reveals no account) and per client address.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: LoginLimits,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((done) => setTimeout(done, ms)),
  ) {}

  /** Counts the attempt, or throws 429 (with Retry-After on `reply`) when the address or the account is paused. */
  async admit(input: { ip: string; email: string; reply: FastifyReply }): Promise<LoginAttempt> {
    const { counters, limits } = this;
    const ipKey = addressKey(input.ip);
    const byAddress = await counters.hit(ipKey, limits.windowMs);
    if (byAddress.count > limits.maxPerAddress) {
      throw tooMany(input.reply, byAddress.resetAt, ERROR_MESSAGES.tooManyAttempts);
    }
    const key = accountKey(input.email);
    const byAccount = await counters.hit(key, limits.windowMs);
    if (byAccount.count > limits.maxPerAccount) {
      // Paused: no password is checked, so a right guess during the pause cannot be told from a wrong one.
      await counters.refund(ipKey);
      throw tooMany(
        input.reply,
        byAccount.resetAt,
        loginPausedMessage((byAccount.resetAt - Date.now()) / 1000),
      );
    }
    return {
      succeeded: async () => {
        await Promise.all([counters.reset(key), counters.refund(ipKey)]);
      },
      failed: async () => {
        if (byAccount.count === limits.maxPerAccount) {
          // The allowance is spent: the pause runs a full window from now, not from the first failure.
          await counters.holdUntil(key, Date.now() + limits.windowMs);
          return { locked: true };
        }
        const delay = backoffDelayMs(byAccount.count, limits);
        if (delay > 0) await this.sleep(delay);
        return { locked: false };
      },
    };
  }
}
