import { z } from 'zod';
import { DomainError, ERROR_MESSAGES } from './errors';
import type { TelemetryContext } from './telemetry-rules';

/**
 * Features and experiments (spec section 7 "Telemetry and experiments", issue 22 item 8, decision 0222): the
 * service-optimize calls, and the rule that assigns each person a variation. The assignment is a pure function of the
 * experiment and the person's id, so the browser, the server and every process agree without storing anything, and a
 * person sees the same variation on every visit and device once signed in (their optimizely profile id).
 */

export const OPTIMIZE_PATHS = {
  feature: (context: TelemetryContext) => `/service-optimize/${context}/api/v1/feature`,
  features: (context: TelemetryContext) => `/service-optimize/${context}/api/v1/features`,
  decision: (context: TelemetryContext) => `/service-optimize/${context}/api/v2/decision`,
} as const;

/** PUT /{uuid}/full-story-link: the session-replay link of an application (spec section 7). */
export const fullStoryLinkPath = (uuid: string) => `/${uuid}/full-story-link`;

export const VARIATIONS = ['control', 'variation'] as const;
export type Variation = (typeof VARIATIONS)[number];

/** Buckets per experiment: a percentage of traffic is whole hundredths of a percent. */
export const BUCKETS = 10_000;

export interface FeatureDefinition {
  description: string;
  /** Share of people (0 to 100) the feature is on for. */
  rolloutPercent: number;
}

/**
 * The features the lender rolls out. `heloc-relative-urls` is the spec's relative-URL feature chosen per application:
 * links in e-mails and pages are relative to the brand's own host rather than the main site's.
 */
export const OPTIMIZE_FEATURES = {
  'heloc-relative-urls': {
    description: 'Links in pages and e-mails stay on the brand host (relative URLs)',
    rolloutPercent: 100,
  },
  'heloc-offer-payment-first': {
    description: 'The offers page leads with the monthly payment rather than the line amount',
    rolloutPercent: 50,
  },
} as const satisfies Record<string, FeatureDefinition>;
export type FeatureKey = keyof typeof OPTIMIZE_FEATURES;

export interface ExperimentDefinition {
  description: string;
  /** Share of people (0 to 100) in the experiment; the rest are in no variation and see the product as it is. */
  trafficPercent: number;
}

/** Running experiments: each splits its traffic evenly between control and variation. */
export const EXPERIMENTS = {
  'heloc-offer-payment-first': {
    description: 'Does leading with the monthly payment change which offer people choose?',
    trafficPercent: 100,
  },
} as const satisfies Record<string, ExperimentDefinition>;
export type ExperimentKey = keyof typeof EXPERIMENTS;

export function isFeatureKey(key: string): key is FeatureKey {
  return Object.hasOwn(OPTIMIZE_FEATURES, key);
}
export function isExperimentKey(key: string): key is ExperimentKey {
  return Object.hasOwn(EXPERIMENTS, key);
}

/** FNV-1a (32 bits) of the text: fast, stable everywhere, and spreads close ids apart. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The person's bucket (0 to 9,999) in one experiment or feature: independent between keys. */
export function bucketOf(key: string, userId: string): number {
  return fnv1a(`${key}:${userId}`) % BUCKETS;
}

/** Whether a feature is on for the person: their bucket falls within its rollout. */
export function featureEnabled(key: FeatureKey, userId: string): boolean {
  return bucketOf(key, userId) < (OPTIMIZE_FEATURES[key].rolloutPercent / 100) * BUCKETS;
}

/**
 * The person's variation in an experiment, or null when they are outside its traffic. The traffic is the bottom of
 * the buckets, split evenly: the lower half control, the upper half the variation.
 */
export function assignVariation(key: ExperimentKey, userId: string): Variation | null {
  const bucket = bucketOf(key, userId);
  const inTraffic = (EXPERIMENTS[key].trafficPercent / 100) * BUCKETS;
  if (bucket >= inTraffic) return null;
  return bucket < inTraffic / 2 ? 'control' : 'variation';
}

// ---------- the wire ----------

const attributes = z.record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()]));

/** The spec's optimizeUser: the browser's tracker id and attributes. */
export const optimizeUserSchema = z.object({
  trackerId: z.uuid('trackerId must be the telemetry tracker id'),
  attributes: attributes.default({}),
});
export type OptimizeUser = z.infer<typeof optimizeUserSchema>;

