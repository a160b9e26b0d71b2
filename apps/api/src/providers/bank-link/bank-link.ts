import type { BankAccountType } from '@hearth/domain/bank-accounts';

/**
 * The bank-link vendor as a port (decision 0161), shaped like the real ones: Hearth creates a link token for the
 * borrower, sends them to the vendor's page (an OAuth-style redirect through their bank), and exchanges the public
 * token they come back with for the account they chose, with its owners' names and numbers. For an account typed
 * in by hand the vendor's account-owner lookup answers at once who the bank says owns it.
 */
export interface BankLinkPerson {
  firstName: string;
  lastName: string;
}

export interface LinkedBankAccount {
  /** The vendor's id of the account. */
  accountId: string;
  institution: string;
  /** The account's name at the bank ("Sandbox Everyday Checking"). */
  name: string;
  accountType: BankAccountType;
  /** Last 4 digits, as the vendor reports them. */
  mask: string;
  /** Current balance in cents. */
  balanceCents: number;
  ownerNames: string[];
  routingNumber: string;
  accountNumber: string;
}

export interface BankLinkVendor {
  /** A link token for one session, and the vendor's page to send the borrower to. */
  createLinkToken(input: { linkId: string; person: BankLinkPerson }): {
    linkToken: string;
    redirectUrl: string;
  };
  /** The account behind a public token the vendor's page returned with; null when the token is not the vendor's. */
  exchangePublicToken(input: {
    linkId: string;
    publicToken: string;
    person: BankLinkPerson;
  }): Promise<LinkedBankAccount | null>;
  /** Who the bank says owns an account typed in by hand; null when the bank has no record of it. */
  lookupAccountOwners(input: {
    routingNumber: string;
    accountNumber: string;
    person: BankLinkPerson;
  }): Promise<{ institution: string; ownerNames: string[] } | null>;
}
