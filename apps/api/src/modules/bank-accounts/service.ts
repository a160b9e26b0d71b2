import { randomUUID } from 'node:crypto';
import {
  type BankAccountPurpose,
  type BankAccountsView,
  type BankAccountType,
  type BankAccountView,
  type BankLinkStarted,
  type BankOwnershipState,
  type ExchangeBankLink,
  type ManualBankAccount,
  BANK_ACCOUNT_MESSAGES as MESSAGES,
  manualBankAccountSchema,
  ownerMatchesApplicant,
} from '@hearth/domain/bank-accounts';
import { DRAW_RETURN_MESSAGES } from '@hearth/domain/draw-returns';
import type { Offer } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import { autopayAprOf } from '@hearth/domain/offer-figures';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { BankLinkPerson, BankLinkVendor, LinkedBankAccount } from '../../providers/bank-link/bank-link';
import { decryptField, encryptField, fieldFingerprint } from '../application/crypto';
import { type ApplicationRow, findApplication } from '../application/repository';
import {
  type ApplicationMove,
  moveApplication,
  moveApplicationIn,
  staleMoveError,
} from '../application/status-moves';
import { applicationConditions } from '../identity-verification/schema';
import { bankAccounts, bankLinkSessions } from './schema';

export interface BankAccountDeps {
  db: Db;
  encryptionKey: Uint8Array;
  vendor: BankLinkVendor;
  /**
   * A later step that takes an account again, outside the bank steps: a returned draw waiting for another funds
   * account (decision 0182). Undefined when none does.
   */
  reopenedFor?(app: ApplicationRow): Promise<BankAccountPurpose | undefined>;
}

type AccountRow = typeof bankAccounts.$inferSelect;
type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
type SelectedOffer = (Offer & { autopay?: boolean }) | null;

/** Which kind of account each status takes (decision 0161). */
const PURPOSE_OF: Partial<Record<string, BankAccountPurpose>> = {
  DISBURSEMENT_ACCOUNT: 'DISBURSEMENT',
  AUTOPAY: 'AUTOPAY',
};

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);
const personOf = (app: ApplicationRow): BankLinkPerson => ({
  firstName: app.firstName,
  lastName: app.lastName,
});

function accountView(row: AccountRow): BankAccountView {
  return {
    id: row.id,
    purpose: row.purpose,
    source: row.source,
    institution: row.institution,
    accountName: row.accountName,
    accountType: row.accountType,
    mask: row.mask,
    ownership: row.ownership,
    createdAt: row.createdAt.toISOString(),
  };
}

async function accountsOf(db: Db, uuid: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.applicationUuid, uuid))
    .orderBy(asc(bankAccounts.updatedAt), asc(bankAccounts.id));
}

/** The account in use for a purpose: the verified one added or chosen last. */
function current(rows: AccountRow[], purpose: BankAccountPurpose): AccountRow | undefined {
  return rows.filter((r) => r.purpose === purpose && r.ownership === 'VERIFIED').at(-1);
}

/** An account as documents and notices name it: "Sandbox Bank checking ending in 6789". */
export const accountLabel = (account: { institution: string; accountType: string; mask: string }) =>
  `${account.institution} ${account.accountType.toLowerCase()} ending in ${account.mask}`;

/** An account with its numbers decrypted, for the funding file only. */
function withNumbers(encryptionKey: Uint8Array, account: AccountRow) {
  return {
    id: account.id,
    label: accountLabel(account),
    accountType: account.accountType,
    routingNumber: decryptField(encryptionKey, account.routingNumberEncrypted),
    accountNumber: decryptField(encryptionKey, account.accountNumberEncrypted),
  };
}
type FundingAccount = ReturnType<typeof withNumbers>;

/** The verified account the initial draw is sent to, with its numbers decrypted, for the funding file only. */
export async function disbursementAccountOf(db: Db, encryptionKey: Uint8Array, uuid: string) {
  const account = current(await accountsOf(db, uuid), 'DISBURSEMENT');
  return account ? withNumbers(encryptionKey, account) : undefined;
}

