import { randomUUID, webcrypto } from 'node:crypto';
import { isRole, type Role } from '@hearth/domain/roles';
import { lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/database';
import { identities, revokedTokens } from './schema';

export const TOKEN_ISSUER = 'hearth-api';
export const TOKEN_AUDIENCE = 'hearth-web';

/** Who is calling, as proven by a verified, unrevoked token. */
export interface AuthContext {
  identityUuid: string;
  role: Role;
  organizationCode: string;
  jti: string;
  expiresAt: Date;
  /**
   * The sign-in session the token belongs to (`sid` claim): tokens issued along one sign-in chain share it and a
   * logout ends them together. A token from before sessions existed is its own session (its `jti`).
   */
  sessionId: string;
  /** The identity's session generation when the token was issued (`gen`); a password change raises it. */
  generation: number;
}

export interface IssuedToken {
  jwt: string;
  jti: string;
  sessionId: string;
  expiresAt: Date;
}

export interface TokenSubject {
  identityUuid: string;
  role: Role;
  organizationCode: string;
  /** The identity's current `session_generation` (0 when omitted). */
  sessionGeneration?: number;
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

  /** The latest moment any token issued from now on can expire: a session ended now is recorded until then. */
  get sessionHorizon(): Date {
    return new Date((Math.floor(Date.now() / 1000) + this.ttlSeconds) * 1000);
  }

  /**
   * A token in `options.sessionId`'s session (a sign-in chain continuing), else in a new session. `ttlSeconds`
   * shortens its life (a lender console session, decision 0228); it never lengthens it past the server's.
   */
  async issue(
    subject: TokenSubject,
    options: { sessionId?: string; ttlSeconds?: number } = {},
  ): Promise<IssuedToken> {
    const jti = randomUUID();
    const sessionId = options.sessionId ?? randomUUID();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const exp = nowSeconds + Math.min(options.ttlSeconds ?? this.ttlSeconds, this.ttlSeconds);
    const jwt = await new SignJWT({
      role: subject.role,
      org: subject.organizationCode,
      sid: sessionId,
      gen: subject.sessionGeneration ?? 0,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject.identityUuid)
      .setJti(jti)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(exp)
      .sign(await this.hmacKey());
    return { jwt, jti, sessionId, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid token, or null for a bad signature, wrong issuer/audience, expiry or odd claims. */
  async verify(jwt: string): Promise<AuthContext | null> {
    const known = this.knownToken(jwt);
    if (known !== undefined) return known;
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

  /**
   * `verify`'s answer for a token this process has already checked, without waiting: its claims while unexpired,
   * null once expired; undefined for a token not checked here yet (only `verify` can say).
   */
  knownToken(jwt: string): AuthContext | null | undefined {
    const known = this.verified.get(jwt);
    if (!known) return undefined;
    // jose's rule: expired once the current second reaches `exp`.
    if (Math.floor(Date.now() / 1000) < known.expiresAt.getTime() / 1000) return known;
    this.verified.delete(jwt);
    return null;
  }

  private async verifySignatureAndClaims(jwt: string): Promise<Readonly<AuthContext> | null> {
    try {
      const { payload } = await jwtVerify(jwt, await this.hmacKey(), {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      const { sub, jti, exp, role, org, sid, gen } = payload;
      if (!sub || !jti || !exp || !isRole(role) || typeof org !== 'string') return null;
      if (sid !== undefined && (typeof sid !== 'string' || sid.length === 0)) return null;
      if (gen !== undefined && !(typeof gen === 'number' && Number.isSafeInteger(gen) && gen >= 0))
        return null;
      return Object.freeze({
        identityUuid: sub,
        role,
        organizationCode: org,
        jti,
        expiresAt: new Date(exp * 1000),
        sessionId: sid ?? jti,
        generation: gen ?? 0,
      });
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

type SessionRef = Pick<AuthContext, 'identityUuid' | 'sessionId' | 'generation'>;

/**
 * Whether the token's session was logged out, or its identity's sessions all ended (a password change) after it
 * was issued: one round trip, two primary-key lookups.
 */
/** Reads whether a session was logged out or outlived by a password change; prepared once per database. */
export function sessionStateReader(db: Db): (auth: SessionRef) => Promise<boolean> {
  // Like the hot reads (decision 0034): built and planned once, not per check.
  const query = db
    .select({
      loggedOut: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('sessionId')})`,
      generation: sql<
        number | null
      >`(select ${identities.sessionGeneration} from ${identities} where ${identities.uuid} = ${sql.placeholder('identityUuid')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('hearth_session_state');
  return async (auth) => {
    const [row] = await query.execute({ sessionId: auth.sessionId, identityUuid: auth.identityUuid });
    if (!row) return false;
    return row.loggedOut === true || (row.generation !== null && Number(row.generation) > auth.generation);
  };
}

export function isRevoked(db: Db, auth: SessionRef): Promise<boolean> {
  return sessionStateReader(db)(auth);
}

/**
 * Records a logout of the token's whole session until `until` (no token of it lives longer); a second logout is a
 * no-op. Expired entries are purged on the way.
 */
export async function revoke(db: Db, auth: SessionRef, until: Date): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: auth.sessionId, identityUuid: auth.identityUuid, expiresAt: until })
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

/** One remembered answer: the query's promise, and its value once it has settled. */
interface RevocationAnswer {
  revoked: Promise<boolean>;
  settled?: boolean;
  at: number;
  final: boolean;
}

/**
 * `isRevoked` with a short memory, so a hot read does not pay a database round trip per request
 * (decision 0034). Answers are kept per session and generation (all tokens of one session share them). A
 * revoked answer is kept (revocation is final); a "not revoked" answer is asked again after
 * `REVOCATION_RECHECK_MS`. Concurrent checks of one session share a single query.
 */
export class RevocationCache {
  private readonly answers = new Map<string, RevocationAnswer>();
  /** Session generations raised through this process (password changes), refused here at once. */
  private readonly generations = new Map<string, number>();
  private readonly readSessionState: (auth: SessionRef) => Promise<boolean>;

  constructor(
    private readonly db: Db,
    private readonly options: { recheckMs: number; maxEntries: number } = {
      recheckMs: REVOCATION_RECHECK_MS,
      maxEntries: REVOCATION_CACHE_ENTRIES,
    },
  ) {
    this.readSessionState = sessionStateReader(db);
  }

  /**
   * `isRevoked`'s answer when this process already holds it (a raised generation, a revocation, or a settled
   * answer still fresh), without waiting; undefined when only the database can say.
   */
  knownAnswer(auth: SessionRef): boolean | undefined {
    const raised = this.generations.get(auth.identityUuid);
    if (raised !== undefined && auth.generation < raised) return true;
    const known = this.answers.get(`${auth.sessionId}|${auth.generation}`);
    return known && this.usable(known, Date.now()) ? known.settled : undefined;
  }

  async isRevoked(auth: SessionRef): Promise<boolean> {
    const raised = this.generations.get(auth.identityUuid);
    if (raised !== undefined && auth.generation < raised) return true;
    const key = `${auth.sessionId}|${auth.generation}`;
    const now = Date.now();
    const known = this.answers.get(key);
    if (known && this.usable(known, now)) return known.revoked;
    const revoked = this.readSessionState(auth);
    const entry = this.remember(key, { revoked, at: now, final: false });
    try {
      const answer = await revoked;
      entry.settled = answer;
      // A revoked token never comes back: keep that answer however old it gets.
      if (answer) this.remember(key, { revoked, settled: true, at: now, final: true });
      return answer;
    } catch (error) {
      if (this.answers.get(key)?.revoked === revoked) this.answers.delete(key);
      throw error;
    }
  }

  /** A final answer always; another while fresh (a clock stepping backwards also forces a fresh answer). */
  private usable(known: RevocationAnswer, now: number): boolean {
    return known.final || (now >= known.at && now - known.at < this.options.recheckMs);
  }

  /** Logout: writes the session's revocation and makes this process refuse its tokens from now on. */
  async revoke(auth: SessionRef, until: Date): Promise<void> {
    await revoke(this.db, auth, until);
    this.remember(`${auth.sessionId}|${auth.generation}`, {
      revoked: Promise.resolve(true),
      settled: true,
      at: Date.now(),
      final: true,
    });
  }

  /**
   * A password change raised the identity's generation (already written): this process refuses the older
   * tokens at once; other processes see the new generation within the recheck window.
   */
  sessionsEnded(identityUuid: string, generation: number): void {
    this.generations.delete(identityUuid);
    this.generations.set(identityUuid, generation);
    if (this.generations.size > this.options.maxEntries) {
      const oldest = this.generations.keys().next().value;
      if (oldest !== undefined) this.generations.delete(oldest);
    }
  }

  private remember(key: string, entry: RevocationAnswer): RevocationAnswer {
    this.answers.delete(key);
    this.answers.set(key, entry);
    if (this.answers.size > this.options.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return entry;
  }
}
