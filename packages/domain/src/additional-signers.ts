import { z } from 'zod';
import { emailSchema, passwordSchema } from './validation';
import { MESSAGES } from './validation-rules';

/**
 * The additional signers' ceremony (issue 12 item 3, decision 0177): an owner on title who is not on the
 * application is invited by e-mail, sets a password, confirms who they are, consents to e-sign and agrees to the
 * lien (the co-deed); later they acknowledge their own notice of the right to cancel and sign the deed of trust.
 */
const application = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
const coDeed = '/service-application/api/v1/application/heloc/co-deed';

export const SIGNER_API_PATHS = {
  /** The borrower's view of the owners to invite, and the invitations. */
  signers: (uuid: string) => `${application(uuid)}/signers`,
  invite: (uuid: string) => `${application(uuid)}/signers/invitations`,
  resend: (uuid: string, invitationId: string) =>
    `${application(uuid)}/signers/invitations/${invitationId}/resend`,
  /** The invited owner, before they have an account: what the link is for, then accepting it. */
  invitation: `${coDeed}/invitation`,
  accept: `${coDeed}/invitation/accept`,
  status: `${coDeed}/status`,
  join: (uuid: string) => `${coDeed}/${uuid}/join`,
  document: (uuid: string, documentId: string) => `${coDeed}/${uuid}/documents/${documentId}`,
  /** One of the signer's own documents as its PDF, to keep (decision 0208). */
  pdf: (uuid: string, documentId: string) => `${coDeed}/${uuid}/documents/${documentId}/pdf`,
  signing: (uuid: string) => `${coDeed}/${uuid}/signing`,
  adopt: (uuid: string) => `${coDeed}/${uuid}/signing/signature`,
  acts: (uuid: string) => `${coDeed}/${uuid}/signing/acts`,
  /** The notary, for an owner who signs the deed too (decision 0184): the session, and signing in it. */
  notary: (uuid: string) => `${coDeed}/${uuid}/notary`,
  signDeed: (uuid: string) => `${coDeed}/${uuid}/notary/session/deed`,
  /** The owner's own right to cancel (decision 0184): each owner on title may cancel, for everyone. */
  rescission: (uuid: string) => `${coDeed}/${uuid}/rescission`,
  cancel: (uuid: string) => `${coDeed}/${uuid}/rescission/cancel`,
  /** The signer's own tasks (decision 0183): the list, a file uploaded and attached, who they are confirmed. */
  conditions: (uuid: string) => `${coDeed}/${uuid}/conditions`,
  conditionDocuments: (uuid: string, conditionId: string) =>
    `${coDeed}/${uuid}/conditions/${conditionId}/documents`,
  conditionIdentity: (uuid: string, conditionId: string) =>
    `${coDeed}/${uuid}/conditions/${conditionId}/identity`,
  uploads: (uuid: string) => `${coDeed}/${uuid}/uploads`,
} as const;

/** Outside production only: the link of the last invitation sent to an address, for tests and the e2e journey. */
export const SANDBOX_INVITATION_PATH = '/sandbox/signer-invitations/latest';

/** The invitation link: the token rides in the fragment, so it never reaches a server log or a Referer header. */
export const SIGNER_INVITATION_PAGE = '/heloc-signer/intro';

export const INVITATION_TTL_DAYS = 7;
/** A resend is refused within this long of the last one (a mail loop, or a double click). */
export const RESEND_AFTER_SECONDS = 60;

export const SIGNER_MESSAGES = {
  notOwner: 'That name is not an owner on the title records of this home.',
  alreadyJoined: 'This owner has already joined.',
  notInvitingNow: 'Owners are invited only while we wait for them to join.',
  resendTooSoon: 'We just sent this invitation. Wait a minute before sending it again.',
  emailIsBorrower: 'Enter the other owner’s own email address, not yours.',
  emailTaken: 'Another owner on this application already uses that email address.',
  /** Decision 0191: the address signs in to the account of an owner who already signs for this home. */
  emailIsAnotherOwner:
    'Another owner on this application already signs in with that email address. Enter this owner’s own email address.',
  /** Decision 0191: an owner on title signs only from an account of their own, never the borrower's. */
  signerIsBorrower:
    'You are the borrower on this application, so you cannot also sign as another owner of the home. Ask them to accept the invitation from their own email address.',
  signerIsAnotherOwner:
    'This account already signs for another owner of this home. Each owner signs from their own account: ask them to accept the invitation from their own email address.',
  /** Decision 0191: the notary booking lists an owner under the borrower's account or under another owner's. */
  ownerNotThemselves:
    'Another owner of the home is listed under your account or under another owner’s, so the deed cannot be signed. Call us and we will help.',
  invitationInvalid: 'This invitation link is not valid. Ask the borrower to send a new one.',
  invitationExpired: 'This invitation link has expired. Ask the borrower to send a new one.',
  invitationUsed: 'This invitation link has already been used. Log in with the password you set.',
  wrongPassword: 'That is not the password of the account that uses this email address.',
  passwordsDiffer: 'Passwords don’t match',
  nameMismatch: 'Enter your name as it appears on the title records of the home.',
  consentRequired: 'Required',
  notJoined: 'Confirm your identity first.',
  notSigning: 'There is nothing for you to sign on this application right now.',
  waitingForSigners: (names: readonly string[]) =>
    `${names.join(', ')} must sign first. You can finish once they have.`,
} as const;

