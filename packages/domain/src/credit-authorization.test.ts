import { describe, expect, it } from 'vitest';
import { NY_FCRA_NOTICE, SOFT_CREDIT_AUTHORIZATION, softCreditWording } from './credit-authorization';

describe('the soft credit wording (spec section 5, New York FCRA)', () => {
  it('a New York property with the flag on adds the NY FCRA notice', () => {
    expect(softCreditWording('ny', true)).toEqual([SOFT_CREDIT_AUTHORIZATION, NY_FCRA_NOTICE]);
    expect(NY_FCRA_NOTICE).toContain('name and address of the consumer reporting agency');
  });

  it('the flag off, or a property elsewhere, keeps the plain authorization', () => {
    expect(softCreditWording('NY', false)).toEqual([SOFT_CREDIT_AUTHORIZATION]);
    expect(softCreditWording('CA', true)).toEqual([SOFT_CREDIT_AUTHORIZATION]);
  });
});
