import { randomUUID } from 'node:crypto';
import { isRole, type Role } from '@hearth/domain/roles';
import { eq, lt } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/database';
import { revokedTokens } from './schema';

export const TOKEN_ISSUER = 'hearth-api';
export const TOKEN_AUDIENCE = 'hearth-web';

/** Who is calling, as proven by a verified, unrevoked token. */
export interface AuthContext {
  identityUuid: string;
  role: Role;
  organizationCode: string;
  jti: string;
  expiresAt: Date;
}

export interface IssuedToken {
  jwt: string;
  jti: string;
  expiresAt: Date;
}

/** HS256 session tokens with issuer, audience, expiry and an id for server-side revocation (decision 0021). */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue(subject: { identityUuid: string; role: Role; organizationCode: string }): Promise<IssuedToken> {
    const jti = randomUUID();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const exp = nowSeconds + this.ttlSeconds;
    const jwt = await new SignJWT({ role: subject.role, org: subject.organizationCode })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject.identityUuid)
      .setJti(jti)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(exp)
      .sign(this.secret);
    return { jwt, jti, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid token, or null for a bad signature, wrong issuer/audience, expiry or odd claims. */
  async verify(jwt: string): Promise<AuthContext | null> {
    try {
      const { payload } = await jwtVerify(jwt, this.secret, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      const { sub, jti, exp, role, org } = payload;
      if (!sub || !jti || !exp || !isRole(role) || typeof org !== 'string') return null;
      return { identityUuid: sub, role, organizationCode: org, jti, expiresAt: new Date(exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}

/** Records a logout; a second logout with the same token is a no-op. Expired entries are purged on the way. */
export async function revoke(db: Db, auth: AuthContext): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: auth.jti, identityUuid: auth.identityUuid, expiresAt: auth.expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
