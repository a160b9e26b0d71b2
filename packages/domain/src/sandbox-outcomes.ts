import { z } from 'zod';
import type { Vendor } from './vendors';

/**
 * Forcing a sandbox vendor's next outcome (issue 22 item 9, decision 0251): outside production, the developer
 * tools can make the next answer of one sandbox vendor come back as a chosen outcome, whatever the persona's input
 * would have given, so a newcomer can walk a branch (an identity check that fails, a frozen file at the hard pull,
 * a home in a flood zone, insurance refused, a missed notary) on any application. The forced outcome replaces the
 * fields of the vendor's own answer it names and keeps the rest; the answer still travels as a signed callback.
 */
export type ForcedOutcome = { label: string; result: Record<string, unknown> };

export const FORCEABLE_OUTCOMES = {
  identity: {
    PASS: { label: 'Identity verified', result: { outcome: 'PASS', reasons: [] } },
    FAIL: {
      label: 'Identity check fails',
      result: { outcome: 'FAIL', reasons: ['Sandbox: failed from the developer tools'] },
    },
    REVIEW: { label: 'Identity needs a person to review', result: { outcome: 'REVIEW', reasons: [] } },
  },
  'hard-credit': {
    FROZEN: { label: 'Credit file frozen', result: { outcome: 'FROZEN', report: null } },
    NO_MATCH: { label: 'No credit file found', result: { outcome: 'NO_MATCH', report: null } },
    ERROR: { label: 'The bureau does not answer', result: { outcome: 'ERROR', report: null } },
  },
  income: {
    NOT_VERIFIED: { label: 'Income cannot be verified', result: { outcome: 'NOT_VERIFIED' } },
  },
  flood: {
    HAZARD: {
      label: 'Home in a special flood hazard area (zone AE)',
      result: { zone: 'AE', specialFloodHazardArea: true },
    },
    NO_HAZARD: {
      label: 'Home outside a flood hazard area (zone X)',
      result: { zone: 'X', specialFloodHazardArea: false },
    },
  },
  insurance: {
    VERIFIED: { label: 'Insurance accepted', result: { outcome: 'VERIFIED' } },
    REJECTED: {
      label: 'Insurance refused',
      result: {
        outcome: 'REJECTED',
        reason:
          'The policy does not name the lender as mortgagee. Ask your insurer to add it and upload the new page.',
      },
    },
  },
  notary: {
    NO_SHOW: { label: 'The signing session is missed', result: { outcome: 'NO_SHOW' } },
  },
} as const satisfies Partial<Record<Vendor, Record<string, ForcedOutcome>>>;

export type ForceableVendor = keyof typeof FORCEABLE_OUTCOMES;

export function isForceableVendor(value: string): value is ForceableVendor {
  return Object.hasOwn(FORCEABLE_OUTCOMES, value);
}

export function forcedOutcome(vendor: string, outcome: string): ForcedOutcome | null {
  if (!isForceableVendor(vendor)) return null;
  const outcomes: Record<string, ForcedOutcome> = FORCEABLE_OUTCOMES[vendor];
  return Object.hasOwn(outcomes, outcome) ? (outcomes[outcome] ?? null) : null;
}

/** The vendor's own answer with the forced outcome's fields in place of its own; null fields are removed. */
export function applyForcedOutcome(
  result: Record<string, unknown> | undefined,
  forced: ForcedOutcome,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(result ?? {}), ...forced.result };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  return merged;
}

export const SANDBOX_OUTCOME_PATHS = {
  list: '/sandbox/vendor-outcomes',
  one: (vendor: string) => `/sandbox/vendor-outcomes/${vendor}`,
  pattern: '/sandbox/vendor-outcomes/:vendor',
} as const;

export const SANDBOX_OUTCOME_MESSAGES = {
  unknownVendor: (vendor: string) =>
    `There is no sandbox vendor named ${vendor} whose outcome can be forced. Choose one of: ${Object.keys(FORCEABLE_OUTCOMES).join(', ')}.`,
  unknownOutcome: (vendor: string, outcome: string) =>
    `The ${vendor} sandbox has no outcome named ${outcome}. Choose one of: ${Object.keys(
      isForceableVendor(vendor) ? FORCEABLE_OUTCOMES[vendor] : {},
    ).join(', ')}.`,
} as const;

export const forceOutcomeBodySchema = z.object({ outcome: z.string().min(1).max(40) });
export const vendorParamSchema = z.object({ vendor: z.string().min(1).max(40) });

/** What the developer tools read: every forceable outcome, and the one waiting for each vendor's next answer. */
export const sandboxOutcomesViewSchema = z.object({
  vendors: z.array(
    z.object({
      vendor: z.string(),
      outcomes: z.array(z.object({ outcome: z.string(), label: z.string() })),
      next: z.string().nullable(),
    }),
  ),
});
export type SandboxOutcomesView = z.infer<typeof sandboxOutcomesViewSchema>;
