/**
 * The valuation vendor as a port (decision 0160): a broker price opinion ordered for the property, returned
 * hours later in real life as a signed `valuation` callback with the broker's value.
 */
export interface ValuationVendor {
  orderBpo(order: {
    requestId: string;
    property: { street1: string; city: string; state: string; zip: string };
    /** The automated model's value and the borrower's own estimate, for the broker's reference. */
    avmValueCents: number;
    borrowerEstimateCents: number | null;
  }): Promise<void>;
}
