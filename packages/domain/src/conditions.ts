import { z } from 'zod';
import { conditionSchema } from './entities';
import { CONDITION_CATEGORIES, type ConditionCategory } from './enums';

export type ConditionTaskType = 'upload' | 'action' | 'review';

export interface ConditionTask {
  header: string;
  description: string;
  /** Button label; null when the borrower only waits. */
  button: string | null;
  /** Page under the application ("conditions/upload-document"), or null. */
  location: string | null;
  type: ConditionTaskType;
}

const UPLOAD = 'conditions/upload-document';

/** Condition category -> the borrower's task (spec section 4). Exhaustive over the categories. */
export const CONDITION_TASKS: Record<ConditionCategory, ConditionTask> = {
  BANK_ACCOUNT_FRAUD_REVIEW: {
    header: 'Verify your bank account',
    description: 'Upload a recent bank statement or bank letter showing you own the connected account.',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  ID_VERIFICATION_FAILURE: {
    header: 'Verify your identity',
    description: 'We could not verify your identity automatically. Please try again with a government ID.',
    button: 'Verify identity',
    location: 'identity',
    type: 'action',
  },
  MISSING_PHONE_NUMBER: {
    header: 'Add your phone number',
    description: 'We need a mobile phone number to reach you about your application.',
    button: 'Add phone number',
    location: 'conditions/phone-number',
    type: 'action',
  },
  TRUST_REQUIREMENTS: {
    header: 'Provide trust documents',
    description: 'Your property is held in a trust. Upload the certificate of trust.',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  PROPERTY_LEGAL_DESCRIPTION: {
    header: 'Confirm your property description',
    description: 'Upload a document that shows the legal description of your property, such as your deed.',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  IDENTITY_DOCUMENT_FRAUD: {
    header: 'Provide another ID',
    description: 'Please upload the front of a different government-issued ID.',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  PROPERTY_OWNERSHIP_FRAUD: {
    header: 'Confirm property ownership',
    description: 'We are reviewing the ownership of your property. We will contact you if we need anything.',
    button: null,
    location: null,
    type: 'review',
  },
  FALSE_OWNERSHIP_TYPE: {
    header: 'Confirm how you hold title',
    description: 'Upload a document showing how the property is owned (sole, joint or trust).',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  MANUAL_PAYSTUB_UPLOAD: {
    header: 'Upload your paystub',
    description: 'Upload your most recent paystub so we can verify your income.',
    button: 'Upload paystub',
    location: UPLOAD,
    type: 'upload',
  },
  HARD_CREDIT_INQUIRY_REVIEW: {
    header: 'Explain a recent credit inquiry',
    description: 'Tell us about recent credit inquiries on your report and upload any supporting document.',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  GENERIC_DOCUMENT_REQUEST: {
    header: 'Upload a requested document',
    description: 'Our team needs a document to continue. See the note from your loan team.',
    button: 'Upload document',
    location: UPLOAD,
    type: 'upload',
  },
  ESCALATION_REVIEW: {
    header: 'Application under review',
    description: 'A specialist is reviewing your application. No action is needed right now.',
    button: null,
    location: null,
    type: 'review',
  },
};

export function conditionTask(category: ConditionCategory): ConditionTask {
  return CONDITION_TASKS[category];
}

/**
 * What an additional signer can be asked (decision 0183): an owner on title who does not borrow has no income,
 * credit, bank account or phone task; the trust papers and the reviews belong to the borrower's file. They can be
 * asked to confirm who they are, for another ID, or for a document about the home or from them.
 */
export const SIGNER_CONDITION_CATEGORIES = [
  'ID_VERIFICATION_FAILURE',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD',
  'FALSE_OWNERSHIP_TYPE',
  'GENERIC_DOCUMENT_REQUEST',
] as const satisfies readonly ConditionCategory[];
export type SignerConditionCategory = (typeof SIGNER_CONDITION_CATEGORIES)[number];

export function canAskSigner(category: ConditionCategory): category is SignerConditionCategory {
  return (SIGNER_CONDITION_CATEGORIES as readonly string[]).includes(category);
}

/** The signer's words for their tasks; locations are under /heloc-signer (spec section 2). */
export const SIGNER_CONDITION_TASKS: Record<SignerConditionCategory, ConditionTask> = {
  ID_VERIFICATION_FAILURE: {
    header: 'Confirm who you are again',
    description:
      'We could not confirm your identity from what you gave us when you joined. Enter your name as it appears on the title records and your date of birth again, and we will check them.',
    button: 'Confirm who you are',
    location: 'conditions/identity',
    type: 'action',
  },
  PROPERTY_LEGAL_DESCRIPTION: {
    ...CONDITION_TASKS.PROPERTY_LEGAL_DESCRIPTION,
    header: 'Confirm the home’s legal description',
    description: 'Upload a document that shows the legal description of the home, such as your deed.',
  },
  IDENTITY_DOCUMENT_FRAUD: { ...CONDITION_TASKS.IDENTITY_DOCUMENT_FRAUD },
  FALSE_OWNERSHIP_TYPE: {
    ...CONDITION_TASKS.FALSE_OWNERSHIP_TYPE,
    description:
      'Upload a document that shows how you and the other owners hold the home, such as your deed.',
  },
  GENERIC_DOCUMENT_REQUEST: {
    ...CONDITION_TASKS.GENERIC_DOCUMENT_REQUEST,
    description: 'The lender needs a document from you to continue. See the note from the loan team.',
  },
};

/** The words of a task for whoever owns it: the borrower's (CONDITION_TASKS) or an additional signer's. */
export function taskWords(category: ConditionCategory, owner: 'BORROWER' | 'SIGNER'): ConditionTask {
  return owner === 'SIGNER' && canAskSigner(category)
    ? SIGNER_CONDITION_TASKS[category]
    : CONDITION_TASKS[category];
}

/**
 * The borrower's words for another owner's task not yet done: who it waits on, never what they were asked or
 * sent (their documents and the lender's note to them are theirs).
 */
export function otherOwnerTask(name: string, status: 'OPEN' | 'SUBMITTED'): ConditionTask {
  return {
    header: `Waiting on ${name}`,
    description:
      status === 'OPEN'
        ? `${name}, an owner of the home, has something to do for the lender. We have emailed them about it. Your application moves on once it is done; you do not need to do anything.`
        : `${name} sent what the lender asked for and we are reviewing it. Your application moves on once it is done; you do not need to do anything.`,
    button: null,
    location: null,
    type: 'review',
  };
}

/** Documents still to upload for a condition: required count less uploaded, never negative. */
export function documentsStillNeeded(required: number | undefined, uploaded: number): number {
  return Math.max(0, (required ?? 1) - uploaded);
}

/**
 * A task's life (decision 0170): OPEN waits on the borrower (or, for a review task, on the lender); SUBMITTED has
 * the borrower's document and waits on the reviewer; CLEARED is done. Cleared tasks stay listed for a while so the
 * borrower sees what was accepted.
 */
export const CONDITION_STATES = ['OPEN', 'SUBMITTED', 'CLEARED'] as const;
export type ConditionState = (typeof CONDITION_STATES)[number];

/** How long a cleared task stays on the borrower's list. */
export const CONDITION_CLEARED_SHOWN_DAYS = 30;
/** The conditions call is polled this often, and again when the window regains focus (spec sections 7 and 9). */
export const CONDITIONS_POLL_MS = 60_000;
/** Files one task can hold; a task asks for `numDocsRequired` (default 1) and takes a few spares. */
export const CONDITION_DOCUMENTS_MAX = 5;

export const conditionTaskSchema = z.object({
  header: z.string(),
  description: z.string(),
  button: z.string().nullable(),
  location: z.string().nullable(),
  type: z.enum(['upload', 'action', 'review']),
});

export const conditionDocumentSchema = z.object({
  uploadId: z.uuid(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  attachedAt: z.string(),
});
export type ConditionDocument = z.infer<typeof conditionDocumentSchema>;

/** The spec's Condition entity plus its state, the borrower's words for it and the files sent against it. */
export const conditionViewSchema = conditionSchema.extend({
  status: z.enum(CONDITION_STATES),
  task: conditionTaskSchema,
  documents: z.array(conditionDocumentSchema),
  submittedAt: z.string().optional(),
  clearedAt: z.string().optional(),
});
export type ConditionView = z.output<typeof conditionViewSchema>;

/**
 * Another owner's task not yet done, in the borrower's list (decision 0183): whose it is, by the name title gives
 * them, and the borrower's words for waiting on it. Not its category, note or files: those are the owner's.
 */
export const otherOwnerTaskSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['OPEN', 'SUBMITTED']),
  actionNeeded: z.literal(false),
  created: z.string(),
  owner: z.object({ name: z.string() }),
  task: conditionTaskSchema,
});
export type OtherOwnerTask = z.output<typeof otherOwnerTaskSchema>;

/** The borrower's list: their own tasks, and those of the other owners the application waits on. */
export const borrowerConditionsSchema = z.array(z.union([conditionViewSchema, otherOwnerTaskSchema]));
export type BorrowerConditionItem = ConditionView | OtherOwnerTask;

export function isOtherOwnersTask(item: BorrowerConditionItem): item is OtherOwnerTask {
  return 'owner' in item;
}

export const attachConditionDocumentSchema = z.object({
  uploadId: z.uuid({ error: 'Upload the document first.' }),
});

export const openConditionSchema = z.object({
  category: z.enum(CONDITION_CATEGORIES),
  /** What the borrower reads under the task ("Please send the 2025 statement for account ending 1234"). */
  commentsToBorrower: z.string().trim().min(1).max(1000).optional(),
  numDocsRequired: z.number().int().min(1).max(CONDITION_DOCUMENTS_MAX).optional(),
  /** The task is an additional signer's who joined (their invitation, decision 0183), not the borrower's. */
  signerInvitationId: z.uuid().optional(),
});

export const clearConditionSchema = z.object({
  note: z.string().trim().min(1, { error: 'Say why the task is cleared.' }).max(1000),
});

export const CONDITION_MESSAGES = {
  notFound: 'That task is not on this application.',
  notUpload: 'This task does not take a document.',
  alreadyCleared: 'This task is already done.',
  uploadNotFound: 'That upload is not on this application.',
  wrongPurpose: 'Upload the file as a document for this task.',
  uploadInUse: 'That file is already attached to another task.',
  tooManyDocuments: `A task can hold at most ${CONDITION_DOCUMENTS_MAX} files.`,
  noPhoneTask: 'There is no phone number task on this application.',
  alreadyOpen: 'That task is already open on this application.',
  signerNotFound: 'That additional signer is not on this application.',
  signerNotJoined: 'That owner has not joined the application yet. Ask them once they have.',
  signerCategory:
    'An additional signer does not borrow, so they can be asked only to confirm who they are, for another ID, or for a document about the home or from them.',
  notIdentityTask: 'This task does not ask you to confirm who you are.',
  noUploadTask: 'You have no task that asks for a document.',
} as const;

/** Whether the borrower has something to do on a task now (the spec's `actionNeeded`). */
export function conditionNeedsAction(status: ConditionState, category: ConditionCategory): boolean {
  return status === 'OPEN' && CONDITION_TASKS[category].type !== 'review';
}
