import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { VENDORS } from '@hearth/domain/vendors';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Database, EMBEDDED_SHARED_BUFFERS, pgliteDatabase, postgresDatabase } from '../db/database';
import { sandboxSealP12 } from '../modules/documents/seal-certificate';
import type { AppConfig } from '../plugins/external/config';
import { closeAfterFile } from './file-resources';
import { adminQuery, databaseUrlFor, dropDatabase } from './postgres-admin';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

let seal: { p12: Uint8Array; passphrase: string } | undefined;
/**
 * One sandbox seal certificate per worker, given to every app as a configured P12: each app has a data key of its
 * own, so the sandbox's own certificate (made in the data folder under that key, seal-certificate.test.ts) would be
 * a new RSA key pair and PKCS#12 for every file that seals a package, a quarter of a second each.
 */
function testSeal() {
  if (!seal) {
    const passphrase = randomBytes(18).toString('base64url');
    seal = { p12: sandboxSealP12(passphrase, new Date()), passphrase };
  }
  return seal;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    dataDir: tmpdir(),
    databaseUrl: undefined,
    jwtSecret: new Uint8Array(randomBytes(32)),
    encryptionKey: new Uint8Array(randomBytes(32)),
    webDistDir: FIXTURE_WEB_DIST,
    tokenTtlSeconds: 60 * 60,
    loginMaxAttempts: 10,
    loginIpMaxAttempts: 20,
    registrationsPerAddress: 30,
    sandboxBpoDelaySeconds: 0,
    sandboxRecordingDelaySeconds: 0,
    rescissionMailAllowanceBusinessDays: 1,
    loginWindowMs: 15 * 60 * 1000,
    // Back-off delays are proven in the login throttle's own tests; elsewhere they would only slow the suite.
    loginBackoffMs: 0,
    trustedProxies: [],
    // The worker runs the same layout; the suite lays out in its own thread (the worker has its own test, and the
    // browser tests run the built server with it).
    pdfWorker: false,
    redisUrl: undefined,
    vendorSecrets: Object.fromEntries(
      VENDORS.map((vendor) => [vendor, new Uint8Array(randomBytes(32))]),
    ) as AppConfig['vendorSecrets'],
    sealP12: testSeal().p12,
    sealPassphrase: testSeal().passphrase,
    ...overrides,
  };
}

/**
 * A database of this test file's own: a clone of the run's migrated template, on PostgreSQL when
 * TEST_DATABASE_URL is set, else an in-memory PGlite loaded from the template's data folder.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { url, drop } = await clonePostgresDatabase(adminUrl);
    const database = postgresDatabase(url, { max: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  }
  return pgliteDatabase(
    await PGlite.create({
      loadDataDir: templateDataDir(),
      // As the embedded server runs (decision 0206): PostgreSQL zeroes its buffers at start, and 128 MB of them
      // were half of what a test database cost to open.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    }),
  );
}

let template: { path: string; bytes: Buffer } | undefined;
/**
 * The migrated template's tarball, read once per worker, handed to PGlite as the Blob it reads it from. Node 20's
 * Blob copies a 43 MB tarball in and reads it out again in small chunks, which cost as much CPU as starting
 * PostgreSQL itself; PGlite only calls `arrayBuffer()` (and reads `type`), so each database gets its own copy.
 */
function templateDataDir(): Blob {
  const path = inject('pgliteTemplatePath');
  if (template?.path !== path) template = { path, bytes: readFileSync(path) };
  const { bytes } = template;
  const tarball = {
    type: 'application/x-tar',
    size: bytes.byteLength,
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  };
  return tarball as unknown as Blob;
}

/** A PostgreSQL database of its own, cloned from the run's migrated template, for processes to share by URL. */
export async function clonePostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hearth_api_t_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(adminUrl, name, inject('postgresTemplate'));
  return { url: databaseUrlFor(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** CREATE DATABASE ... TEMPLATE fails while another clone of the same template is in progress; retry briefly. */
async function cloneTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/** Boots the real app on this file's database; closed (and the database dropped) after the file (file-resources.ts). */
export async function setupTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp(config, { database });
  await app.ready();
  closeAfterFile(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}
