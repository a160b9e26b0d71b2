import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CoDeedApplication,
  type CoDeedStatus,
  INVITATION_TTL_DAYS,
  type InvitationView,
  SIGNER_MESSAGES as MESSAGES,
  RESEND_AFTER_SECONDS,
  SIGNER_INVITATION_PAGE,
  type SignerIdentity,
  type SignerOwner,
  type SignersView,
  signerNextPage,
} from '@hearth/domain/additional-signers';
import { BASE_PATH } from '@hearth/domain/auth';
import { isApplicant } from '@hearth/domain/collateral';
import { CONDITION_MESSAGES } from '@hearth/domain/conditions';
import { DomainError } from '@hearth/domain/errors';
import { isAdditionalSigner, SIGNER_LIST_VERSION } from '@hearth/domain/signers';
import { sameName } from '@hearth/domain/signing';
import { dateOfBirthError } from '@hearth/domain/validation';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import { encryptField } from '../application/crypto';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import type { CollateralDeps } from '../collateral/deps';
import { readFile } from '../collateral/file';
import { openRequirements } from '../collateral/title';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { findIdentityByEmail, type IdentityRow, insertIdentityWithProfile } from '../identity/repository';
import { outbox } from '../identity/schema';
import { type DeedParty, notaryDeedSignatures, notarySessions } from '../notary/schema';
import { profiles } from '../profile/schema';
import { signingSession } from '../signing/service';
import { refuseAnotherParty, signerParty } from './party';
import { type SignerInvitationRow, signerInvitations } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_MAIL_KIND = 'SIGNER_INVITATION';

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** 32 random bytes, base64url: 43 characters, the only shape the accept call takes. */
const newToken = () => randomBytes(32).toString('base64url');

const conflict = (message: string) => new DomainError('CONFLICT', message);
const outOfOrder = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

const borrowerName = (app: ApplicationRow) => `${app.firstName} ${app.lastName}`;
const propertyLine = (app: ApplicationRow) =>
  `${app.propertyStreet1}, ${app.propertyCity}, ${app.propertyState} ${app.propertyZip}`;

/** The owners on title who are not the applicant (decision 0160's co-deed request). */
async function ownersToSign(db: Db, uuid: string): Promise<string[]> {
  return (await readFile(db, uuid))?.title?.additionalSigners ?? [];
}

export async function invitationsOf(db: Pick<Db, 'select'>, uuid: string): Promise<SignerInvitationRow[]> {
  return db.select().from(signerInvitations).where(eq(signerInvitations.applicationUuid, uuid));
}

/** Has the signer signed or acknowledged each of their documents (only once the documents exist)? */
async function signedAt(
  db: Db,
  app: ApplicationRow,
  invitation: SignerInvitationRow,
): Promise<string | null> {
  if (!invitation.identityUuid || !invitation.joinedAt) return null;
  const session = await signingSession(db, app, invitation.identityUuid, signerParty(invitation));
  if (!session.complete) return null;
  return (
    session.documents
      .map((d) => d.signedAt ?? '')
      .sort()
      .at(-1) ?? null
  );
}

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
  if (app.status !== 'CO_DEED_REQUEST') throw outOfOrder(MESSAGES.notInvitingNow);
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
  if (app.status !== 'CO_DEED_REQUEST') throw outOfOrder(MESSAGES.notInvitingNow);
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

/**
 * Now on an application's clock (decision 0188). A link names no application, so its calls read the clock of the
 * application the invitation belongs to, the one its expiry was set on.
 */
export type NowOf = (applicationUuid: string) => Date;

/** The invitation a token opens; refused when unknown, used or expired. */
async function openInvitation(db: Db, token: string, nowOf: NowOf) {
  const [invitation] = await db
    .select()
    .from(signerInvitations)
    .where(eq(signerInvitations.tokenHash, tokenHash(token)));
  if (!invitation) throw new DomainError('NOT_FOUND', MESSAGES.invitationInvalid);
  if (invitation.acceptedAt) throw conflict(MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= nowOf(invitation.applicationUuid).getTime())
    throw new DomainError('CONFLICT', MESSAGES.invitationExpired);
  const app = await findApplication(db, invitation.applicationUuid);
  if (!app) throw new DomainError('NOT_FOUND', MESSAGES.invitationInvalid);
  return { invitation, app };
}

