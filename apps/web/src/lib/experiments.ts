import { ERROR_MESSAGES } from '@hearth/domain/errors';
import type { Decision, ExperimentKey, SavedExperiment, Variation } from '@hearth/domain/experiments';
import { fullStoryLinkPath, OPTIMIZE_PATHS } from '@hearth/domain/experiments';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import type { TelemetryContext } from '@hearth/domain/telemetry-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { httpClient } from '@/lib/http-client';
import { getToken } from '@/lib/session';
import { type TelemetryClient, telemetry } from '@/lib/telemetry';

/**
 * The experiments client (spec section 7, decision 0222): the service-optimize calls, made for the page's telemetry
 * session (none without one: 'Could not establish session.'), in the authenticated context with the token and in the
 * external one with none; and the save-experiment and session-replay calls of an application.
 */
export interface ExperimentsEnvironment {
  telemetry: Pick<TelemetryClient, 'ensureSession'>;
  token: () => string | null;
  fetch: typeof fetch;
  /** Authenticated application calls (save-experiment, full-story link). */
  http: Pick<typeof httpClient, 'patch' | 'put'>;
}

const browser = (): ExperimentsEnvironment => ({
  telemetry,
  token: getToken,
  fetch: (...args) => globalThis.fetch(...args),
  http: httpClient,
});

export class OptimizeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function createExperimentsClient(environment: () => ExperimentsEnvironment = browser) {
  const call = async <T>(path: (context: TelemetryContext) => string, body: object): Promise<T> => {
    const env = environment();
    const session = await env.telemetry.ensureSession();
    if (!session) throw new OptimizeError(ERROR_MESSAGES.couldNotEstablishSession, 500);
    const token = env.token();
    const context: TelemetryContext = token ? 'authenticated' : 'external';
    const response = await env.fetch(path(context), {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        // Calls in the external context carry no token (spec section 6).
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ ...body, optimizeUser: { trackerId: session.trackerUuid, attributes: {} } }),
    });
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new OptimizeError(data?.message ?? ERROR_MESSAGES.fetchError, response.status);
    return data as T;
  };

  return {
    /** Whether one feature is on for this person. */
    feature: async (featureKey: string) =>
      (await call<{ enabled: boolean }>(OPTIMIZE_PATHS.feature, { featureKey })).enabled,
    features: async () =>
      (await call<{ features: { featureKey: string; enabled: boolean }[] }>(OPTIMIZE_PATHS.features, {}))
        .features,
    /** This person's variation of each experiment and feature asked for (all when none are named). */
    decide: async (keys?: string[]) =>
      (await call<{ decisions: Decision[] }>(OPTIMIZE_PATHS.decision, keys ? { keys } : {})).decisions,
    /** Records with the application the variation its borrower saw; an application id is required. */
    saveExperiment: async (input: {
      experimentName: string;
      variation: Variation;
      applicationUuid: string | undefined;
    }) => {
      if (!input.applicationUuid) throw new Error(ERROR_MESSAGES.appIdRequiredForExperiment);
      const experiment: SavedExperiment = {
        experimentName: input.experimentName,
        variation: input.variation,
      };
      return environment().http.patch(HELOC_API_PATHS.experiments(input.applicationUuid), {
        experiments: [experiment],
      });
    },
    /** PUT /{uuid}/full-story-link: the session-replay link of the application, for support. */
    saveSessionReplayLink: (applicationUuid: string, link: string) =>
      environment().http.put(fullStoryLinkPath(applicationUuid), { link }),
  };
}

export const experiments = createExperimentsClient();

/** How long a page waits for its variation before showing the product as it is (and recording nothing). */
export const DECISION_WAIT_MS = 1500;

/**
 * The variation of one experiment a page shows its borrower, recorded with the application once known (decision
 * 0250): `pending` while the decision is asked (the page holds the part that differs, so it never flips in front of
 * the borrower), then 'control', 'variation', or null outside the experiment's traffic or when no decision came in
 * time, when the page shows the product as it is and nothing is recorded.
 */
export function useExperiment(
  key: ExperimentKey,
  applicationUuid: string,
  client: Pick<ReturnType<typeof createExperimentsClient>, 'decide' | 'saveExperiment'> = experiments,
): { pending: boolean; variation: Variation | null } {
  const query = useQuery({
    queryKey: ['experiment', key],
    queryFn: async (): Promise<Variation | null> => {
      // A page the server renders with its data (decision 0268) shows the product as it is, as when no decision
      // came in time: the decision needs the browser's telemetry session, and nothing is recorded.
      if (import.meta.env.SSR) return null;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), DECISION_WAIT_MS));
      const decided = client.decide([key]).then(
        (decisions) => decisions.find((d) => d.flagKey === key)?.variationKey ?? null,
        () => null,
      );
      const answer = await Promise.race([decided, timeout]);
      return answer === 'control' || answer === 'variation' ? answer : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const variation = query.data ?? null;
  useEffect(() => {
    if (!variation || !applicationUuid) return;
    client.saveExperiment({ experimentName: key, variation, applicationUuid }).catch(() => undefined);
  }, [variation, applicationUuid, key, client]);
  return { pending: query.isPending, variation };
}