/** The account an ACH entry names (decision 0182), with its numbers decrypted, for the funding file only. */
export async function fundingAccountOf(
  db: Db,
  encryptionKey: Uint8Array,
  uuid: string,
  accountId: string,
): Promise<FundingAccount | undefined> {
  const account = (await accountsOf(db, uuid)).find((row) => row.id === accountId);
  return account ? withNumbers(encryptionKey, account) : undefined;
}

const fingerprintsOf = (rows: AccountRow[], ids: readonly string[]) =>
  new Set(rows.filter((r) => ids.includes(r.id)).map((r) => r.accountFingerprint));

/**
 * The verified accounts a returned draw may go to (decision 0182): one per account (the same numbers added for
 * funds and for autopay are one), the one added or chosen last first, none the bank already sent the money back
 * from (`returnedIds`, compared by the account's numbers).
 */
export async function accountsForReturnedDraw(db: Db, uuid: string, returnedIds: readonly string[]) {
  const rows = await accountsOf(db, uuid);
  const seen = fingerprintsOf(rows, returnedIds);
  const choices: { id: string; account: string }[] = [];
  for (const row of [...rows].reverse()) {
    if (row.ownership !== 'VERIFIED' || seen.has(row.accountFingerprint)) continue;
    seen.add(row.accountFingerprint);
    choices.push({ id: row.id, account: accountLabel(row) });
  }
  return choices;
}

/**
 * The account a returned draw goes to next (decision 0182), or why it cannot, as the borrower reads it: another
 * application's (or no) account is not found; one we could not verify, or one the money came back from, is
 * refused.
 */
export async function accountForReturnedDraw(
  db: Db,
  uuid: string,
  accountId: string,
  returnedIds: readonly string[],
): Promise<{ id: string; label: string }> {
  const rows = await accountsOf(db, uuid);
  const chosen = rows.find((r) => r.id === accountId);
  if (!chosen) throw new DomainError('NOT_FOUND', MESSAGES.unknownAccount);
  if (chosen.ownership !== 'VERIFIED')
    throw new DomainError('VALIDATION_FAILED', MESSAGES.accountNotVerified);
  if (fingerprintsOf(rows, returnedIds).has(chosen.accountFingerprint))
    throw new DomainError('VALIDATION_FAILED', DRAW_RETURN_MESSAGES.returnedAccount);
  return { id: chosen.id, label: accountLabel(chosen) };
}

/** What the bank pages show: every account (masked), the ones in use, and the rate with and without autopay. */
export async function readBankAccounts(
  db: Db,
  app: ApplicationRow,
  added?: AccountRow,
): Promise<BankAccountsView> {
  const rows = await accountsOf(db, app.uuid);
  const disbursement = current(rows, 'DISBURSEMENT');
  const autopay = current(rows, 'AUTOPAY');
  const selected = app.selectedOffer as unknown as SelectedOffer;
  return {
    status: app.status,
    accounts: rows.map(accountView),
    ...(disbursement ? { disbursement: accountView(disbursement) } : {}),
    ...(autopay ? { autopay: accountView(autopay) } : {}),
    rates: {
      apr: app.rate,
      autopayApr: selected ? autopayAprOf(selected.discountList ?? []) : null,
      autopay: selected?.autopay !== false && selected !== null,
    },
    ...(added ? { added: accountView(added) } : {}),
  };
}

/** The bank view of the calls, with the step outside the bank pages that takes an account again, if any. */
export async function bankAccountsView(
  deps: BankAccountDeps,
  app: ApplicationRow,
  added?: AccountRow,
): Promise<BankAccountsView> {
  const [view, reopenedFor] = await Promise.all([
    readBankAccounts(deps.db, app, added),
    deps.reopenedFor?.(app),
  ]);
  return reopenedFor ? { ...view, reopenedFor } : view;
}

/**
 * The step takes this kind of account. In AUTOPAY without a verified funds account on file (the spec's router
 * sends that case to bank/disburse) the funds account is taken too, and the application stays in AUTOPAY.
 */
