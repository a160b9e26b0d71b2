import type { Vendor } from '@hearth/domain/vendors';

/**
 * Which adapter `buildVendorPorts` (ports.ts) builds each callback vendor's port with (decision 0195): `sandbox`,
 * the deterministic stand-in of this folder, or `live`, a real vendor's. The configuration reads it: a live
 * adapter's callbacks are signed with the secret its vendor issued, so its `HEARTH_VENDOR_SECRET_<VENDOR>` is
 * required, while a sandbox adapter without one signs with a secret derived from the data key. A test
 * (ports.test.ts) keeps this table and the built ports in agreement.
 */
export type VendorAdapterKind = 'sandbox' | 'live';

export const VENDOR_ADAPTERS: Readonly<Record<Vendor, VendorAdapterKind>> = {
  'hard-credit': 'sandbox',
  identity: 'sandbox',
  income: 'sandbox',
  'bank-link': 'sandbox',
  valuation: 'sandbox',
  title: 'sandbox',
  flood: 'sandbox',
  insurance: 'sandbox',
  'condition-review': 'sandbox',
  notary: 'sandbox',
  recorder: 'sandbox',
  'funding-bank': 'sandbox',
  'mobile-notary': 'sandbox',
};
