import { z } from 'zod';
import { MANUAL_NOTARY_FEE_CENTS } from './fees';
import { addressSchema } from './validation';

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
  manualBooking: (uuid: string) => `${base(uuid)}/notary/manual-booking`,
  /** Give up the booked session or visit before it starts, to choose another time (decision 0186). */
  changeBooking: (uuid: string) => `${base(uuid)}/notary/booking/change`,
  rescission: (uuid: string) => `${base(uuid)}/rescission`,
  cancel: (uuid: string) => `${base(uuid)}/rescission/cancel`,
} as const;

/**
 * A notary who comes to the borrower (decision 0176): $300 (spec section 9), deducted from the initial draw at
 * funding, the only way it is paid today; the funding job reads it with `manualNotaryFeeCents`.
 */
export { MANUAL_NOTARY_FEE_CENTS };

/**
 * The spec's manual-notary flag of an application (decision 0176): its lender offers a notary in person
 * (`products.heloc.manualNotary`), or the home is in Texas, where the closing is in person at a title office.
 */
export function hasManualNotaryFlag(
  organization:
    | { orgMetaData: { products: Record<string, { manualNotary?: boolean | undefined }> } }
    | undefined,
  propertyState: string,
): boolean {
  return (
    organization?.orgMetaData.products.heloc?.manualNotary === true ||
    propertyState.trim().toUpperCase() === 'TX'
  );
}
export const MANUAL_NOTARY_FEE_PAYMENTS = ['DEDUCTED_FROM_DRAW'] as const;
/**
 * Where the sandbox eNotary network's notaries hold their commission (decision 0208): Virginia, the first state to
 * authorize remote online notarization (Va. Code section 47.1-6.1), as real networks commonly commission theirs.
 * The session page names it beside the notary; a real network's session shows its own notary and commission.
 */
export const SANDBOX_ENOTARY_COMMISSION_STATE = 'Virginia';
/** A session or visit not held this long after its start is missed. */
export const NOTARY_NO_SHOW_MINUTES = 60;
/** How long a visit is booked for. */
export const MANUAL_VISIT_MINUTES = 60;
/** How many preferred windows the borrower may give. */
export const MAX_PREFERRED_WINDOWS = 3;

const notaryPlaceSchema = z.object({
  /** "Your home", "Another address" or the office's name. */
  name: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type NotaryPlace = z.infer<typeof notaryPlaceSchema>;

export const deedSignerSchema = z.object({
  name: z.string(),
  /** The borrower (false for an owner who does not borrow). */
  borrower: z.boolean(),
  /** The person reading the view. */
  you: z.boolean(),
  /** When they signed the deed in the online session; null until then, and for a notary in person. */
  signedAt: z.string().nullable(),
});
export type DeedSigner = z.infer<typeof deedSignerSchema>;

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
      /** The time can still be changed: until the session opens (decision 0186). */
      changeable: z.boolean(),
    })
    .nullable(),
  journal: z
    .object({ entryId: z.string(), notary: z.string(), commission: z.string(), signedAt: z.string() })
    .nullable(),
  /** Which ways of meeting the notary this application has (decision 0176). */
  options: z.object({
    /** The online notary: not for a Texas home (its closing must be at an office). */
    online: z.boolean(),
    /** A notary in person: at a place the borrower names (the lender's manual-notary flag), or at a title office. */
    manual: z.enum(['NONE', 'MOBILE', 'TITLE_OFFICE']),
  }),
  /** What booking a notary in person takes: the fee, the windows open, the place proposed. */
  manual: z
    .object({
      feeCents: z.number().int(),
      windows: z.array(z.string()),
      /** The property (a mobile notary's default place) or the title office (Texas, fixed). */
      place: notaryPlaceSchema,
    })
    .nullable(),
  /** The appointment with a notary in person, once booked. */
  appointment: z
    .object({
      startsAt: z.string(),
      endsAt: z.string(),
      notary: z.string(),
      notaryPhone: z.string(),
      place: notaryPlaceSchema,
      feeCents: z.number().int(),
      feePayment: z.enum(MANUAL_NOTARY_FEE_PAYMENTS),
      /** The time can still be changed: until a day before the visit (decision 0186). */
      changeable: z.boolean(),
    })
    .nullable(),
  /**
   * Everyone who signs the deed of trust before the notary (decision 0184): the borrower and each owner on title
   * who joined; in an online session each signs from their own account, and the notary completes the deed when
   * all have signed.
   */
  deedSigners: z.array(deedSignerSchema),
  /** The last session or visit was missed: the borrower books again (notary/error). */
  missed: z.object({ kind: z.enum(['ONLINE', 'MANUAL']), startsAt: z.string() }).nullable(),
  /** A Texas home: the earliest closing day and the two waits behind it (yyyy-MM-dd days; decisions 0176, 0181). */
  texas: z
    .object({
      appliedOn: z.string(),
      noticeGivenOn: z.string(),
      /** The 12th day after the later of the application and the notice. */
      twelfthDayOn: z.string(),
      /** The day the final itemized disclosure was received, and the next business day after it. */
      finalDisclosureReceivedOn: z.string(),
      dayAfterFinalDisclosureOn: z.string(),
      earliestClosingOn: z.string(),
      setBy: z.enum(['TWELVE_DAYS', 'FINAL_DISCLOSURE']),
    })
    .nullable(),
});
export type NotaryView = z.infer<typeof notaryViewSchema>;

