import { z } from 'zod';
import { CLOSING_COST_KEYS, COST_PAYMENTS } from './fees';

/*
 * Apart from fees.ts (decision 0265): every application page needs the fees' rules (the offer figures of the
 * progress panel), and a schema in that module put zod (23 KB gzip) on each of those pages, which only read answers
 * the server has already checked (decision 0198).
 */

/**
 * The cost picture on the wire (decision 0207): dollars with cents (two decimals), line by line with how each is
 * paid, and the totals the pages print. The offers page, the summary, the final offer and the funded line show it.
 */
export const closingCostsViewSchema = z.object({
  lines: z.array(
    z.object({
      key: z.enum(CLOSING_COST_KEYS),
      label: z.string(),
      /** Negative for a lender credit. */
      amount: z.number(),
      paid: z.enum(COST_PAYMENTS),
    }),
  ),
  total: z.number().nonnegative(),
  addedToBalance: z.number().nonnegative(),
  paidFromDraw: z.number().nonnegative(),
  /** Costs the draw could not cover after the payoffs, part of `addedToBalance`. */
  financed: z.number().nonnegative(),
  lenderCredit: z.number().nonnegative(),
  /** For a Texas home: 2% of the original principal, and the fees it counts. */
  texasFeeLimit: z.object({ limit: z.number(), counted: z.number() }).nullable(),
});
export type ClosingCostsView = z.infer<typeof closingCostsViewSchema>;