/** What the link is for, shown before the owner sets a password. */
export async function invitationView(db: Db, token: string, nowOf: NowOf): Promise<InvitationView> {
  const { invitation, app } = await openInvitation(db, token, nowOf);
  return {
    ownerName: invitation.ownerName,
    email: invitation.email,
    borrowerName: borrowerName(app),
    property: propertyLine(app),
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: (await findIdentityByEmail(db, invitation.email)) !== undefined,
  };
}

/**
 * The owner sets a password: a co-deeder identity (profile type CO_DEEDER) under the invitation's address, tied
 * to the invitation in the same transaction that spends the token, so a link works once. An address that already
 * has an account (an owner invited to a second application, or a borrower elsewhere) accepts with its password,
 * but never the account of this application's borrower or of another of its owners (decision 0191).
 */
export async function acceptInvitation(
  db: Db,
  body: { token: string; password: string },
  nowOf: NowOf,
): Promise<IdentityRow> {
  const { invitation, app } = await openInvitation(db, body.token, nowOf);
  const existing = await findIdentityByEmail(db, invitation.email);
  if (existing && !(await verifyPassword(existing.passwordHash, body.password)))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.wrongPassword);
  const passwordHash = existing ? '' : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const identity =
      existing ??
      (
        await insertIdentityWithProfile(tx, {
          email: invitation.email,
          passwordHash,
          phoneNumber: '',
          organizationCode: app.organizationCode,
          role: 'CO_DEEDER',
        })
      )?.identity;
    // Another request created the account between the read and this insert: its password decides next time.
    if (!identity) throw conflict(MESSAGES.invitationUsed);
    // Thrown here, the transaction writes nothing: no account, the token unspent.
    const accepting = { identityUuid: identity.uuid };
    const others = (await invitationsOf(tx, app.uuid)).filter((i) => i.id !== invitation.id);
    refuseAnotherParty(app.identityUuid, [...others, accepting], accepting);
    const [spent] = await tx
      .update(signerInvitations)
      .set({ acceptedAt: nowOf(invitation.applicationUuid), identityUuid: identity.uuid })
      .where(
        and(
          eq(signerInvitations.id, invitation.id),
          eq(signerInvitations.tokenHash, tokenHash(body.token)),
          isNull(signerInvitations.acceptedAt),
        ),
      )
      .returning();
    if (!spent) throw conflict(MESSAGES.invitationUsed);
    return identity;
  });
}

export interface SignerContext {
  app: ApplicationRow;
  invitation: SignerInvitationRow;
}

/**
 * The application of a signer, or the 404 every other caller gets: the signers listed (version v1) are the
 * identities of the application's accepted invitations (spec section 4, `isAdditionalSigner`). Every call an owner
 * makes as an owner (join, signing, the deed, the right to cancel, their tasks) starts here, so here the guard of
 * decision 0191 refuses an invitation held by the borrower's account or another owner's (one from before the fix).
 */
export async function signerApplicationOr404(
  db: Db,
  uuid: string,
  identityUuid: string,
): Promise<SignerContext> {
  const invitations = (await invitationsOf(db, uuid)).filter((i) => i.identityUuid);
  const [profile] = await db.select().from(profiles).where(eq(profiles.identityUuid, identityUuid));
  const listed = {
    additionalSignerVersion: SIGNER_LIST_VERSION,
    helocSigners: invitations.map((i) => ({ identityUuid: i.identityUuid as string })),
  };
  const invitation = invitations.find((i) => i.identityUuid === identityUuid);
  const app = invitation ? await findApplication(db, uuid) : undefined;
  if (!invitation || !app || !isAdditionalSigner(listed, profile, identityUuid)) throw notFoundError();
  refuseAnotherParty(app.identityUuid, invitations, invitation);
  return { app, invitation };
}

/** An online notary session is booked and waits for this owner's signature on the deed (decision 0184). */
async function deedToSign(db: Db, ctx: SignerContext): Promise<boolean> {
  if (!['NOTARY_WAITING_PERIOD', 'DEED_SIGNING'].includes(ctx.app.status) || !ctx.invitation.identityUuid)
    return false;
  const [session] = await db
    .select()
    .from(notarySessions)
    .where(eq(notarySessions.applicationUuid, ctx.app.uuid));
  if (session?.kind !== 'ONLINE' || session.missedAt) return false;
  if (!session.deedSigners?.some((party) => party.identityUuid === ctx.invitation.identityUuid)) return false;
  const [signature] = await db
    .select()
    .from(notaryDeedSignatures)
    .where(
      and(
        eq(notaryDeedSignatures.requestId, session.requestId),
        eq(notaryDeedSignatures.identityUuid, ctx.invitation.identityUuid),
      ),
    );
  return !signature;
}

