import { isUuid } from '@hearth/domain/validation';
import { describe, expect, it } from 'vitest';
import { isApplicationId } from './application-id';

describe('isApplicationId', () => {
  it('accepts every id the domain calls a UUID', () => {
    for (const id of [
      '8d54b862-c808-44b8-8f3c-b451ba3e38e3',
      '01F206C7-1DEB-469A-8115-F72107E5400D',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(isUuid(id)).toBe(true);
      expect(isApplicationId(id)).toBe(true);
    }
  });

  it('refuses anything that could change the path it is put in', () => {
    for (const id of [
      '',
      '..',
      '../../identity/api/v1/profile',
      '8d54b862-c808-44b8-8f3c-b451ba3e38e3/../x',
      '8d54b862-c808-44b8-8f3c-b451ba3e38e3?x=1',
      '8d54b862c80844b88f3cb451ba3e38e3',
      ' 8d54b862-c808-44b8-8f3c-b451ba3e38e3',
    ]) {
      expect(isApplicationId(id)).toBe(false);
      expect(isUuid(id)).toBe(false);
    }
  });
});
