import {
  VENDOR_CALLBACK_MAX_BYTES,
  VENDOR_CALLBACK_PATHS,
  vendorCallbackReceiptSchema,
} from '@hearth/domain/vendors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { NOT_JSON, receiveCallback, type VendorDeps } from './service';

/**
 * `POST /vendor-callbacks/v1/{vendor}` (decision 0130): no session, the signature is the authentication. JSON is
 * parsed here with its raw bytes kept, because the HMAC covers the bytes exactly as sent.
 */
export const vendorCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: VENDOR_CALLBACK_MAX_BYTES },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        // Refused by receiveCallback once the signature is checked: a vendor's unreadable answer is kept.
        done(null, NOT_JSON);
      }
    },
  );

  const deps: VendorDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    clock: app.vendors.clock,
    secret: app.vendors.secret,
    enqueue: app.vendors.enqueue,
    inject: async () => {
      throw new Error('not used by the route');
    },
    onRejected: (rejection) =>
      app.log.warn(
        rejection,
        'signed vendor answer refused as unreadable; kept for review, request left open',
      ),
  };

  app.post(
    VENDOR_CALLBACK_PATHS.callback(':vendor'),
    {
      schema: {
        tags: ['vendor'],
        summary:
          'A vendor result, signed: HMAC-SHA256 of "timestamp.rawBody" in X-Hearth-Signature, Unix seconds in X-Hearth-Timestamp',
        params: z.object({ vendor: z.string().min(1).max(40) }),
        body: z.unknown(),
        response: {
          200: vendorCallbackReceiptSchema,
          202: vendorCallbackReceiptSchema,
          ...errorResponses(400, 401, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { receipt, statusCode } = await receiveCallback(
        deps,
        request.params.vendor,
        request.headers,
        rawBodies.get(request),
        request.body,
      );
      return reply.status(statusCode).send(receipt);
    },
  );
};
