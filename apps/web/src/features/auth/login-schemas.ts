import { type LoginRequest, loginRequestSchema } from '@hearth/domain/validation';
import { z } from 'zod';
import type { FieldErrors } from '@/components/field-errors';

/**
 * The login page's schemas, in a chunk of their own: loaded at the visitor's first interaction with the form or
 * at its submit (decisions 0096, 0264), so zod is not part of the JavaScript the page needs to paint.
 */
export type { LoginRequest };

/** The form's values checked by the domain's schema: what to send (the e-mail trimmed), or each field's first message. */
export function checkLogin(values: LoginRequest): { data: LoginRequest } | { errors: FieldErrors } {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { errors };
}

/** The server answers with where to go next and sets `Authorization: Bearer` (kept by the http client). */
export const loginResponseSchema = z.looseObject({
  redirect: z.string().optional(),
  jwt: z.string().min(1).optional(),
});
