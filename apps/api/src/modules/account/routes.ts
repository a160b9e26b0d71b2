import {
  ACCOUNT_API_PATHS,
  notificationsReadRequestSchema,
  notificationsResponseSchema,
  propertyDetailsSchema,
} from '@hearth/domain/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { markReadThrough, ownsMessage } from './repository';
import { notificationsOf, propertyDetailsOf } from './service';

/**
 * The borrower's dashboard around the applications (issue 22 item 1, decision 0215): the notifications list and the
 * property card. Each answers only for the caller's own identity and applications.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(
    ACCOUNT_API_PATHS.notifications,
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'the messages sent to the signed-in person, newest first, read or unread',
        response: { 200: notificationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => notificationsOf(app.db, callerOf(request).identityUuid),
  );

  app.post(
    ACCOUNT_API_PATHS.notificationsRead,
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'marks every notification up to and including `through` as read',
        body: notificationsReadRequestSchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { identityUuid } = callerOf(request);
      const through = Number(request.body.through);
      // Another person's message id is answered as if it did not exist: nothing tells that it does.
      if (!(await ownsMessage(app.db, identityUuid, through))) throw notFoundError();
      await markReadThrough(app.db, identityUuid, through);
      return notificationsOf(app.db, identityUuid);
    },
  );

  app.get(
    ACCOUNT_API_PATHS.propertyDetails(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "the property card of one of the caller's applications: address, value, condition",
        params: z.object({ uuid: z.uuid() }),
        response: { 200: propertyDetailsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      propertyDetailsOf(app.db, await ownApplicationOr404(app.db, request, request.params.uuid)),
  );
};
