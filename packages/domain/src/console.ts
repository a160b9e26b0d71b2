import { z } from 'zod';
import { reason } from './decisioning/reasons';
import type { ApplicationStatus } from './enum-values';
import { MANUAL_DECLINE_REASONS, type ManualDeclineReason } from './final-decision';
import { STATUS_ACTIONS } from './status-actions';
import { CLOSED_STATUSES, movesFrom } from './status-machine';

/**
 * The lender's console (issue 24, decisions 0228-0231): the people who work a lender's files, what each may do,
 * the queue's lanes and the words of its pages. The server and the console pages read these tables alike.
 */

/** A lender's staff roles. Every staff member belongs to one lender (brand) and has one role. */
export const STAFF_ROLES = ['ADMIN', 'UNDERWRITER', 'PROCESSOR', 'CHAT_AGENT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role.' });

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  ADMIN: 'Admin',
  UNDERWRITER: 'Underwriter',
  PROCESSOR: 'Processor',
  CHAT_AGENT: 'Chat agent',
};

const FILE_WORKERS = ['ADMIN', 'UNDERWRITER', 'PROCESSOR'] as const satisfies readonly StaffRole[];
const DECIDERS = ['ADMIN', 'UNDERWRITER'] as const satisfies readonly StaffRole[];

/**
 * Who may do what (decision 0228). A chat agent answers borrowers in chat and sees no file; a processor works
 * conditions and prepares funding; an underwriter decides; an admin does everything, and alone manages staff and
 * reads the audit log. Funding needs two different people whatever their roles (four eyes, enforced by the server).
 */
