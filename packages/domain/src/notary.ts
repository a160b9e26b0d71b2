import { z } from 'zod';

/**
 * The eNotary and the right to cancel (issue 12 items 4 and 5, decision 0174): the borrower books a remote online
 * notarization slot, joins the session when it comes and signs the deed of trust before the notary; the right to
 * cancel then runs until midnight of the third business day (the domain's rescission rule), and the borrower can
 * cancel in the app until then.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

export const NOTARY_API_PATHS = {
  notary: (uuid: string) => `${base(uuid)}/notary`,
  book: (uuid: string) => `${base(uuid)}/notary/booking`,
  signDeed: (uuid: string) => `${base(uuid)}/notary/session/deed`,
  rescission: (uuid: string) => `${base(uuid)}/rescission`,
  cancel: (uuid: string) => `${base(uuid)}/rescission/cancel`,
} as const;

export const notaryViewSchema = z.object({
  status: z.string(),
  /** Open slots (ISO instants), while the borrower books. */
  slots: z.array(z.string()),
  booking: z
    .object({
      startsAt: z.string(),
      notary: z.string(),
      meetingUrl: z.string(),
      /** The session can be joined from 15 minutes before its start. */
      joinable: z.boolean(),
    })
    .nullable(),
  journal: z
    .object({ entryId: z.string(), notary: z.string(), commission: z.string(), signedAt: z.string() })
    .nullable(),
});
export type NotaryView = z.infer<typeof notaryViewSchema>;

export const bookNotarySchema = z.object({
  startsAt: z.iso.datetime({ error: 'Choose one of the times shown.' }),
});

export const rescissionViewSchema = z.object({
  status: z.string(),
  /** The day the deed was signed (the transaction date), and the last day to cancel (yyyy-MM-dd). */
  signedOn: z.string(),
  lastDayToCancel: z.string(),
  /** The instant the right to cancel ends: midnight after the last day, Pacific time. */
  endsAt: z.string(),
  canCancel: z.boolean(),
  canceledAt: z.string().nullable(),
});
export type RescissionView = z.infer<typeof rescissionViewSchema>;

export const cancelLineSchema = z.object({
  confirm: z.literal(true, { error: 'Confirm that you want to cancel your line of credit.' }),
});

export const NOTARY_MESSAGES = {
  notBooking: 'This application is not choosing a notary time now.',
  slotTaken: 'That time is no longer open. Choose another.',
  notInSession: 'Your notary session has not started yet.',
  noRescission: 'There is no right to cancel running on this application.',
  tooLate: 'The time to cancel this line has ended.',
} as const;
