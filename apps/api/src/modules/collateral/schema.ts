import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/** A lien as the borrower confirmed it; cents. */
export interface StoredLien {
  id: string;
  position: number;
  holder: string;
  type: 'MORTGAGE' | 'HELOC' | 'OTHER';
  balanceCents: number;
  monthlyPaymentCents: number;
  state: 'OPEN' | 'PAID_OFF';
}

export interface StoredPayoff {
  requestId: string;
  state: 'ORDERED' | 'RECEIVED';
  orderedAt: string;
  receivedAt?: string;
  /** What the holders will take to close the liens paid from the draw, good through `goodThrough`. */
  statements?: { lienId: string; holder: string; payoffCents: number; goodThrough: string }[];
  totalCents?: number;
}

export interface StoredValuation {
  method: 'AVM' | 'BPO';
  valueCents: number;
  confidence: 'HIGH' | 'MEDIUM' | 'LOW' | null;
  borrowerEstimateCents?: number;
  bpo?: {
    requestId: string;
    state: 'ORDERED' | 'RETURNED';
    orderedAt: string;
    returnedAt?: string;
    valueCents?: number;
    costCents: number;
    acceptance: { at: string; ip: string; texasAcknowledgment: boolean };
  };
}

export interface StoredTitle {
  requestId: string;
  state: 'ORDERED' | 'RECEIVED';
  orderedAt: string;
  /** The full title search before closing (ordered once insurance is verified). */
  full?: { requestId: string; state: 'ORDERED' | 'RECEIVED'; orderedAt: string };
  vesting?: string;
  owners?: string[];
  trust?: string | null;
  legalDescription?: string;
  additionalSigners?: string[];
  applicantOnTitle?: boolean;
}

export interface StoredFlood {
  requestId: string;
  state: 'ORDERED' | 'RECEIVED';
  orderedAt: string;
  zone?: string;
  specialFloodHazardArea?: boolean;
}

export interface StoredRequirement {
  state: 'NEEDED' | 'SUBMITTED' | 'VERIFIED' | 'REJECTED';
  uploadId?: string;
  requestId?: string;
  reason?: string;
  /** Documents sent for this requirement before the current one. */
  attempts?: number;
}

export interface StoredInsurance {
  requirements: Partial<Record<'HAZARD' | 'FLOOD' | 'TRUST', StoredRequirement>>;
}

/** What is known about the home as security (decision 0160), one row per application. */
export const collateralFiles = pgTable('collateral_files', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  liens: jsonb('liens').$type<StoredLien[]>(),
  liensConfirmedAt: timestamp('liens_confirmed_at', { withTimezone: true }),
  payoff: jsonb('payoff').$type<StoredPayoff>(),
  valuation: jsonb('valuation').$type<StoredValuation>(),
  title: jsonb('title').$type<StoredTitle>(),
  flood: jsonb('flood').$type<StoredFlood>(),
  insurance: jsonb('insurance').$type<StoredInsurance>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CollateralFile = typeof collateralFiles.$inferSelect;
