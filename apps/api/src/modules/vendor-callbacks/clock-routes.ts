import { advanceClockSchema, clockViewSchema, SANDBOX_CLOCK_PATHS } from '@hearth/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The sandbox clock's routes (issue 12 item 8): read it, and move it forward. Registered outside production only,
 * so production has the real clock and nothing else. The offset is this process's (one server in tests and dev).
 */
export const sandboxClockRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  const clock = app.vendors.clock;
  const view = () => ({ now: clock.now().toISOString(), offsetHours: clock.offsetMs / HOUR_MS });
  const tags = ['sandbox'];
  app.get(
    SANDBOX_CLOCK_PATHS.clock,
    { schema: { tags, summary: "sandbox: the server's now", response: { 200: clockViewSchema } } },
    async () => view(),
  );
  app.post(
    SANDBOX_CLOCK_PATHS.advance,
    {
      schema: {
        tags,
        summary: "sandbox: move the server's now forward by minutes, hours and days",
        body: advanceClockSchema,
        response: { 200: clockViewSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { minutes, hours, days } = request.body;
      clock.advance((minutes / 60 + hours + days * 24) * HOUR_MS);
      return view();
    },
  );
  app.post(
    SANDBOX_CLOCK_PATHS.reset,
    { schema: { tags, summary: 'sandbox: back to the real clock', response: { 200: clockViewSchema } } },
    async () => {
      clock.reset();
      return view();
    },
  );
};
