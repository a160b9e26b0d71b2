import { BANK_ACCOUNT_API_PATHS } from '@hearth/domain/bank-accounts';
import { expect } from 'vitest';
import { pdfTextRuns } from '../../test/pdf-reader';
import type { TestApp } from '../../test/test-app';
import { linkAccount } from '../bank-accounts/test-helpers';
import { atAccounts, settledStatus } from '../collateral/test-helpers';

/**
 * How the funds account is added: typed in by hand (4417123456789), or the sandbox bank's checking linked (autopay
 * declined either way), or linked and taking the automatic payments too.
 */
export type FundsAccount = 'typed' | 'linked-checking' | 'linked-checking-autopay';

/**
 * From register to NOTE_SIGNING: the real part-2 steps, the funds account added (typed in by default), autopay
 * declined, documents made.
 */
export async function atNoteSigning(
  t: TestApp,
  persona: Parameters<typeof atAccounts>[1] = {},
  funds: FundsAccount = 'typed',
) {
  const accepted = await atAccounts(t, persona);
  const { uuid, headers } = accepted;
  const payload =
    funds === 'typed'
      ? {
          accountType: 'CHECKING',
          routingNumber: '021000021',
          accountNumber: '4417123456789',
          accountNumberConfirm: '4417123456789',
        }
      : {
          ...(await linkAccount(t, uuid, headers, 'DISBURSEMENT', 'Sandbox Everyday Checking')),
          status: 'success',
        };
  const added = await t.app.inject({
    method: 'POST',
    url: funds === 'typed' ? BANK_ACCOUNT_API_PATHS.manual(uuid) : BANK_ACCOUNT_API_PATHS.exchange(uuid),
    headers,
    payload,
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  if (funds === 'linked-checking-autopay') {
    const accountId = (added.json() as { added?: { id: string } }).added?.id;
    const autopay = await t.app.inject({
      method: 'POST',
      url: BANK_ACCOUNT_API_PATHS.autopay(uuid),
      headers,
      payload: { accountId },
    });
    expect(autopay.statusCode, autopay.body).toBeLessThan(300);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: BANK_ACCOUNT_API_PATHS.confirm(uuid),
      headers,
    });
    expect(confirmed.json().status).toBe('GEN_APP_DISCLOSURES');
  } else {
    const declined = await t.app.inject({
      method: 'POST',
      url: BANK_ACCOUNT_API_PATHS.declineAutopay(uuid),
      headers,
    });
    expect(declined.json().status).toBe('GEN_APP_DISCLOSURES');
  }
  expect(await settledStatus(t, uuid)).toBe('NOTE_SIGNING');
  return accepted;
}

/**
 * The text a PDF shows, read the way a PDF reader does and not the way Hearth writes it (`test/pdf-reader.ts`): page
 * by page, each text run decoded with its font (an embedded font through its /ToUnicode map), joined by line.
 */
export function pdfText(bytes: Buffer): string {
  return pdfTextRuns(bytes).join('\n');
}
