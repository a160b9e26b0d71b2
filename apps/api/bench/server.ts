import type { AddressInfo } from 'node:net';
import { getHeapSpaceStatistics } from 'node:v8';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { statusHistory } from '../src/modules/application/repository';
import { seedBrands } from '../src/modules/organizations/repository';
import { loadConfig } from '../src/plugins/external/config';
import { buildFloor } from './floor';

/**
 * The server under test, in its own process (started by run.ts with the environment it chose): Hearth as
 * main.ts builds it, plus the bare Fastify floor on a second port sharing the same database client. Talks to
 * the bench over the IPC channel: `ready` with both addresses, then answers `pipeline` questions from the
 * audit trail and `memory` (its resident set and CPU time) until told to `close`.
 */
type Request = { type: 'pipeline'; uuid: string } | { type: 'memory' } | { type: 'close' };

const send = (message: unknown) => process.send?.(message);

const config = loadConfig(process.env);
const database = await openDatabase(config);
await database.migrate();
await seedBrands(database.db);
const app = await buildApp(config, { database });
const floor = buildFloor(database.db);
await app.listen({ host: '127.0.0.1', port: 0 });
await floor.listen({ host: '127.0.0.1', port: 0 });
const address = (server: { address(): AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

process.on('message', async (message: Request) => {
  if (message.type === 'pipeline') {
    // Server-side time from the first pipeline status to the last, from the audit trail.
    const history = await statusHistory(database.db, message.uuid);
    const first = history.find((h) => h.toStatus === 'WAITING_FOR_SOFT_CREDIT');
    const last = history.at(-1);
    send({ type: 'pipeline', ms: first && last ? last.at.getTime() - first.at.getTime() : null });
  } else if (message.type === 'memory') {
    const { user, system } = process.cpuUsage();
    // What holds the memory: V8's heap, and outside it (external) PGlite's WebAssembly memory and the array buffers.
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    // V8's heap by space: the young generation (new_space) is what a crowd grows, the old one what stays.
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
    );
    send({
      type: 'memory',
      rss,
      heapTotal,
      heapUsed,
      external,
      arrayBuffers,
      spaces,
      cpuMs: (user + system) / 1000,
    });
  } else if (message.type === 'close') {
    await floor.close();
    await app.close();
    await database.close();
    process.disconnect();
  }
});

send({
  type: 'ready',
  base: address(app.server),
  floor: address(floor.server),
  kind: database.kind,
  // Resident memory once started on a new data folder: the cold start `npm start` makes the first time.
  rss: process.memoryUsage.rss(),
});
