import {
  SANDBOX_MAILBOX_LIMIT,
  SANDBOX_MAILBOX_PATH,
  type SandboxMailbox,
  sandboxMailboxSchema,
} from '@hearth/domain/notifications';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { errorResponses } from '../../http/openapi';
import { outbox } from './schema';

/** The outbox's messages to an address, newest first: what a mail server would have delivered to it. */
export async function sandboxMailbox(db: Db, email: string): Promise<SandboxMailbox> {
  const rows = await db
    .select({ kind: outbox.kind, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(sql`lower(${outbox.recipient}) = lower(${email})`)
    .orderBy(desc(outbox.id))
    .limit(SANDBOX_MAILBOX_LIMIT);
  return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** Registered outside production only, like the sandbox clock: production has a mail server and no mailbox to read. */
export const sandboxMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  app.get(
    SANDBOX_MAILBOX_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'sandbox: the e-mails sent to an address, newest first',
        querystring: z.object({ email: z.email().max(254) }),
        response: { 200: sandboxMailboxSchema, ...errorResponses(400) },
      },
    },
    async (request) => sandboxMailbox(app.db, request.query.email),
  );
};
