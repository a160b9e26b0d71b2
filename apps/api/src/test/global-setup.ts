import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, postgresDatabase } from '../db/database';
import { seedBrands } from '../modules/organizations/repository';
import { adminQuery, databaseUrlFor, dropDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated, seeded PGlite data folder; each test file loads its own copy. */
    pgliteTemplatePath: string;
    /** On PostgreSQL: the migrated, seeded template database each test file clones. */
    postgresTemplate: string;
  }
}

/** Migrates and seeds once per run; files then clone it instead of paying migrations (and PGlite's init). */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'hearth-api-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = '';

  if (adminUrl) {
    template = `hearth_api_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const database = postgresDatabase(databaseUrlFor(adminUrl, template), { max: 1 });
    await database.migrate();
    await seedBrands(database.db);
    await database.close();
    // A template marked as such may be cloned while nobody is connected to it.
    await adminQuery(adminUrl, `ALTER DATABASE "${template}" WITH IS_TEMPLATE true`);
  }

  const pglite = await PGlite.create();
  const database = pgliteDatabase(pglite);
  await database.migrate();
  await seedBrands(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const templatePath = join(folder, 'pglite-template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));

  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && template) {
      await adminQuery(adminUrl, `ALTER DATABASE "${template}" WITH IS_TEMPLATE false`);
      await dropDatabase(adminUrl, template);
    }
  };
}
