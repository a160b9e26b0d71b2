import { DomainError } from '@hearth/domain/errors';
import { emailSchema, passwordSchema } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { hashPassword } from '../identity/passwords';
import { insertIdentityWithProfile } from '../identity/repository';
import { profiles } from '../identity/schema';

export const SANDBOX_CHAT_AGENTS_PATH = '/sandbox/chat/agents';

/**
 * Outside production only, like the sandbox clock and mailbox: a chat agent of a lender (a STAFF identity that signs
 * in at /auth/login), for demonstrations and the browser tests, until the lender console issues staff accounts.
 */
export const sandboxChatRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  app.post(
    SANDBOX_CHAT_AGENTS_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: "sandbox: a lender's chat agent who signs in with this e-mail and password",
        body: z.object({
          email: emailSchema,
          password: passwordSchema,
          firstName: z.string().trim().min(1).max(64),
          organizationCode: z.string().min(1).max(64),
        }),
        response: { 201: z.object({ agentId: z.string() }), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, organizationCode } = request.body;
      if (!app.organizations.registry.byCode(organizationCode))
        throw new DomainError('BAD_REQUEST', 'No lender has that organization code.');
      const created = await app.db.transaction(async (tx) => {
        const made = await insertIdentityWithProfile(tx, {
          email,
          passwordHash: await hashPassword(password),
          phoneNumber: '(555) 555-0100',
          organizationCode,
          role: 'STAFF',
        });
        if (made) await tx.update(profiles).set({ firstName }).where(eq(profiles.uuid, made.profile.uuid));
        return made;
      });
      if (!created) throw new DomainError('CONFLICT', 'That e-mail address already has an account.');
      return reply.status(201).send({ agentId: created.identity.uuid });
    },
  );
};
