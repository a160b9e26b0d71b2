import {
  type ApiErrorBody,
  apiErrorBody,
  combineErrorMessages,
  DomainError,
  ERROR_MESSAGES,
  type ErrorCode,
  isDomainError,
} from '@hearth/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Schema messages of a zod validation failure, in field order, without duplicates. */
function validationMessages(error: { validation: { message?: string }[] }): string[] {
  return [...new Set(error.validation.map((issue) => issue.message ?? '').filter((m) => m.length > 0))];
}

export function errorBody(error: unknown): ApiErrorBody {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = validationMessages(error);
    return { status: 400, error: 'VALIDATION_FAILED', message: combineErrorMessages(errors), errors };
  }
  if (isDomainError(error)) {
    return error.status >= 500 ? apiErrorBody('INTERNAL', '') : error.toBody();
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = STATUS_CODES[status];
  if (status < 500 && code) {
    // Fastify's own 4xx messages (bad JSON, unsupported media type, body too large) are safe to show.
    const message = (error as Error).message || code;
    return { status, error: code, message, errors: [message] };
  }
  return apiErrorBody(status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', '');
}

/** The one error handler: every failure leaves as an `ApiErrorBody`; 5xx detail stays in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = errorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: body.status, code: body.error }, 'request rejected');
    return reply.status(body.status).send(body);
  });
}

export function notFoundError(): DomainError {
  return new DomainError('NOT_FOUND', ERROR_MESSAGES.notFound);
}
