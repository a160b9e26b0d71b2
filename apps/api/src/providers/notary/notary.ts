/**
 * The remote online notarization vendor as a port (decision 0174): open slots, a booking with its meeting link, and
 * the session's outcome (the deed signed before the notary, with the journal entry) as a signed `notary` callback.
 */
export interface NotaryVendor {
  slots(from: Date): string[];
  /** A session for everyone who signs the deed (the borrower and each owner on title who joined, decision 0184). */
  book(request: { requestId: string; startsAt: string; signers: string[] }): {
    notary: string;
    meetingUrl: string;
  };
  /**
   * Every signer has signed the deed in the session; the notary completes it and the vendor answers with the
   * journal entry, naming each signer. Asked again with the same request, it answers the same (one callback id).
   */
  sessionSigned(request: { requestId: string; signers: { name: string; at: Date }[] }): Promise<void>;
  /**
   * The borrower gave the session up to choose another time (decision 0186): the vendor frees the notary and sends
   * nothing more for the request. Asked again for the same request, it answers the same.
   */
  cancel(request: { requestId: string }): Promise<void>;
}
