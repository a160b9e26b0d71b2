import type { ConditionCategory } from './enums';

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

/** Documents still to upload for a condition: required count less uploaded, never negative. */
export function documentsStillNeeded(required: number | undefined, uploaded: number): number {
  return Math.max(0, (required ?? 1) - uploaded);
}
