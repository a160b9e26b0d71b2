import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock } from './clock';
import { registerApplicationClockScope } from './clock-scope';

const HOUR = 3_600_000;
const clock = new AdjustableClock(true);
const app = Fastify();
const [moved, other] = [randomUUID(), randomUUID()];
let base = '';

/** How many hours ahead of the real clock `now()` runs where it is called (the test's own time is well under one). */
const hoursAhead = () => Math.round((clock.now().getTime() - Date.now()) / HOUR);
/** What the last request's async pre-handler saw. */
const stages = { preHandler: -1 };

beforeAll(async () => {
  registerApplicationClockScope(app, clock);
  const handler = async () => {
    await sleep(5);
    await new Promise((resolve) => setImmediate(resolve));
    return { handler: hoursAhead() };
  };
  const preHandler = async () => {
    await sleep(5);
    stages.preHandler = hoursAhead();
  };
  app.post('/applications/:uuid/things', { preHandler }, handler);
  app.get('/applications/:uuid', { preHandler }, handler);
  app.post('/things', { preHandler }, handler);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  clock.advance(72 * HOUR, moved);
});

afterAll(async () => {
  await app.close();
});

/**
 * A POST whose body's second half arrives after the server has run its onRequest hooks, so the body is read in the
 * socket's own callbacks, outside the scope onRequest entered.
 */
function slowPost(url: string, body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const half = Math.floor(bytes.length / 2);
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    request.on('error', reject);
    request.write(bytes.subarray(0, half));
    setTimeout(() => request.end(bytes.subarray(half)), 50);
  });
}

describe('a request runs on the clock of the application its route names (decision 0188)', () => {
  it('over a socket, with a JSON body arriving after onRequest, through an async pre-handler and handler', async () => {
    const post = async (path: string) => {
      const json = (await slowPost(`${base}${path}`, JSON.stringify({ filler: 'x'.repeat(1_000) }))) as {
        handler: number;
      };
      return { handler: json.handler, preHandler: stages.preHandler };
    };
    expect(await post(`/applications/${moved}/things`)).toEqual({ handler: 72, preHandler: 72 });
    expect(await post(`/applications/${other}/things`)).toEqual({ handler: 0, preHandler: 0 });
    expect(await post('/things')).toEqual({ handler: 0, preHandler: 0 });
    const read = await fetch(`${base}/applications/${moved}`);
    expect(((await read.json()) as { handler: number }).handler).toBe(72);
  });

  it('through inject, and a request naming no application leaves the caller on the server clock', async () => {
    const inScope = await app.inject({ method: 'GET', url: `/applications/${moved.toUpperCase()}` });
    expect(inScope.json().handler).toBe(72);
    // Injected from work running on the moved application's clock (a job): a route naming no application, and a
    // path parameter that is not a uuid, read the server's.
    const fromJob = await clock.run(moved, () =>
      app.inject({ method: 'POST', url: '/things', payload: { a: 1 } }),
    );
    expect(fromJob.json().handler).toBe(0);
    const notUuid = await app.inject({ method: 'GET', url: '/applications/not-a-uuid' });
    expect(notUuid.json().handler).toBe(0);
  });
});
