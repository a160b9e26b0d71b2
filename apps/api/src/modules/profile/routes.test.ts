import { profileSchema } from '@hearth/domain/entities';
import { MESSAGES } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp } from '../../test/test-app';
import { profiles } from '../identity/schema';

const { app } = await setupTestApp();

function getProfile(jwt: string) {
  return app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
}

describe('GET /service-profile/api/v1/profile', () => {
  it("returns the caller's own profile in the domain shape", async () => {
    const { jwt, email } = await registeredBorrower(app);
    const res = await getProfile(jwt);
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({
      email,
      organizationCode: 'HEARTH',
      profileType: 'BORROWER',
      isBroker: false,
      phoneNumbers: [{ type: 'MOBILE', number: '5555550123' }],
    });
    expect(profile.name).toBeUndefined();
  });

  it("never shows one borrower another's profile, even with a forged subject", async () => {
    const alice = await registeredBorrower(app);
    const bob = await registeredBorrower(app);
    const aliceView = (await getProfile(alice.jwt)).json() as { email: string };
    expect(aliceView.email).toBe(alice.email);
    expect(JSON.stringify(aliceView)).not.toContain(bob.email);

    // A token naming Bob but signed with another key is refused, not honoured.
    const forged = await new SignJWT({ role: 'BORROWER', org: 'HEARTH' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(bob.identityUuid)
      .setIssuer('hearth-api')
      .setAudience('hearth-web')
      .setJti('forged')
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    expect((await getProfile(forged)).statusCode).toBe(401);
    // Query parameters cannot redirect the read to someone else.
    const viaQuery = await app.inject({
      method: 'GET',
      url: `/service-profile/api/v1/profile?identityUuid=${bob.identityUuid}`,
      headers: bearer(alice.jwt),
    });
    expect((viaQuery.json() as { email: string }).email).toBe(alice.email);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/service-profile/api/v1/profile' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /service-profile/api/v1/profile/name', () => {
  it('saves the trimmed legal name', async () => {
    const { jwt, identityUuid } = await registeredBorrower(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers: bearer(jwt),
      payload: { firstName: '  Ada ', lastName: 'Lovelace-King', suffix: 'JR' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: unknown }).name).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace-King',
      suffix: 'JR',
    });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.identityUuid, identityUuid));
    expect(row?.firstName).toBe('Ada');
  });

  it('rejects bad names with the spec messages and leaves the profile unchanged', async () => {
    const { jwt, identityUuid } = await registeredBorrower(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers: bearer(jwt),
      payload: { firstName: 'A', lastName: 'Sm1th', suffix: 'ESQ' },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: string[] };
    expect(errors).toContain(MESSAGES.firstNameMinLength);
    expect(errors).toContain(MESSAGES.unsupportedCharacters);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.identityUuid, identityUuid));
    expect(row?.firstName).toBeNull();
  });
});
