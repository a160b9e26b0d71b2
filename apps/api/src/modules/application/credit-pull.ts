import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import type { CreditPullResult } from '../../providers/credit-bureau/credit-bureau';
import { helocApplications } from './schema';

/**
 * The soft-credit report at rest (issue 9 item 4, decision 0088): AES-256-GCM like the SSN, as one encrypted
 * JSON document in `credit_pull_encrypted`. Rows written before encryption keep their plaintext `credit_pull`
 * until `encryptLegacyCreditPulls` moves it at start; the reader takes either meanwhile.
 */

export interface StoredCreditPull {
  creditPull: Record<string, unknown> | null;
  creditPullEncrypted: string | null;
}

/** The columns to write for a report: the ciphertext, and no plaintext. */
export function sealCreditPull(
  key: Uint8Array,
  report: CreditPullResult | Record<string, unknown>,
): { creditPullEncrypted: string; creditPull: null } {
  return { creditPullEncrypted: encryptField(key, JSON.stringify(report)), creditPull: null };
}

/** The stored report, or null when none was pulled. */
export function openCreditPull(key: Uint8Array, row: StoredCreditPull): CreditPullResult | null {
  if (row.creditPullEncrypted)
    return JSON.parse(decryptField(key, row.creditPullEncrypted)) as CreditPullResult;
  return (row.creditPull as unknown as CreditPullResult | null) ?? null;
}

const BATCH = 200;

/**
 * Encrypts the reports stored in plaintext before decision 0088, in batches; each row is rewritten by one
 * statement guarded on still being plaintext, so two starting servers never fight. Returns the rows moved.
 */
export async function encryptLegacyCreditPulls(db: Db, key: Uint8Array): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db
      .select({ uuid: helocApplications.uuid, creditPull: helocApplications.creditPull })
      .from(helocApplications)
      .where(and(isNotNull(helocApplications.creditPull), isNull(helocApplications.creditPullEncrypted)))
      .limit(BATCH);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      if (!row.creditPull) continue;
      const updated = await db
        .update(helocApplications)
        .set(sealCreditPull(key, row.creditPull))
        .where(
          and(
            eq(helocApplications.uuid, row.uuid),
            isNull(helocApplications.creditPullEncrypted),
            sql`${helocApplications.creditPull} is not null`,
          ),
        )
        .returning({ uuid: helocApplications.uuid });
      moved += updated.length;
    }
  }
}
