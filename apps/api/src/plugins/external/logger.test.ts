import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  AccessLogController,
  bufferedLogStream,
  lazyRequestLogger,
  loggerOptions,
  REDACTION_CENSOR,
} from './logger';

function captureLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions({ logLevel: 'info', env: 'local' }), sink);
  return { logger, lines };
}

describe('log redaction', () => {
  it('censors passwords, tokens, SSNs, dates of birth and bank numbers at any depth', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        password: 'Sup3r$ecretPass',
        body: { email: 'kept@example.com', password: 'Sup3r$ecretPass', ssn: '123-45-6789' },
        request: { headers: { authorization: 'Bearer abc.def.ghi' } },
        applicant: { profile: { dob: '1980-01-02', jwt: 'abc.def.ghi' } },
        bank: { disburse: { account: { accountNumber: '000123456789', routingNumber: '011000015' } } },
        token: 'raw-token',
      },
      'sensitive payload',
    );
    const line = lines.join('');
    for (const secret of [
      'Sup3r$ecretPass',
      '123-45-6789',
      'abc.def.ghi',
      '1980-01-02',
      '000123456789',
      '011000015',
      'raw-token',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain(REDACTION_CENSOR);
    expect(line).toContain('kept@example.com');
  });

  it('logs the request path without its query string', () => {
    const { logger, lines } = captureLogger();
    logger.info({
      req: { method: 'POST', url: '/identity/api/v1/registration/register?organization=HEARTH' },
    });
    const entry = JSON.parse(lines[0] ?? '{}') as { req: { path: string } };
    expect(entry.req.path).toBe('/identity/api/v1/registration/register');
  });
});

describe('access log', () => {
  it('writes one line per request with method, path, status and time, and no credentials', async () => {
    const { logger, lines } = captureLogger();
    const app = Fastify({ loggerInstance: logger, logController: new AccessLogController() });
    app.get('/service-profile/api/v1/profile', async (_request, reply) => reply.code(401).send({}));
    await app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile?email=someone@example.com',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    // The access line skips redaction; every other line of the app still gets it.
    app.log.info({ body: { password: 'Sup3r$ecretPass' } }, 'after the access line');
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[1]).not.toContain('Sup3r$ecretPass');
    expect(lines[1]).toContain(REDACTION_CENSOR);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/service-profile/api/v1/profile' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(lines[0]).not.toContain('someone@example.com');
    expect(lines[0]).not.toContain('abc.def.ghi');
  });
});

describe('access line', () => {
  const completed = async (logger: ReturnType<typeof captureLogger>['logger'], url: string) => {
    const app = Fastify({ loggerInstance: logger, logController: new AccessLogController() });
    app.get('/*', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url });
    await app.close();
  };

  it('is the line pino writes for the same fields', async () => {
    const { logger, lines } = captureLogger();
    await completed(logger, '/a/%22quoted%22/%5C/%E2%9C%93/caf\u00e9?email=someone@example.com');
    expect(lines).toHaveLength(1);
    const written = lines[0] ?? '';
    const entry = JSON.parse(written) as {
      time: number;
      reqId: string;
      req: { method: string; path: string };
      responseTime: number;
    };
    expect(entry.req.path).toMatch(/^\/a\/.+caf/);
    // pino's own line for the same fields at the same moment, through a child without redaction or serializers.
    const { logger: reference, lines: expected } = captureLogger();
    const realNow = Date.now;
    Date.now = () => entry.time;
    try {
      const asGiven = (value: unknown) => value;
      reference.child({}, { redact: [], serializers: { req: asGiven, res: asGiven } }).info(
        {
          reqId: entry.reqId,
          req: { method: 'GET', path: entry.req.path },
          res: { statusCode: 200 },
          responseTime: entry.responseTime,
        },
        'request completed',
      );
    } finally {
      Date.now = realNow;
    }
    expect(written).toBe(expected[0]);
  });

  it('follows the logger level', async () => {
    const { logger, lines } = captureLogger();
    logger.level = 'warn';
    await completed(logger, '/quiet');
    expect(lines).toEqual([]);
  });
});

describe('request logger', () => {
  it('is made on first use, with the request id, the redaction and child bindings', async () => {
    const { logger, lines } = captureLogger();
    const app = Fastify({
      loggerInstance: logger,
      logController: new AccessLogController(),
      childLoggerFactory: lazyRequestLogger,
    });
    app.post('/echo', async (request) => {
      expect(request.log.level).toBe('info');
      request.log.info({ body: request.body }, 'handler line');
      request.log.child({ step: 'inner' }).warn({ ssn: '123-45-6789' }, 'inner line');
      return { ok: true };
    });
    app.get('/quiet', async () => ({ ok: true }));
    const echo = await app.inject({ method: 'POST', url: '/echo', payload: { password: 'Sup3r$ecretPass' } });
    expect(echo.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.close();

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e.msg)).toEqual([
      'handler line',
      'inner line',
      'request completed',
      'request completed',
    ]);
    const [handler, inner, access] = entries;
    expect(handler?.reqId).toBe(access?.reqId);
    expect(inner).toMatchObject({ reqId: access?.reqId, step: 'inner', level: 40 });
    expect(lines.join('')).not.toContain('Sup3r$ecretPass');
    expect(lines.join('')).not.toContain('123-45-6789');
  });
});

describe('the log stream (issue 21 item 4)', () => {
  it('writes as its buffer fills, so a burst of lines never waits in memory', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hearth-log-'));
    const file = join(folder, 'server.log');
    // The stream owns the descriptor: ending it stops its once-a-second flush and closes the file.
    const stream = bufferedLogStream(openSync(file, 'w'));
    try {
      const logger = pino(loggerOptions({ logLevel: 'info', env: 'local' }), stream);
      const LINES = 10_000;
      // A crowd's burst, without a turn of the event loop: a stream written in the background would hold it all.
      for (let line = 0; line < LINES; line++) logger.info({ reqId: `req-${line}` }, 'request completed');
      const written = statSync(file).size;
      stream.flushSync();
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(LINES);
      // What waited in memory: less than the 4 KB buffer and one line.
      const longest = Math.max(...lines.map((line) => Buffer.byteLength(line) + 1));
      expect(statSync(file).size - written).toBeLessThan(4096 + longest);
    } finally {
      await new Promise((closed) => {
        stream.once('close', closed);
        stream.end();
      });
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes what its buffer holds when the process exits', () => {
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `
      import { pino } from 'pino';
      import { bufferedLogStream, loggerOptions } from ${JSON.stringify(logger)};
      const log = pino(loggerOptions({ logLevel: 'info', env: 'local' }), bufferedLogStream(1));
      for (const step of ['first', 'second', 'last']) log.info({ step }, 'before exit');
      process.exit(3);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.status).toBe(3);
    const steps = child.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { step: string }).step);
    expect(steps).toEqual(['first', 'second', 'last']);
  });
});