async function coDeedApplication(db: Db, ctx: SignerContext): Promise<CoDeedApplication> {
  const signed = await signedAt(db, ctx.app, ctx.invitation);
  return {
    uuid: ctx.app.uuid,
    status: ctx.app.status,
    ownerName: ctx.invitation.ownerName,
    borrowerName: borrowerName(ctx.app),
    property: propertyLine(ctx.app),
    joinedAt: ctx.invitation.joinedAt?.toISOString() ?? null,
    signingComplete: signed !== null,
    next: signerNextPage({
      status: ctx.app.status,
      joined: ctx.invitation.joinedAt !== null,
      signingComplete: signed !== null,
      deedToSign: await deedToSign(db, ctx),
    }),
  };
}

/** The co-deed status call (spec section 7): the applications this signer was invited to, newest first. */
export async function coDeedStatus(db: Db, identityUuid: string): Promise<CoDeedStatus> {
  const rows = await db
    .select({ invitation: signerInvitations, app: helocApplications })
    .from(signerInvitations)
    .innerJoin(helocApplications, eq(helocApplications.uuid, signerInvitations.applicationUuid))
    .where(eq(signerInvitations.identityUuid, identityUuid))
    .orderBy(desc(signerInvitations.invitedAt));
  const applications: CoDeedApplication[] = [];
  for (const row of rows) applications.push(await coDeedApplication(db, row));
  return { applications };
}

export interface JoinCircumstances {
  ip: string;
  userAgent: string;
  now: Date;
  encryptionKey: Uint8Array;
}

/**
 * Who the owner says they are, checked as title and the spec check it: every word of the name among the title
 * owner's words, the date of birth by the spec's rules (at least 18, 19 for an Alabama home). The first refusal.
 */
function identityRefusal(
  app: ApplicationRow,
  invitation: SignerInvitationRow,
  body: SignerIdentity,
  now: Date,
): DomainError | null {
  if (!isApplicant(invitation.ownerName, { firstName: body.firstName, lastName: body.lastName }))
    return new DomainError('VALIDATION_FAILED', MESSAGES.nameMismatch);
  const dobError = dateOfBirthError(body.dob, { now, state: app.propertyState });
  return dobError ? new DomainError('VALIDATION_FAILED', dobError) : null;
}

/** The name and date of birth kept for the owner (the date encrypted), and their profile's name. */
function identityColumns(body: SignerIdentity, encryptionKey: Uint8Array) {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    dobEncrypted: encryptField(encryptionKey, body.dob.trim()),
  };
}

async function renameProfile(
  tx: Pick<Db, 'update'>,
  invitation: SignerInvitationRow,
  body: SignerIdentity,
  now: Date,
) {
  if (!invitation.identityUuid) return;
  await tx
    .update(profiles)
    .set({ firstName: body.firstName.trim(), lastName: body.lastName.trim(), updatedAt: now })
    .where(eq(profiles.identityUuid, invitation.identityUuid));
}

/**
 * The owner confirms who they are (the name title gives them and their date of birth; no SSN: no credit is pulled
 * on an owner who does not borrow), consents to e-sign and agrees to the lien. When every owner has joined, the
 * application continues to insurance as it would have without them.
 */
export async function joinApplication(
  deps: CollateralDeps,
  ctx: SignerContext,
  body: SignerIdentity,
  who: JoinCircumstances,
): Promise<CoDeedApplication> {
  const { app, invitation } = ctx;
  if (app.status === 'CANCELLED' || app.status === 'DECLINED') throw outOfOrder(MESSAGES.notInvitingNow);
  if (invitation.joinedAt) return coDeedApplication(deps.db, ctx);
  const refusal = identityRefusal(app, invitation, body, who.now);
  if (refusal) throw refusal;
  const [joined] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(signerInvitations)
      .set({
        joinedAt: who.now,
        ...identityColumns(body, who.encryptionKey),
        eSignConsentAt: who.now,
        lienConsentAt: who.now,
        joinIp: who.ip,
        joinUserAgent: who.userAgent.slice(0, 300),
      })
      .where(and(eq(signerInvitations.id, invitation.id), isNull(signerInvitations.joinedAt)))
      .returning();
    await renameProfile(tx, invitation, body, who.now);
    return rows;
  });
  await continueWhenEveryoneJoined(deps, app.uuid);
  const latest = (await findApplication(deps.db, app.uuid)) ?? app;
  return coDeedApplication(deps.db, { app: latest, invitation: joined ?? invitation });
}

