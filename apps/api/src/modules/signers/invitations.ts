import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  SIGNER_MESSAGES as MESSAGES,
  RESEND_AFTER_SECONDS,
  SIGNER_INVITATION_PAGE,
  type SignerOwner,
  type SignersView,
} from '@hearth/domain/additional-signers';
import { BASE_PATH } from '@hearth/domain/auth';
import { DomainError } from '@hearth/domain/errors';
import { sameName } from '@hearth/domain/signing';
import { allows } from '@hearth/domain/status-actions';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import type { ApplicationRow } from '../application/repository';
import { findIdentityByEmail } from '../identity/repository';
import { outbox } from '../identity/schema';
import { borrowerName, conflict, invitationsOf, outOfOrder, propertyLine } from '../owners/owners';
import { refuseAnotherParty } from '../owners/party';
import { signerInvitations } from '../owners/schema';
import { ownersToSign, signedAt } from './progress';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_MAIL_KIND = 'SIGNER_INVITATION';

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** 32 random bytes, base64url: 43 characters, the only shape the accept call takes. */
const newToken = () => randomBytes(32).toString('base64url');

/** The borrower's view: every owner to invite, with their invitation's state. */
export async function signersView(db: Db, app: ApplicationRow): Promise<SignersView> {
  const owners = await ownersToSign(db, app.uuid);
  const invitations = await invitationsOf(db, app.uuid);
  const rows: SignerOwner[] = [];
  for (const ownerName of owners) {
    const invitation = invitations.find((i) => i.ownerName === ownerName);
    const signed = invitation ? await signedAt(db, app, invitation) : null;
    rows.push({
      ownerName,
      state: !invitation ? 'NOT_INVITED' : signed ? 'SIGNED' : invitation.joinedAt ? 'JOINED' : 'INVITED',
      invitationId: invitation?.id ?? null,
      email: invitation?.email ?? null,
      invitedAt: invitation?.invitedAt.toISOString() ?? null,
      lastSentAt: invitation?.lastSentAt.toISOString() ?? null,
      expiresAt: invitation?.expiresAt.toISOString() ?? null,
      joinedAt: invitation?.joinedAt?.toISOString() ?? null,
      signedAt: signed,
    });
  }
  return { status: app.status, owners: rows };
}

export interface InvitationMail {
  /** The site the borrower is on (scheme and host), for the link. */
  origin: string;
  now: Date;
}

/** The e-mail, through the outbox (decision 0082); the link carries the token, so only the mail ever holds it. */
async function sendInvitation(
  db: Pick<Db, 'insert'>,
  app: ApplicationRow,
  invitation: { ownerName: string; email: string; expiresAt: Date },
  token: string,
  mail: InvitationMail,
): Promise<void> {
  const link = `${mail.origin}${BASE_PATH}${SIGNER_INVITATION_PAGE}#invitation=${token}`;
  const expires = invitation.expiresAt.toISOString().slice(0, 10);
  await db.insert(outbox).values({
    // The account the message concerns: the borrower's, whose application it is (the owner has none yet).
    identityUuid: app.identityUuid,
    kind: INVITATION_MAIL_KIND,
    recipient: invitation.email,
    subject: `${borrowerName(app)} asks you to sign for your home`,
    body:
      `${borrowerName(app)} applied for a home equity line of credit secured by ${propertyLine(app)}, which the ` +
      `title records show you own too. As an owner, you need to agree to the lien and sign the deed of trust. ` +
      `You do not borrow and owe nothing.\n\nSet up your account: ${link}\n\nThis link works once and ` +
      `expires on ${expires}. If you were not expecting it, you can ignore this e-mail.`,
  });
}

/**
 * The borrower invites one owner on title by e-mail. One invitation per owner: the same address again sends
 * nothing; a new address (before they join) replaces it and the old link stops working.
 */
