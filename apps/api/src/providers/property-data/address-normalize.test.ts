import { describe, expect, it } from 'vitest';
import { longFormStreet, matchKey, searchKey, streetKey } from './address-normalize';

describe('searchKey', () => {
  it('lower-cases, turns punctuation into single spaces and keeps a trailing word break', () => {
    expect(searchKey('  123 Maple St., Springfield, IL 62701')).toBe('123 maple st springfield il 62701');
    expect(searchKey('123  MAPLE ')).toBe('123 maple ');
    expect(searchKey('123 Maple,')).toBe('123 maple ');
    expect(searchKey('#,.')).toBe('');
    expect(searchKey("O'Neil Ave")).toBe('o neil ave');
  });
});

describe('streetKey and matchKey', () => {
  it('treat long and short suffixes and directions alike', () => {
    expect(streetKey('123 North Maple Street')).toBe(streetKey('123 N. Maple St'));
    expect(streetKey('9 Summit Boulevard')).toBe('9 summit blvd');
    expect(matchKey('9 Summit Boulevard ', '80302-1234')).toBe('9 summit blvd|80302');
  });
});

describe('longFormStreet', () => {
  it('spells out a known trailing suffix and leaves the rest alone', () => {
    expect(longFormStreet('123 Maple St')).toBe('123 Maple Street');
    expect(longFormStreet('100 Nomatch Way')).toBe('100 Nomatch Way');
    expect(longFormStreet('7 Broadway')).toBe('7 Broadway');
  });
});
