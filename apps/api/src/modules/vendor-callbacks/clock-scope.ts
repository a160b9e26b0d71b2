import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The application a request acts on: the `:uuid` of its route, the name every application, signer, condition and
 * staff route gives it (a uuid that names no application has no clock of its own, so it reads the server's).
 */
export function applicationOfRequest(request: FastifyRequest): string | undefined {
  const uuid = (request.params as { uuid?: unknown } | undefined)?.uuid;
  return typeof uuid === 'string' && UUID.test(uuid) ? uuid : undefined;
}

/**
 * Runs each request on the clock of the application its route names (decision 0188), the way
 * @fastify/request-context enters its store: `onRequest` calls `done` inside the scope, so every later hook, the
 * pre-handlers and the handler run in it. A body arriving after the hook is read in the socket's own callbacks, but
 * Fastify 5 goes on from the parsed body in the request's context (clock-scope.test.ts proves it over a socket), so
 * no second entry in `preValidation` is needed. A request that names no application runs on the server's clock, even
 * one injected from a job running on an application's.
 */
export function registerApplicationClockScope(app: FastifyInstance, clock: Clock): void {
  app.addHook('onRequest', (request, _reply, done) => {
    clock.run(applicationOfRequest(request), done);
  });
}
