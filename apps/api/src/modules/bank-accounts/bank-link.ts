import { randomUUID } from 'node:crypto';
import {
  type BankAccountPurpose,
  type BankAccountsView,
  type BankLinkStarted,
  type ExchangeBankLink,
  BANK_ACCOUNT_MESSAGES as MESSAGES,
} from '@hearth/domain/bank-accounts';
import { DomainError } from '@hearth/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { BankLinkPerson, LinkedBankAccount } from '../../providers/bank-link/bank-link';
import type { ApplicationRow } from '../application/repository';
import type { BankAccountDeps } from './deps';
import { saveAccount } from './save-account';
import { bankAccounts, bankLinkSessions } from './schema';
import { purposeFor } from './steps';
import { bankAccountsView, reread } from './view';

export const personOf = (app: ApplicationRow): BankLinkPerson => ({
  firstName: app.firstName,
  lastName: app.lastName,
});

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