/**
 * The owner confirms who they are again, for the lender's ID verification task (decision 0183): the join's checks,
 * and the answers replace those given on joining. Runs in the caller's transaction, with the task's own change.
 */
export async function reconfirmSignerIdentity(
  tx: Pick<Db, 'update'>,
  ctx: SignerContext,
  body: SignerIdentity,
  who: { now: Date; encryptionKey: Uint8Array },
): Promise<void> {
  const refusal = identityRefusal(ctx.app, ctx.invitation, body, who.now);
  if (refusal) throw refusal;
  await tx
    .update(signerInvitations)
    .set(identityColumns(body, who.encryptionKey))
    .where(eq(signerInvitations.id, ctx.invitation.id));
  await renameProfile(tx, ctx.invitation, body, who.now);
}

/** An owner the lender can ask something of (decision 0183): one of this application's, who has joined. */
export async function joinedSignerOf(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  invitationId: string,
): Promise<SignerInvitationRow> {
  const invitation = (await invitationsOf(db, app.uuid)).find((i) => i.id === invitationId);
  if (!invitation) throw new DomainError('NOT_FOUND', CONDITION_MESSAGES.signerNotFound);
  if (!invitation.joinedAt || !invitation.identityUuid)
    throw new DomainError('STEP_OUT_OF_ORDER', CONDITION_MESSAGES.signerNotJoined);
  return invitation;
}

/**
 * The lender asked the owner for something (decision 0183): an e-mail through the outbox, since an owner who does
 * not borrow rarely looks at the application. It names the task, never the lender's note (that stays on the page).
 */
export async function noticeSignerTask(
  db: Pick<Db, 'insert'>,
  app: ApplicationRow,
  invitation: SignerInvitationRow,
  header: string,
): Promise<void> {
  if (!invitation.identityUuid) return;
  await db.insert(outbox).values({
    identityUuid: invitation.identityUuid,
    kind: 'SIGNER_TASK_OPENED',
    recipient: invitation.email,
    subject: 'The lender needs something from you',
    body:
      `For ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)}, the lender needs something ` +
      `from you as an owner of the home: ${header}.\n\nLog in as an additional signer to see what is needed. ` +
      'Someone from the loan team will also contact you about it.',
  });
}

/** CO_DEED_REQUEST -> TRUST_AND_INSURANCE once every owner on title has joined; a repeat moves nothing. */
export async function continueWhenEveryoneJoined(deps: CollateralDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  const file = await readFile(deps.db, uuid);
  if (app?.status !== 'CO_DEED_REQUEST' || !file) return;
  const owners = file.title?.additionalSigners ?? [];
  const invitations = await invitationsOf(deps.db, uuid);
  const everyone = owners.every((owner) => invitations.some((i) => i.ownerName === owner && i.joinedAt));
  if (owners.length === 0 || !everyone) return;
  const moved = await openRequirements(deps, uuid, file, {
    uuid,
    from: 'CO_DEED_REQUEST',
    to: 'TRUST_AND_INSURANCE',
    actor: 'borrower',
    reason: 'every additional signer joined',
  });
  if (moved) await deps.advance(uuid);
}

/**
 * The documents are ready (NOTE_SIGNING): each owner who joined is told by e-mail, through the outbox, to sign.
 * Called by the documents job once it has made the move.
 */
export async function noticeSignersDocumentsReady(db: Db, uuid: string): Promise<void> {
  const app = await findApplication(db, uuid);
  if (!app) return;
  for (const invitation of await invitationsOf(db, uuid)) {
    if (!invitation.identityUuid || !invitation.joinedAt) continue;
    await db.insert(outbox).values({
      identityUuid: invitation.identityUuid,
      kind: 'SIGNER_DOCUMENTS_READY',
      recipient: invitation.email,
      subject: 'Your documents are ready to sign',
      body:
        `The documents for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)} are ready. ` +
        'Log in as an additional signer to acknowledge your notice of the right to cancel and sign the deed of trust.',
    });
  }
}

