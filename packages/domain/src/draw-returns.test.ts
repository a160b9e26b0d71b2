import { describe, expect, it } from 'vitest';
import {
  MAX_DRAW_RETURNS,
  nextAfterReturns,
  resendDrawSchema,
  resentDrawNote,
  returnedDrawNotice,
} from './draw-returns';
import { achReturnReason } from './nacha';

describe('a returned draw (decision 0182)', () => {
  it('is chosen again by the borrower once; after the second return the lender calls', () => {
    expect(MAX_DRAW_RETURNS).toBe(2);
    expect([1, 2, 3].map(nextAfterReturns)).toEqual(['CHOOSE_ACCOUNT', 'CALL_BORROWER', 'CALL_BORROWER']);
    expect(() => nextAfterReturns(0)).toThrow(RangeError);
  });

  it('tells the borrower what the bank said, that the money came back, and what to do', () => {
    expect(returnedDrawNotice({ returnCode: 'R03', mask: '0000', amountCents: 14_851_200 }, 1)).toEqual({
      title: 'Your bank sent your money back',
      lead: 'Your bank could not find the account ending in 0000, so the $148,512.00 came back to us. Choose another account to receive it.',
      reassurance:
        'Your money is safe with us and your line of credit stays open. We send it again as soon as you choose an account; it arrives on the next banking day.',
    });
    const again = returnedDrawNotice({ returnCode: 'R02', mask: '0002', amountCents: 100_000 }, 2);
    expect(again.title).toBe('Your bank sent your money back again');
    expect(again.lead).toBe(
      'Your bank says the account ending in 0002 is closed, so the $1,000.00 came back to us again. We will call you within one business day to arrange another way to send it.',
    );
    expect(again.reassurance).toContain('You do not need to do anything before we call.');
    // A code with no words of its own still says what happened.
    expect(returnedDrawNotice({ returnCode: 'R99', mask: '1234', amountCents: 5 }, 1).lead).toMatch(
      /^Your bank could not accept the deposit to the account ending in 1234, so the \$0\.05 came back to us\./,
    );
  });

  it('says where the draw went after a re-send', () => {
    expect(resentDrawNote([], 'Sandbox First Bank savings ending in 1234')).toBeNull();
    expect(
      resentDrawNote(
        [{ account: 'Sandbox First Bank checking ending in 0000', returnedOn: '2026-12-01' }],
        'Sandbox First Bank savings ending in 1234',
      ),
    ).toBe(
      'Our transfer to your Sandbox First Bank checking ending in 0000 came back on 12/01/2026, so we sent your money to your Sandbox First Bank savings ending in 1234 instead.',
    );
  });

  it('describes each return code as the NACHA Operating Rules do', () => {
    expect(achReturnReason('R03')).toBe('No Account/Unable to Locate Account');
    expect(achReturnReason('R02')).toBe('Account Closed');
    expect(achReturnReason('R99')).toBe('Return reason R99 (not a code listed for credits)');
  });

  it('takes one account id', () => {
    expect(resendDrawSchema.safeParse({ accountId: 'abc' }).error?.issues[0]?.message).toBe(
      'Choose the account to send your money to.',
    );
    expect(resendDrawSchema.safeParse({ accountId: '0b9f4a3e-8c1d-4f7a-9b2e-3c4d5e6f7a8b' }).success).toBe(
      true,
    );
  });
});
