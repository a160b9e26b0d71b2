import { type AliasRequest, aliasRequestSchema } from '@hearth/domain/validation';
import { httpClient } from '@/lib/http-client';

export const IDENTITY_ALIAS_PATH = '/identity/secure/api/v1/identity/alias';

/** PUT identity alias {type: Phone, value}: the phone becomes a login alias (spec section 7). */
export async function savePhoneAlias(phoneNumber: string): Promise<void> {
  const body: AliasRequest = aliasRequestSchema.parse({ type: 'Phone', value: phoneNumber });
  await httpClient.put(IDENTITY_ALIAS_PATH, body);
}
