import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CONDITION_CATEGORIES,
  CONSENT_TYPES,
  DECISIONS,
  DISCOUNT_TYPES,
  DOCUMENT_TYPES,
  EMPLOYMENT_TYPES,
  FEE_TYPES,
  INCOME_VERIFICATION_SOURCES,
  OCCUPANCY_TYPES,
  OFFER_TYPES,
  OWNERSHIP_TYPES,
  PAYMENT_METHODS,
  PROFILE_TYPES,
  PROGRESS_STAGES,
  PROPERTY_CONDITIONS,
  RATE_TYPES,
  REGISTER_EMPLOYMENT_TYPES,
  SUB_DECISIONS,
  TITLE_STATUSES,
  US_STATES,
  VALUATION_STATUSES,
  VERIFICATION_STATUSES,
  WORKFLOW_STATUSES,
} from './enum-values';

/** The enumerations' values live in `enum-values.ts` (zod-free, decision 0096); their schemas here. */
export * from './enum-values';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const progressStageSchema = z.enum(PROGRESS_STAGES);
export const decisionSchema = z.enum(DECISIONS);
export const subDecisionSchema = z.enum(SUB_DECISIONS);
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export const registerEmploymentTypeSchema = z.enum(REGISTER_EMPLOYMENT_TYPES);
export const occupancyTypeSchema = z.enum(OCCUPANCY_TYPES);
export const ownershipTypeSchema = z.enum(OWNERSHIP_TYPES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const discountTypeSchema = z.enum(DISCOUNT_TYPES);
export const incomeVerificationSourceSchema = z.enum(INCOME_VERIFICATION_SOURCES);
export const propertyConditionSchema = z.enum(PROPERTY_CONDITIONS);
export const valuationStatusSchema = z.enum(VALUATION_STATUSES);
export const titleStatusSchema = z.enum(TITLE_STATUSES);
export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export const offerTypeSchema = z.enum(OFFER_TYPES);
export const conditionCategorySchema = z.enum(CONDITION_CATEGORIES);
export const consentTypeSchema = z.enum(CONSENT_TYPES);
export const profileTypeSchema = z.enum(PROFILE_TYPES);
export const rateTypeSchema = z.enum(RATE_TYPES);
export const feeTypeSchema = z.enum(FEE_TYPES);
export const usStateSchema = z.enum(US_STATES);
