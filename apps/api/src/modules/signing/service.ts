import { randomUUID } from 'node:crypto';
import { SIGNER_MESSAGES } from '@hearth/domain/additional-signers';
import { formatLongDate } from '@hearth/domain/dates';
import { LOAN_DOCUMENT_TITLES } from '@hearth/domain/documents';
import { DomainError } from '@hearth/domain/errors';
import {
  ceremonyAction,
  DRAWING_DATA_URL_PREFIX,
  initialsOf,
  SIGNING_MESSAGES as MESSAGES,
  SIGNING_ACTIONS,
  type SignatureStyle,
  type SigningSession,
  sameName,
} from '@hearth/domain/signing';
import { allows } from '@hearth/domain/status-actions';
import { texasDayOf, texasEarliestClosingDay } from '@hearth/domain/texas-home-equity';
import { valuationWaitWords } from '@hearth/domain/valuation-timing';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crashPoint } from '../../plugins/external/crash-points';
import type { ApplicationRow } from '../application/repository';
import { tryMoveApplication } from '../application/status-moves';
import { loanDocuments } from '../documents/schema';
import type { SigningParty } from '../owners/party';
import type { SigningGate } from './gate';
import { adoptedSignatures, signingActs } from './schema';
import { signersStillToSign } from './still-to-sign';

const STATUS = 'NOTE_SIGNING';

export interface Circumstances {
  identityUuid: string;
  ip: string;
  userAgent: string;
  now: Date;
}

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

const borrowerParty = (app: ApplicationRow): SigningParty => {
  const name = `${app.firstName} ${app.lastName}`;
  return { name, recipient: name, actions: SIGNING_ACTIONS };
};

/** The documents this signer signs or acknowledges here, each with its act once done. */
export async function signingSession(
  db: Db,
  app: ApplicationRow,
  identityUuid: string,
  party: SigningParty = borrowerParty(app),
): Promise<SigningSession> {
  const [signature] = await db
    .select()
    .from(adoptedSignatures)
    .where(
      and(eq(adoptedSignatures.applicationUuid, app.uuid), eq(adoptedSignatures.identityUuid, identityUuid)),
    );
  const docs = await db
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.applicationUuid, app.uuid))
    .orderBy(asc(loanDocuments.createdAt), asc(loanDocuments.type), asc(loanDocuments.recipient));
  const acts = await db
    .select()
    .from(signingActs)
    .where(and(eq(signingActs.applicationUuid, app.uuid), eq(signingActs.identityUuid, identityUuid)));
  // Each owner acknowledges the notice addressed to them (an owner who is not on the application gets their own).
  const mine = docs.filter(
    (d) => party.actions[d.type] && (d.type !== 'RIGHT_TO_CANCEL' || sameName(d.recipient, party.recipient)),
  );
  // A Texas line's closing documents are read here and signed at the title office (decision 0201).
  const documents = mine.map((d) => ({
    documentId: d.id,
    title: LOAN_DOCUMENT_TITLES[d.type],
    recipient: d.recipient || null,
    sha256: d.sha256,
    action: ceremonyAction(app.propertyState, d.type, party.actions[d.type]) ?? 'ACKNOWLEDGE',
    signedAt: acts.find((a) => a.documentId === d.id)?.signedAt.toISOString() ?? null,
  }));
  const signHere = documents.filter((d) => d.action !== 'AT_CLOSING');
  return {
    status: app.status,
    signer: party.name,
    signature: signature
      ? {
          fullName: signature.fullName,
          style: signature.style,
          initials: signature.initials ?? initialsOf(signature.fullName),
          drawing: signature.drawingPng ? `${DRAWING_DATA_URL_PREFIX}${signature.drawingPng}` : null,
          adoptedAt: signature.adoptedAt.toISOString(),
        }
      : null,
    documents,
    complete: signHere.length > 0 && signHere.every((d) => d.signedAt !== null),
  };
}

/**
 * The refusal of a Texas closing document signed online (decision 0201), naming the 12th day after the later of the
 * application and the section 50(g) notice (the closing may be later still: the final itemized disclosure's day).
 */
async function signedAtClosing(db: Db, app: ApplicationRow, title: string): Promise<DomainError> {
  const [notice] = await db
    .select({ createdAt: loanDocuments.createdAt })
    .from(loanDocuments)
    .where(
      and(eq(loanDocuments.applicationUuid, app.uuid), eq(loanDocuments.type, 'TEXAS_HOME_EQUITY_NOTICE')),
    );
  const twelfth = notice
    ? texasEarliestClosingDay(texasDayOf(app.createdAt), texasDayOf(notice.createdAt))
    : null;
  return conflict(MESSAGES.texasAtClosing(title, twelfth ? formatLongDate(twelfth) : null));
}

/**
 * The borrower adopts a signature: their name as on the application, typed, or typed and drawn (decision 0175),
 * with initials that begin and end as the name does. Adopting again replaces it.
 */
