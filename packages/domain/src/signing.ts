import { z } from 'zod';
import type { LoanDocumentType } from './documents';
import { isTexasClosingDocument, isTexasHomeEquity } from './texas-home-equity';

/**
 * The signing ceremony in Hearth itself (issue 12 item 3, decision 0172): the borrower adopts a typed signature,
 * then signs the agreement and acknowledges receiving each disclosure, one act per document, each recorded with the
 * document's SHA-256, the signer, the time, the IP address, the browser and the location when given. The deed of
 * trust is signed before the notary (the notary step), not here.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/signing`;

export const SIGNING_API_PATHS = {
  session: (uuid: string) => base(uuid),
  adopt: (uuid: string) => `${base(uuid)}/signature`,
  acts: (uuid: string) => `${base(uuid)}/acts`,
  finish: (uuid: string) => `${base(uuid)}/finish`,
} as const;

/**
 * What the borrower does with each document here: sign it, or acknowledge receiving it. The Texas final itemized
 * disclosure is acknowledged too: the acknowledgment is the lender's proof of the day it was received, from which
 * the one business day before closing runs (decision 0181). The acknowledgment of the home's fair market value is
 * signed by each owner (and the lender); the spouses' consent is acknowledged: a spouse signs it on paper at the
 * closing (decision 0196).
 */
export const SIGNING_ACTIONS: Partial<Record<LoanDocumentType, 'SIGN' | 'ACKNOWLEDGE'>> = {
  ACCOUNT_OPENING_DISCLOSURE: 'ACKNOWLEDGE',
  HELOC_AGREEMENT: 'SIGN',
  RIGHT_TO_CANCEL: 'ACKNOWLEDGE',
  E_SIGN_CONSENT: 'ACKNOWLEDGE',
  TEXAS_HOME_EQUITY_NOTICE: 'ACKNOWLEDGE',
  TEXAS_FINAL_ITEMIZED_DISCLOSURE: 'ACKNOWLEDGE',
  TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT: 'SIGN',
  TEXAS_SPOUSE_CONSENT: 'ACKNOWLEDGE',
};

/**
 * What a signer does with a document in the online ceremony: sign it, acknowledge receiving it, or (a Texas line's
 * closing document they sign) read it here and sign it in person at the closing (decision 0201).
 */
export const SIGNING_ACTION_KINDS = ['SIGN', 'ACKNOWLEDGE', 'AT_CLOSING'] as const;
export type SigningAction = (typeof SIGNING_ACTION_KINDS)[number];

/**
 * The ceremony's action for one document of a home in `propertyState`, from the party's table (`SIGNING_ACTIONS`,
 * or an owner's): a document a Texas owner would sign that Texas has signed at the closing (Tex. Const. art. XVI,
 * section 50(a)(6)(M)(i) and (N)) is AT_CLOSING; an acknowledgment of receipt stays one (the final itemized
 * disclosure is received online a business day before the closing, then signed there).
 */
export function ceremonyAction(
  propertyState: string,
  type: LoanDocumentType,
  action: 'SIGN' | 'ACKNOWLEDGE' | undefined,
): SigningAction | undefined {
  if (action === 'SIGN' && isTexasHomeEquity(propertyState) && isTexasClosingDocument(type))
    return 'AT_CLOSING';
  return action;
}

/** Typed in a script or print hand, or drawn on the page (decision 0175: the drawing is kept as a PNG). */
export const SIGNATURE_STYLES = ['SCRIPT', 'PRINT', 'DRAWN'] as const;
export type SignatureStyle = (typeof SIGNATURE_STYLES)[number];

/** A drawn signature as the page sends it: a PNG data URL, at most this many bytes once decoded. */
export const MAX_DRAWING_BYTES = 48 * 1024;
export const DRAWING_DATA_URL_PREFIX = 'data:image/png;base64,';
/** The drawing's largest size in pixels (the page draws on a 600 x 200 canvas). */
export const MAX_DRAWING_PIXELS = { width: 1200, height: 400 } as const;

/** The initials a name gives: the first letter of its first and last words ("Alex Prime" -> "AP"). */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z\s-]+/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000),
});

export const adoptSignatureSchema = z
  .object({
    fullName: z.string().trim().min(2, 'Type your full name as your signature.').max(200),
    style: z.enum(SIGNATURE_STYLES),
    /** Initials for each page; when not sent, the name's (decision 0175). */
    initials: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{1,4}$/, 'Type your initials: one to four letters.')
      .optional(),
    /** The drawn signature (style DRAWN): a PNG data URL. */
    drawing: z
      .string()
      .max(
        Math.ceil((MAX_DRAWING_BYTES * 4) / 3) + DRAWING_DATA_URL_PREFIX.length + 4,
        'Your drawing is too large.',
      )
      .startsWith(DRAWING_DATA_URL_PREFIX, 'Draw your signature in the box, or type it instead.')
      .nullable()
      .optional(),
    agree: z.literal(true, { error: 'Agree to use this as your electronic signature.' }),
  })
  .refine((body) => (body.style === 'DRAWN') === Boolean(body.drawing), {
    path: ['drawing'],
    error: 'Draw your signature in the box, or type it instead.',
  });

export const signActSchema = z.object({
  documentId: z.uuid(),
  /** The SHA-256 of the document the borrower was shown: a document changed since is refused. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  location: locationSchema.nullable(),
});

export const signingDocumentSchema = z.object({
  documentId: z.uuid(),
  title: z.string(),
  recipient: z.string().nullable(),
  sha256: z.string(),
  action: z.enum(SIGNING_ACTION_KINDS),
  signedAt: z.string().nullable(),
});

export const signingSessionSchema = z.object({
  status: z.string(),
  signer: z.string(),
  signature: z
    .object({
      fullName: z.string(),
      style: z.enum(SIGNATURE_STYLES),
      initials: z.string(),
      /** The drawn signature as a PNG data URL, for the page to show; null when typed. */
      drawing: z.string().nullable(),
      adoptedAt: z.string(),
    })
    .nullable(),
  documents: z.array(signingDocumentSchema),
  complete: z.boolean(),
  /**
   * A first-lien line waits until every copy of its valuations has been in the borrower's hands for three business
   * days (Regulation B 1002.14(a)(1), decision 0212): the day signing opens (null while a copy is still to be sent)
   * and the day the last copy was received. Absent or null when nothing holds signing back.
   */
  valuationWait: z
    .object({ opensOn: z.string().nullable(), copyReceivedOn: z.string().nullable() })
    .nullable()
    .optional(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

export const SIGNING_MESSAGES = {
  notSigning: 'There is nothing to sign on this application right now.',
  nameMismatch: 'Type your name as it appears on your application.',
  adoptFirst: 'Adopt your signature before you sign.',
  notToSign: 'That document is not one you sign here.',
  changed: 'That document has changed since you opened it. Reload the page to see the current version.',
  unsigned: 'Sign or acknowledge every document first.',
  drawingInvalid: 'Draw your signature in the box, or type it instead.',
  initialsMismatch: 'Type the initials of your name as it appears on your application.',
  /** A Texas closing document is signed in person at the closing, never here (decision 0201). */
  texasAtClosing: (title: string, twelfthDay: string | null) =>
    `Texas law requires you to sign your ${title.charAt(0).toLowerCase()}${title.slice(1)} in person at your closing at the title company's office${twelfthDay ? `, no earlier than ${twelfthDay}` : ''}, not online. Read it here; you sign it at your closing.`,
} as const;

/** Names compared as a person would: case, accents, extra spaces and punctuation ignored. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
}
