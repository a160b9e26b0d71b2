import { NOTARY_API_PATHS } from '@hearth/domain/notary';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AchSubmission, FundingBank } from '../../providers/funding-bank/funding-bank';
import type { TestApp } from '../../test/test-app';
import type { FundsAccount } from '../documents/test-helpers';
import { booked, deedSigned, rescissionOver } from '../notary/test-helpers';
import { vendorRequests } from '../vendor-callbacks/schema';
import { achEntries } from './schema';

/** Signed before the notary and past the right to cancel: the next read of the rescission starts recording. */
export async function pastRescission(
  t: TestApp,
  persona: Parameters<typeof booked>[1] = {},
  funds?: FundsAccount,
) {
  const { uuid, headers, slot } = await booked(t, persona, funds);
  await deedSigned(t, uuid, headers, slot);
  await rescissionOver(t, uuid, headers);
  const read = await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.rescission(uuid), headers });
  expect(read.json().status).toBe('RECORDING');
  return { uuid, headers };
}

/** The NACHA file by its field positions (the Operating Rules' 1-based columns), not by the writer's code. */
export function readNachaFile(contents: string) {
  const at = (record: string, from: number, to: number) => record.slice(from - 1, to);
  const records = contents.split('\n').filter(Boolean);
  const control = records.find((r) => r[0] === '9' && !/^9+$/.test(r)) ?? '';
  return {
    entries: records
      .filter((r) => r[0] === '6')
      .map((r) => ({
        code: at(r, 2, 3),
        routing: at(r, 4, 12),
        account: at(r, 13, 29).trim(),
        amountCents: Number(at(r, 30, 39)),
        trace: at(r, 80, 94),
      })),
    entryCount: Number(at(control, 14, 21)),
    totalCredit: Number(at(control, 44, 55)),
  };
}

/** The ACH entries of an application's draw, the first first. */
export async function entryRows(t: TestApp, uuid: string) {
  return t.database.db
    .select()
    .from(achEntries)
    .where(eq(achEntries.applicationUuid, uuid))
    .orderBy(asc(achEntries.attempt));
}

/** What Hearth asked the lender's bank for this application (payoff wires, ACH files). */
export async function bankRequests(t: TestApp, uuid: string) {
  const rows = await t.database.db
    .select()
    .from(vendorRequests)
    .where(eq(vendorRequests.applicationUuid, uuid));
  return rows.filter((r) => r.vendor === 'funding-bank');
}

/** The app's lender's bank with every ACH file submitted to it kept in `submitted`: how often, under which request. */
export function countingBank(t: TestApp) {
  const submitted: AchSubmission[] = [];
  const real = t.app.funding.deps.bank;
  const bank: FundingBank = {
    odfi: real.odfi,
    submitAch: async (file) => {
      submitted.push(file);
      await real.submitAch(file);
    },
    sendWires: (order) => real.sendWires(order),
  };
  return { bank, submitted };
}
