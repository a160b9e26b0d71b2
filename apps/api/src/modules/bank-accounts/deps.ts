import type { BankAccountPurpose } from '@hearth/domain/bank-accounts';
import type { Db } from '../../db/database';
import type { BankLinkVendor } from '../../providers/bank-link/bank-link';
import type { ApplicationRow } from '../application/repository';

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
