/**
 * The server's clock as a port (decision 0133): code that compares against "now" (a callback's signing time)
 * reads it here, so a test can move time forward instead of waiting. Production cannot move it.
 */
export interface Clock {
  now(): Date;
}

export class AdjustableClock implements Clock {
  #offsetMs = 0;

  constructor(private readonly allowAdjust: boolean) {}

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Moves this process's "now" forward (or back, with a negative value); refused in production. */
  advance(ms: number): void {
    if (!this.allowAdjust) throw new Error('The clock cannot be moved in production.');
    this.#offsetMs += ms;
  }

  reset(): void {
    this.#offsetMs = 0;
  }

  /** How far this clock runs ahead of the real one. */
  get offsetMs(): number {
    return this.#offsetMs;
  }
}
