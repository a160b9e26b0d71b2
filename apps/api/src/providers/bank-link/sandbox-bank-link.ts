import { createHmac, timingSafeEqual } from 'node:crypto';
import { accountMask, SANDBOX_BANK_LINK_PATH } from '@hearth/domain/bank-accounts';
import { normaliseName } from '../credit-bureau/sandbox-credit-bureau';
import { createRng, stableHash } from '../sandbox-random';
import type { BankLinkPerson, BankLinkVendor, LinkedBankAccount } from './bank-link';

/**
 * A deterministic bank-link vendor (docs/sandbox-personas.md, "Bank accounts (issue 11)"). Everyone banks at
 * Sandbox First Bank with a checking and a savings account owned in their own name, with the same numbers on
 * every call. `Bankmismatch` (first name) is the exception: the checking account is owned by someone else, so
 * its ownership check fails, while the savings account is theirs; an account typed in by hand is someone else's.
 * `Bankreturn` (first name) owns a checking account whose number ends in 0000, which the sandbox lender's bank
 * returns (R03) when the draw is sent to it (decision 0182). An account number typed in by hand that ends in 0000
 * is unknown to the owner lookup.
 */
export const SANDBOX_INSTITUTION = 'Sandbox First Bank';
export const SANDBOX_OTHER_OWNER = 'MORGAN OTHEROWNER';
/** Valid ABA routing numbers the sandbox bank uses (checked by the domain's checksum in the tests). */
const SANDBOX_ROUTING_NUMBERS = ['021000021', '011000015', '121000358', '322271627'] as const;

export function isBankMismatchPersona(person: BankLinkPerson): boolean {
  return normaliseName(person.firstName) === 'bankmismatch';
}

/** The persona whose linked checking account cannot take the draw: its number ends in 0000. */
const isBankReturnPersona = (person: BankLinkPerson) => normaliseName(person.firstName) === 'bankreturn';

const ownerName = (person: BankLinkPerson) => `${person.firstName} ${person.lastName}`.toUpperCase();

/** The accounts the sandbox bank holds for a person: the same on every call. */
export function sandboxAccounts(person: BankLinkPerson): LinkedBankAccount[] {
  const seed = `${normaliseName(person.firstName)}|${normaliseName(person.lastName)}`;
  const rng = createRng(stableHash(`bank-link|${seed}`));
  const routingNumber = rng.pick(SANDBOX_ROUTING_NUMBERS);
  const number = () => String(rng.int(1000_0000, 9999_9999)) + String(rng.int(1000, 9999));
  const mismatch = isBankMismatchPersona(person);
  const drawn = number();
  const checking = isBankReturnPersona(person) ? `${drawn.slice(0, -4)}0000` : drawn;
  const savings = number();
  return [
    {
      accountId: `sandbox-checking-${stableHash(`${seed}|checking`).toString(16)}`,
      institution: SANDBOX_INSTITUTION,
      name: 'Sandbox Everyday Checking',
      accountType: 'CHECKING',
      mask: accountMask(checking),
      balanceCents: rng.int(2_000, 40_000) * 100,
      ownerNames: [mismatch ? SANDBOX_OTHER_OWNER : ownerName(person)],
      routingNumber,
      accountNumber: checking,
    },
    {
      accountId: `sandbox-savings-${stableHash(`${seed}|savings`).toString(16)}`,
      institution: SANDBOX_INSTITUTION,
      name: 'Sandbox High Yield Savings',
      accountType: 'SAVINGS',
      mask: accountMask(savings),
      balanceCents: rng.int(5_000, 90_000) * 100,
      ownerNames: [ownerName(person)],
      routingNumber,
      accountNumber: savings,
    },
  ];
}

export class SandboxBankLink implements BankLinkVendor {
  constructor(private readonly secret: Uint8Array) {}

  createLinkToken(input: { linkId: string; person: BankLinkPerson }) {
    return { linkToken: `link-sandbox-${input.linkId}`, redirectUrl: SANDBOX_BANK_LINK_PATH(input.linkId) };
  }

  /** The public token the institution page returns with for one account: bound to the link and the account. */
  publicToken(linkId: string, accountId: string): string {
    const mac = createHmac('sha256', this.secret)
      .update(`bank-link:${linkId}:${accountId}`)
      .digest('base64url');
    return `public-sandbox-${accountId}.${mac}`;
  }

  async exchangePublicToken(input: {
    linkId: string;
    publicToken: string;
    person: BankLinkPerson;
  }): Promise<LinkedBankAccount | null> {
    const match = /^public-sandbox-([a-z0-9-]+)\.[A-Za-z0-9_-]+$/.exec(input.publicToken);
    const account = sandboxAccounts(input.person).find((a) => a.accountId === match?.[1]);
    if (!account) return null;
    const expected = Buffer.from(this.publicToken(input.linkId, account.accountId));
    const given = Buffer.from(input.publicToken);
    return expected.length === given.length && timingSafeEqual(expected, given) ? account : null;
  }

  async lookupAccountOwners(input: { routingNumber: string; accountNumber: string; person: BankLinkPerson }) {
    if (input.accountNumber.endsWith('0000')) return null;
    return {
      institution: SANDBOX_INSTITUTION,
      ownerNames: [isBankMismatchPersona(input.person) ? SANDBOX_OTHER_OWNER : ownerName(input.person)],
    };
  }
}
