import type { LoginRequest } from '@hearth/domain/validation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths, type LoginKind } from '@/config/paths';
import type { loginResponseSchema } from '@/features/auth/login-schemas';
import { httpClient } from '@/lib/http-client';
import { loadChunk } from '@/lib/load-page-module';
import { setToken } from '@/lib/session';

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The schemas' chunk (zod): fetched at the visitor's first interaction with the form, or beside the login call,
 * rather than with the page (decisions 0096, 0264).
 */
export const loadLoginSchemas = () => loadChunk(() => import('@/features/auth/login-schemas'));

export async function login(kind: LoginKind, body: LoginRequest): Promise<LoginResponse> {
  const schemas = loadLoginSchemas();
  // A wrong password is a 401 that belongs on the form, not a session expiry.
  const answer = await httpClient.post(apiPaths.login(kind), body, { sessionExpiryRedirect: false });
  const data = (await schemas).loginResponseSchema.parse(answer);
  if (data.jwt) setToken(data.jwt);
  return data;
}

export function useLogin(kind: LoginKind) {
  return useMutation({ mutationFn: (body: LoginRequest) => login(kind, body) });
}
