/**
 * The county recorder as a port (decision 0178): Hearth's settlement agent submits the signed deed of trust for
 * recording with the fee and the tax due; the recorder answers later, as a signed `recorder` callback, with the
 * instrument number, book and page under which the deed now stands in the public record.
 */
export interface RecordingOrder {
  requestId: string;
  /** The instrument: the deed of trust (or mortgage) securing the line. */
  instrument: 'DEED_OF_TRUST';
  grantors: string[];
  grantee: string;
  property: { street1: string; city: string; state: string; zip: string };
  legalDescription: string;
  documentSha256: string;
  feeCents: number;
  taxCents: number;
  submittedAt: Date;
}

export interface RecorderVendor {
  record(order: RecordingOrder): Promise<void>;
}
