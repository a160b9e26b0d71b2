import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's clock as a port (decision 0133): code that compares against "now" (a rescission deadline, a notary
 * slot) reads it here, so a test can move time forward instead of waiting. Production cannot move it.
 *
 * Outside production each application may have a clock of its own (decision 0188): `now()` is the time of the
 * application whose work is running (an HTTP request naming it, its job, its turn in a sweep), so moving one
 * application's time moves nobody else's.
 */
export interface Clock {
  /** Now, for the application in scope (with its own sandbox offset), else for the server. */
  now(): Date;
  /**
   * Now for the server, whichever application is in scope: for messages in flight (a callback's signature and its
   * age), which one scope signs and another checks.
   */
  serverNow(): Date;
  /** Runs `work` on an application's clock (`undefined`: on the server's), including everything it awaits. */
  run<T>(applicationUuid: string | undefined, work: () => T): T;
}

export class AdjustableClock implements Clock {
  #serverOffsetMs = 0;
  readonly #applicationOffsetsMs = new Map<string, number>();
  /** The application whose work is running; it follows the work through every await (AsyncLocalStorage). */
  readonly #scope = new AsyncLocalStorage<string | undefined>();

  constructor(private readonly allowAdjust: boolean) {}

  now(): Date {
    return this.nowFor(this.#scope.getStore());
  }

  serverNow(): Date {
    return this.nowFor(undefined);
  }

  /** Now for one application (`undefined`: for the server), wherever the caller runs. */
  nowFor(applicationUuid: string | undefined): Date {
    return new Date(Date.now() + this.offsetMs(applicationUuid));
  }

  run<T>(applicationUuid: string | undefined, work: () => T): T {
    // Production cannot move time, so no application's clock differs: nothing to keep per call.
    if (!this.allowAdjust) return work();
    return this.#scope.run(applicationUuid, work);
  }

  /**
   * Moves "now" forward (or back, with a negative value): this process's for everyone, or with an application's
   * uuid that application's alone. Refused in production.
   */
  advance(ms: number, applicationUuid?: string): void {
    if (!this.allowAdjust) throw new Error('The clock cannot be moved in production.');
    if (applicationUuid === undefined) {
      this.#serverOffsetMs += ms;
      return;
    }
    const key = applicationUuid.toLowerCase();
    this.#applicationOffsetsMs.set(key, (this.#applicationOffsetsMs.get(key) ?? 0) + ms);
  }

  /**
   * Back to the real clock: the server's offset, or with a uuid that application's own offset (it then runs on the
   * server's time again). Resetting the server leaves each application's own offset as it is.
   */
  reset(applicationUuid?: string): void {
    if (applicationUuid === undefined) this.#serverOffsetMs = 0;
    else this.#applicationOffsetsMs.delete(applicationUuid.toLowerCase());
  }

  /** How far an application's clock (the server's offset and its own), or the server's, runs ahead of the real one. */
  offsetMs(applicationUuid?: string): number {
    if (applicationUuid === undefined || this.#applicationOffsetsMs.size === 0) return this.#serverOffsetMs;
    const own = this.#applicationOffsetsMs.get(applicationUuid.toLowerCase()) ?? 0;
    return this.#serverOffsetMs + own;
  }
}
