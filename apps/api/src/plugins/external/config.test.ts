import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VENDORS } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, REPO_ROOT } from '../../paths';
import { VENDOR_ADAPTERS } from '../../providers/vendor-adapters';
import { loadConfig, parseTrustedProxies, vendorSecretVariable } from './config';

const freshDir = () => mkdtempSync(join(tmpdir(), 'hearth-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = freshDir();
    const config = loadConfig({ HEARTH_DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      env: 'local',
      logLevel: 'info',
      dataDir,
      databaseUrl: undefined,
    });
    expect(config.tokenTtlSeconds).toBe(12 * 60 * 60);
  });

  it('waits one business day for mailed cancellations unless told otherwise (decision 0201)', () => {
    expect(loadConfig({ HEARTH_DATA_DIR: freshDir() }).rescissionMailAllowanceBusinessDays).toBe(1);
    const two = loadConfig({
      HEARTH_DATA_DIR: freshDir(),
      HEARTH_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS: '2',
    });
    expect(two.rescissionMailAllowanceBusinessDays).toBe(2);
    for (const value of ['-1', '1.5', 'one', '11'])
      expect(() =>
        loadConfig({ HEARTH_DATA_DIR: freshDir(), HEARTH_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS: value }),
      ).toThrow();
  });

  it('defaults the data folder to <repo root>/.data, whatever the working directory', () => {
    expect(DEFAULT_DATA_DIR).toBe(join(REPO_ROOT, '.data'));
    expect(statSync(join(REPO_ROOT, 'package.json')).isFile()).toBe(true);
  });

  it('generates the signing and encryption keys once, 0600, and reuses them', () => {
    const dataDir = freshDir();
    const first = loadConfig({ HEARTH_DATA_DIR: dataDir });
    const second = loadConfig({ HEARTH_DATA_DIR: dataDir });
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBe(32);
    expect(first.encryptionKey.length).toBe(32);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('jwtSecret');
  });

  it('takes keys from the environment and requires them in production', () => {
    const key = randomBytes(32).toString('base64');
    const config = loadConfig({
      HEARTH_DATA_DIR: freshDir(),
      HEARTH_JWT_SECRET: key,
      HEARTH_ENCRYPTION_KEY: key,
      HEARTH_ENV: 'production',
      PORT: '9000',
      DATABASE_URL: 'postgres://db/x',
    });
    expect(config).toMatchObject({ env: 'production', port: 9000, databaseUrl: 'postgres://db/x' });
    expect(() => loadConfig({ HEARTH_DATA_DIR: freshDir(), HEARTH_ENV: 'production' })).toThrow(/required/);
    expect(() =>
      loadConfig({ HEARTH_DATA_DIR: freshDir(), HEARTH_JWT_SECRET: 'c2hvcnQ=', HEARTH_ENCRYPTION_KEY: key }),
    ).toThrow(/HEARTH_JWT_SECRET/);
    expect(() => loadConfig({ HEARTH_DATA_DIR: freshDir(), HEARTH_ENV: 'staging' })).toThrow();
  });

  it('refuses weak or malformed keys in production with a message naming the key (issue 19 item 8)', () => {
    const strong = randomBytes(32).toString('base64');
    const production = (keys: { jwt?: string; encryption?: string }) => () =>
      loadConfig({
        HEARTH_DATA_DIR: freshDir(),
        HEARTH_ENV: 'production',
        HEARTH_JWT_SECRET: keys.jwt ?? strong,
        HEARTH_ENCRYPTION_KEY: keys.encryption ?? strong,
      });
    expect(production({})).not.toThrow();
    const allZero = Buffer.alloc(32).toString('base64');
    expect(production({ encryption: allZero })).toThrow(/HEARTH_ENCRYPTION_KEY.*not random/);
    expect(production({ jwt: allZero })).toThrow(/HEARTH_JWT_SECRET.*not random/);
    // Buffer.from(..., 'base64') skips what is not base64: this would have decoded to 33 bytes.
    expect(production({ jwt: `not base64 at all! ${'x'.repeat(40)}` })).toThrow(/HEARTH_JWT_SECRET.*base64/);
    expect(production({ jwt: 'a'.repeat(64) })).toThrow(/HEARTH_JWT_SECRET.*not random/);
    expect(production({ jwt: 'changeme'.repeat(8) })).toThrow(/HEARTH_JWT_SECRET.*not random/);
    expect(production({ encryption: Buffer.alloc(32, 7).toString('base64') })).toThrow(
      /HEARTH_ENCRYPTION_KEY.*not random/,
    );
    // Outside production the same values still start a sandbox (the generated keys are the default there).
    expect(() =>
      loadConfig({
        HEARTH_DATA_DIR: freshDir(),
        HEARTH_JWT_SECRET: 'a'.repeat(64),
        HEARTH_ENCRYPTION_KEY: allZero,
      }),
    ).not.toThrow();
  });
});

