import { STORAGE_KEYS } from '@hearth/domain/auth';
import type { SessionKey } from '@hearth/domain/entities';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import type {
  StoredSessionKey,
  TelemetryEventRequest,
  TelemetrySessionRequest,
} from '@hearth/domain/telemetry';
// The rules alone, not the schemas: zod stays off the pages (decision 0198).
import {
  marketingQueryParams,
  PAGE_VIEW_DEDUPE_PROPERTY,
  PAGE_VIEW_EVENT,
  pathOnly,
  shouldSendEvent,
  TELEMETRY_LIB_VERSION,
  TELEMETRY_PATHS,
  TELEMETRY_PLATFORM,
  type TelemetryContext,
} from '@hearth/domain/telemetry-rules';
import { retry, TIMINGS } from '@hearth/domain/timing';
import { getToken } from '@/lib/session';
import { version as APP_VERSION } from '../../package.json';

/**
 * The web telemetry client (spec section 7, decision 0070): one session per page load, set up with up to
 * 3 retries, its identifiers kept in storage; events sent with fetch keepalive so they survive navigation,
 * duplicates dropped with the domain's dedupe rule. Nothing here ever throws to its caller: a borrower never
 * sees a telemetry failure.
 */

export interface TelemetryEnvironment {
  fetch: typeof fetch;
  localStorage: Storage | undefined;
  sessionStorage: Storage | undefined;
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>;
  referrer: string;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
  token: () => string | null;
  sleep?: (ms: number) => Promise<void>;
  /** Where a failure is recorded; the console by default. */
  report: (failure: TelemetryFailure) => void;
}

export interface TelemetryFailure {
  status: number;
  message: string;
}

export interface TrackEvent {
  event: string;
  eventProperties?: Record<string, unknown>;
  applicationUuid?: string;
  dontDedupe?: boolean;
  dedupeProperty?: string;
  /** Defaults to the current page. */
  pagePath?: string;
}

export interface PageLocation {
  pathname: string;
  search: string;
  key: string;
}

