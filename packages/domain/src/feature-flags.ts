import { z } from 'zod';
import { FEATURE_FLAGS } from './feature-flag-values';

/** The flags' names, descriptions and state rules live in `feature-flag-values.ts` (zod-free, decision 0097). */
export * from './feature-flag-descriptions';
export * from './feature-flag-values';

export const featureFlagNameSchema = z.enum(FEATURE_FLAGS);

export const maintenanceVariablesSchema = z.object({
  title: z.string().optional(),
  message: z.string().optional(),
  showDashboardLink: z.boolean().optional(),
  /** Route prefixes replaced by the maintenance page; empty means all. */
  routes: z.array(z.string()).optional(),
});
