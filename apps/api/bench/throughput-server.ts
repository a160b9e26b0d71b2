import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { seedBrands } from '../src/modules/organizations/repository';
import { loadConfig } from '../src/plugins/external/config';

/**
 * The server of the throughput bench (throughput.ts), in its own process: Hearth as main.ts builds it, plus IPC
 * answers the bench needs without adding HTTP load of its own:
 * - `seed`: borrowers inserted directly with a token each (a registration hashes a password with argon2, which
 *   would dominate a 1,200-applicant run and is not what this bench measures);
 * - `timings`: per application, when it entered WAITING_FOR_SOFT_CREDIT and its latest status, from the audit trail;
 * - `backlog`: applications still in a WAITING_FOR_* status;
 * - `cpu`: the CPU time the server process has used (every thread: the PDF worker's too).
 * Compiled as `npm run build` compiles the server (bench/server-build.ts).
 */
type Request =
  | { type: 'seed'; id: number; count: number }
  | { type: 'timings'; id: number; uuids: string[] }
  | { type: 'backlog'; id: number }
  | { type: 'cpu'; id: number }
  | { type: 'close' };

const send = (message: unknown) => process.send?.(message);

const config = loadConfig(process.env);
const database = await openDatabase(config);
await database.migrate();
await seedBrands(database.db);
const app = await buildApp(config, { database });
await app.listen({ host: '127.0.0.1', port: 0 });

/** PGlite and node-postgres both answer `query(text, values)` with `{ rows }`. */
const client = (
  database.db as unknown as {
    $client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  }
).$client;

async function seed(count: number): Promise<string[]> {
  const stamp = Date.now();
  const { rows } = await client.query(
    `INSERT INTO identities (email, password_hash, phone_number, organization_code)
     SELECT 'bench.' || $1::text || '.' || i || '@example.com', 'bench-no-login', '5555550123', 'HEARTH'
     FROM generate_series(1, $2::int) AS i RETURNING uuid`,
    [String(stamp), count],
  );
  return Promise.all(
    (rows as { uuid: string }[]).map(
      async ({ uuid }) =>
        (await app.tokens.issue({ identityUuid: uuid, role: 'BORROWER', organizationCode: 'HEARTH' })).jwt,
    ),
  );
}

async function timings(uuids: string[]) {
  const { rows } = await client.query(
    `SELECT application_uuid AS uuid,
            (extract(epoch FROM min(at) FILTER (WHERE to_status = 'WAITING_FOR_SOFT_CREDIT')) * 1000)::float8 AS "queuedAt",
            (extract(epoch FROM max(at)) * 1000)::float8 AS "lastAt",
            (array_agg(to_status ORDER BY id DESC))[1] AS status
       FROM application_status_history WHERE application_uuid = ANY($1::uuid[]) GROUP BY application_uuid`,
    [uuids],
  );
  return rows;
}

async function backlog(): Promise<number> {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM heloc_applications WHERE status LIKE 'WAITING_FOR%'`,
  );
  return (rows[0] as { n: number }).n;
}

/** CPU time this server process has used (user + system), in ms: a measure the machine's other load barely moves. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

process.on('message', async (message: Request) => {
  if (message.type === 'close') {
    await app.close();
    await database.close();
    process.disconnect();
    return;
  }
  try {
    const value =
      message.type === 'seed'
        ? await seed(message.count)
        : message.type === 'timings'
          ? await timings(message.uuids)
          : message.type === 'cpu'
            ? cpuMs()
            : await backlog();
    send({ id: message.id, value });
  } catch (error) {
    send({ id: message.id, error: String(error) });
  }
});

send({
  type: 'ready',
  base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  kind: database.kind,
});