async function purposeFor(
  deps: BankAccountDeps,
  app: ApplicationRow,
  purpose: BankAccountPurpose,
): Promise<void> {
  const open = PURPOSE_OF[app.status];
  if (!open) {
    if ((await deps.reopenedFor?.(app)) === purpose) return;
    throw conflict(MESSAGES.wrongStatus);
  }
  if (open === purpose) return;
  const missingFunds =
    app.status === 'AUTOPAY' &&
    purpose === 'DISBURSEMENT' &&
    !current(await accountsOf(deps.db, app.uuid), 'DISBURSEMENT');
  if (!missingFunds) throw conflict(MESSAGES.wrongPurpose);
}

/** The move a verified account makes: the funds account leads to autopay, the autopay account to confirmation. */
function moveFor(app: ApplicationRow, purpose: BankAccountPurpose): ApplicationMove | undefined {
  if (purpose === 'DISBURSEMENT' && app.status === 'DISBURSEMENT_ACCOUNT')
    return { uuid: app.uuid, from: app.status, to: 'AUTOPAY', actor: 'borrower' };
  if (purpose === 'AUTOPAY' && app.status === 'AUTOPAY')
    return {
      uuid: app.uuid,
      from: app.status,
      to: 'VERIFIED_AUTOPAY',
      actor: 'borrower',
      patch: { selectedOffer: withAutopay(app, true) },
    };
  return undefined;
}

function withAutopay(app: ApplicationRow, autopay: boolean): Record<string, unknown> | null {
  return app.selectedOffer ? { ...app.selectedOffer, autopay } : null;
}

const fingerprintOf = (deps: BankAccountDeps, routingNumber: string, accountNumber: string) =>
  fieldFingerprint(deps.encryptionKey, 'bank-account', `${routingNumber}:${accountNumber}`);

async function existingAccount(
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
async function saveAccount(
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

/** The view after a write that may have moved the application. */
async function reread(deps: BankAccountDeps, app: ApplicationRow, added?: AccountRow) {
  return bankAccountsView(deps, (await findApplication(deps.db, app.uuid)) ?? app, added);
}

/** `bank/disburse` or `bank/autopay`: a link session and the vendor's page, which returns to plaid-oauth-success. */
export async function startBankLink(
  deps: BankAccountDeps,
  app: ApplicationRow,
  purpose: BankAccountPurpose,
): Promise<BankLinkStarted> {
  await purposeFor(deps, app, purpose);
  const linkId = randomUUID();
  await deps.db
    .insert(bankLinkSessions)
    .values({ id: linkId, applicationUuid: app.uuid, purpose, state: 'LINKING' });
  const { linkToken, redirectUrl } = deps.vendor.createLinkToken({ linkId, person: personOf(app) });
  return { linkId, linkToken, redirectUrl };
}

/** A link session still waiting for the borrower at the vendor's page. */
export async function bankLinkSession(db: Db, linkId: string) {
  const [row] = await db.select().from(bankLinkSessions).where(eq(bankLinkSessions.id, linkId));
  return row?.state === 'LINKING' ? row : undefined;
}

/**
 * `plaid-oauth-success`: the borrower is back. `exit` records that they left; `success` exchanges the public
 * token for the account they chose, once: a repeat (a reload of the return page) answers the same account.
 */
export async function exchangeBankLink(
  deps: BankAccountDeps,
  app: ApplicationRow,
  body: ExchangeBankLink,
): Promise<BankAccountsView> {
  const [session] = await deps.db
    .select()
    .from(bankLinkSessions)
    .where(and(eq(bankLinkSessions.id, body.linkId), eq(bankLinkSessions.applicationUuid, app.uuid)));
  if (!session) throw new DomainError('NOT_FOUND', MESSAGES.unknownLink);
  if (session.state !== 'LINKING') {
    const [added] = await deps.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.linkSessionId, session.id));
    return bankAccountsView(deps, app, added);
  }
  await purposeFor(deps, app, session.purpose);
  if (body.status === 'exit') {
    await deps.db
      .update(bankLinkSessions)
      .set({ state: 'EXITED', updatedAt: new Date() })
      .where(and(eq(bankLinkSessions.id, session.id), eq(bankLinkSessions.state, 'LINKING')));
    return bankAccountsView(deps, app);
  }
  const linked: LinkedBankAccount | null = body.publicToken
    ? await deps.vendor.exchangePublicToken({
        linkId: session.id,
        publicToken: body.publicToken,
        person: personOf(app),
      })
    : null;
  if (!linked) throw new DomainError('VALIDATION_FAILED', MESSAGES.badPublicToken);
  const added = await saveAccount(deps, app, {
    purpose: session.purpose,
    source: 'LINK',
    linkSessionId: session.id,
    institution: linked.institution,
    accountName: linked.name,
    accountType: linked.accountType,
    routingNumber: linked.routingNumber,
    accountNumber: linked.accountNumber,
    ownerNames: linked.ownerNames,
    balanceCents: linked.balanceCents,
  });
  return reread(deps, app, added);
}

