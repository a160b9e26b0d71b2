import { DomainError } from '@hearth/domain/errors';
import {
  advanceClockSchema,
  type ClockView,
  clockScopeSchema,
  clockViewSchema,
  SANDBOX_CLOCK_MESSAGES,
  SANDBOX_CLOCK_PATHS,
} from '@hearth/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { findApplication } from '../application/repository';

const HOUR_MS = 60 * 60 * 1000;

/** How far a request moves the clock: by its amounts, or up to its instant (forward only). */
function advanceMs(
  now: Date,
  by: { minutes: number; hours: number; days: number; to?: string | undefined },
): number {
  const byAmounts = (by.minutes / 60 + by.hours + by.days * 24) * HOUR_MS;
  if (by.to === undefined) return byAmounts;
  if (byAmounts > 0) throw new DomainError('VALIDATION_FAILED', SANDBOX_CLOCK_MESSAGES.bothWays);
  const ms = new Date(by.to).getTime() - now.getTime();
  if (ms <= 0) throw new DomainError('VALIDATION_FAILED', SANDBOX_CLOCK_MESSAGES.pastInstant);
  return ms;
}

/**
 * The sandbox clock's routes (issue 12 item 8): read it, move it forward, put it back. Registered outside production
 * only, so production has the real clock and nothing else. Without `applicationUuid` they are about this process's
 * clock, which every application runs on; with it, about that application's own (decision 0188), so tests that
 * move time for their own application can run side by side.
 */
export const sandboxClockRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  const clock = app.vendors.clock;
  /** The application named, once it is known to exist; undefined for the server's clock. */
  const scopeOf = async (applicationUuid: string | undefined) => {
    if (applicationUuid && !(await findApplication(app.db, applicationUuid)))
      throw new DomainError('NOT_FOUND', SANDBOX_CLOCK_MESSAGES.unknownApplication);
    return applicationUuid;
  };
  const view = (applicationUuid: string | undefined): ClockView => ({
    ...(applicationUuid ? { applicationUuid } : {}),
    now: clock.nowFor(applicationUuid).toISOString(),
    offsetHours: clock.offsetMs(applicationUuid) / HOUR_MS,
  });
  const tags = ['sandbox'];
  const response = { 200: clockViewSchema, ...errorResponses(400, 404) };
  app.get(
    SANDBOX_CLOCK_PATHS.clock,
    {
      schema: {
        tags,
        summary: "sandbox: the server's now, or one application's",
        querystring: clockScopeSchema,
        response,
      },
    },
    async (request) => view(await scopeOf(request.query.applicationUuid)),
  );
  app.post(
    SANDBOX_CLOCK_PATHS.advance,
    {
      schema: {
        tags,
        summary:
          "sandbox: move the server's now (or one application's) forward by minutes, hours and days, or to a time",
        body: advanceClockSchema,
        response,
      },
    },
    async (request) => {
      const { minutes, hours, days, to, applicationUuid } = request.body;
      const scope = await scopeOf(applicationUuid);
      clock.advance(advanceMs(clock.nowFor(scope), { minutes, hours, days, to }), scope);
      return view(scope);
    },
  );
  app.post(
    SANDBOX_CLOCK_PATHS.reset,
    {
      schema: {
        tags,
        summary: "sandbox: the server back to the real clock, or one application back to the server's",
        body: clockScopeSchema.nullish(),
        response,
      },
    },
    async (request) => {
      const scope = await scopeOf(request.body?.applicationUuid);
      clock.reset(scope);
      return view(scope);
    },
  );
};