export async function inviteSigner(
  db: Db,
  app: ApplicationRow,
  body: { ownerName: string; email: string },
  mail: InvitationMail,
): Promise<SignersView> {
  if (!allows(app.status, 'inviteSigners')) throw outOfOrder(MESSAGES.notInvitingNow);
  const owners = await ownersToSign(db, app.uuid);
  const ownerName = owners.find((owner) => sameName(owner, body.ownerName));
  if (!ownerName) throw new DomainError('VALIDATION_FAILED', MESSAGES.notOwner);
  const email = body.email.trim();
  if (email.toLowerCase() === app.email.toLowerCase())
    throw new DomainError('VALIDATION_FAILED', MESSAGES.emailIsBorrower);
  const invitations = await invitationsOf(db, app.uuid);
  const existing = invitations.find((i) => i.ownerName === ownerName);
  // The account the address signs in to, whatever its case: never the borrower's login nor another owner's (0191).
  const account = await findIdentityByEmail(db, email);
  if (account) {
    const invited = { identityUuid: account.uuid };
    const others = invitations.filter((i) => i !== existing);
    refuseAnotherParty(app.identityUuid, [...others, invited], invited, 'invite');
  }
  if (invitations.some((i) => i.ownerName !== ownerName && i.email.toLowerCase() === email.toLowerCase()))
    throw conflict(MESSAGES.emailTaken);
  if (existing?.acceptedAt) throw conflict(MESSAGES.alreadyJoined);
  if (existing && existing.email.toLowerCase() === email.toLowerCase()) return signersView(db, app);

  const token = newToken();
  const expiresAt = new Date(mail.now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    if (existing) {
      const [updated] = await tx
        .update(signerInvitations)
        .set({
          email,
          tokenHash: tokenHash(token),
          expiresAt,
          lastSentAt: mail.now,
          sentCount: sql`${signerInvitations.sentCount} + 1`,
        })
        .where(and(eq(signerInvitations.id, existing.id), isNull(signerInvitations.acceptedAt)))
        .returning();
      if (!updated) throw conflict(MESSAGES.alreadyJoined);
    } else {
      // The unique (application, owner) index decides a race between two clicks: the loser sends nothing.
      const [inserted] = await tx
        .insert(signerInvitations)
        .values({
          id: randomUUID(),
          applicationUuid: app.uuid,
          ownerName,
          email,
          tokenHash: tokenHash(token),
          expiresAt,
          invitedAt: mail.now,
          lastSentAt: mail.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return;
    }
    await sendInvitation(tx, app, { ownerName, email, expiresAt }, token, mail);
  });
  return signersView(db, app);
}

/** A new link for an invitation not yet accepted: the old one stops working. */
export async function resendInvitation(
  db: Db,
  app: ApplicationRow,
  invitationId: string,
  mail: InvitationMail,
): Promise<SignersView> {
  const [invitation] = await db
    .select()
    .from(signerInvitations)
    .where(and(eq(signerInvitations.id, invitationId), eq(signerInvitations.applicationUuid, app.uuid)));
  if (!invitation) throw notFoundError();
  if (invitation.acceptedAt) throw conflict(MESSAGES.alreadyJoined);
  if (!allows(app.status, 'inviteSigners')) throw outOfOrder(MESSAGES.notInvitingNow);
  if (mail.now.getTime() - invitation.lastSentAt.getTime() < RESEND_AFTER_SECONDS * 1000)
    throw new DomainError('RATE_LIMITED', MESSAGES.resendTooSoon);
  const token = newToken();
  const expiresAt = new Date(mail.now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(signerInvitations)
      .set({
        tokenHash: tokenHash(token),
        expiresAt,
        lastSentAt: mail.now,
        sentCount: sql`${signerInvitations.sentCount} + 1`,
      })
      .where(eq(signerInvitations.id, invitation.id));
    await sendInvitation(tx, app, { ...invitation, expiresAt }, token, mail);
  });
  return signersView(db, app);
}

/** Sandbox only: the link of the last invitation mailed to an address (the mail is the only holder of a token). */
export async function latestInvitationLink(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.kind, INVITATION_MAIL_KIND), sql`lower(${outbox.recipient}) = lower(${email})`))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail?.body.match(/https?:\/\/\S+#invitation=[A-Za-z0-9_-]{43}/)?.[0];
  if (!link) throw notFoundError();
  return link;
}