export const featureRequestSchema = z.object({
  featureKey: z.string().min(1).max(64),
  optimizeUser: optimizeUserSchema,
});
export const featureResponseSchema = z.object({ featureKey: z.string(), enabled: z.boolean() });

export const featuresRequestSchema = z.object({ optimizeUser: optimizeUserSchema });
export const featuresResponseSchema = z.object({ features: z.array(featureResponseSchema) });

export const decisionRequestSchema = z.object({
  optimizeUser: optimizeUserSchema,
  /** The experiments and features to decide; all of them when absent. */
  keys: z.array(z.string().min(1).max(64)).max(50).optional(),
});
export const decisionSchema = z.object({
  flagKey: z.string(),
  enabled: z.boolean(),
  /** 'control' or 'variation' for an experiment, 'on' or 'off' for a feature; null outside an experiment's traffic. */
  variationKey: z.string().nullable(),
  ruleKey: z.enum(['experiment', 'rollout']),
});
export type Decision = z.infer<typeof decisionSchema>;
export const decisionResponseSchema = z.object({ decisions: z.array(decisionSchema) });
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/** Every decision for one person: the experiments, then the features, or only the keys asked for. */
export function decide(userId: string, keys?: readonly string[]): Decision[] {
  const wanted = (key: string) => !keys || keys.includes(key);
  const experiments = (Object.keys(EXPERIMENTS) as ExperimentKey[]).filter(wanted).map((key) => {
    const variationKey = assignVariation(key, userId);
    return { flagKey: key, enabled: variationKey !== null, variationKey, ruleKey: 'experiment' as const };
  });
  const features = (Object.keys(OPTIMIZE_FEATURES) as FeatureKey[])
    .filter((key) => wanted(key) && !isExperimentKey(key))
    .map((key) => {
      const enabled = featureEnabled(key, userId);
      return { flagKey: key, enabled, variationKey: enabled ? 'on' : 'off', ruleKey: 'rollout' as const };
    });
  return [...experiments, ...features];
}

/** One experiment as the application records it (PATCH .../experiments, the save-experiment call). */
export const savedExperimentSchema = z.object({
  experimentName: z.string().min(1).max(64),
  variation: z.enum(VARIATIONS),
});
export type SavedExperiment = z.infer<typeof savedExperimentSchema>;
export const experimentsBodySchema = z.object({ experiments: z.array(savedExperimentSchema).max(20) });

export const EXPERIMENT_MESSAGES = {
  appIdRequired: ERROR_MESSAGES.appIdRequiredForExperiment,
  noSession: ERROR_MESSAGES.couldNotEstablishSession,
  unknownFeature: (key: string) => `There is no feature named ${key}.`,
  unknownExperiment: (key: string) => `There is no running experiment named ${key}.`,
  notYourVariation: (key: string) => `That is not the variation of ${key} this account was assigned.`,
  linkNotHttp: 'The link must be a web address starting with http or https.',
} as const;

/** The session-replay link: an http(s) address (spec section 5, "URL must start with http or https"). */
export const fullStoryLinkBodySchema = z.object({
  link: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^\s]+$/i, EXPERIMENT_MESSAGES.linkNotHttp),
});

export const recordedExperimentSchema = savedExperimentSchema.extend({ recordedAt: z.string() });
export type RecordedExperiment = z.infer<typeof recordedExperimentSchema>;

/**
 * The experiments an application records (the save-experiment call, PATCH .../experiments): each must be running
 * and its variation the one the borrower was assigned; a name already recorded keeps its first record, so a retry or
 * a second page changes nothing. Answers the application's whole list.
 */
export function mergeExperiments(
  stored: readonly unknown[],
  incoming: readonly SavedExperiment[],
  profileId: string,
  now: Date,
): RecordedExperiment[] {
  const merged = stored.filter(
    (e): e is RecordedExperiment =>
      typeof e === 'object' && e !== null && typeof (e as RecordedExperiment).experimentName === 'string',
  );
  for (const experiment of incoming) {
    const name = experiment.experimentName;
    if (!isExperimentKey(name))
      throw new DomainError('VALIDATION_FAILED', EXPERIMENT_MESSAGES.unknownExperiment(name));
    if (assignVariation(name, profileId) !== experiment.variation)
      throw new DomainError('CONFLICT', EXPERIMENT_MESSAGES.notYourVariation(name));
    if (!merged.some((e) => e.experimentName === name))
      merged.push({ ...experiment, recordedAt: now.toISOString() });
  }
  return merged;
}