export async function adoptSignature(
  db: Db,
  app: ApplicationRow,
  body: {
    fullName: string;
    style: SignatureStyle;
    initials?: string | undefined;
    drawing?: string | null | undefined;
  },
  who: Circumstances,
  party: SigningParty = borrowerParty(app),
): Promise<SigningSession> {
  if (!allows(app.status, 'signDocuments')) throw conflict(MESSAGES.notSigning);
  const name = party.name;
  if (!sameName(body.fullName, name)) throw new DomainError('VALIDATION_FAILED', MESSAGES.nameMismatch);
  const initials = (body.initials ?? initialsOf(body.fullName)).toUpperCase();
  const expected = initialsOf(name);
  if (initials[0] !== expected[0] || initials[initials.length - 1] !== expected[expected.length - 1])
    throw new DomainError('VALIDATION_FAILED', MESSAGES.initialsMismatch);
  // The PNG decoder (upng) loads with the first drawn signature, not at start (decision 0213).
  const png =
    body.style === 'DRAWN' && body.drawing
      ? (await import('./drawing')).drawnSignaturePng(body.drawing)
      : null;
  if (body.style === 'DRAWN' && !png) throw new DomainError('VALIDATION_FAILED', MESSAGES.drawingInvalid);
  const values = {
    applicationUuid: app.uuid,
    identityUuid: who.identityUuid,
    fullName: body.fullName.trim(),
    style: body.style,
    initials,
    drawingPng: png ? png.toString('base64') : null,
    adoptedAt: who.now,
    ip: who.ip,
    userAgent: who.userAgent.slice(0, 300),
  };
  await db
    .insert(adoptedSignatures)
    .values(values)
    .onConflictDoUpdate({
      target: [adoptedSignatures.applicationUuid, adoptedSignatures.identityUuid],
      set: values,
    });
  return signingSession(db, app, who.identityUuid, party);
}

/**
 * One act: sign or acknowledge one document, as shown (its SHA-256 must be the stored one). A repeat answers the
 * act already recorded; nothing is recorded twice.
 */
export async function recordAct(
  db: Db,
  app: ApplicationRow,
  body: {
    documentId: string;
    sha256: string;
    location: { latitude: number; longitude: number; accuracyMeters: number } | null;
  },
  who: Circumstances,
  party: SigningParty = borrowerParty(app),
  gate?: SigningGate,
): Promise<SigningSession> {
  if (!allows(app.status, 'signDocuments')) throw conflict(MESSAGES.notSigning);
  const session = await signingSession(db, app, who.identityUuid, party);
  if (!session.signature) throw conflict(MESSAGES.adoptFirst);
  const doc = session.documents.find((d) => d.documentId === body.documentId);
  if (!doc) throw new DomainError('NOT_FOUND', MESSAGES.notToSign);
  if (doc.action === 'AT_CLOSING') throw await signedAtClosing(db, app, doc.title);
  if (doc.sha256 !== body.sha256) throw conflict(MESSAGES.changed);
  if (doc.signedAt) return session;
  // Regulation B 1002.14(a)(1): a first-lien line is not signed (consummated) until each valuation copy has been in
  // the borrower's hands three business days (decision 0212). Reading and acknowledging are not held back.
  if (doc.action === 'SIGN' && gate) {
    const wait = await gate(app, who.now);
    if (wait) throw conflict(valuationWaitWords(wait));
  }
  await db
    .insert(signingActs)
    .values({
      id: randomUUID(),
      applicationUuid: app.uuid,
      documentId: doc.documentId,
      identityUuid: who.identityUuid,
      documentSha256: doc.sha256,
      action: doc.action,
      signatureName: session.signature.fullName,
      signedAt: who.now,
      ip: who.ip,
      userAgent: who.userAgent.slice(0, 300),
      latitude: body.location?.latitude ?? null,
      longitude: body.location?.longitude ?? null,
      accuracyMeters: body.location?.accuracyMeters ?? null,
    })
    .onConflictDoNothing();
  crashPoint('signing.act-recorded');
  return signingSession(db, app, who.identityUuid, party);
}

/** When a document was last signed or acknowledged, by any party (the last owner to receive it); null before. */
export async function lastActOn(db: Db, documentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(signingActs.signedAt) })
    .from(signingActs)
    .where(eq(signingActs.documentId, documentId));
  return row?.at ?? null;
}

/** Every document signed or acknowledged: the note is signed, the notary comes next (NOTARY_DISCLOSURE). */
export async function finishSigning(
  db: Db,
  app: ApplicationRow,
  who: Circumstances,
): Promise<SigningSession> {
  const session = await signingSession(db, app, who.identityUuid);
  if (app.status === 'NOTARY_DISCLOSURE' && session.complete) return session;
  if (!allows(app.status, 'signDocuments')) throw conflict(MESSAGES.notSigning);
  if (!session.complete) throw conflict(MESSAGES.unsigned);
  // Every additional signer signs first (decision 0177): the notary step needs every owner's signature.
  const waiting = await signersStillToSign(db, app.uuid);
  if (waiting.length > 0) throw conflict(SIGNER_MESSAGES.waitingForSigners(waiting));
  const moved = await tryMoveApplication(db, {
    uuid: app.uuid,
    from: STATUS,
    to: 'NOTARY_DISCLOSURE',
    actor: 'borrower',
  });
  return moved ? signingSession(db, moved, who.identityUuid) : signingSession(db, app, who.identityUuid);
}
