import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS } from '@hearth/domain/rescission';
import { VENDORS, type Vendor } from '@hearth/domain/vendors';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, WEB_DIST_FOLDER } from '../../paths';
import { VENDOR_ADAPTERS, type VendorAdapterKind } from '../../providers/vendor-adapters';

export const HEARTH_ENVS = ['local', 'test', 'production'] as const;
export type HearthEnv = (typeof HEARTH_ENVS)[number];

export interface AppConfig {
  env: HearthEnv;
  host: string;
  port: number;
  logLevel: string;
  /** Folder for PGlite's data and generated secrets. */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres; otherwise PGlite in `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /** HS256 key for session tokens (at least 32 bytes). */
  jwtSecret: Uint8Array;
  /** AES-256-GCM key for personal data at rest (exactly 32 bytes). */
  encryptionKey: Uint8Array;
  /** Built SPA served at the site root. */
  webDistDir: string;
  /** Lifetime of a session token, in seconds. */
  tokenTtlSeconds: number;
  /**
   * Failed logins allowed per e-mail address in `loginWindowMs`, whatever the client address; the next one pauses
   * sign-in for that address for `loginWindowMs` (decision 0080).
   */
  loginMaxAttempts: number;
  /** Failed logins allowed per client address in `loginWindowMs`, across e-mail addresses. */
  loginIpMaxAttempts: number;
  /** Registrations per client address per 15 minutes. */
  registrationsPerAddress: number;
  /** How long the sandbox broker takes to return a price opinion (hours in real life; decision 0160). */
  sandboxBpoDelaySeconds: number;
  /** How long the sandbox county recorder takes to record a deed (days in real life; decision 0178). */
  sandboxRecordingDelaySeconds: number;
  /**
   * The lender's business days after the last day to cancel that recording and the draw wait for a cancellation
   * mailed on that day (decision 0201; 1 by default, as lenders do).
   */
  rescissionMailAllowanceBusinessDays: number;
  loginWindowMs: number;
  /** First back-off delay of a failed login past half of `loginMaxAttempts`; doubles each time, at most 8 times it. */
  loginBackoffMs: number;
  /**
   * Addresses or CIDR ranges of the proxies in front of the server, whose `X-Forwarded-For` is believed; none by
   * default, so the client address is the socket's.
   */
  trustedProxies: string[];
  /**
   * `HEARTH_PDF_WORKER` (`on` by default, `off`): lay out PDFs on a worker thread of their own, off the thread that
   * answers requests and runs the jobs (decision 0274).
   */
  pdfWorker: boolean;
  /** When set, rate-limit counters live in this Redis; otherwise in the database. */
  redisUrl: string | undefined;
  /**
   * The seal certificate executed documents are sealed with (PKCS#12, decision 0175): required to seal in
   * production; elsewhere, when unset, a sandbox certificate is generated once into the data folder.
   */
  sealP12?: Uint8Array | undefined;
  sealPassphrase?: string | undefined;
  /**
   * The secret each vendor signs its callbacks with (decisions 0130 and 0195): `HEARTH_VENDOR_SECRET_<VENDOR>`, or,
   * for a vendor whose port is a sandbox adapter and that has none, one derived from the data key.
   */
  vendorSecrets: Record<Vendor, Uint8Array>;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  HEARTH_ENV: z.enum(HEARTH_ENVS).default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HEARTH_DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  HEARTH_JWT_SECRET: z.string().min(1).optional(),
  HEARTH_ENCRYPTION_KEY: z.string().min(1).optional(),
  HEARTH_WEB_DIST: z.string().min(1).optional(),
  HEARTH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  HEARTH_LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  HEARTH_LOGIN_IP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(20),
  HEARTH_REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  HEARTH_SANDBOX_BPO_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  HEARTH_SANDBOX_RECORDING_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  HEARTH_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(DEFAULT_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS),
  HEARTH_TRUSTED_PROXIES: z.string().optional(),
  REDIS_URL: z.string().min(1).optional(),
  HEARTH_SEAL_P12: z.string().min(1).optional(),
  HEARTH_SEAL_P12_PASSPHRASE: z.string().optional(),
  HEARTH_PDF_WORKER: z.enum(['on', 'off']).default('on'),
});

/** `HEARTH_TRUSTED_PROXIES`: comma-separated IPv4/IPv6 addresses or CIDR ranges, e.g. `10.0.0.0/8, 127.0.0.1`. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !validBits || extra !== undefined) {
      throw new Error(`HEARTH_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
  }
  return entries;
}

