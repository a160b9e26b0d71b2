import { type Profile, profileSchema } from '@hearth/domain/entities';
import type { ProfileType, Suffix } from '@hearth/domain/enums';
import { profileNameSchema } from '@hearth/domain/validation';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, callerOf, unauthenticated } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import type { IdentityRow, ProfileRow } from '../identity/repository';
import { profiles } from '../identity/schema';
import { ownProfileReader } from './repository';

export function profileView(
  profile: ProfileRow,
  identity: Pick<IdentityRow, 'email' | 'phoneNumber'>,
): Profile {
  const hasName = profile.firstName !== null && profile.lastName !== null;
  return {
    uuid: profile.uuid,
    organizationCode: profile.organizationCode,
    profileType: profile.profileType as ProfileType,
    email: identity.email,
    ...(hasName
      ? {
          name: {
            firstName: profile.firstName ?? '',
            lastName: profile.lastName ?? '',
            suffix: profile.suffix as Suffix,
            ...(profile.middleName ? { middleName: profile.middleName } : {}),
          },
        }
      : {}),
    phoneNumbers: [{ type: 'MOBILE', number: identity.phoneNumber }],
    addresses: [],
    updatedAt: profile.updatedAt.toISOString(),
    isManageable: profile.isManageable,
    isBroker: profile.isBroker,
    activeLegacyCustomerOrgs: [],
    twoFactorEnabled: profile.twoFactorEnabled,
    aliases: [{ type: 'Phone', value: identity.phoneNumber }],
    passwordExpired: profile.passwordExpired,
    totpVerified: profile.totpVerified,
  };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const readOwnProfile = ownProfileReader(app.db);

  /** Only ever the caller's own profile: the identity comes from the verified token, never from the request. */
  async function ownProfile(identityUuid: string): Promise<Profile> {
    const row = await readOwnProfile(identityUuid);
    if (!row) throw unauthenticated();
    return profileView(row, row);
  }

  app.get(
    '/service-profile/api/v1/profile',
    {
      preHandler: authenticate,
      schema: { tags: ['profile'], response: { 200: profileSchema, ...errorResponses(401) } },
    },
    async (request) => ownProfile(callerOf(request).identityUuid),
  );

  app.put(
    '/service-profile/api/v1/profile/name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['profile'],
        body: profileNameSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { identityUuid } = callerOf(request);
      const { firstName, lastName, suffix } = request.body;
      const updated = await app.db
        .update(profiles)
        .set({ firstName, lastName, suffix, updatedAt: sql`now()` })
        .where(eq(profiles.identityUuid, identityUuid))
        .returning({ uuid: profiles.uuid });
      if (updated.length === 0) throw unauthenticated();
      return ownProfile(identityUuid);
    },
  );
};
