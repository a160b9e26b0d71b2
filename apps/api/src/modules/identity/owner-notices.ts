import type { Db } from '../../db/database';
import type { IdentityRow } from './repository';
import { outbox } from './schema';

type Executor = Pick<Db, 'insert'>;

export type OwnerNoticeKind = 'SIGN_IN_PAUSED' | 'PASSWORD_CHANGED' | 'EMAIL_CHANGED';

function text(kind: OwnerNoticeKind, at: Date, pausedMinutes: number): { subject: string; body: string } {
  const when = at.toISOString().replace('T', ' ').slice(0, 16);
  switch (kind) {
    case 'SIGN_IN_PAUSED':
      return {
        subject: 'Sign-in to your account was paused',
        body:
          `We paused sign-in to your account for ${pausedMinutes} minutes at ${when} UTC after repeated ` +
          'unsuccessful attempts with a wrong password. If this was not you, someone may be guessing your ' +
          'password: once the pause ends, sign in and change it.',
      };
    case 'PASSWORD_CHANGED':
      return {
        subject: 'Your password was changed',
        body:
          `The password of your account was changed at ${when} UTC and every signed-in session was ended. ` +
          'If this was not you, contact support right away.',
      };
    case 'EMAIL_CHANGED':
      return {
        subject: 'The email of your account was changed',
        body:
          `The sign-in email of your account was changed at ${when} UTC. We send our messages to the new ` +
          'address from now on. If this was not you, contact support right away.',
      };
  }
}

/**
 * Tells an identity's owner of a security event through the outbox (decision 0082): one row per event, drained
 * by the mail sender. Written by the request that caused it.
 */
export async function noticeToOwner(
  db: Executor,
  identity: Pick<IdentityRow, 'uuid' | 'email'>,
  kind: OwnerNoticeKind,
  options: { at?: Date; pausedMinutes?: number } = {},
): Promise<void> {
  const { subject, body } = text(kind, options.at ?? new Date(), options.pausedMinutes ?? 0);
  await db
    .insert(outbox)
    .values({ identityUuid: identity.uuid, kind, recipient: identity.email, subject, body });
}
