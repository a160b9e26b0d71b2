import { randomUUID } from 'node:crypto';
import {
  type BankAccountPurpose,
  type BankAccountType,
  type BankOwnershipState,
  BANK_ACCOUNT_MESSAGES as MESSAGES,
  ownerMatchesApplicant,
} from '@hearth/domain/bank-accounts';
import { and, eq } from 'drizzle-orm';
import { encryptField, fieldFingerprint } from '../../db/field-crypto';
import type { ApplicationRow } from '../application/repository';
import { moveApplicationIn, staleMoveError } from '../application/status-moves';
import { applicationConditions } from '../conditions/schema';
import { type AccountRow, existingAccount } from './accounts';
import type { BankAccountDeps } from './deps';
import { bankAccounts, bankLinkSessions } from './schema';
import { conflict, moveFor } from './steps';

export const fingerprintOf = (deps: BankAccountDeps, routingNumber: string, accountNumber: string) =>
  fieldFingerprint(deps.encryptionKey, 'bank-account', `${routingNumber}:${accountNumber}`);

interface NewAccount {
  purpose: BankAccountPurpose;
  source: 'LINK' | 'MANUAL';
  linkSessionId?: string;
  institution: string;
  accountName: string;
  accountType: BankAccountType;
  routingNumber: string;
  accountNumber: string;
  /** null: the bank could not say who owns it. */
  ownerNames: string[] | null;
  balanceCents?: number;
}

/**
 * Records an account once (the fingerprint and the link session are unique), with its ownership by the name
 * rule. In the same transaction the link session is claimed (so two exchanges of one session save one account),
 * a verified account moves the application on, and a mismatch opens the bank-account fraud review task. The same
 * account for the same purpose again is the first row, touched, so it is the one in use (after a Change).
 */
export async function saveAccount(
  deps: BankAccountDeps,
  app: ApplicationRow,
  input: NewAccount,
): Promise<AccountRow> {
  const fingerprint = fingerprintOf(deps, input.routingNumber, input.accountNumber);
  const ownership: BankOwnershipState =
    input.ownerNames === null
      ? 'PENDING'
      : ownerMatchesApplicant(app, input.ownerNames)
        ? 'VERIFIED'
        : 'MISMATCH';
  const now = new Date();
  const saved = await deps.db.transaction(async (tx) => {
    if (input.linkSessionId) {
      const [claimed] = await tx
        .update(bankLinkSessions)
        .set({ state: 'EXCHANGED', updatedAt: now })
        .where(and(eq(bankLinkSessions.id, input.linkSessionId), eq(bankLinkSessions.state, 'LINKING')))
        .returning({ id: bankLinkSessions.id });
      if (!claimed) return undefined;
    }
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        id: randomUUID(),
        applicationUuid: app.uuid,
        purpose: input.purpose,
        source: input.source,
        linkSessionId: input.linkSessionId ?? null,
        institution: input.institution,
        accountName: input.accountName,
        accountType: input.accountType,
        routingNumberEncrypted: encryptField(deps.encryptionKey, input.routingNumber),
        accountNumberEncrypted: encryptField(deps.encryptionKey, input.accountNumber),
        accountFingerprint: fingerprint,
        mask: input.accountNumber.slice(-4),
        routingMask: input.routingNumber.slice(-4),
        ownerNamesEncrypted: encryptField(deps.encryptionKey, JSON.stringify(input.ownerNames ?? [])),
        ownership,
        balanceCents: input.balanceCents ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [bankAccounts.applicationUuid, bankAccounts.purpose, bankAccounts.accountFingerprint],
        set: { updatedAt: now },
      })
      .returning();
    if (!row) return undefined;
    if (row.ownership === 'MISMATCH')
      await tx
        .insert(applicationConditions)
        .values({ applicationUuid: app.uuid, category: 'BANK_ACCOUNT_FRAUD_REVIEW' })
        .onConflictDoNothing();
    const move = row.ownership === 'VERIFIED' ? moveFor(app, input.purpose) : undefined;
    if (move && !(await moveApplicationIn(tx, move))) throw staleMoveError(move.from, move.to);
    return row;
  });
  const first = saved ?? (await existingAccount(deps.db, app.uuid, input.purpose, fingerprint));
  if (!first) throw conflict(MESSAGES.unknownLink);
  return first;
}
