import { describe, expect, it } from 'vitest';
import { isApplicant } from './collateral';

describe('isApplicant', () => {
  it.each([
    ['JOHN Q PUBLIC', 'John', 'Public', true],
    ['PUBLIC, JOHN AND JANE PUBLIC, HUSBAND AND WIFE', 'John', 'Public', true],
    ['José Núñez-García', 'Jose', 'Nunez Garcia', true],
    ['JANE PUBLIC', 'John', 'Public', false],
    ['JOHN PUBLIC', 'John', '', false],
    ['JOHN PUBLIC', '---', 'Public', false],
  ])('%s names %s %s: %s', (owner, firstName, lastName, expected) => {
    expect(isApplicant(owner, { firstName, lastName })).toBe(expected);
  });
});
