import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
  pino,
} from 'pino';
import { scrubbedError } from '../../http/error-serializer';
import type { AppConfig } from './config';

/** Keys whose values never reach a log line, at any of the depths our log objects use. */
export const REDACTED_KEYS = [
  'password',
  'confirmPassword',
  'passwordHash',
  'token',
  'jwt',
  'authorization',
  'Authorization',
  'ssn',
  'dob',
  'accountNumber',
  'accountNumberConfirm',
  'routingNumber',
  'publicToken',
] as const;

export const REDACTION_CENSOR = '[REDACTED]';

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of REDACTED_KEYS) {
    paths.push(key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`);
  }
  paths.push('req.headers.cookie', 'res.headers["set-cookie"]');
  return paths;
}

/** pino options shared by the server and the redaction test. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>): LoggerOptions {
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: { paths: redactPaths(), censor: REDACTION_CENSOR },
    // Query strings may carry codes and e-mail addresses; the path alone identifies the route.
    serializers: {
      // Errors without the values of a failed query (decision 0087).
      err: scrubbedError,
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        path: typeof req.url === 'string' ? req.url.split('?')[0] : undefined,
        id: req.id,
      }),
    },
  };
}

/**
 * A log stream to `fd` through a 4 KB buffer, written when it fills and at least every second, instead of one write
 * per line; what is left is written when the process exits, after an uncaught exception too. A process killed
 * outright loses at most its last second of lines.
 *
 * The writes are synchronous (issue 21 item 4): written in the background, one 16 KB write per turn of the event
 * loop, the log fell behind a crowd of 200 connections (20,000 lines a second and more), and the lines waiting in
 * memory grew by about 4 MB a second, taking the server past 300 MB. Written as the buffer fills (one write for 16
 * access lines, about 4 µs to a file), the log holds 4 KB at most: a reader slower than the server slows the
 * server, never fills its memory.
 */
export function bufferedLogStream(fd: number): ReturnType<typeof pino.destination> {
  const stream = pino.destination({ dest: fd, minLength: 4096, periodicFlush: 1000, sync: true });
  // pino writes out only a background stream's buffer at exit; a synchronous one's is written here.
  const writeOutAtExit = () => {
    try {
      stream.flushSync();
    } catch {
      // Closed while the process was ending: nothing is left to write, and nowhere to say so.
    }
  };
  process.on('exit', writeOutAtExit);
  stream.once('close', () => process.off('exit', writeOutAtExit));
  return stream;
}

/** The one stream to stdout, whichever app of the process logs. */
let stdout: DestinationStream | undefined;

/** The server's log stream (decision 0034): stdout, buffered (`bufferedLogStream`). */
export function logDestination(): DestinationStream {
  stdout ??= bufferedLogStream(1);
  return stdout;
}

type LogMethod = (...args: unknown[]) => void;

/** A request's logger that makes its pino child on first use (see `lazyRequestLogger`). */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.real.fatal as LogMethod)(...args);
  }
  error(...args: unknown[]): void {
    (this.real.error as LogMethod)(...args);
  }
  warn(...args: unknown[]): void {
    (this.real.warn as LogMethod)(...args);
  }
  info(...args: unknown[]): void {
    (this.real.info as LogMethod)(...args);
  }
  debug(...args: unknown[]): void {
    (this.real.debug as LogMethod)(...args);
  }
  trace(...args: unknown[]): void {
    (this.real.trace as LogMethod)(...args);
  }
  silent(...args: unknown[]): void {
    (this.real.silent as LogMethod)(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's per-request child logger (bound to the request id), made when the request first logs rather than for
 * every request: pino redacts a child's bindings as it makes it, about 10 µs, and most requests never log
 * through it (the access line has its own logger). Same logger, same lines, when it is used.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}

/**
 * Writes one access line for a root logger, as pino writes `info({ reqId, req, res, responseTime }, msg)` with
 * the logger's own level label, time and bindings, but built here in one string: the line's shape is fixed and
 * every field is a string or a number, so pino's generic pass over the object (serializers, stringifiers, the
 * redaction's wildcards) has nothing to do for it. A stream that wants pino's metadata (a multistream) gets the
 * line through pino itself.
 */
type AccessLine = (reqId: string, method: string, path: string, statusCode: number, ms: number) => void;

const accessLines = new WeakMap<FastifyBaseLogger, AccessLine>();
const { chindingsSym, lsCacheSym, needsMetadataGsym, streamSym, timeSym } = pino.symbols;

function accessLine(root: FastifyBaseLogger): AccessLine {
  let write = accessLines.get(root);
  if (write) return write;
  const logger = root as unknown as Record<symbol, unknown> & Logger;
  const stream = logger[streamSym] as DestinationStream & Record<symbol, unknown>;
  if (stream[needsMetadataGsym]) {
    const child = root.child({}, { redact: [], serializers: { req: asWritten, res: asWritten } });
    write = (reqId, method, path, statusCode, responseTime) =>
      child.info({ reqId, req: { method, path }, res: { statusCode }, responseTime }, ACCESS_MESSAGE);
  } else {
    const info = (logger[lsCacheSym] as Record<number, string>)[INFO];
    const time = logger[timeSym] as () => string;
    const bindings = logger[chindingsSym] as string;
    write = (reqId, method, path, statusCode, responseTime) => {
      if (!logger.isLevelEnabled('info')) return;
      stream.write(
        `${info}${time()}${bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":${JSON.stringify(method)},"path":${JSON.stringify(path)}},"res":{"statusCode":${statusCode}},"responseTime":${Number.isFinite(responseTime) ? responseTime : null},"msg":"${ACCESS_MESSAGE}"}\n`,
      );
    };
  }
  accessLines.set(root, write);
  return write;
}

const ACCESS_MESSAGE = 'request completed';
const INFO = 30;
const asWritten = <T>(value: T): T => value;

/** The path of a URL without its query string. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One access line per request, when it completes: method, path (never the query), status, time and request id
 * (decisions 0034, 0206). Fastify writes two by default ("incoming request", then "request completed").
 *
 * The line's shape is fixed and holds none of the redacted keys, so it skips the redaction pass: with our
 * 46 wildcard paths that pass costs about 45 µs a line, more than the whole floor request. A failed request is
 * logged through the request's own (redacting) logger, since an error may carry anything.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
      return;
    }
    // The fields alone, written here: no serializer reads the request or the reply (issue 21 item 6).
    accessLine(request.server.log)(
      String(request.id),
      request.method,
      pathOf(request.url),
      reply.statusCode,
      reply.elapsedTime,
    );
  }
}
