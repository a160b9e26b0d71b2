import type { TitleResult } from '@hearth/domain/vendors';

/**
 * The title company as a port (decision 0160): a preliminary title search (vesting, owners, trust, legal
 * description), payoff statements for the liens the draw pays off, and the full title before closing. Every
 * answer arrives later as a signed `title` callback carrying a `TitleResult`.
 */
export interface TitleApplicant {
  firstName: string;
  lastName: string;
}

export interface TitleProperty {
  street1: string;
  city: string;
  state: string;
  zip: string;
}

export interface TitleVendor {
  orderTitle(order: {
    requestId: string;
    kind: 'PRELIMINARY' | 'FULL';
    applicant: TitleApplicant;
    property: TitleProperty;
  }): Promise<void>;
  orderPayoffs(order: {
    requestId: string;
    liens: { lienId: string; holder: string; balanceCents: number }[];
    /** The statements are good through 30 days after this day. */
    today: Date;
  }): Promise<void>;
}

export type { TitleResult };
