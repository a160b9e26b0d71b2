import type { DecisionFacts } from '@hearth/domain/decisioning/engine';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import { helocApplications } from './schema';

/**
 * The engine's decision facts and the final decision at rest (issue 19 item 10, decision 0193): the credit score,
 * debt-to-income, monthly debt and income, AES-256-GCM like the credit report (decision 0088), each as one encrypted
 * JSON document. Rows written before keep their plaintext until `encryptLegacyDecisionRecords` moves it at start;
 * the readers take either meanwhile.
 */

export interface StoredDecisionRecords {
  decisionFacts: Record<string, unknown> | null;
  decisionFactsEncrypted: string | null;
  finalDecision: Record<string, unknown> | null;
  finalDecisionEncrypted: string | null;
}

/** The columns to write for the engine's facts: the ciphertext, and no plaintext. */
export function sealDecisionFacts(
  key: Uint8Array,
  facts: DecisionFacts | Record<string, unknown>,
): { decisionFactsEncrypted: string; decisionFacts: null } {
  return { decisionFactsEncrypted: encryptField(key, JSON.stringify(facts)), decisionFacts: null };
}

/** The facts the soft decision rested on, or null before there are any. */
export function openDecisionFacts(
  key: Uint8Array,
  row: Pick<StoredDecisionRecords, 'decisionFacts' | 'decisionFactsEncrypted'>,
): DecisionFacts | null {
  if (row.decisionFactsEncrypted)
    return JSON.parse(decryptField(key, row.decisionFactsEncrypted)) as DecisionFacts;
  return (row.decisionFacts as unknown as DecisionFacts | null) ?? null;
}

/** The columns to write for a final decision: the ciphertext, and no plaintext. */
export function sealFinalDecision(
  key: Uint8Array,
  decision: object,
): { finalDecisionEncrypted: string; finalDecision: null } {
  return { finalDecisionEncrypted: encryptField(key, JSON.stringify(decision)), finalDecision: null };
}

/** The final decision as stored (its shape is the final-decision module's), or null before there is one. */
export function openFinalDecision(
  key: Uint8Array,
  row: Pick<StoredDecisionRecords, 'finalDecision' | 'finalDecisionEncrypted'>,
): Record<string, unknown> | null {
  if (row.finalDecisionEncrypted)
    return JSON.parse(decryptField(key, row.finalDecisionEncrypted)) as Record<string, unknown>;
  return row.finalDecision ?? null;
}

/**
 * The revised offer the borrower chose becomes the final offer (decision 0153: the hard pull and checks are done):
 * the move and the final decision it seals. Here, with the columns, so the offer selection needs no import of the
 * final-decision module, which builds on this one.
 */
export function revisedSelectionMove(
  key: Uint8Array,
  row: Pick<StoredDecisionRecords, 'finalDecision' | 'finalDecisionEncrypted'>,
) {
  const decision = openFinalDecision(key, row);
  return {
    to: 'FINAL_OFFER' as const,
    patch: {
      ...sealFinalDecision(key, { ...decision, outcome: 'FINAL_OFFER', reason: 'revised offer selected' }),
      decision: 'FINAL',
    },
  };
}

/** Whether a final decision was made, without decrypting it. */
export function hasFinalDecision(
  row: Pick<StoredDecisionRecords, 'finalDecision' | 'finalDecisionEncrypted'>,
) {
  return row.finalDecisionEncrypted !== null || row.finalDecision !== null;
}

const BATCH = 200;

const LEGACY = [
  {
    plain: helocApplications.decisionFacts,
    sealed: helocApplications.decisionFactsEncrypted,
    seal: sealDecisionFacts,
  },
  {
    plain: helocApplications.finalDecision,
    sealed: helocApplications.finalDecisionEncrypted,
    seal: sealFinalDecision,
  },
] as const;

/**
 * Encrypts the facts and final decisions stored in plaintext before decision 0193, in batches, one column at a
 * time; each row is rewritten by one statement guarded on still holding the plaintext it was read with, so two
 * starting servers never fight and a decision written meanwhile is never overwritten. Returns the values moved.
 */
export async function encryptLegacyDecisionRecords(db: Db, key: Uint8Array): Promise<number> {
  let moved = 0;
  for (const column of LEGACY) {
    for (;;) {
      const rows = await db
        .select({ uuid: helocApplications.uuid, plain: column.plain })
        .from(helocApplications)
        .where(and(isNotNull(column.plain), isNull(column.sealed)))
        .limit(BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (!row.plain) continue;
        const updated = await db
          .update(helocApplications)
          .set(column.seal(key, row.plain))
          .where(
            and(
              eq(helocApplications.uuid, row.uuid),
              isNull(column.sealed),
              sql`${column.plain} = ${JSON.stringify(row.plain)}::jsonb`,
            ),
          )
          .returning({ uuid: helocApplications.uuid });
        moved += updated.length;
      }
    }
  }
  return moved;
}
