import { z } from 'zod';
import { ACCOUNT_MESSAGES, COMMS_CONSENT_TYPES, PROPERTY_VALUE_SOURCES } from './account-labels';
import { notificationSchema } from './entities';
import { PROPERTY_CONDITIONS } from './enum-values';
import { emailSchema, MESSAGES, passwordSchema } from './validation';

/** The paths, labels and messages live in `account-labels.ts`, without zod (decision 0264); the schemas here. */
export * from './account-labels';

export const profileConsentTypesSchema = z.object({
  consentTypes: z.array(
    z.object({
      consentType: z.enum(COMMS_CONSENT_TYPES),
      consentPromptUuid: z.uuid(),
      version: z.string(),
      /** The prompt's words with the lender's name, exactly as the borrower agrees to them. */
      text: z.string(),
      /** The latest answer; null when the borrower never answered (treated as not opted in). */
      optInOut: z.enum(['OPT_IN', 'OPT_OUT']).nullable(),
      answeredAt: z.string().nullable(),
    }),
  ),
});
export type ProfileConsentTypes = z.infer<typeof profileConsentTypesSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Everything up to and including notification `through` is read (ids are the messages' own, increasing). */
export const notificationsReadRequestSchema = z.object({
  through: z.string().regex(/^[1-9]\d{0,15}$/, { error: 'through must be the id of a notification' }),
});

export const propertyDetailsSchema = z.object({
  address: z.object({
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** Whole cents; null before the property is found (the property data vendor has not answered, or no match). */
  propertyValueCents: z.number().int().nonnegative().nullable(),
  valueSource: z.enum(PROPERTY_VALUE_SOURCES).nullable(),
  propertyCondition: z.enum(PROPERTY_CONDITIONS).nullable(),
});
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired }).max(1024),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** The settings page's password form: the current password, a new one under the spec's rules, typed twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired }),
    password: passwordSchema,
    confirmPassword: z.string().min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
