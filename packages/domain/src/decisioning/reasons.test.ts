import { describe, expect, it } from 'vitest';
import { REG_B_REASONS, reasonAsListed, scoreFactorStatement } from './reasons';

describe('a principal reason as the decline page lists it (decision 0208)', () => {
  it('drops the "Other:" category label and starts with a capital', () => {
    expect(reasonAsListed('Other: we do not lend on properties located in Hawaii')).toBe(
      'We do not lend on properties located in Hawaii',
    );
    expect(reasonAsListed('Other: credit score below our minimum requirement')).toBe(
      'Credit score below our minimum requirement',
    );
    expect(
      reasonAsListed(scoreFactorStatement({ code: '99', description: 'too few revolving accounts' })),
    ).toBe('Too few revolving accounts');
  });

  it("keeps form C-1's own reasons, and a reason that merely mentions other", () => {
    for (const reason of REG_B_REASONS) expect(reasonAsListed(reason)).toBe(reason);
    expect(reasonAsListed('Other obligations too high')).toBe('Other obligations too high');
    expect(reasonAsListed('Other:')).toBe('Other:');
  });
});