interface StoredSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

const SECRETS_FILE = 'secrets.json';

/** Reads the generated secrets, creating them (0600) on first run; `wx` makes two racing starts agree. */
function storedSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, SECRETS_FILE);
  mkdirSync(dataDir, { recursive: true });
  const fresh: StoredSecrets = {
    jwtSecret: randomBytes(32).toString('base64'),
    encryptionKey: randomBytes(32).toString('base64'),
  };
  try {
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return z
    .object({ jwtSecret: z.string().min(1), encryptionKey: z.string().min(1) })
    .parse(JSON.parse(readFileSync(file, 'utf8')));
}

function decodeKey(name: string, value: string, minBytes: number, exactBytes?: number): Uint8Array {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < minBytes || (exactBytes !== undefined && bytes.length !== exactBytes)) {
    const size = exactBytes ?? `at least ${minBytes}`;
    throw new Error(`${name} must be base64 of ${size} bytes`);
  }
  return new Uint8Array(bytes);
}

/** Fewer distinct byte values than this in a key is a pattern, not randomness (32 random bytes have about 30). */
const MIN_DISTINCT_KEY_BYTES = 16;
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A production key must be strict base64 (Node's decoder skips anything else, so a pass phrase "decodes") and look
 * random: an all-zero key, a repeated character or a repeated word has few distinct bytes (decision 0192).
 */
function assertStrongKey(name: string, value: string): void {
  if (!CANONICAL_BASE64.test(value)) {
    throw new Error(
      `${name} must be base64 (A-Z, a-z, 0-9, +, / and = padding only); generate one with: openssl rand -base64 32`,
    );
  }
  if (new Set(Buffer.from(value, 'base64')).size < MIN_DISTINCT_KEY_BYTES) {
    throw new Error(
      `${name} is not random (all zeros, a repeated character or a repeated word); generate one with: openssl rand -base64 32`,
    );
  }
}

const VENDOR_SECRET_PREFIX = 'HEARTH_VENDOR_SECRET_';

/** The setting holding a vendor's callback secret: `HEARTH_VENDOR_SECRET_HARD_CREDIT` for `hard-credit`. */
export function vendorSecretVariable(vendor: Vendor): string {
  return `${VENDOR_SECRET_PREFIX}${vendor.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * A sandbox vendor's secret when none is set: HKDF-SHA256 of the data key, one per vendor (decision 0130). HKDF is
 * one-way, so a vendor secret never reveals the data key.
 */
export function sandboxVendorSecret(vendor: Vendor, encryptionKey: Uint8Array): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', encryptionKey, Buffer.alloc(0), `hearth-vendor-callback:${vendor}`, 32),
  );
}

/**
 * Every vendor's secret, read once at start (decision 0195): a set value must be strict base64 of at least 32
 * bytes (and look random in production, like the keys above); a vendor without one gets the derived secret only
 * while its port is a sandbox adapter, since a live vendor signs with the secret it issued. A variable naming no
 * vendor is a typo that would leave the vendor it meant on the derived secret, so it stops the start too.
 */
function loadVendorSecrets(
  env: NodeJS.ProcessEnv,
  production: boolean,
  encryptionKey: Uint8Array,
  adapters: Readonly<Record<Vendor, VendorAdapterKind>>,
): Record<Vendor, Uint8Array> {
  const names = VENDORS.map(vendorSecretVariable);
  for (const name of Object.keys(env)) {
    if (name.startsWith(VENDOR_SECRET_PREFIX) && !names.includes(name)) {
      throw new Error(`${name} names no vendor; the vendor secrets are ${names.join(', ')}`);
    }
  }
  const secrets = {} as Record<Vendor, Uint8Array>;
  for (const vendor of VENDORS) {
    const name = vendorSecretVariable(vendor);
    const value = env[name];
    if (!value) {
      if (adapters[vendor] !== 'sandbox') {
        throw new Error(
          `${name} is required: the ${vendor} port is a live vendor's adapter, whose callbacks are signed with the secret that vendor issued`,
        );
      }
      secrets[vendor] = sandboxVendorSecret(vendor, encryptionKey);
      continue;
    }
    if (!CANONICAL_BASE64.test(value)) {
      throw new Error(`${name} must be base64 (A-Z, a-z, 0-9, +, / and = padding only) of at least 32 bytes`);
    }
    if (production) assertStrongKey(name, value);
    secrets[vendor] = decodeKey(name, value, 32);
  }
  return secrets;
}

