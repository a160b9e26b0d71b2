import { BANK_ACCOUNT_API_PATHS } from '@hearth/domain/bank-accounts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { atAccounts, settledStatus } from '../collateral/test-helpers';

/** From register to NOTE_SIGNING: the real part-2 steps, an account typed in, autopay declined, documents made. */
export async function atNoteSigning(t: TestApp, persona: Parameters<typeof atAccounts>[1] = {}) {
  const accepted = await atAccounts(t, persona);
  const { uuid, headers } = accepted;
  const manual = await t.app.inject({
    method: 'POST',
    url: BANK_ACCOUNT_API_PATHS.manual(uuid),
    headers,
    payload: {
      accountType: 'CHECKING',
      routingNumber: '021000021',
      accountNumber: '4417123456789',
      accountNumberConfirm: '4417123456789',
    },
  });
  expect(manual.statusCode, manual.body).toBeLessThan(300);
  const declined = await t.app.inject({
    method: 'POST',
    url: BANK_ACCOUNT_API_PATHS.declineAutopay(uuid),
    headers,
  });
  expect(declined.json().status).toBe('GEN_APP_DISCLOSURES');
  expect(await settledStatus(t, uuid)).toBe('NOTE_SIGNING');
  return accepted;
}
