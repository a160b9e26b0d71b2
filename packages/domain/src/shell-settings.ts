import { z } from 'zod';
import { BANNER_VARIANTS } from './enum-values';
import { FEATURE_FLAGS } from './feature-flag-values';
import { LEAVE_SURVEY_COMMENT_MAX, LEAVE_SURVEY_REASONS, SHELL_MESSAGES } from './shell-rules';

export * from './shell-rules';

const text = (max: number) => z.string().trim().min(1).max(max);

const isoInstant = z.iso.datetime({ offset: true });

/** A banner as a lender writes it; the server keeps it per brand with its own uuid and times. */
export const bannerInputSchema = z
  .object({
    message: text(500),
    apps: z.array(z.string().trim().min(1).max(40)).min(1).max(10),
    variant: z.enum(BANNER_VARIANTS),
    dismissable: z.boolean().default(true),
    active: z.boolean().default(true),
    /** Shown only in the test variant of the file, to try a banner before it goes live. */
    testOnly: z.boolean().default(false),
    startsAt: isoInstant.nullable().default(null),
    endsAt: isoInstant.nullable().default(null),
  })
  .strict()
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: SHELL_MESSAGES.bannerWindow,
    path: ['endsAt'],
  });
export type BannerInput = z.output<typeof bannerInputSchema>;

/** A lender's banner as the console shows it. */
export const storedBannerSchema = z.object({
  uuid: z.string(),
  message: z.string(),
  apps: z.array(z.string()),
  variant: z.enum(BANNER_VARIANTS),
  dismissable: z.boolean(),
  active: z.boolean(),
  testOnly: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredBanner = z.infer<typeof storedBannerSchema>;
export const storedBannerListSchema = z.object({ banners: z.array(storedBannerSchema) });

/** The file's item (spec section 5): a banner is `active` when switched on and inside its window now. */
export function bannerFileItem(banner: StoredBanner, now: Date) {
  const t = now.getTime();
  const started = banner.startsAt === null || Date.parse(banner.startsAt) <= t;
  const notEnded = banner.endsAt === null || Date.parse(banner.endsAt) > t;
  return {
    uuid: banner.uuid,
    message: banner.message,
    apps: banner.apps,
    variant: banner.variant,
    active: banner.active && started && notEnded,
    dismissable: banner.dismissable,
    metadata: { createdAt: banner.createdAt, updatedAt: banner.updatedAt },
  };
}

/** A route the maintenance page replaces: a path prefix ("/" is every page). */
export const maintenanceRouteSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[a-z0-9/_-]*$/i, SHELL_MESSAGES.maintenanceRoute)
  .transform((route) => (route.length > 1 ? route.replace(/\/+$/, '') : route));

export const maintenanceInputSchema = z
  .object({
    route: maintenanceRouteSchema,
    enabled: z.boolean(),
    title: text(120).nullable().default(null),
    message: text(1000).nullable().default(null),
    showDashboardLink: z.boolean().default(false),
  })
  .strict();
export type MaintenanceInput = z.output<typeof maintenanceInputSchema>;

export const maintenanceWindowSchema = z.object({
  route: z.string(),
  title: z.string(),
  message: z.string(),
  showDashboardLink: z.boolean(),
});
export const maintenanceListSchema = z.object({
  windows: z.array(maintenanceWindowSchema.extend({ enabled: z.boolean(), updatedAt: z.string() })),
});

export const flagValueInputSchema = z
  .object({ enabled: z.boolean(), variables: z.record(z.string(), z.unknown()).default({}) })
  .strict();
export const flagKeyParamsSchema = z.object({
  key: z.string().refine((k) => (FEATURE_FLAGS as readonly string[]).includes(k), SHELL_MESSAGES.unknownFlag),
});

/**
 * A US support line as a borrower dials it: any usual writing ("888.555.0142", "1-888-555-0142") is kept as
 * "(888) 555-0142"; an area code or exchange starting with 0 or 1 is no US number (decision 0237).
 */
export const supportPhoneSchema = z
  .string()
  .trim()
  .max(30, SHELL_MESSAGES.supportPhone)
  .refine((value) => /^[\d\s().+-]+$/.test(value), SHELL_MESSAGES.supportPhone)
  .transform((value) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine((digits) => /^[2-9]\d{2}[2-9]\d{6}$/.test(digits), SHELL_MESSAGES.supportPhone)
  .transform((d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);

/** The lender's support phone and e-mail as its admin sets them. */
export const supportContactInputSchema = z
  .object({
    phone: supportPhoneSchema,
    email: z.string().trim().max(254, SHELL_MESSAGES.supportEmail).pipe(z.email(SHELL_MESSAGES.supportEmail)),
  })
  .strict();
export type SupportContactInput = z.output<typeof supportContactInputSchema>;

/** What the shell shows, whether the lender set it, and the brand's own values it falls back to. */
export const supportContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  custom: z.boolean(),
  defaults: z.object({ phone: z.string(), email: z.string() }),
  updatedAt: z.string().nullable(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

/** The user attributes the flag fetch sends (spec section 7); all optional, all checked. */
export const flagFetchRequestSchema = z
  .object({
    attributes: z
      .object({
        productType: z.literal('HELOC').default('HELOC'),
        trackerUuid: z.uuid().optional(),
        state: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
        pathname: z.string().max(500).optional(),
      })
      .strict()
      .default({ productType: 'HELOC' }),
  })
  .strict();
export type FlagFetchRequest = z.input<typeof flagFetchRequestSchema>;

export const flagListSchema = z.object({
  flags: z.array(
    z.object({ key: z.string(), enabled: z.boolean(), variables: z.record(z.string(), z.unknown()) }),
  ),
});
export type FlagList = z.infer<typeof flagListSchema>;

/** The answer to a feedback or survey POST. */
export const feedbackReceiptSchema = z.object({ uuid: z.string(), createdAt: z.string() });

/** What the lender reads of its borrowers' feedback and survey answers. */
export const feedbackListSchema = z.object({
  items: z.array(
    z.object({
      uuid: z.string(),
      kind: z.enum(['FEEDBACK', 'LEAVE_SURVEY']),
      topic: z.string().nullable(),
      message: z.string(),
      marketingConsent: z.boolean().nullable(),
      applicationUuid: z.string().nullable(),
      pathname: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const leaveSurveyRequestSchema = z
  .object({
    reason: z.enum(LEAVE_SURVEY_REASONS, { error: SHELL_MESSAGES.surveyReason }),
    comment: z.string().trim().max(LEAVE_SURVEY_COMMENT_MAX, SHELL_MESSAGES.surveyComment).default(''),
    applicationUuid: z.uuid().optional(),
    pathname: z.string().min(1).max(500),
  })
  .strict();
export type LeaveSurveyRequest = z.input<typeof leaveSurveyRequestSchema>;