describe('trusted proxies (decision 0080)', () => {
  it('are none by default, and a comma-separated list of addresses and CIDR ranges when set', () => {
    expect(loadConfig({ HEARTH_DATA_DIR: freshDir() }).trustedProxies).toEqual([]);
    const key = randomBytes(32).toString('base64');
    // Production no longer believes every X-Forwarded-For: still none unless listed.
    const production = {
      HEARTH_DATA_DIR: freshDir(),
      HEARTH_ENV: 'production',
      HEARTH_JWT_SECRET: key,
      HEARTH_ENCRYPTION_KEY: key,
    };
    expect(loadConfig(production).trustedProxies).toEqual([]);
    expect(
      loadConfig({ ...production, HEARTH_TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8' })
        .trustedProxies,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'true', '*']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/HEARTH_TRUSTED_PROXIES/);
    }
  });

  it('takes the Redis address for rate-limit counters when set', () => {
    expect(loadConfig({ HEARTH_DATA_DIR: freshDir() }).redisUrl).toBeUndefined();
    expect(loadConfig({ HEARTH_DATA_DIR: freshDir(), REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
  });
});

describe('vendor secrets (decision 0195)', () => {
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
  const strong = randomBytes(32).toString('base64');
  const production = { HEARTH_ENV: 'production', HEARTH_JWT_SECRET: strong, HEARTH_ENCRYPTION_KEY: strong };

  it('are named HEARTH_VENDOR_SECRET_<VENDOR>, one per vendor', () => {
    expect(vendorSecretVariable('hard-credit')).toBe('HEARTH_VENDOR_SECRET_HARD_CREDIT');
    expect(vendorSecretVariable('mobile-notary')).toBe('HEARTH_VENDOR_SECRET_MOBILE_NOTARY');
    expect(new Set(VENDORS.map(vendorSecretVariable)).size).toBe(VENDORS.length);
  });

  it('are derived per vendor from the data key when none is set, the same on every start', () => {
    const dataDir = freshDir();
    const config = loadConfig({ HEARTH_DATA_DIR: dataDir });
    const secrets = VENDORS.map((vendor) => hex(config.vendorSecrets[vendor]));
    expect(new Set(secrets).size).toBe(VENDORS.length);
    for (const vendor of VENDORS) {
      const derived = hkdfSync(
        'sha256',
        config.encryptionKey,
        Buffer.alloc(0),
        `hearth-vendor-callback:${vendor}`,
        32,
      );
      expect(hex(config.vendorSecrets[vendor]), vendor).toBe(Buffer.from(derived).toString('hex'));
    }
    expect(secrets).not.toContain(hex(config.encryptionKey));
    const again = loadConfig({ HEARTH_DATA_DIR: dataDir });
    expect(VENDORS.map((vendor) => hex(again.vendorSecrets[vendor]))).toEqual(secrets);
  });

  it("take a vendor's own setting, leaving the others derived", () => {
    const own = randomBytes(48);
    const config = loadConfig({
      HEARTH_DATA_DIR: freshDir(),
      HEARTH_VENDOR_SECRET_HARD_CREDIT: own.toString('base64'),
    });
    expect(hex(config.vendorSecrets['hard-credit'])).toBe(own.toString('hex'));
    const derived = hkdfSync(
      'sha256',
      config.encryptionKey,
      Buffer.alloc(0),
      'hearth-vendor-callback:identity',
      32,
    );
    expect(hex(config.vendorSecrets.identity)).toBe(Buffer.from(derived).toString('hex'));
  });

  it('refuse a setting that is not base64 of at least 32 bytes, or that names no vendor, naming the variable', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ HEARTH_DATA_DIR: freshDir(), ...env });
    expect(load({ HEARTH_VENDOR_SECRET_HARD_CREDIT: 'c2hvcnQ=' })).toThrow(
      /HEARTH_VENDOR_SECRET_HARD_CREDIT must be base64 of at least 32 bytes/,
    );
    // Node's decoder would skip the spaces and the "!" and find 33 bytes in this.
    expect(load({ HEARTH_VENDOR_SECRET_TITLE: `not base64 at all! ${'x'.repeat(40)}` })).toThrow(
      /HEARTH_VENDOR_SECRET_TITLE must be base64/,
    );
    expect(load({ HEARTH_VENDOR_SECRET_HARDCREDIT: strong })).toThrow(
      /HEARTH_VENDOR_SECRET_HARDCREDIT names no vendor/,
    );
    // An empty setting is no setting, as before.
    expect(load({ HEARTH_VENDOR_SECRET_TITLE: '' })).not.toThrow();
  });

  it('must look random in production, like the keys', () => {
    const allZero = Buffer.alloc(32).toString('base64');
    expect(() =>
      loadConfig({ HEARTH_DATA_DIR: freshDir(), ...production, HEARTH_VENDOR_SECRET_NOTARY: allZero }),
    ).toThrow(/HEARTH_VENDOR_SECRET_NOTARY is not random/);
    expect(() =>
      loadConfig({ HEARTH_DATA_DIR: freshDir(), HEARTH_VENDOR_SECRET_NOTARY: allZero }),
    ).not.toThrow();
  });

  it('may be missing only for a vendor whose port is a sandbox adapter, which every port is today', () => {
    expect(Object.values(VENDOR_ADAPTERS).every((kind) => kind === 'sandbox')).toBe(true);
    expect(() => loadConfig({ HEARTH_DATA_DIR: freshDir(), ...production })).not.toThrow();
    const liveBank = { ...VENDOR_ADAPTERS, 'funding-bank': 'live' as const };
    for (const env of [production, {}]) {
      expect(() => loadConfig({ HEARTH_DATA_DIR: freshDir(), ...env }, liveBank)).toThrow(
        /HEARTH_VENDOR_SECRET_FUNDING_BANK is required: the funding-bank port is a live vendor's adapter/,
      );
    }
    const issued = randomBytes(32);
    const config = loadConfig(
      {
        HEARTH_DATA_DIR: freshDir(),
        ...production,
        HEARTH_VENDOR_SECRET_FUNDING_BANK: issued.toString('base64'),
      },
      liveBank,
    );
    expect(hex(config.vendorSecrets['funding-bank'])).toBe(issued.toString('hex'));
  });
});