/**
 * Configuration from the environment with the defaults of the README's configuration table. `vendorAdapters` says
 * which vendor ports are sandbox adapters (providers/vendor-adapters.ts); tests pass another table.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  vendorAdapters: Readonly<Record<Vendor, VendorAdapterKind>> = VENDOR_ADAPTERS,
): AppConfig {
  const parsed = envSchema.parse(env);
  const dataDir = resolve(parsed.HEARTH_DATA_DIR ?? DEFAULT_DATA_DIR);
  const hasBothKeys = parsed.HEARTH_JWT_SECRET !== undefined && parsed.HEARTH_ENCRYPTION_KEY !== undefined;
  if (parsed.HEARTH_ENV === 'production' && !hasBothKeys) {
    // A generated key on a disk of one machine cannot serve several API processes; make it explicit.
    throw new Error('HEARTH_JWT_SECRET and HEARTH_ENCRYPTION_KEY are required when HEARTH_ENV=production');
  }
  if (parsed.HEARTH_ENV === 'production') {
    assertStrongKey('HEARTH_JWT_SECRET', parsed.HEARTH_JWT_SECRET ?? '');
    assertStrongKey('HEARTH_ENCRYPTION_KEY', parsed.HEARTH_ENCRYPTION_KEY ?? '');
  }
  const generated = hasBothKeys ? undefined : storedSecrets(dataDir);
  const jwtSecret = decodeKey(
    'HEARTH_JWT_SECRET',
    parsed.HEARTH_JWT_SECRET ?? generated?.jwtSecret ?? '',
    32,
  );
  const encryptionKey = decodeKey(
    'HEARTH_ENCRYPTION_KEY',
    parsed.HEARTH_ENCRYPTION_KEY ?? generated?.encryptionKey ?? '',
    32,
    32,
  );
  return {
    env: parsed.HEARTH_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    jwtSecret,
    encryptionKey,
    webDistDir: resolve(parsed.HEARTH_WEB_DIST ?? WEB_DIST_FOLDER),
    tokenTtlSeconds: parsed.HEARTH_TOKEN_TTL_SECONDS,
    loginMaxAttempts: parsed.HEARTH_LOGIN_MAX_ATTEMPTS,
    loginIpMaxAttempts: parsed.HEARTH_LOGIN_IP_MAX_ATTEMPTS,
    registrationsPerAddress: parsed.HEARTH_REGISTRATIONS_PER_ADDRESS,
    sandboxBpoDelaySeconds: parsed.HEARTH_SANDBOX_BPO_DELAY_SECONDS,
    sandboxRecordingDelaySeconds: parsed.HEARTH_SANDBOX_RECORDING_DELAY_SECONDS,
    rescissionMailAllowanceBusinessDays: parsed.HEARTH_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS,
    loginWindowMs: 15 * 60 * 1000,
    loginBackoffMs: 1000,
    trustedProxies: parseTrustedProxies(parsed.HEARTH_TRUSTED_PROXIES),
    pdfWorker: parsed.HEARTH_PDF_WORKER === 'on',
    redisUrl: parsed.REDIS_URL,
    sealP12: parsed.HEARTH_SEAL_P12 ? decodeKey('HEARTH_SEAL_P12', parsed.HEARTH_SEAL_P12, 64) : undefined,
    sealPassphrase: parsed.HEARTH_SEAL_P12_PASSPHRASE,
    vendorSecrets: loadVendorSecrets(env, parsed.HEARTH_ENV === 'production', encryptionKey, vendorAdapters),
  };
}