export const inviteSignerSchema = z.object({
  ownerName: z.string().trim().min(1, MESSAGES.required).max(200),
  email: emailSchema,
});

export const invitationTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, SIGNER_MESSAGES.invitationInvalid)
    .max(43),
});

/** A new account's password is confirmed; an existing account's (the address already signs in) is not. */
export const acceptInvitationSchema = invitationTokenSchema
  .extend({ password: passwordSchema, confirmPassword: z.string().max(1024).optional() })
  .refine((body) => body.confirmPassword === undefined || body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: SIGNER_MESSAGES.passwordsDiffer,
  });

/** Name and date of birth are checked on the server (the name against title, the date by the spec's rules). */
export const joinSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, MESSAGES.lastNameRequired).max(100),
  dob: z.string().trim().max(10),
  eSignConsent: z.literal(true, { error: SIGNER_MESSAGES.consentRequired }),
  lienConsent: z.literal(true, { error: SIGNER_MESSAGES.consentRequired }),
});

/** Confirming who they are again (the ID verification task, decision 0183): the join's name and date of birth. */
export const signerIdentitySchema = joinSchema.pick({ firstName: true, lastName: true, dob: true });
export type SignerIdentity = z.infer<typeof signerIdentitySchema>;

export const SIGNER_STATES = ['NOT_INVITED', 'INVITED', 'JOINED', 'SIGNED'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

export const signerOwnerSchema = z.object({
  ownerName: z.string(),
  state: z.enum(SIGNER_STATES),
  invitationId: z.uuid().nullable(),
  email: z.string().nullable(),
  invitedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
});
export type SignerOwner = z.infer<typeof signerOwnerSchema>;

export const signersViewSchema = z.object({
  status: z.string(),
  owners: z.array(signerOwnerSchema),
});
export type SignersView = z.infer<typeof signersViewSchema>;

export const invitationViewSchema = z.object({
  ownerName: z.string(),
  email: z.string(),
  borrowerName: z.string(),
  property: z.string(),
  expiresAt: z.string(),
  /** The address already has an account: its password accepts the invitation, no new one is set. */
  accountExists: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** Where the signer goes next (the heloc-signer page), from their state and the application's. */
export const SIGNER_NEXT_PAGES = ['identity', 'documents', 'sign', 'cancelled', 'intro'] as const;
export type SignerNextPage = (typeof SIGNER_NEXT_PAGES)[number];

export const coDeedApplicationSchema = z.object({
  uuid: z.uuid(),
  status: z.string(),
  ownerName: z.string(),
  borrowerName: z.string(),
  property: z.string(),
  joinedAt: z.string().nullable(),
  signingComplete: z.boolean(),
  next: z.enum(SIGNER_NEXT_PAGES),
});
export type CoDeedApplication = z.infer<typeof coDeedApplicationSchema>;

export const coDeedStatusSchema = z.object({ applications: z.array(coDeedApplicationSchema) });
export type CoDeedStatus = z.infer<typeof coDeedStatusSchema>;

const CLOSED = ['CANCELLED', 'DECLINED'];
/** Statuses in which the documents exist and the signer may sign. */
export const SIGNER_SIGNING_STATUSES = ['NOTE_SIGNING'] as const;

/**
 * The signer's next page: identity until joined; cancelled when closed; sign while signing is open, and again while
 * the online notary session waits for their signature on the deed (decision 0184), or while the right to cancel runs
 * and they have documents to acknowledge receiving (decision 0202).
 */
export function signerNextPage(input: {
  status: string;
  joined: boolean;
  signingComplete: boolean;
  /** An online notary session is booked and this owner has not yet signed the deed in it. */
  deedToSign?: boolean | undefined;
  /** The right to cancel runs and this owner has not acknowledged every document they receive (decision 0202). */
  receiptsToGive?: boolean | undefined;
}): SignerNextPage {
  if (CLOSED.includes(input.status)) return 'cancelled';
  if (!input.joined) return 'identity';
  if ((SIGNER_SIGNING_STATUSES as readonly string[]).includes(input.status) && !input.signingComplete)
    return 'sign';
  if (input.deedToSign || input.receiptsToGive) return 'sign';
  return 'documents';
}