/**
 * What an owner who does not borrow sees of the notary (decision 0184): when and how the deed is signed, whether
 * they can join the online session now, and who has signed. Nothing of the borrower's booking choices.
 */
export const signerNotaryViewSchema = z.object({
  status: z.string(),
  kind: z.enum(['ONLINE', 'MANUAL']).nullable(),
  startsAt: z.string().nullable(),
  notary: z.string().nullable(),
  /** A notary in person: where. */
  place: notaryPlaceSchema.nullable(),
  /** The online session is open (from 15 minutes before its start) and this owner has not signed in it yet. */
  joinable: z.boolean(),
  deedSigners: z.array(deedSignerSchema),
  /** The notary completed the deed: the journal entry's time. */
  completedAt: z.string().nullable(),
});
export type SignerNotaryView = z.infer<typeof signerNotaryViewSchema>;

export const bookNotarySchema = z.object({
  startsAt: z.iso.datetime({ error: 'Choose one of the times shown.' }),
});

/** Booking a notary in person: preferred windows, the place (the property unless another is given), the fee agreed. */
export const bookManualNotarySchema = z.object({
  windows: z
    .array(z.iso.datetime({ error: 'Choose from the times shown.' }), {
      error: 'Choose at least one time that suits you.',
    })
    .min(1, { error: 'Choose at least one time that suits you.' })
    .max(MAX_PREFERRED_WINDOWS, { error: `Choose up to ${MAX_PREFERRED_WINDOWS} times.` }),
  /** Omitted: at the property (or, for a Texas home, the title office). */
  address: addressSchema.optional(),
  agreeToFee: z.literal(true, { error: 'Agree to the $300 notary fee to book a visit.' }),
  feePayment: z.enum(MANUAL_NOTARY_FEE_PAYMENTS, { error: 'Choose how to pay the notary fee.' }),
});
export type BookManualNotary = z.input<typeof bookManualNotarySchema>;

export const rescissionViewSchema = z.object({
  status: z.string(),
  /** The day the deed was signed (the transaction date), and the last day to cancel (yyyy-MM-dd). */
  signedOn: z.string(),
  lastDayToCancel: z.string(),
  /**
   * The day this owner's notice counts as delivered (yyyy-MM-dd): the later of the notice and their receipt of the
   * material disclosures (decision 0202). Null until they have both: the last day is then the three-year limit.
   */
  deliveredOn: z.string().nullable(),
  /** The instant the right to cancel ends: midnight after the last day, Pacific time. */
  endsAt: z.string(),
  /**
   * The instant the deed goes to the county and the draw follows: the end of the right to cancel and of the
   * lender's allowance for a cancellation mailed on its last day (decision 0201).
   */
  closingStepsFrom: z.string(),
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
  manualNotOffered: 'A notary visit is not offered for this application.',
  onlineNotForTexas:
    'Texas law requires a home equity closing at the office of a lender, an attorney or a title company, so it cannot be held online.',
  texasAtTitleOffice:
    'A Texas home equity closing is held at the title company office shown; it cannot be moved to another address.',
  windowNotOpen: 'One of those times is no longer open. Choose from the times shown.',
  texasTooEarly: (earliest: string) =>
    `Texas law does not allow your closing before ${earliest}, the 12th day after your application and the Texas home equity notice. Choose a later time.`,
  texasNoticeMissing: 'Your Texas home equity notice has not been given yet, so no closing can be booked.',
  texasDisclosureTooRecent: (earliest: string) =>
    `Texas law does not allow your closing before ${earliest}, one business day after you received your final itemized disclosure of fees and charges. Choose a later time.`,
  nothingToChange: 'There is no notary session or visit booked to change.',
  sessionTooSoonToChange:
    'Your notary session opens in less than 15 minutes, so its time can no longer be changed. Join it from this page; if you miss it, you can book another time.',
  visitTooSoonToChange:
    'Your notary visit is less than a day away, so it can no longer be changed here. Call us and we will ask the notary for another time.',
  texasDisclosureMissing:
    'You have not received your Texas final itemized disclosure of fees and charges yet, so no closing can be booked.',
} as const;

/**
 * Why a title office's report of a Texas closing is not taken as the closing (decision 0201): the application goes
 * back to choosing a time, with this reason in its history.
 */
export const TEXAS_CLOSING_REFUSALS = {
  tooEarly: (day: string, earliest: string) =>
    `the title office reports the closing signed on ${day}, before the earliest closing day ${earliest} (Tex. Const. art. XVI, section 50(a)(6)(M))`,
  unsigned: (title: string, signer: string) =>
    `the title office reports the closing without ${title} signed by ${signer}`,
  notReady:
    'the title office reports a closing before the Texas notice and final itemized disclosure were received',
} as const;
