import { type LoginRequest, loginRequestSchema } from '@hearth/domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The login page's schemas, in a chunk of their own: loaded after the page's first render (decision 0096), so
 * zod is not part of the JavaScript the page needs to paint.
 */
export const loginResolver = zodResolver(loginRequestSchema);
export type { LoginRequest };

/** The server answers with where to go next and sets `Authorization: Bearer` (kept by the http client). */
export const loginResponseSchema = z.looseObject({
  redirect: z.string().optional(),
  jwt: z.string().min(1).optional(),
});
