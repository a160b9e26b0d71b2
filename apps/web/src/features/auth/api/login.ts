import type { LoginRequest } from '@hearth/domain/validation';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths, type LoginKind } from '@/config/paths';
import { httpClient } from '@/lib/http-client';
import { setToken } from '@/lib/session';

/** The server answers with where to go next and sets `Authorization: Bearer` (kept by the http client). */
export const loginResponseSchema = z.looseObject({
  redirect: z.string().optional(),
  jwt: z.string().min(1).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export async function login(kind: LoginKind, body: LoginRequest): Promise<LoginResponse> {
  // A wrong password is a 401 that belongs on the form, not a session expiry.
  const data = loginResponseSchema.parse(
    await httpClient.post(apiPaths.login(kind), body, { sessionExpiryRedirect: false }),
  );
  if (data.jwt) setToken(data.jwt);
  return data;
}

export function useLogin(kind: LoginKind) {
  return useMutation({ mutationFn: (body: LoginRequest) => login(kind, body) });
}
