import { z } from 'zod';
import { formatUsDate, parseDateInput } from './dates';
import { formatMoney } from './money';

/**
 * A returned initial draw (issue 12, decision 0182): the borrower's bank sent the ACH credit back, so the money is
 * the lender's again, never lost and never counted as paid. The borrower chooses another verified account and the
 * draw goes again as a new entry; after `MAX_DRAW_RETURNS` returns the lender calls the borrower instead of
 * sending it a third time. The rule and the words the borrower reads.
 */
export const MAX_DRAW_RETURNS = 2;

/** What a returned draw waits for: the borrower's choice of another account, or the lender's call. */
export const DRAW_RETURN_NEXT = ['CHOOSE_ACCOUNT', 'CALL_BORROWER'] as const;
export type DrawReturnNext = (typeof DRAW_RETURN_NEXT)[number];

export function nextAfterReturns(returns: number): DrawReturnNext {
  if (!Number.isInteger(returns) || returns < 1)
    throw new RangeError('A draw is returned at least once here.');
  return returns < MAX_DRAW_RETURNS ? 'CHOOSE_ACCOUNT' : 'CALL_BORROWER';
}

/** What the borrower's bank said, by NACHA return code, in the borrower's words. */
const WHAT_THE_BANK_SAID: Readonly<Record<string, (mask: string) => string>> = {
  R02: (mask) => `says the account ending in ${mask} is closed`,
  R03: (mask) => `could not find the account ending in ${mask}`,
  R04: (mask) => `says the account number ending in ${mask} is not valid`,
  R12: (mask) => `says the account ending in ${mask} has moved to another bank`,
  R16: (mask) => `has frozen the account ending in ${mask}`,
  R20: (mask) => `says the account ending in ${mask} cannot take this deposit`,
  R23: (mask) => `says the deposit to the account ending in ${mask} was refused`,
};
/** What the borrower's bank said about a debit (a `/pay` payment taken from the account), where it differs. */
const WHAT_THE_BANK_SAID_OF_A_DEBIT: Readonly<Record<string, (mask: string) => string>> = {
  R01: (mask) => `says the account ending in ${mask} did not have enough money for it`,
  R08: (mask) => `says a stop payment was placed on it from the account ending in ${mask}`,
  R09: (mask) => `says the money in the account ending in ${mask} was not yet available`,
  R10: (mask) => `says you did not allow us to take it from the account ending in ${mask}`,
};

/** The borrower's bank's answer in the borrower's words: a credit (a draw) or a debit (a payment) came back. */
export function bankSaid(code: string, mask: string, entry: 'CREDIT' | 'DEBIT' = 'CREDIT'): string {
  const said =
    (entry === 'DEBIT' ? WHAT_THE_BANK_SAID_OF_A_DEBIT[code] : undefined) ?? WHAT_THE_BANK_SAID[code];
  if (said) return said(mask);
  return entry === 'DEBIT'
    ? `could not pay it from the account ending in ${mask}`
    : `could not accept the deposit to the account ending in ${mask}`;
}

export interface ReturnedEntry {
  returnCode: string;
  /** The last 4 digits of the account the money came back from. */
  mask: string;
  /** The account as the pages name it ("Sandbox First Bank checking ending in 0000"). */
  account: string;
  amountCents: number;
  /** The day the bank returned it, yyyy-MM-dd. */
  returnedOn: string;
}

/** The notice on `complete` while a returned draw waits: what happened, what happens next, and that it is safe. */
export function returnedDrawNotice(
  latest: Pick<ReturnedEntry, 'returnCode' | 'mask' | 'amountCents'>,
  returns: number,
): { title: string; lead: string; reassurance: string } {
  const again = returns > 1 ? ' again' : '';
  const next = nextAfterReturns(returns);
  return {
    title: `Your bank sent your money back${again}`,
    lead: `Your bank ${bankSaid(latest.returnCode, latest.mask)}, so the ${formatMoney(latest.amountCents, 2)} came back to us${again}. ${
      next === 'CHOOSE_ACCOUNT'
        ? 'Choose another account to receive it.'
        : 'We will call you within one business day to arrange another way to send it.'
    }`,
    reassurance:
      next === 'CHOOSE_ACCOUNT'
        ? 'Your money is safe with us and your line of credit stays open. We send it again as soon as you choose an account; it arrives on the next banking day.'
        : 'Your money is safe with us and your line of credit stays open. You do not need to do anything before we call.',
  };
}

/** After a re-send, where the draw went instead ("Our transfer to ... came back on ..., so we sent it to ..."). */
export function resentDrawNote(
  returns: readonly Pick<ReturnedEntry, 'account' | 'returnedOn'>[],
  account: string,
) {
  const last = returns.at(-1);
  if (!last) return null;
  const date = parseDateInput(last.returnedOn);
  const on = date ? ` on ${formatUsDate(date)}` : '';
  return `Our transfer to your ${last.account} came back${on}, so we sent your money to your ${account} instead.`;
}

export const DRAW_RETURN_MESSAGES = {
  chooseAccount: 'Choose the account to send your money to.',
  nothingToResend: 'There is no returned draw to send again.',
  callBorrower:
    'Your bank sent your money back twice, so we will call you to arrange another way to send it.',
  returnedAccount: 'Your bank sent your money back from that account. Choose another account.',
  notCallingYet:
    'The borrower can still choose another account on their own; staff send the draw only after the last return.',
  alreadyResent: (account: string) => `We are already sending your money to your ${account}.`,
} as const;

/** Body of POST .../line/resend-draw: the verified account the returned draw goes to next. */
export const resendDrawSchema = z.object({
  accountId: z.uuid(DRAW_RETURN_MESSAGES.chooseAccount),
  /**
   * When automatic payments come from the account the money came back from: take them from the chosen account
   * too. Ignored otherwise.
   */
  autopayToo: z.boolean().optional(),
});
export type ResendDraw = z.infer<typeof resendDrawSchema>;