export const CONSOLE_PERMISSIONS = {
  readFiles: FILE_WORKERS,
  workConditions: FILE_WORKERS,
  prepareFunding: FILE_WORKERS,
  resendDraw: FILE_WORKERS,
  decide: DECIDERS,
  approveFunding: DECIDERS,
  changeLine: DECIDERS,
  manageStaff: ['ADMIN'],
  manageBrokers: ['ADMIN'],
  readAudit: ['ADMIN'],
  hmdaRegister: ['ADMIN'],
  brandSettings: ['ADMIN'],
  /** The funnel, pull-through and time in status (decision 0240): those who run the pipeline read them. */
  readReports: DECIDERS,
  chat: ['ADMIN', 'CHAT_AGENT'],
  /** Every role signs in and reads who they are. */
  signIn: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;

export function staffMay(role: StaffRole, permission: ConsolePermission): boolean {
  return (CONSOLE_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** A console session is short: a stolen token is worth half an hour at most (decision 0228). */
export const STAFF_SESSION_MINUTES = 30;

// ---------------------------------------------------------------------------------------------------------------
// The queue

/** Whom an application waits on, derived from the status machine: the queue's lanes (decision 0229). */
export const QUEUE_LANES = ['LENDER', 'BORROWER', 'VENDOR', 'CLOSED'] as const;
export type QueueLane = (typeof QUEUE_LANES)[number];
export const QUEUE_LANE_LABELS: Record<QueueLane, string> = {
  LENDER: 'Waiting on us',
  BORROWER: 'Waiting on the borrower',
  VENDOR: 'Waiting on a vendor or job',
  CLOSED: 'Closed',
};

/** How long a file may wait in each lane before it is overdue (the lender's service levels). */
export const QUEUE_SERVICE_LEVEL_HOURS: Record<QueueLane, number> = {
  LENDER: 24,
  BORROWER: 72,
  VENDOR: 4,
  CLOSED: Number.POSITIVE_INFINITY,
};

const SHARED_MOVE_REASONS = new Set([
  'lender cancels the application',
  'borrower withdraws the application',
  'lender declines the application',
]);

const LENDER_STEP_STATUSES = new Set<string>(
  Object.values(STATUS_ACTIONS)
    .filter((rule) => rule.by === 'lender')
    .flatMap((rule) => rule.in as readonly string[]),
);
const BORROWER_STEP_STATUSES = new Set<string>(
  Object.values(STATUS_ACTIONS)
    .filter((rule) => rule.by === 'borrower')
    .flatMap((rule) => rule.in as readonly string[]),
);

/**
 * The lane of a status: a step the lender takes (STATUS_ACTIONS) puts it on the lender; a borrower's step or move
 * on the borrower; a job's or vendor's move on them; a status only the lender moves on (a review without a console
 * step yet) on the lender; a closed one, or one nothing moves, is closed.
 */
export function laneOf(status: string): QueueLane {
  if ((CLOSED_STATUSES as readonly string[]).includes(status)) return 'CLOSED';
  if (LENDER_STEP_STATUSES.has(status)) return 'LENDER';
  if (BORROWER_STEP_STATUSES.has(status)) return 'BORROWER';
  const own = movesFrom(status).filter((move) => !SHARED_MOVE_REASONS.has(move.event));
  if (own.some((move) => move.by === 'borrower')) return 'BORROWER';
  if (own.some((move) => move.by === 'job' || move.by === 'vendor')) return 'VENDOR';
  if (own.some((move) => move.by === 'lender')) return 'LENDER';
  return 'CLOSED';
}

/** Whether a file has waited in its status longer than its lane's service level. */
export function isOverdue(status: string, enteredAt: Date, now: Date): boolean {
  const hours = (now.getTime() - enteredAt.getTime()) / 3_600_000;
  return hours > QUEUE_SERVICE_LEVEL_HOURS[laneOf(status)];
}

const US_STATE = /^[A-Z]{2}$/;

export const queueFilterSchema = z.object({
  status: z
    .string()
    .regex(/^[A-Z_]{2,60}$/, 'Choose a status from the list.')
    .optional(),
  state: z
    .string()
    .transform((value) => value.toUpperCase())
    .refine((value) => US_STATE.test(value), 'Enter a two-letter state.')
    .optional(),
  lane: z.enum(QUEUE_LANES, { error: 'Choose a lane from the list.' }).optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export type QueueFilter = z.infer<typeof queueFilterSchema>;

export const queueItemSchema = z.object({
  uuid: z.string(),
  loanNumber: z.string(),
  borrowerName: z.string(),
  propertyState: z.string(),
  status: z.string(),
  lane: z.enum(QUEUE_LANES),
  enteredStatusAt: z.string(),
  createdAt: z.string(),
  overdue: z.boolean(),
  amountCents: z.number().int(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueViewSchema = z.object({
  items: z.array(queueItemSchema),
  /** Files per lane under the other filters, so the lane tabs say what each holds. */
  laneCounts: z.object({ LENDER: z.number(), BORROWER: z.number(), VENDOR: z.number(), CLOSED: z.number() }),
  statuses: z.array(z.string()),
});
export type QueueView = z.infer<typeof queueViewSchema>;

/** One status change as the queue's live stream sends it. */
export const statusChangeEventSchema = z.object({
  applicationUuid: z.string(),
  status: z.string(),
  organizationCode: z.string(),
});
export type StatusChangeEvent = z.infer<typeof statusChangeEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sign-in and staff

export const consoleSignInSchema = z.object({
  email: z.email('Enter your work email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});

export const staffMemberSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  organizationCode: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const consoleSessionSchema = z.object({
  jwt: z.string(),
  expiresAt: z.string(),
  staff: staffMemberSchema,
});

/** What an admin enters to add a staff member; the password follows the spec's rules for every password. */
export const createStaffSchema = z.object({
  email: z.email('Enter a valid email address.').max(254),
  name: z.string().trim().min(2, 'Enter the person’s name.').max(120),
  role: staffRoleSchema,
  password: z
    .string()
    .min(12, 'Use at least 12 characters.')
    .max(200)
    .regex(/[A-Z]/, 'Use an uppercase letter.')
    .regex(/[a-z]/, 'Use a lowercase letter.')
    .regex(/\d/, 'Use a digit.')
    .regex(/[!@#$%^&*]/, 'Use one of !@#$%^&*.'),
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/**
 * An admin's change to a staff member (decision 0236): a new role, switched off (their sessions end at once and
 * they cannot sign in) or on again. At least one of the two; nothing else.
 */
export const updateStaffSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .strict()
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: 'Choose a new role, or switch the account off or on.',
  });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** Shown once, when the account is made: the secret the person adds to an authenticator app. */
export const createdStaffSchema = z.object({
  staff: staffMemberSchema,
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

export const CONSOLE_MESSAGES = {
  signInFailed: 'That email, password or code is not right. Check them and try again.',
  staffExists: 'Someone with this email address already has an account.',
  notStaff: 'Sign in to the lender console to continue.',
  fundingNotPrepared: 'Prepare this file for funding first; then another person approves it.',
  fundingOwnFile: 'You prepared this file, so another person must approve its funding.',
  notInFunding: 'This application is not waiting for a funding decision.',
  reasonsNeedReport: 'This file has no credit report, so choose reasons that do not rest on one.',
  notSubmitted: 'This task has no document waiting for review.',
  rejectNeedsReason: 'Say what is wrong, in words the borrower will read.',
  unknownStaff: 'No staff member with that id at this lender.',
  notYourself: 'You cannot switch off your own account or change your own role. Ask another admin.',
  lastAdmin: 'This lender needs at least one active admin. Make someone else an admin first.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Decisions

export const MANUAL_DECLINE_REASON_LABELS: Record<ManualDeclineReason, string> = Object.fromEntries(
  MANUAL_DECLINE_REASONS.map((code) => [code, reason(code).statement]),
) as Record<ManualDeclineReason, string>;

// ---------------------------------------------------------------------------------------------------------------
// Conditions

export const conditionReviewSchema = z
  .object({
    outcome: z.enum(['ACCEPT', 'REJECT'], { error: 'Choose accept or reject.' }),
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
  })
  .refine((body) => body.outcome === 'ACCEPT' || (body.reason ?? '').length > 0, {
    message: CONSOLE_MESSAGES.rejectNeedsReason,
    path: ['reason'],
  });

export const waiveConditionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the task is waived.')
    .max(500, 'Keep the reason under 500 characters.'),
});

export const fundingPreparationSchema = z.object({
  note: z.string().trim().min(1, 'Say what you checked.').max(500, 'Keep the note under 500 characters.'),
});

export const fundingPreparationViewSchema = z.object({
  preparedBy: z.string(),
  preparedAt: z.string(),
  note: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type FundingPreparationView = z.infer<typeof fundingPreparationViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The application view

const nullableString = z.string().nullable();

export const consoleConditionSchema = z
  .object({
    uuid: z.string(),
    categoryEnum: z.string(),
    status: z.enum(['OPEN', 'SUBMITTED', 'CLEARED']),
    commentsToBorrower: z.string().nullable().optional(),
    task: z.object({ header: z.string(), description: z.string() }).loose(),
    documents: z.array(
      z.object({
        uploadId: z.string(),
        mediaType: z.string(),
        sizeBytes: z.number(),
        attachedAt: z.string(),
      }),
    ),
    clearedBy: nullableString,
    clearedNote: nullableString,
  })
  .loose();
export type ConsoleCondition = z.infer<typeof consoleConditionSchema>;

export const consoleApplicationViewSchema = z.object({
  uuid: z.string(),
  loanNumber: z.string(),
  organizationCode: z.string(),
  status: z.string(),
  lane: z.enum(QUEUE_LANES),
  createdAt: z.string(),
  borrower: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    employmentType: z.string(),
    statedIncome: z.number(),
    verifiedIncome: z.number().nullable(),
  }),
  property: z.object({
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    occupancyType: z.string(),
  }),
  offer: z
    .object({
      rate: z.number(),
      term: z.number(),
      type: z.string(),
      lineAmount: z.number(),
      drawAmount: z.number(),
    })
    .nullable(),
  decision: z.object({
    decision: nullableString,
    subDecision: nullableString,
    score: z.number().nullable(),
    dtiBps: z.number().nullable(),
    finalOutcome: nullableString,
    finalReason: nullableString,
    declineReasons: z.array(z.string()),
  }),
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['STATUS', 'CONSOLE']),
      from: nullableString,
      to: nullableString,
      by: z.string(),
      why: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      purpose: z.string(),
      mediaType: z.string(),
      sizeBytes: z.number(),
      createdAt: z.string(),
    }),
  ),
  vendorResults: z.array(
    z.object({
      id: z.string(),
      vendor: z.string(),
      purpose: z.string(),
      status: z.string(),
      createdAt: z.string(),
      completedAt: nullableString,
    }),
  ),
  messages: z.array(
    z.object({
      kind: z.string(),
      recipient: z.string(),
      subject: z.string(),
      channel: z.string(),
      at: z.string(),
      sentAt: nullableString,
    }),
  ),
  conditions: z.array(consoleConditionSchema),
  fundingPreparation: z
    .object({
      preparedBy: z.string(),
      preparedByEmail: z.string(),
      preparedAt: z.string(),
      note: z.string(),
      approvedBy: nullableString,
      approvedAt: nullableString,
    })
    .nullable(),
});
export type ConsoleApplicationView = z.infer<typeof consoleApplicationViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Audit

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  applicationUuid: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  applicationUuid: z.uuid('Enter an application id.').optional(),
  beforeId: z.coerce.number().int().positive().optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Paths

const SERVICE = '/service-console/api/v1';
const LENDER_APP = (uuid: string) => `/service-application/api/v1/lender/applications/${uuid}`;

export const CONSOLE_API_PATHS = {
  session: `${SERVICE}/session`,
  me: `${SERVICE}/me`,
  queue: `${SERVICE}/queue`,
  queueEvents: `${SERVICE}/queue/events`,
  staff: `${SERVICE}/staff`,
  staffMember: (uuid: string) => `${SERVICE}/staff/${uuid}`,
  audit: `${SERVICE}/audit`,
  application: (uuid: string) => LENDER_APP(uuid),
  document: (uuid: string, uploadId: string) => `${LENDER_APP(uuid)}/documents/${uploadId}`,
  conditionReview: (uuid: string, conditionId: string) =>
    `${LENDER_APP(uuid)}/conditions/${conditionId}/review`,
  conditionWaive: (uuid: string, conditionId: string) =>
    `${LENDER_APP(uuid)}/conditions/${conditionId}/waive`,
  fundingPreparation: (uuid: string) => `${LENDER_APP(uuid)}/funding-preparation`,
} as const;

/** The console's pages, under the web app's root (not the borrower's `/account/heloc`). */
export const CONSOLE_PAGES = {
  signIn: '/console/sign-in',
  queue: '/console',
  application: (uuid: string) => `/console/applications/${uuid}`,
  audit: '/console/audit',
  staff: '/console/staff',
  /** Brand settings (decision 0239): banners, maintenance, flags, chat hours, support contact; admins only. */
  settings: '/console/settings',
  banners: '/console/settings/banners',
  maintenance: '/console/settings/maintenance',
  flags: '/console/settings/flags',
  chatHours: '/console/settings/chat-hours',
  supportContact: '/console/settings/support-contact',
  chat: '/console/chat',
  brokers: '/console/brokers',
  reports: '/console/reports',
} as const;

export type { ApplicationStatus };
