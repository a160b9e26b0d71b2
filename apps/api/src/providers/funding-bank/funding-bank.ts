/**
 * The lender's bank as a port (decision 0178). Hearth submits the NACHA file that credits a borrower's initial
 * draw (PPD), and on `/pay` the file of a later draw (a PPD credit) or of a one-off payment (a PPD debit of the
 * borrower's linked account, decision 0258); a debit settles or is returned by trace number as a credit is and asks for the wires that pay off the liens the draw pays, to the holders named on the title
 * company's payoff statements. The bank answers later, as a signed `funding-bank` callback: each ACH entry settled
 * or returned by trace number, or the wires sent with their references. A request is identified by its id:
 * submitting the same id again is the same file or the same wires, never a second payment.
 */
export interface AchSubmission {
  requestId: string;
  fileId: string;
  fileName: string;
  contents: string;
  effectiveDate: string;
}

export interface WireOrder {
  requestId: string;
  wires: { lienId: string; payee: string; amountCents: number; reference: string }[];
}

export interface FundingBank {
  /** The lender's bank (the ODFI): its routing number and name, as the file header names them. */
  readonly odfi: { routingNumber: string; name: string };
  submitAch(file: AchSubmission): Promise<void>;
  sendWires(order: WireOrder): Promise<void>;
}
