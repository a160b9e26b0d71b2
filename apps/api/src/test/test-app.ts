import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { VENDORS } from '@hearth/domain/vendors';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Database, pgliteDatabase, postgresDatabase } from '../db/database';
import type { AppConfig } from '../plugins/external/config';
import { closeAfterFile } from './file-resources';
import { adminQuery, databaseUrlFor, dropDatabase } from './postgres-admin';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

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
    redisUrl: undefined,
    vendorSecrets: Object.fromEntries(
      VENDORS.map((vendor) => [vendor, new Uint8Array(randomBytes(32))]),
    ) as AppConfig['vendorSecrets'],
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
  const tarball = readFileSync(inject('pgliteTemplatePath'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([tarball]) }));
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
