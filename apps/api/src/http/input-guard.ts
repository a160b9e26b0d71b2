import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Text PostgreSQL cannot store, refused before any schema or query sees it (decision 0086): U+0000 (text and
 * jsonb reject it, which surfaced as a 500) and unpaired UTF-16 surrogates (not Unicode; they become U+FFFD or
 * fail on the way to the database). Checked in keys and values at any depth of the body, the query string and
 * the path parameters, for every route and every body parser (JSON and the telemetry beacon's text/plain).
 */

/** Deeper bodies than this are no request of Hearth's, and PostgreSQL's jsonb refuses very deep ones. */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this text cannot be stored, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return ERROR_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return ERROR_MESSAGES.loneSurrogate;
  return null;
}

/** The first problem found in a parsed value (keys included), walking without recursion. */
export function valueProblem(root: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) return `Body is nested deeper than ${MAX_BODY_DEPTH} levels`;
      if (Array.isArray(value)) {
        for (const item of value) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          const problem = textProblem(key);
          if (problem) return problem;
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

export function checkRequestInput(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const problem = valueProblem(part);
    if (problem) throw new DomainError('BAD_REQUEST', problem);
  }
}

/** Registers the guard for every route; runs before schema validation. */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise for every request (issue 21 item 6).
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequestInput(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
