import {
  type BankAccountsView,
  type ManualBankAccount,
  manualBankAccountSchema,
} from '@hearth/domain/bank-accounts';
import type { ApplicationRow } from '../application/repository';
import { existingAccount } from './accounts';
import { personOf } from './bank-link';
import type { BankAccountDeps } from './deps';
import { fingerprintOf, saveAccount } from './save-account';
import { PURPOSE_OF, purposeFor } from './steps';
import { bankAccountsView, reread } from './view';

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
