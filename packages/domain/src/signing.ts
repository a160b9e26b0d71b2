import { z } from 'zod';
import type { LoanDocumentType } from './documents';

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

/** What the borrower does with each document here: sign it, or acknowledge receiving it. */
export const SIGNING_ACTIONS: Partial<Record<LoanDocumentType, 'SIGN' | 'ACKNOWLEDGE'>> = {
  ACCOUNT_OPENING_DISCLOSURE: 'ACKNOWLEDGE',
  HELOC_AGREEMENT: 'SIGN',
  RIGHT_TO_CANCEL: 'ACKNOWLEDGE',
  E_SIGN_CONSENT: 'ACKNOWLEDGE',
  TEXAS_HOME_EQUITY_NOTICE: 'ACKNOWLEDGE',
};

export const SIGNATURE_STYLES = ['SCRIPT', 'PRINT'] as const;

export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000),
});

export const adoptSignatureSchema = z.object({
  fullName: z.string().trim().min(2, 'Type your full name as your signature.').max(200),
  style: z.enum(SIGNATURE_STYLES),
  agree: z.literal(true, { error: 'Agree to use this as your electronic signature.' }),
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
  action: z.enum(['SIGN', 'ACKNOWLEDGE']),
  signedAt: z.string().nullable(),
});

export const signingSessionSchema = z.object({
  status: z.string(),
  signer: z.string(),
  signature: z
    .object({ fullName: z.string(), style: z.enum(SIGNATURE_STYLES), adoptedAt: z.string() })
    .nullable(),
  documents: z.array(signingDocumentSchema),
  complete: z.boolean(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

export const SIGNING_MESSAGES = {
  notSigning: 'There is nothing to sign on this application right now.',
  nameMismatch: 'Type your name as it appears on your application.',
  adoptFirst: 'Adopt your signature before you sign.',
  notToSign: 'That document is not one you sign here.',
  changed: 'That document has changed since you opened it. Reload the page to see the current version.',
  unsigned: 'Sign or acknowledge every document first.',
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