class SessionAnswerError extends Error {
  constructor(readonly status: number) {
    super(`telemetry session answered ${status}`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The session key in the server's answer, or null when the answer is not `telemetrySessionResponseSchema`'s
 * shape. Checked by hand: telemetry runs on every page, and zod (25 KB gzip) would come with it (decision 0198);
 * telemetry.test.ts checks that it agrees with the schema.
 */
export function sessionKeyOf(answer: unknown): SessionKey | null {
  const key = isRecord(answer) ? answer.sessionKey : undefined;
  if (!isRecord(key)) return null;
  const { uuid, epoch, trackerUuid } = key;
  return typeof uuid === 'string' &&
    typeof epoch === 'number' &&
    Number.isFinite(epoch) &&
    typeof trackerUuid === 'string'
    ? { uuid, epoch, trackerUuid }
    : null;
}

function safeStorage(read: () => Storage): Storage | undefined {
  try {
    return read();
  } catch {
    // Storage throws when cookies are blocked; telemetry then keeps nothing.
    return undefined;
  }
}

function dimension(value: number | undefined): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(100_000, Math.round(value as number))) : 0;
}

export function browserEnvironment(): TelemetryEnvironment {
  const g = globalThis as typeof globalThis & Partial<Window>;
  return {
    fetch: (...args) => globalThis.fetch(...args),
    localStorage: safeStorage(() => globalThis.localStorage),
    sessionStorage: safeStorage(() => globalThis.sessionStorage),
    location: g.location ?? { hostname: '', pathname: '/', search: '' },
    referrer: g.document?.referrer ?? '',
    screen: { width: g.screen?.width ?? 0, height: g.screen?.height ?? 0 },
    viewport: { width: g.innerWidth ?? 0, height: g.innerHeight ?? 0 },
    token: getToken,
    report: (failure) => console.warn(`telemetry: ${failure.message} (${failure.status})`),
  };
}

function readStoredKey(env: TelemetryEnvironment): StoredSessionKey {
  const trackerUuid = env.localStorage?.getItem(STORAGE_KEYS.telemetryTrackerUuid) ?? '';
  const uuid = env.sessionStorage?.getItem(STORAGE_KEYS.telemetryUuid) ?? '';
  const epoch = Number(env.sessionStorage?.getItem(STORAGE_KEYS.telemetryEpoch) ?? '');
  // A value someone edited is dropped rather than sent: the server would refuse the whole request. A session
  // belongs to its tracker, so without a tracker there is nothing to go on with.
  if (!UUID.test(trackerUuid)) return {};
  return {
    trackerUuid,
    ...(UUID.test(uuid) && Number.isSafeInteger(epoch) && epoch > 0 ? { uuid, epoch } : {}),
  };
}

function storeKey(env: TelemetryEnvironment, key: SessionKey): void {
  try {
    env.localStorage?.setItem(STORAGE_KEYS.telemetryTrackerUuid, key.trackerUuid);
    env.sessionStorage?.setItem(STORAGE_KEYS.telemetryUuid, key.uuid);
    env.sessionStorage?.setItem(STORAGE_KEYS.telemetryEpoch, String(key.epoch));
  } catch {
    // A full or blocked storage only means the next page load starts a new session.
  }
}

function completeKey(key: StoredSessionKey): SessionKey | undefined {
  return key.uuid && key.epoch !== undefined && key.trackerUuid
    ? { uuid: key.uuid, epoch: key.epoch, trackerUuid: key.trackerUuid }
    : undefined;
}

export interface TelemetryClient {
  /** The session of this page load, set up once; null when set-up failed (the failure is recorded). */
  ensureSession(): Promise<SessionKey | null>;
  /** Sends one event unless it duplicates one already sent; true when the server accepted it. */
  track(event: TrackEvent): Promise<boolean>;
  /** A page view of `location`, once the session is set up. */
  trackPageView(location: PageLocation): Promise<boolean>;
  /** The last recorded failure, if any. */
  lastFailure(): TelemetryFailure | null;
}

export function createTelemetryClient(
  environment: () => TelemetryEnvironment = browserEnvironment,
): TelemetryClient {
  const seen = new Set<string>();
  let session: Promise<SessionKey | null> | undefined;
  let failure: TelemetryFailure | null = null;
  // A token the server refused: telemetry goes on in the external context rather than failing.
  let refusedToken: string | null = null;

  const record = (env: TelemetryEnvironment, next: TelemetryFailure) => {
    failure = next;
    try {
      env.report(next);
    } catch {
      // Recording must not fail either.
    }
  };

  const contextFor = (env: TelemetryEnvironment): { context: TelemetryContext; token: string | null } => {
    const token = env.token();
    return token && token !== refusedToken
      ? { context: 'authenticated', token }
      : { context: 'external', token: null };
  };

  const post = (env: TelemetryEnvironment, url: string, body: unknown, token: string | null) =>
    env.fetch(url, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  const establish = async (env: TelemetryEnvironment): Promise<SessionKey> => {
    const stored = readStoredKey(env);
    const body: TelemetrySessionRequest = {
      platform: TELEMETRY_PLATFORM,
      libVersion: TELEMETRY_LIB_VERSION,
      referrer: pathOnly(env.referrer),
      queryParams: marketingQueryParams(env.location.search),
      screenWidth: dimension(env.screen.width),
      screenHeight: dimension(env.screen.height),
      windowWidth: dimension(env.viewport.width),
      windowHeight: dimension(env.viewport.height),
      appVersion: APP_VERSION,
      ...(Object.keys(stored).length > 0 ? { sessionKey: stored } : {}),
    };
    return retry(
      async () => {
        const { context, token } = contextFor(env);
        const response = await post(env, TELEMETRY_PATHS.session(context), body, token);
        if (response.status === 401 && token) refusedToken = token;
        if (!response.ok) throw new SessionAnswerError(response.status);
        const key = sessionKeyOf(await response.json());
        if (!key) throw new SessionAnswerError(response.status);
        return key;
      },
      {
        attempts: 1 + TIMINGS.telemetrySessionRetries,
        ...(env.sleep ? { sleep: env.sleep } : {}),
        // A refused body stays refused; a refused token is retried in the external context.
        shouldRetry: (error) =>
          !(error instanceof SessionAnswerError) ||
          error.status === 401 ||
          error.status === 408 ||
          error.status === 429 ||
          error.status >= 500,
      },
    );
  };

  const client: TelemetryClient = {
    ensureSession() {
      session ??= (async () => {
        let env: TelemetryEnvironment | undefined;
        try {
          env = environment();
          const key = await establish(env);
          storeKey(env, key);
          return key;
        } catch {
          if (env) record(env, { status: 500, message: ERROR_MESSAGES.sessionRetriesFailed });
          return null;
        }
      })();
      return session;
    },

    async track(input) {
      try {
        const env = environment();
        const pagePath = input.pagePath ?? env.location.pathname;
        const eventProperties = input.eventProperties ?? {};
        const dedupe = {
          event: input.event,
          pagePath,
          dontDedupe: input.dontDedupe ?? false,
          dedupeProperty: input.dedupeProperty,
          eventProperties,
        };
        if (!shouldSendEvent(dedupe, seen)) return false;
        const sessionKey = completeKey(readStoredKey(env));
        const body: TelemetryEventRequest = {
          domain: env.location.hostname,
          pagePath,
          event: input.event,
          eventType: 'WEB',
          productType: 'HELOC',
          queryParams: marketingQueryParams(env.location.search),
          eventProperties,
          dontDedupe: dedupe.dontDedupe,
          ...(input.dedupeProperty ? { dedupeProperty: input.dedupeProperty } : {}),
          ...(input.applicationUuid ? { applicationUuid: input.applicationUuid } : {}),
          ...(sessionKey ? { sessionKey } : {}),
        };
        let { context, token } = contextFor(env);
        let response = await post(env, TELEMETRY_PATHS.event(context), body, token);
        if (response.status === 401 && token) {
          refusedToken = token;
          ({ context, token } = contextFor(env));
          response = await post(env, TELEMETRY_PATHS.event(context), body, token);
        }
        return response.ok;
      } catch {
        // Offline, blocked by an extension, a page being torn down: telemetry is best effort.
        return false;
      }
    },

    async trackPageView(location) {
      await client.ensureSession();
      return client.track({
        event: PAGE_VIEW_EVENT,
        pagePath: location.pathname,
        eventProperties: { [PAGE_VIEW_DEDUPE_PROPERTY]: location.key },
        dedupeProperty: PAGE_VIEW_DEDUPE_PROPERTY,
      });
    },

    lastFailure: () => failure,
  };
  return client;
}

/** The app's one client. */
export const telemetry = createTelemetryClient();

interface RouterStateLike {
  initialized: boolean;
  navigation: { state: string };
  location: PageLocation;
}

export interface RouterLike {
  state: RouterStateLike;
  subscribe(subscriber: (state: RouterStateLike) => void): () => void;
}

/**
 * A page view for every settled location of the data router: after the first load (redirects included) and
 * after each navigation. Returns the unsubscribe function.
 */
export function trackPageViews(router: RouterLike, client: TelemetryClient = telemetry): () => void {
  let last: string | undefined;
  const onState = (state: RouterStateLike) => {
    try {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      const id = `${state.location.key}|${state.location.pathname}`;
      if (id === last) return;
      last = id;
      void client.trackPageView(state.location);
    } catch {
      // Never let telemetry disturb routing.
    }
  };
  onState(router.state);
  return router.subscribe(onState);
}
