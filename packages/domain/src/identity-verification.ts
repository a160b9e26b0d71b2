import { z } from 'zod';
import { DOCUMENT_UPLOAD_MAX_BYTES, MB } from './file-size';

/**
 * The identity page (spec section 4, status IDENTITY_VERIFICATION): knowledge questions or a document and
 * selfie, checked by the identity vendor, whose result arrives as a signed callback (decisions 0130, 0132).
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/identity-verification`;

export const IDENTITY_VERIFICATION_API_PATHS = {
  verification: (uuid: string) => base(uuid),
  answers: (uuid: string) => `${base(uuid)}/answers`,
  documents: (uuid: string) => `${base(uuid)}/documents`,
} as const;

export { CONDITIONS_API_PATHS } from './after-offer-api-paths';

export const VERIFICATION_METHODS = ['KBA', 'DOCUMENT'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** QUESTIONS: waiting on the borrower; SUBMITTED: waiting on the vendor; REVIEW: a person at the vendor looks. */
export const VERIFICATION_STATES = ['QUESTIONS', 'SUBMITTED', 'PASS', 'FAIL', 'REVIEW'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const kbaQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  choices: z.array(z.string()),
});
export type KbaQuestion = z.infer<typeof kbaQuestionSchema>;

export const identityVerificationViewSchema = z.object({
  id: z.uuid(),
  method: z.enum(VERIFICATION_METHODS),
  state: z.enum(VERIFICATION_STATES),
  /** Present while the borrower still has to answer. */
  questions: z.array(kbaQuestionSchema).optional(),
});
export type IdentityVerificationView = z.infer<typeof identityVerificationViewSchema>;

export const IDENTITY_VERIFICATION_MESSAGES = {
  wrongStatus: 'Identity verification is not open for this application.',
  alreadyStarted: 'Identity verification is already in progress for this application.',
  noQuestions: 'There are no questions waiting for an answer. Start identity verification first.',
  answerEveryQuestion: 'Answer every question once.',
  unknownChoice: 'Choose one of the answers shown for each question.',
  documentsRequired: 'Upload the front of your ID and a selfie first.',
  notStarted: 'Identity verification has not been started.',
} as const;

export const startVerificationSchema = z.object({ method: z.enum(VERIFICATION_METHODS) });

export const kbaAnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string().min(1).max(40), choice: z.string().min(1).max(200) }))
    .min(1)
    .max(10),
});
export type KbaAnswers = z.infer<typeof kbaAnswersSchema>;

export const documentVerificationSchema = z.object({
  idFrontUploadId: z.uuid(),
  selfieUploadId: z.uuid(),
});

const uploads = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/uploads`;

/** Files of an application (decision 0134): multipart upload with `?purpose=`, list, and download. */
export const UPLOAD_API_PATHS = {
  uploads,
  upload: (uuid: string, uploadId: string) => `${uploads(uuid)}/${uploadId}`,
} as const;

export const uploadViewSchema = z.object({
  id: z.uuid(),
  purpose: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type UploadView = z.infer<typeof uploadViewSchema>;

/** Uploads per application (decision 0017 sets the size; decision 0134 the count). */
export const UPLOADS_PER_APPLICATION = 25;
export const UPLOAD_PURPOSES = [
  'ID_FRONT',
  'ID_BACK',
  'SELFIE',
  'CONDITION_DOCUMENT',
  'PAYSTUB',
  'W2',
  'TAX_RETURN',
  'HAZARD_INSURANCE',
  'FLOOD_INSURANCE',
  'TRUST_DOCUMENT',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const UPLOAD_MESSAGES = {
  noFile: 'Choose a file to upload.',
  oneFile: 'Upload one file at a time.',
  tooLarge: `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB.`,
  wrongType: 'Upload a PDF, JPEG or PNG file.',
  tooMany: `An application can hold at most ${UPLOADS_PER_APPLICATION} files.`,
  badPurpose: 'Say what the file is for.',
  notMultipart: 'Send the file as multipart/form-data.',
  malformed: 'The upload arrived incomplete or malformed. Send the file again.',
  wrongPurpose: 'Upload the front of your ID and a selfie as those documents.',
} as const;
