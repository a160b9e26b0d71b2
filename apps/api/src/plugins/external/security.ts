import rateLimit from '@fastify/rate-limit';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import {
  type CounterStore,
  fastifyRateLimitStore,
  PostgresCounterStore,
  RedisCounterStore,
} from '../../modules/rate-limits/counter-store';
import type { AppConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counters shared by every API process (decision 0080). */
    counters: CounterStore;
  }
}

/**
 * Redis when `REDIS_URL` is set (closed with the app), else the database the app already uses. The Redis client is
 * loaded only then: a server without Redis does not hold its module (issue 21 item 4).
 */
async function counterStore(app: FastifyInstance, config: AppConfig): Promise<CounterStore> {
  if (!config.redisUrl) return new PostgresCounterStore(app.db);
  const { Redis } = await import('ioredis');
  // A Redis that is down fails the limited requests quickly (503-like 500s) rather than queueing them.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return new RedisCounterStore(redis);
}

/**
 * The SPA's policy: only our own scripts (the private-label block is JSON, not script), own styles (the
 * theme is set through the CSSOM, which CSP allows), own images plus data: URIs, no framing, no plugins.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'env'>) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      // Locally the site is plain http on *.localhost; upgrading would break every request there.
      ...(config.env === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/** Swagger UI writes inline styles; its pages alone may use them (still no inline script). */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * The headers helmet's middleware writes for our options, read once by running it against a recorder. The policy
 * has no per-request part (no nonces), so every response gets the same set.
 */
export function securityHeadersOf(config: Pick<AppConfig, 'env'>): Readonly<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // HSTS only means something over https, which production terminates in front of us.
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/*
 * The security headers are computed once, at start, and put on each reply's own headers (decision 0034, issue 21
 * item 6): helmet's middleware wrote them to the raw response one `setHeader` at a time, each name and value
 * checked again by Node on every request, and a raw header sends Node's `writeHead` down its slow path. Same
 * headers; a route may still replace one (the document viewers' CSP). A hijacked reply writes `reply.getHeaders()`.
 */

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const securityHeaders = securityHeadersOf(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url === '/docs' || request.url.startsWith('/docs/')) {
      reply.header('content-security-policy', DOCS_CSP);
    }
    done(null, payload);
  });

  // Per-route limits only (registration; logins have their own, modules/identity/login-throttle.ts); general
  // throttling belongs to the load balancer. Counted in the shared store so they hold across processes.
  const counters = await counterStore(app, config);
  app.decorate('counters', counters);
  await app.register(rateLimit, {
    global: false,
    store: fastifyRateLimitStore(counters),
    errorResponseBuilder: () => new DomainError('RATE_LIMITED', ERROR_MESSAGES.tooManyAttempts),
  });
}
