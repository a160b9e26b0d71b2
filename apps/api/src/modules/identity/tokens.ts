import { randomUUID, webcrypto } from 'node:crypto';
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

/** Verified tokens remembered by their exact text (decision 0034); about 600 bytes each. */
export const VERIFIED_TOKEN_CACHE_ENTRIES = 10_000;

/** HS256 session tokens with issuer, audience, expiry and an id for server-side revocation (decision 0021). */
export class TokenService {
  /** The HMAC key imported once: jose would import a raw Uint8Array again on every sign and verify. */
  private key: Promise<webcrypto.CryptoKey> | undefined;
  /**
   * Tokens whose signature and claims this process has already checked, by their exact text: the same string
   * can only ever verify the same way, so a repeat skips the HMAC. Expiry is still checked on every use;
   * revocation is not this cache's business (RevocationCache).
   */
  private readonly verified = new Map<string, Readonly<AuthContext>>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  private hmacKey(): Promise<webcrypto.CryptoKey> {
    this.key ??= webcrypto.subtle.importKey('raw', this.secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.key;
  }

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
      .sign(await this.hmacKey());
    return { jwt, jti, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid token, or null for a bad signature, wrong issuer/audience, expiry or odd claims. */
  async verify(jwt: string): Promise<AuthContext | null> {
    const known = this.verified.get(jwt);
    if (known) {
      // jose's rule: expired once the current second reaches `exp`.
      if (Math.floor(Date.now() / 1000) < known.expiresAt.getTime() / 1000) return known;
      this.verified.delete(jwt);
      return null;
    }
    const auth = await this.verifySignatureAndClaims(jwt);
    if (auth) {
      this.verified.set(jwt, auth);
      if (this.verified.size > VERIFIED_TOKEN_CACHE_ENTRIES) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
    }
    return auth;
  }

  private async verifySignatureAndClaims(jwt: string): Promise<Readonly<AuthContext> | null> {
    try {
      const { payload } = await jwtVerify(jwt, await this.hmacKey(), {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      const { sub, jti, exp, role, org } = payload;
      if (!sub || !jti || !exp || !isRole(role) || typeof org !== 'string') return null;
      return Object.freeze({
        identityUuid: sub,
        role,
        organizationCode: org,
        jti,
        expiresAt: new Date(exp * 1000),
      });
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

/**
 * How long this process trusts a "not revoked" answer for a token id (decision 0034). A logout through this
 * process takes effect at once; one recorded by another API process is seen here within this window.
 */
export const REVOCATION_RECHECK_MS = 5_000;

/** Token ids whose answer is remembered; the oldest are dropped first (about 100 bytes each). */
export const REVOCATION_CACHE_ENTRIES = 50_000;

/**
 * `isRevoked` with a short memory, so a hot read does not pay a database round trip per request
 * (decision 0034). A revoked answer is kept (revocation is final); a "not revoked" answer is asked again after
 * `REVOCATION_RECHECK_MS`. Concurrent checks of one token share a single query.
 */
export class RevocationCache {
  private readonly answers = new Map<string, { revoked: Promise<boolean>; at: number; final: boolean }>();

  constructor(
    private readonly db: Db,
    private readonly options: { recheckMs: number; maxEntries: number } = {
      recheckMs: REVOCATION_RECHECK_MS,
      maxEntries: REVOCATION_CACHE_ENTRIES,
    },
  ) {}

  async isRevoked(jti: string): Promise<boolean> {
    const now = Date.now();
    const known = this.answers.get(jti);
    // A clock stepping backwards also forces a fresh answer.
    const fresh = known && now >= known.at && now - known.at < this.options.recheckMs;
    if (known && (known.final || fresh)) return known.revoked;
    const revoked = isRevoked(this.db, jti);
    this.remember(jti, revoked, now);
    try {
      const answer = await revoked;
      // A revoked token never comes back: keep that answer however old it gets.
      if (answer) this.remember(jti, revoked, now, true);
      return answer;
    } catch (error) {
      if (this.answers.get(jti)?.revoked === revoked) this.answers.delete(jti);
      throw error;
    }
  }

  /** Logout: writes the revocation and makes this process refuse the token from now on. */
  async revoke(auth: AuthContext): Promise<void> {
    await revoke(this.db, auth);
    this.remember(auth.jti, Promise.resolve(true), Date.now(), true);
  }

  private remember(jti: string, revoked: Promise<boolean>, at: number, final = false): void {
    this.answers.delete(jti);
    this.answers.set(jti, { revoked, at, final });
    if (this.answers.size > this.options.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
}
