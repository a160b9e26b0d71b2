import type { CreateHelocRequest } from '@hearth/domain/heloc-api';
import { SOFT_CREDIT_CONSENT_VERSION } from '@hearth/domain/heloc-api';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/identity-helpers';

/** A create body for a sandbox persona (docs/sandbox-personas.md): last name picks the credit file. */
export function createBody(
  overrides: {
    lastName?: string;
    street1?: string;
    city?: string;
    state?: string;
    zip?: string;
    income?: number;
    listedForSale?: boolean;
    referrerId?: string;
  } = {},
): CreateHelocRequest {
  return {
    consentRequests: [{ type: 'SOFT_CREDIT', version: SOFT_CREDIT_CONSENT_VERSION }],
    income: { incomePrimary: overrides.income ?? 150_000 },
    profileRequest: {
      firstName: 'Alex',
      lastName: overrides.lastName ?? 'Prime',
      dob: '1980-04-12',
      email: 'alex@example.com',
      phoneNumber: '(555) 555-0123',
    },
    propertyListedForSale: overrides.listedForSale ?? false,
    propertyRequest: {
      street1: overrides.street1 ?? '1400 Happy Path Ln',
      city: overrides.city ?? 'Sacramento',
      state: overrides.state ?? 'CA',
      zip: overrides.zip ?? '95814',
      occupancyType: 'HOME',
    },
    employmentType: 'FULL_TIME',
    ...(overrides.referrerId ? { referrerId: overrides.referrerId } : {}),
  };
}

export async function createApplication(
  app: FastifyInstance,
  jwt: string,
  body: CreateHelocRequest,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/service-application/api/v3/application/helocs?state=${body.propertyRequest.state}`,
    headers: { ...bearer(jwt), ...headers },
    payload: body,
  });
}

/** Polls the application until it leaves the pipeline statuses (as the web app does, but every 20 ms). */
export async function settledStatus(app: FastifyInstance, jwt: string, uuid: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/service-application/api/v1/application/heloc/${uuid}`,
      headers: bearer(jwt),
    });
    const status = (res.json() as { status: { checklistStatus: string } }).status.checklistStatus;
    if (!status.startsWith('WAITING_FOR') || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
