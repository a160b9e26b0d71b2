import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  BANK_ACCOUNT_TYPES,
  isValidRoutingNumber,
} from '@hearth/domain/bank-accounts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectShape, type Make, tampered, text } from '../contract-support';
import type { BankLinkPerson, BankLinkVendor } from './bank-link';

/**
 * A bank-link adapter with what its contract needs: the borrower choosing an account on the vendor's page for a
 * link session, resolving with the public token the page returned with.
 */
export interface BankLinkHarness {
  port: BankLinkVendor;
  completeLink(input: { linkId: string; person: BankLinkPerson }): Promise<string>;
}

export interface BankLinkFixtures {
  /** Someone who holds an account, in their own name, at the vendor's (test) bank. */
  person: BankLinkPerson;
  /** Numbers of an account the bank has no record of. */
  unknownAccount: { routingNumber: string; accountNumber: string };
}

const accountSchema = z
  .object({
    accountId: text,
    institution: text,
    name: text,
    accountType: z.enum(BANK_ACCOUNT_TYPES),
    mask: z.string().regex(/^\d{4}$/),
    balanceCents: z.number().int(),
    ownerNames: z.array(text).min(1),
    routingNumber: z.string().refine(isValidRoutingNumber, 'an ABA routing number'),
    accountNumber: z
      .string()
      .regex(
        new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`),
        'an account number',
      ),
  })
  .refine((account) => account.accountNumber.endsWith(account.mask), 'the mask is the last 4 digits');

const ownersSchema = z.object({ institution: text, ownerNames: z.array(text).min(1) });

/**
 * The bank-link port (`BankLinkVendor`, decision 0161): a link token and page per session, a public token from
 * that page exchanged for the account chosen (and nothing for a token not the vendor's), and the owners of an
 * account the bank holds (nothing for one it does not).
 */
export function bankLinkContract(
  name: string,
  make: Make<BankLinkHarness>,
  fixtures: BankLinkFixtures,
): void {
  const { person } = fixtures;

  describe(`${name} keeps the bank link contract`, () => {
    it('starts each link session with a token and a page of its own', async () => {
      const { port } = await make();
      const one = port.createLinkToken({ linkId: randomUUID(), person });
      const two = port.createLinkToken({ linkId: randomUUID(), person });
      for (const session of [one, two]) {
        expect(session.linkToken).toMatch(/\S/);
        expect(session.redirectUrl).toMatch(/^(\/|https:\/\/)\S+$/);
      }
      expect(one.linkToken).not.toBe(two.linkToken);
    });

    it('exchanges the public token its page returned with for the account chosen, of the documented shape', async () => {
      const harness = await make();
      const linkId = randomUUID();
      harness.port.createLinkToken({ linkId, person });
      const publicToken = await harness.completeLink({ linkId, person });
      const account = await harness.port.exchangePublicToken({ linkId, publicToken, person });
      expectShape(accountSchema, account, 'linked account');
    });

    it('exchanges no public token that is not its own', async () => {
      const harness = await make();
      const linkId = randomUUID();
      harness.port.createLinkToken({ linkId, person });
      const publicToken = await harness.completeLink({ linkId, person });
      for (const forged of [tampered(publicToken), `public-forged-${randomUUID()}`, '']) {
        expect(
          await harness.port.exchangePublicToken({ linkId, publicToken: forged, person }),
          forged,
        ).toBeNull();
      }
    });

    it('names the owners of an account the bank holds, and no one for an account it does not', async () => {
      const harness = await make();
      const linkId = randomUUID();
      harness.port.createLinkToken({ linkId, person });
      const publicToken = await harness.completeLink({ linkId, person });
      const account = expectShape(
        accountSchema,
        await harness.port.exchangePublicToken({ linkId, publicToken, person }),
        'linked account',
      );
      const { routingNumber, accountNumber } = account;
      const owners = await harness.port.lookupAccountOwners({ routingNumber, accountNumber, person });
      expectShape(ownersSchema, owners, 'owners of a held account');
      expect(await harness.port.lookupAccountOwners({ ...fixtures.unknownAccount, person })).toBeNull();
    });
  });
}
