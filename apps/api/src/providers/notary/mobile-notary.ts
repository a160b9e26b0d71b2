import type { NotaryPlace } from '@hearth/domain/notary';

/**
 * A document signed at a closing held at an office (a Texas line, decision 0201): the closer prints it and has each
 * of `signers` sign it in person, and reports who signed it when.
 */
export interface ClosingDocument {
  documentId: string;
  title: string;
  signers: string[];
}

/**
 * A notary who meets the borrower in person (decision 0176): a mobile-notary or signing-agent network. Hearth asks
 * for a visit in one of the borrower's preferred windows at a place (their home, another address, or for a Texas
 * home a title company's office); the vendor confirms the appointment at once, and after it answers with a signed
 * `mobile-notary` callback: the deed signed with the notary's journal entry, or the visit missed.
 */
export interface MobileNotaryVendor {
  /** Windows (ISO instants, each `MANUAL_VISIT_MINUTES` long) open from `from` on. */
  windows(from: Date): string[];
  /** A title company's office near the property, where a Texas home equity closing may be held. */
  titleOffice(property: { city: string; state: string; zip: string }): NotaryPlace;
  book(request: {
    requestId: string;
    /** In the borrower's order of preference; each one of `windows`. */
    windows: string[];
    place: NotaryPlace;
    /** Everyone who signs the deed; all must be there (decision 0184). */
    signers: string[];
    /** A closing at an office (Texas): the documents signed there besides the deed's notarization; else none. */
    documents?: ClosingDocument[] | undefined;
  }): { startsAt: string; notary: string; notaryPhone: string };
  /**
   * The clock has passed the appointment. A real network calls back on its own when its notary closes the visit;
   * the sandbox network answers when Hearth's (sandbox) clock tells it the time has come. A closing's answer reports
   * each of its documents signed, as the closer recorded them (decision 0201).
   */
  appointmentPassed(request: {
    requestId: string;
    startsAt: string;
    place: NotaryPlace;
    signers: string[];
    documents?: ClosingDocument[] | undefined;
  }): Promise<void>;
  /**
   * The borrower gave the visit up to choose another time (decision 0186), at least a day before it: the network
   * frees its notary and reports nothing for the request. Asked again for the same request, it answers the same.
   */
  cancel(request: { requestId: string }): Promise<void>;
}