/**
 * Who signs the deed of trust before the notary (decision 0184): the borrower, then each owner on title who joined,
 * under the name they joined with (the name their signature was adopted in).
 */
export async function deedParties(db: Pick<Db, 'select'>, app: ApplicationRow): Promise<DeedParty[]> {
  const parties: DeedParty[] = [{ identityUuid: app.identityUuid, name: borrowerName(app), borrower: true }];
  for (const invitation of await invitationsOf(db, app.uuid))
    if (invitation.identityUuid && invitation.joinedAt)
      parties.push({
        identityUuid: invitation.identityUuid,
        name: signerParty(invitation).name,
        borrower: false,
      });
  return parties;
}

const when = (at: Date) =>
  `${at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Los_Angeles' })} Pacific time`;

/**
 * A notary is booked (decision 0184): each owner on title who joined is told by e-mail, through the outbox, when
 * and how they sign the deed. Called once per booking, by the request that made it.
 */
export async function noticeSignersNotaryBooked(db: Db, uuid: string): Promise<void> {
  const app = await findApplication(db, uuid);
  const [session] = await db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, uuid));
  if (!app || !session) return;
  const online = session.kind === 'ONLINE';
  const place = session.place
    ? `${session.place.name}, ${session.place.street1}${session.place.street2 ? `, ${session.place.street2}` : ''}, ${session.place.city}, ${session.place.state} ${session.place.zip}`
    : '';
  for (const invitation of await invitationsOf(db, uuid)) {
    if (!invitation.identityUuid || !invitation.joinedAt) continue;
    await db.insert(outbox).values({
      identityUuid: invitation.identityUuid,
      kind: 'SIGNER_NOTARY_BOOKED',
      recipient: invitation.email,
      subject: online
        ? 'Sign the deed of trust with the online notary'
        : 'Meet the notary to sign the deed of trust',
      body: online
        ? `The online notary session for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)} is on ${when(session.startsAt)}. ` +
          'Log in as an additional signer at that time and sign the deed of trust on the Sign page; the session opens 15 minutes before. Have your photo ID with you. ' +
          'The notary completes the deed once everyone on title has signed.'
        : `A notary meets everyone on title on ${when(session.startsAt)} at ${place} to sign the deed of trust for ${borrowerName(app)}'s home equity line of credit on ${propertyLine(app)}. ` +
          `Please be there with your photo ID. The notary is ${session.notary}${session.notaryPhone ? `, ${session.notaryPhone}` : ''}.`,
    });
  }
}

/**
 * The borrower gave a notary booking up to choose another time (decision 0186): each owner on title who joined is
 * told it is off, in the transaction that gives it up, so once. The new time follows with the next booking's mail.
 */
export async function noticeSignersNotaryWithdrawn(
  tx: Pick<Db, 'insert' | 'select' | 'update'>,
  uuid: string,
  booking: { kind: 'ONLINE' | 'MANUAL'; startsAt: Date },
): Promise<void> {
  const app = await findApplication(tx, uuid);
  if (!app) return;
  const what = booking.kind === 'ONLINE' ? 'online notary session' : 'notary visit';
  for (const invitation of await invitationsOf(tx, uuid)) {
    if (!invitation.identityUuid || !invitation.joinedAt) continue;
    await tx.insert(outbox).values({
      identityUuid: invitation.identityUuid,
      kind: 'SIGNER_NOTARY_WITHDRAWN',
      recipient: invitation.email,
      subject: `The ${what} is canceled`,
      body:
        `${borrowerName(app)} canceled the ${what} of ${when(booking.startsAt)} for the home equity line of credit on ${propertyLine(app)} to choose another time. ` +
        'You do not need to do anything now. We will email you the new time as soon as it is booked.',
    });
  }
}

/** Where to write to each owner of an application: the borrower, and every owner on title who joined. */
export async function ownerMailboxes(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
): Promise<{ name: string; identityUuid: string; email: string }[]> {
  const owners = [{ name: borrowerName(app), identityUuid: app.identityUuid, email: app.email }];
  for (const invitation of await invitationsOf(db, app.uuid))
    if (invitation.identityUuid && invitation.joinedAt)
      owners.push({
        name: invitation.ownerName,
        identityUuid: invitation.identityUuid,
        email: invitation.email,
      });
  return owners;
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