/**
 * `bank/manual-disburse`: an account typed in by hand (routing number checked by the ABA checksum here too). The
 * vendor's account-owner lookup says who owns it, and the same name rule decides.
 */
export async function addManualAccount(
  deps: BankAccountDeps,
  app: ApplicationRow,
  body: ManualBankAccount,
): Promise<BankAccountsView> {
  const parsed = manualBankAccountSchema.parse(body);
  const repeat = await existingAccount(
    deps.db,
    app.uuid,
    parsed.purpose,
    fingerprintOf(deps, parsed.routingNumber, parsed.accountNumber),
  );
  // A retry after the account moved the application on answers the first result; in the step itself the
  // same account may be chosen again (after a Change) and goes through.
  if (repeat && PURPOSE_OF[app.status] !== parsed.purpose) return bankAccountsView(deps, app, repeat);
  await purposeFor(deps, app, parsed.purpose);
  const owners = await deps.vendor.lookupAccountOwners({
    routingNumber: parsed.routingNumber,
    accountNumber: parsed.accountNumber,
    person: personOf(app),
  });
  const added = await saveAccount(deps, app, {
    purpose: parsed.purpose,
    source: 'MANUAL',
    institution: owners?.institution ?? 'Your bank',
    accountName: parsed.accountType === 'CHECKING' ? 'Checking' : 'Savings',
    accountType: parsed.accountType,
    routingNumber: parsed.routingNumber,
    accountNumber: parsed.accountNumber,
    ownerNames: owners?.ownerNames ?? null,
  });
  return reread(deps, app, added);
}

/**
 * A verified account used for another purpose too: the row of the same numbers for that purpose, touched so it is
 * the one in use, or a copy made for it.
 */
async function keepFor(tx: Executor, source: AccountRow, purpose: BankAccountPurpose) {
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

/** A returned draw sent again to this account (decision 0182): from now on it is the funds account on file. */
export async function keepAsDisbursementAccount(
  tx: Executor,
  uuid: string,
  accountId: string,
): Promise<void> {
  const [source] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.applicationUuid, uuid)));
  if (source) await keepFor(tx, source, 'DISBURSEMENT');
}

/**
 * Automatic payments would come from an account the bank sent a draw back from (decision 0182): the current
 * autopay account is one of `accountIds` (by its numbers, whatever the purpose of the row).
 */
export async function autopayFromAccounts(
  db: Db,
  uuid: string,
  accountIds: readonly string[],
): Promise<boolean> {
  const rows = await accountsOf(db, uuid);
  const autopay = current(rows, 'AUTOPAY');
  return rows.some((r) => accountIds.includes(r.id) && r.accountFingerprint === autopay?.accountFingerprint);
}

/** The account a returned draw went to again also takes the automatic payments from now on (decision 0182). */
export async function keepAsAutopayAccount(tx: Executor, uuid: string, accountId: string): Promise<void> {
  const [source] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.applicationUuid, uuid)));
  if (source) await keepFor(tx, source, 'AUTOPAY');
}

