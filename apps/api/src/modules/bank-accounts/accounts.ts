import { randomUUID } from 'node:crypto';
import type { BankAccountPurpose } from '@hearth/domain/bank-accounts';
import type { Offer } from '@hearth/domain/entities';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bankAccounts } from './schema';

export type AccountRow = typeof bankAccounts.$inferSelect;
export type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
export type SelectedOffer = (Offer & { autopay?: boolean }) | null;

/**
 * The verified funds account's last 4 digits and its routing number's (decision 0161), as a subquery on an
 * application's uuid: the application's hot read (GET application) selects it in its one prepared statement, and
 * app.ts hands it to the application routes, which sit below this module.
 */
export const disburseAccountMasks = (
  applicationUuid: AnyColumn,
): SQL<{ mask: string; routingMask: string } | null> =>
  sql`(select jsonb_build_object('mask',
        ${bankAccounts.mask}, 'routingMask', ${bankAccounts.routingMask}) from ${bankAccounts}
        where ${bankAccounts.applicationUuid} = ${applicationUuid} and ${bankAccounts.purpose} = 'DISBURSEMENT'
        and ${bankAccounts.ownership} = 'VERIFIED' order by ${bankAccounts.updatedAt} desc limit 1)`;

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
