import { addDays, type CalendarDate, daysBetween } from './dates';

/** Timing constants of spec section 9, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  retryAttempts: 5,
  retryInitialDelayMs: 1000,
  retryFactor: 2,
  pollingBaseDelayMs: 1000,
  pollingMaxDelayMs: 5000,
  pollingMaxAttempts: 14,
  /** First status check after a submit, when the pre-qualification usually has finished (decision 0091). */
  decisionFirstCheckMs: 200,
  pageReloadCap: 5,
  telemetrySessionRetries: 3,
  conditionsPollMs: 60_000,
  originatorCacheMs: 10 * 60_000,
  loadingOverlayDelayMs: 300,
  loaderMinDisplayMs: 1000,
  loaderAnimationMs: 67_000,
  processingModalTimeoutMs: 30_000,
  surveyCloseDelayMs: 750,
  liveRegionClearMs: 300,
  toastsMaxVisible: 5,
  operatingHoursTimeoutMs: 6000,
} as const;

/** Delay before retry number `retry` (1-based): 1000, 2000, 4000, 8000 ms for the 5-attempt helper. */
export function retryDelayMs(retry: number, initialDelayMs: number = TIMINGS.retryInitialDelayMs): number {
  return initialDelayMs * TIMINGS.retryFactor ** Math.max(0, retry - 1);
}

export interface RetryOptions {
  attempts?: number;
  initialDelayMs?: number;
  /** Injected so tests need no real timers. */
  sleep?: (ms: number) => Promise<void>;
  /** Return false to stop retrying (e.g. the co-deed status call does not retry a 400). */
  shouldRetry?: (error: unknown) => boolean;
}

// Both Node and browsers provide setTimeout; the domain package compiles without DOM or Node types.
declare function setTimeout(callback: () => void, ms: number): unknown;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `fn` up to 5 times, waiting 1000 ms then doubling between attempts; rethrows the last error. */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? TIMINGS.retryAttempts;
  const sleep = options.sleep ?? realSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === attempts || (options.shouldRetry && !options.shouldRetry(error))) break;
      await sleep(retryDelayMs(attempt, options.initialDelayMs));
    }
  }
  throw lastError;
}

/** Status polling back-off: 1000 ms doubling, capped at 5000 ms. `attempt` is 0-based. */
export function pollingDelayMs(attempt: number): number {
  return Math.min(TIMINGS.pollingBaseDelayMs * 2 ** Math.max(0, attempt), TIMINGS.pollingMaxDelayMs);
}

/** Whether another poll is allowed after `attemptsMade` polls. */
export function canPollAgain(attemptsMade: number): boolean {
  return attemptsMade < TIMINGS.pollingMaxAttempts;
}

/**
 * Wait before status check `check` (0-based) while a decision is pending after a submit: one early check at
 * 200 ms, when the server's pipeline has usually finished, then the spec's back-off of 1000 ms doubling to
 * 5000 ms for its 14 polls (decision 0091). Checks 0..14, so at most 15 reads.
 */
export function decisionPollDelayMs(check: number): number {
  return check <= 0 ? TIMINGS.decisionFirstCheckMs : pollingDelayMs(check - 1);
}

/** Whether another decision check is allowed after `checksMade`: the early one plus the spec's 14. */
export function canCheckDecisionAgain(checksMade: number): boolean {
  return checksMade < TIMINGS.pollingMaxAttempts + 1;
}

/**
 * Status to route with once polling gives up: a stuck note-signing generation falls back to
 * GEN_NOTE_SIGNING (its documents page), anything else to UNKNOWN (decision 0011).
 */
export function pollingFallbackStatus(lastStatus: string): 'GEN_NOTE_SIGNING' | 'UNKNOWN' {
  return lastStatus === 'GEN_NOTE_SIGNING' || lastStatus === 'NOTE_SIGNING' ? 'GEN_NOTE_SIGNING' : 'UNKNOWN';
}

export const DAYS_BETWEEN_HELOCS = 45;
export const TITLE_SEASONING_DAYS = 90;

/** A new HELOC may start 45 days after the previous one was opened. */
export function nextHelocAllowedOn(previousOpenedOn: CalendarDate): CalendarDate {
  return addDays(previousOpenedOn, DAYS_BETWEEN_HELOCS);
}

export function canStartNewHeloc(previousOpenedOn: CalendarDate, today: CalendarDate): boolean {
  return daysBetween(previousOpenedOn, today) >= DAYS_BETWEEN_HELOCS;
}

/** Ineligible when the home was bought or the title transferred in the last 90 days. */
export function isWithinTitleSeasoning(acquiredOn: CalendarDate, today: CalendarDate): boolean {
  return daysBetween(acquiredOn, today) < TITLE_SEASONING_DAYS;
}