/** `bank/autopay`: automatic payments from an account already verified (the funds account, usually). */
export async function chooseAutopayAccount(
  deps: BankAccountDeps,
  app: ApplicationRow,
  accountId: string,
): Promise<BankAccountsView> {
  const [source] = await deps.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.applicationUuid, app.uuid)));
  if (!source) throw new DomainError('NOT_FOUND', MESSAGES.unknownAccount);
  if (source.ownership !== 'VERIFIED')
    throw new DomainError('VALIDATION_FAILED', MESSAGES.accountNotVerified);
  const repeat = await existingAccount(deps.db, app.uuid, 'AUTOPAY', source.accountFingerprint);
  if (repeat && app.status !== 'AUTOPAY') return bankAccountsView(deps, app, repeat);
  await purposeFor(deps, app, 'AUTOPAY');
  const saved = await deps.db.transaction(async (tx) => {
    const row = await keepFor(tx, source, 'AUTOPAY');
    const move = moveFor(app, 'AUTOPAY');
    if (move && !(await moveApplicationIn(tx, move))) throw staleMoveError(move.from, move.to);
    return row;
  });
  return reread(deps, app, saved ?? repeat);
}

/** `bank/autopay`: the borrower pays each month themselves; the offer loses its autopay discount. */
export async function declineAutopay(deps: BankAccountDeps, app: ApplicationRow): Promise<BankAccountsView> {
  if (app.status === 'GEN_APP_DISCLOSURES' && (app.selectedOffer as SelectedOffer)?.autopay === false)
    return bankAccountsView(deps, app);
  if (app.status !== 'AUTOPAY') throw conflict(MESSAGES.wrongStatus);
  const rows = await accountsOf(deps.db, app.uuid);
  if (!current(rows, 'DISBURSEMENT')) throw conflict(MESSAGES.noDisbursementAccount);
  const moved = await moveApplication(deps.db, {
    uuid: app.uuid,
    from: 'AUTOPAY',
    to: 'GEN_APP_DISCLOSURES',
    actor: 'borrower',
    patch: { selectedOffer: withAutopay(app, false) },
  });
  return bankAccountsView(deps, moved);
}

/** `bank/confirm`: both accounts as the borrower checked them; the documents are prepared next. */
export async function confirmBankAccounts(
  deps: BankAccountDeps,
  app: ApplicationRow,
): Promise<BankAccountsView> {
  if (app.status === 'GEN_APP_DISCLOSURES') return bankAccountsView(deps, app);
  if (app.status !== 'VERIFIED_AUTOPAY') throw conflict(MESSAGES.wrongStatus);
  const rows = await accountsOf(deps.db, app.uuid);
  if (!current(rows, 'DISBURSEMENT')) throw conflict(MESSAGES.noDisbursementAccount);
  if (!current(rows, 'AUTOPAY')) throw conflict(MESSAGES.noAutopayAccount);
  const moved = await moveApplication(deps.db, {
    uuid: app.uuid,
    from: 'VERIFIED_AUTOPAY',
    to: 'GEN_APP_DISCLOSURES',
    actor: 'borrower',
  });
  return bankAccountsView(deps, moved);
}

/**
 * A "Change" link of `bank/confirm` or `bank/autopay`: back to the step that takes that account. The accounts
 * stay on record; the next verified one is the one in use.
 */
export async function changeBankAccount(
  deps: BankAccountDeps,
  app: ApplicationRow,
  purpose: BankAccountPurpose,
): Promise<BankAccountsView> {
  const target = purpose === 'DISBURSEMENT' ? 'DISBURSEMENT_ACCOUNT' : 'AUTOPAY';
  if (app.status === target) return bankAccountsView(deps, app);
  const path =
    app.status === 'VERIFIED_AUTOPAY'
      ? purpose === 'AUTOPAY'
        ? ['AUTOPAY']
        : ['AUTOPAY', 'DISBURSEMENT_ACCOUNT']
      : app.status === 'AUTOPAY' && purpose === 'DISBURSEMENT'
        ? ['DISBURSEMENT_ACCOUNT']
        : null;
  if (!path) throw conflict(MESSAGES.wrongStatus);
  const moved = await deps.db.transaction(async (tx) => {
    let from = app.status;
    let row: ApplicationRow | undefined;
    for (const to of path as ('AUTOPAY' | 'DISBURSEMENT_ACCOUNT')[]) {
      row = await moveApplicationIn(tx, { uuid: app.uuid, from, to, actor: 'borrower' });
      if (!row) throw staleMoveError(from, to);
      from = to;
    }
    return row;
  });
  return bankAccountsView(deps, moved ?? app);
}
