import { createHmac, webcrypto } from 'node:crypto';
import { CHAT_NONCE_TTL_SECONDS, CHAT_TOKEN_TTL_SECONDS } from '@hearth/domain/chat-api';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'hearth-api';
/** Audiences of their own: a chat token or a nonce is never a session token, nor one the other. */
const CHAT_AUDIENCE = 'hearth-chat';
const NONCE_AUDIENCE = 'hearth-chat-nonce';

export interface ChatTokenClaims {
  conversationId: string;
  organizationCode: string;
  expiresAt: Date;
}

export interface ChatNonceClaims {
  identityUuid: string;
  sessionId: string;
  generation: number;
  organizationCode: string;
  expiresAt: Date;
}

/**
 * Short-lived chat tokens bound to one conversation, and the signed-in borrower's nonce (decision 0232). Signed with
 * a key derived from the session key, so nothing new to configure, and useless as a session token.
 */
export class ChatTokens {
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(sessionSecret: Uint8Array) {
    const derived = createHmac('sha256', sessionSecret).update('hearth chat tokens v1').digest();
    this.key = webcrypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  private async sign(claims: Record<string, unknown>, subject: string, audience: string, ttl: number) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttl;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  private async read(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.org !== 'string' ||
        typeof payload.exp !== 'number'
      )
        return null;
      return payload as typeof payload & { sub: string; org: string; exp: number };
    } catch {
      return null;
    }
  }

  issueChatToken(conversationId: string, organizationCode: string) {
    return this.sign({ org: organizationCode }, conversationId, CHAT_AUDIENCE, CHAT_TOKEN_TTL_SECONDS);
  }

  async verifyChatToken(token: string): Promise<ChatTokenClaims | null> {
    const payload = await this.read(token, CHAT_AUDIENCE);
    if (!payload) return null;
    return {
      conversationId: payload.sub,
      organizationCode: payload.org,
      expiresAt: new Date(payload.exp * 1000),
    };
  }

  /** A nonce of the caller's sign-in session: it ends with a logout like the session's tokens. */
  issueNonce(session: {
    identityUuid: string;
    sessionId: string;
    generation: number;
    organizationCode: string;
  }) {
    return this.sign(
      { org: session.organizationCode, sid: session.sessionId, gen: session.generation },
      session.identityUuid,
      NONCE_AUDIENCE,
      CHAT_NONCE_TTL_SECONDS,
    );
  }

  async verifyNonce(nonce: string): Promise<ChatNonceClaims | null> {
    const payload = await this.read(nonce, NONCE_AUDIENCE);
    if (!payload || typeof payload.sid !== 'string' || typeof payload.gen !== 'number') return null;
    return {
      identityUuid: payload.sub,
      sessionId: payload.sid,
      generation: payload.gen,
      organizationCode: payload.org,
      expiresAt: new Date(payload.exp * 1000),
    };
  }
}
