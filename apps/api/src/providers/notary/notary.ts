/**
 * The remote online notarization vendor as a port (decision 0174): open slots, a booking with its meeting link, and
 * the session's outcome (the deed signed before the notary, with the journal entry) as a signed `notary` callback.
 */
export interface NotaryVendor {
  slots(from: Date): string[];
  book(request: { requestId: string; startsAt: string; signer: string }): {
    notary: string;
    meetingUrl: string;
  };
  /** The signer signed the deed in the session; the vendor answers with the journal entry. */
  deedSigned(request: { requestId: string; signer: string; at: Date }): Promise<void>;
}
