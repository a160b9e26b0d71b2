import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const STRONG_PASSWORD = 'Correct-Horse7!battery';
export const PHONE = '(555) 555-0123';

export function uniqueEmail(label = 'borrower'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.com`;
}

export async function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { organization?: string; headers?: Record<string, string> } = {},
) {
  const query = options.organization ? `?organization=${encodeURIComponent(options.organization)}` : '';
  return app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register${query}`,
    headers: options.headers ?? {},
    payload: body,
  });
}

/** Registers a new borrower and returns its token and identity id. */
export async function registeredBorrower(app: FastifyInstance, email = uniqueEmail()) {
  const res = await register(app, { email, password: STRONG_PASSWORD, phoneNumber: PHONE });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { jwt: string; identityUuid: string };
  return { email, ...body };
}

export function bearer(jwt: string): Record<string, string> {
  return { authorization: `Bearer ${jwt}` };
}

/**
 * A lender's staff member (an underwriter, a closer) of `organizationCode`'s lender: a staff token, until the lender
 * console issues them. Staff act only on their own lender's applications (decision 0193).
 */
export async function staffHeaders(
  app: FastifyInstance,
  organizationCode = 'HEARTH',
): Promise<Record<string, string>> {
  const person = await registeredBorrower(app);
  const { jwt } = await app.tokens.issue({
    identityUuid: person.identityUuid,
    role: 'STAFF',
    organizationCode,
  });
  return bearer(jwt);
}
