import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VENDORS, type Vendor } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../plugins/external/config';
import { SandboxBankLink, sandboxAccounts } from './bank-link/sandbox-bank-link';
import { SandboxConditionReviewer } from './condition-review/sandbox-condition-review';
import { SandboxHardCredit } from './credit-bureau/sandbox-hard-credit';
import { SandboxFlood } from './flood/sandbox-flood';
import { SandboxFundingBank } from './funding-bank/sandbox-funding-bank';
import { SandboxIdentityVerification } from './identity-verification/sandbox-identity-verification';
import { SandboxIncomeVerification } from './income-verification/sandbox-income-verification';
import { SandboxInsurance } from './insurance/sandbox-insurance';
import { SandboxMobileNotary } from './notary/sandbox-mobile-notary';
import { SandboxNotary } from './notary/sandbox-notary';
import { buildVendorPorts, type SandboxOutbox, type VendorPorts } from './ports';
import { SandboxRecorder } from './recorder/sandbox-recorder';
import { SandboxTitle } from './title/sandbox-title';
import { SandboxValuation } from './valuation/sandbox-valuation';
import { VENDOR_ADAPTERS } from './vendor-adapters';

/** Each callback vendor's port, and its sandbox adapter's class. */
const SANDBOX_ADAPTER: Record<Vendor, [keyof VendorPorts, abstract new (...args: never[]) => unknown]> = {
  'hard-credit': ['hardCredit', SandboxHardCredit],
  identity: ['identity', SandboxIdentityVerification],
  income: ['income', SandboxIncomeVerification],
  'bank-link': ['bankLink', SandboxBankLink],
  valuation: ['valuation', SandboxValuation],
  title: ['title', SandboxTitle],
  flood: ['flood', SandboxFlood],
  insurance: ['insurance', SandboxInsurance],
  'condition-review': ['conditionReview', SandboxConditionReviewer],
  notary: ['notary', SandboxNotary],
  recorder: ['recorder', SandboxRecorder],
  'funding-bank': ['fundingBank', SandboxFundingBank],
  'mobile-notary': ['mobileNotary', SandboxMobileNotary],
};

const outbox: SandboxOutbox = { send: async () => {}, now: () => new Date() };
const config = loadConfig({ HEARTH_DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-ports-')) });

describe('buildVendorPorts (decision 0195)', () => {
  it('builds a sandbox adapter for exactly the vendors VENDOR_ADAPTERS calls sandbox', () => {
    // The configuration derives a secret only for those; a live adapter built here unlisted would get none.
    const ports = buildVendorPorts(config, outbox);
    for (const vendor of VENDORS) {
      const [port, SandboxAdapter] = SANDBOX_ADAPTER[vendor];
      expect(ports[port] instanceof SandboxAdapter, vendor).toBe(VENDOR_ADAPTERS[vendor] === 'sandbox');
    }
  });

  it("signs the sandbox pages' codes and tokens with the configuration's vendor secrets", async () => {
    const own = {
      ...config.vendorSecrets,
      income: new Uint8Array(randomBytes(32)),
      'bank-link': new Uint8Array(randomBytes(32)),
    };
    const configured = buildVendorPorts({ ...config, vendorSecrets: own }, outbox);
    const again = buildVendorPorts({ ...config, vendorSecrets: { ...own } }, outbox);
    const derived = buildVendorPorts(config, outbox);
    const linkId = randomUUID();
    const code = configured.sandboxPages.income.linkCode(linkId);
    expect(again.income.exchange(linkId, code)).toBe(true);
    expect(derived.income.exchange(linkId, code)).toBe(false);
    const person = { firstName: 'Jamie', lastName: 'Contract' };
    const account = sandboxAccounts(person)[0]!;
    const publicToken = configured.sandboxPages.bankLink.publicToken(linkId, account.accountId);
    expect(await again.bankLink.exchangePublicToken({ linkId, publicToken, person })).toEqual(account);
    expect(await derived.bankLink.exchangePublicToken({ linkId, publicToken, person })).toBeNull();
  });
});
