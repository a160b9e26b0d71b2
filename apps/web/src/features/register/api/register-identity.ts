import { type RegisterRequest, registerRequestSchema } from '@hearth/domain/validation';
import { z } from 'zod';
import { httpClient } from '@/lib/http-client';
import { setToken } from '@/lib/session';

export const REGISTER_IDENTITY_PATH = '/identity/api/v1/registration/register';
export const IDENTITY_PATH = '/identity/secure/api/v1/identity';

const registerResponseSchema = z.looseObject({ jwt: z.string().min(1).optional() });
const identitySchema = z.looseObject({ uuid: z.string().min(1) });

/**
 * POST register (organization query; email, password, phoneNumber), keep the returned jwt, then the identity
 * check with that jwt (spec section 7). A 401 'identity exists' is for the caller to turn into the modal.
 */
export async function registerIdentity(
  organization: string,
  body: RegisterRequest,
): Promise<{ uuid: string }> {
  const data = registerResponseSchema.parse(
    await httpClient.post(REGISTER_IDENTITY_PATH, registerRequestSchema.parse(body), {
      query: { organization },
      sessionExpiryRedirect: false,
    }),
  );
  if (data.jwt) setToken(data.jwt);
  return identitySchema.parse(await httpClient.get(IDENTITY_PATH));
}
