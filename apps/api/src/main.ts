import { buildApp } from './app';
import { openDatabase } from './db/database';
import { seedSandboxBrokers } from './modules/brokers/accounts';
import { loadOrganizationDirectory, seedBrands } from './modules/organizations/repository';
import { loadConfig } from './plugins/external/config';
import { installGracefulShutdown } from './plugins/external/shutdown';

const config = loadConfig();
const database = await openDatabase(config);
if (config.env === 'production' && database.kind === 'postgres') {
  // Several instances start together in production: migrations are the deploy's own step (decision 0092).
  const pending = await database.pendingMigrations();
  if (pending.length > 0) {
    process.stderr.write(
      `Hearth: the database lacks migrations ${pending.join(', ')}; run \`npm run migrate\` with this release first\n`,
    );
    await database.close();
    process.exit(1);
  }
} else {
  // The embedded database (one process) and local PostgreSQL migrate at start, so `npm start` just works.
  await database.migrate();
  await seedBrands(database.db);
  // The sandbox brokers (docs/sandbox-personas.md), never in production.
  if (config.env !== 'production') {
    await seedSandboxBrokers(database.db, (await loadOrganizationDirectory(database.db)).registry);
  }
}

const app = await buildApp(config, { database });
app.addHook('onClose', async () => {
  await database.close();
});
// Behind a proxy the grace lets requests already on their way in be taken before the listener closes (decision 0092).
installGracefulShutdown(app, { graceMs: Number(process.env.HEARTH_SHUTDOWN_GRACE_MS ?? 1000) });

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(
  { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
  `Hearth is listening on http://${shownHost}:${config.port} (brands: http://<brand>.localhost:${config.port})`,
);
