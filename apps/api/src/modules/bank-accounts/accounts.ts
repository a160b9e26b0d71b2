import { randomUUID } from 'node:crypto';
import type { BankAccountPurpose } from '@hearth/domain/bank-accounts';
import type { Offer } from '@hearth/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bankAccounts } from './schema';

export type AccountRow = typeof bankAccounts.$inferSelect;
export type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
export type SelectedOffer = (Offer & { autopay?: boolean }) | null;

export async function accountsOf(db: Db, uuid: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.applicationUuid, uuid))
    .orderBy(asc(bankAccounts.updatedAt), asc(bankAccounts.id));
}

/** The account in use for a purpose: the verified one added or chosen last. */
export function current(rows: AccountRow[], purpose: BankAccountPurpose): AccountRow | undefined {
  return rows.filter((r) => r.purpose === purpose && r.ownership === 'VERIFIED').at(-1);
}

/** An account as documents and notices name it: "Sandbox Bank checking ending in 6789". */
export const accountLabel = (account: { institution: string; accountType: string; mask: string }) =>
  `${account.institution} ${account.accountType.toLowerCase()} ending in ${account.mask}`;

export async function existingAccount(
  db: Db,
  uuid: string,
  purpose: BankAccountPurpose,
  fingerprint: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.applicationUuid, uuid),
        eq(bankAccounts.purpose, purpose),
        eq(bankAccounts.accountFingerprint, fingerprint),
      ),
    );
  return row;
}

/**
 * A verified account used for another purpose too: the row of the same numbers for that purpose, touched so it is
 * the one in use, or a copy made for it.
 */
export async function keepFor(tx: Executor, source: AccountRow, purpose: BankAccountPurpose) {
  const now = new Date();
  const [row] = await tx
    .insert(bankAccounts)
    .values({ ...source, id: randomUUID(), purpose, linkSessionId: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [bankAccounts.applicationUuid, bankAccounts.purpose, bankAccounts.accountFingerprint],
      set: { updatedAt: now },
    })
    .returning();
  return row;
}
