import { z } from 'zod';
import { DomainError, ERROR_MESSAGES } from './errors';

/** Kinds of partner; the terms link wording depends on it (decision 0012). */
export const PARTNER_TYPES = ['MORTGAGE_COMPANY', 'CREDIT_UNION', 'BANK', 'DIRECT'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** How a lender is chartered; it decides the agency its ECOA notices name (`@hearth/domain/ecoa-agencies`). */
export const CHARTERS = [
  'NATIONAL_BANK',
  'FEDERAL_SAVINGS_ASSOCIATION',
  'STATE_MEMBER_BANK',
  'STATE_NONMEMBER_BANK',
  'STATE_SAVINGS_ASSOCIATION',
  'FEDERAL_CREDIT_UNION',
  /** federally insured, state-chartered */
  'STATE_CREDIT_UNION',
  /** mortgage companies and other lenders that take no deposits */
  'NON_BANK',
] as const;
export type Charter = (typeof CHARTERS)[number];

/** Federal agencies that administer ECOA compliance (Regulation B Appendix A) for Hearth's kinds of lender. */
export const ECOA_AGENCY_CODES = ['CFPB', 'OCC', 'FRB', 'FDIC', 'NCUA', 'FTC'] as const;
export type EcoaAgencyCode = (typeof ECOA_AGENCY_CODES)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * Typefaces a brand may choose (decision 0112): font stacks of fonts already on the borrower's device, so no
 * font is fetched from anywhere (strict CSP, closed network). The stacks themselves live in the web app's CSS
 * (`[data-typeface]`) and in the logo generator; absent means `system`.
 */
export const BRAND_TYPEFACES = ['system', 'humanist', 'geometric', 'serif', 'classic'] as const;
export type BrandTypeface = (typeof BRAND_TYPEFACES)[number];

/** A US postal address, as printed on letters and notices. */
export const postalAddressSchema = z.object({
  street1: z.string().min(1),
  street2: z.string().optional(),
  city: z.string().min(1),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const companyInfoSchema = z.object({
  companyName: z.string().min(1),
  supportPhone: z.string().min(1),
  supportEmail: z.email(),
  logoUrl: z.string().min(1),
  /** `accent` is the brand's second colour (badges, completed steps, the logo's mark); see decision 0112. */
  colors: z.object({ primary: hexColor, primaryContrast: hexColor, accent: hexColor }),
  /** Headings, figures and the logo's wordmark use it; body text stays in the device's sans-serif. */
  typeface: z.enum(BRAND_TYPEFACES).optional(),
  privacyUrl: z.string().optional(),
  termsUrl: z.string().optional(),
  licensesUrl: z.string().optional(),
  nmls: z.string().optional(),
  /** The lender's Legal Entity Identifier (ISO 17442): the HMDA register and its ULIs begin with it (decision 0199). */
  lei: z
    .string()
    .regex(/^[0-9A-Z]{18}[0-9]{2}$/)
    .optional(),
  partnerType: z.enum(PARTNER_TYPES).optional(),
  /** The lender's legal entity name (the creditor on notices); the company name when absent. */
  legalName: z.string().min(1).optional(),
  /** Where the lender receives mail; printed on the ECOA adverse-action notice (decision 0053). */
  mailingAddress: postalAddressSchema.optional(),
  /** The lender's charter; absent means the partner type's usual one (decision 0043). */
  charter: z.enum(CHARTERS).optional(),
  /** Total assets over $10 billion: the CFPB administers ECOA for the lender instead of its charter's regulator. */
  assetsOverTenBillion: z.boolean().optional(),
  /** The agency to name on ECOA notices when counsel chose one; wins over the charter. */
  ecoaAgency: z.enum(ECOA_AGENCY_CODES).optional(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** Per-product settings of an organisation (key: product, e.g. "heloc"). */
export const productSettingsSchema = z.object({
  enabled: z.boolean(),
  displayName: z.string().optional(),
  /** States the lender serves for this product; absent means all served states. */
  eligibleStates: z.array(z.string().length(2)).optional(),
  /** ZIP codes the lender does not lend in, within its states (decision 0217); absent means none. */
  excludedZips: z.array(z.string().regex(/^\d{5}$/)).optional(),
  /** Referral-only lenders: a referrer must be present (spec section 5, regional rules). */
  referrerRequired: z.boolean().optional(),
  /** The for-sale question's look-back wording, in months (6 for some partners). */
  forSaleLookbackMonths: z.number().int().positive().optional(),
  /** The 62+ interest-only variant. */
  ageRestricted: z.boolean().optional(),
  /**
   * The spec's manual-notary flag (decision 0176): the lender offers a notary who comes to the borrower ($300) as
   * well as the online notary. A lender setting read by the server, not one of the 17 front-end flags.
   */
  manualNotary: z.boolean().optional(),
  privacyUrl: z.string().optional(),
  termsUrl: z.string().optional(),
  addressTypeaheadUrl: z.string().optional(),
  /** The lender that takes Hawaii applications on this lender's behalf (Hawaii modal, spec section 8). */
  hawaiiPartner: z.object({ name: z.string().min(1), url: z.string() }).optional(),
  /** The lender's New York site, where its other sites send a New York property (NY mismatch modal). */
  newYorkSiteUrl: z.string().optional(),
  /** On a New York-only site: the lender's site for properties in every other state. */
  otherStatesSiteUrl: z.string().optional(),
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

export const orgPricingDataSchema = z.object({
  rateSheetKey: z.string().min(1),
  /** Added to the sheet rate, in percentage points (may be negative). */
  marginAdjustment: z.number(),
  /** Cap on the origination fee, in percent of the line (never above 4.99). */
  maxOriginationFeePercent: z.number().min(0).max(4.99),
});
export type OrgPricingData = z.infer<typeof orgPricingDataSchema>;

export const privateLabelDataSchema = z.object({
  baseUrl: z.string().min(1),
  canonicalOrgCode: z.string().min(1),
  orgBrand: z.string().min(1),
  orgCode: z.string().min(1),
  orgMetaData: z.object({
    companyInfo: companyInfoSchema,
    products: z.record(z.string(), productSettingsSchema),
  }),
  orgPricingData: orgPricingDataSchema.optional(),
});
export type PrivateLabelData = z.infer<typeof privateLabelDataSchema>;

/** The main brand's organisation code, used when nothing else resolves. */
export const DEFAULT_ORG_CODE = 'HEARTH';

/** Where organisations are looked up; the server's brand table implements it. */
export interface OrganizationRegistry {
  /** Organisation code for a normalised host name (lower case, no port). */
  byHost(host: string): string | undefined;
  byCode(code: string): PrivateLabelData | undefined;
  defaultCode: string;
}

export type OrganizationSource = 'host' | 'org-param' | 'data-block' | 'default';

export interface OrganizationInput {
  host?: string | null;
  orgParam?: string | null;
  /** The private-label JSON block embedded in the page, if any (unvalidated). */
  dataBlock?: unknown;
}

/** "Brand.Example.COM:8080" -> "brand.example.com"; handles bracketed IPv6 and a trailing dot. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    const colon = h.indexOf(':');
    if (colon !== -1) h = h.slice(0, colon);
  }
  return h.replace(/\.$/, '');
}

/** Resolution order of spec section 1: host, then `org` parameter, then data block, then default. */
export function resolveOrganizationWithSource(
  input: OrganizationInput,
  registry: OrganizationRegistry,
): { org: PrivateLabelData; source: OrganizationSource } {
  if (input.host) {
    const code = registry.byHost(normalizeHost(input.host));
    const org = code ? registry.byCode(code) : undefined;
    if (org) return { org, source: 'host' };
  }
  const param = input.orgParam?.trim();
  if (param) {
    const org = registry.byCode(param) ?? registry.byCode(param.toUpperCase());
    if (org) return { org, source: 'org-param' };
  }
  if (input.dataBlock !== undefined && input.dataBlock !== null) {
    const parsed = privateLabelDataSchema.safeParse(input.dataBlock);
    if (parsed.success) return { org: parsed.data, source: 'data-block' };
  }
  const fallback = registry.byCode(registry.defaultCode);
  if (!fallback) throw new DomainError('INTERNAL', ERROR_MESSAGES.noPrivateLabelData);
  return { org: fallback, source: 'default' };
}

export function resolveOrganization(
  input: OrganizationInput,
  registry: OrganizationRegistry,
): PrivateLabelData {
  return resolveOrganizationWithSource(input, registry).org;
}

/** An in-memory registry over a list of organisations and a host map; hosts are normalised on both sides. */
export function createOrganizationRegistry(
  orgs: readonly PrivateLabelData[],
  hosts: Readonly<Record<string, string>>,
  defaultCode: string = DEFAULT_ORG_CODE,
): OrganizationRegistry {
  const byCode = new Map(orgs.map((o) => [o.orgCode, o]));
  const byHost = new Map(Object.entries(hosts).map(([host, code]) => [normalizeHost(host), code]));
  return {
    byHost: (host) => byHost.get(normalizeHost(host)),
    byCode: (code) => byCode.get(code),
    defaultCode,
  };
}

function isHttpUrl(value: string | undefined): value is string {
  return value !== undefined && /^https?:\/\//i.test(value.trim());
}

export interface LegalLinks {
  privacyUrl: string;
  termsUrl: string;
  licensesUrl: string;
}

export const LEGAL_PATHS = {
  privacy: '/privacy',
  terms: '/terms',
  licenses: '/licenses',
  communications: '/communications',
} as const;

/** The lender's configured URL when it starts with http(s), else the built-in page. Product settings win. */
export function legalLinks(org: PrivateLabelData, product = 'heloc'): LegalLinks {
  const info = org.orgMetaData.companyInfo;
  const settings = org.orgMetaData.products[product];
  const pick = (...candidates: (string | undefined)[]) => candidates.find(isHttpUrl)?.trim();
  return {
    privacyUrl: pick(settings?.privacyUrl, info.privacyUrl) ?? LEGAL_PATHS.privacy,
    termsUrl: pick(settings?.termsUrl, info.termsUrl) ?? LEGAL_PATHS.terms,
    licensesUrl: pick(info.licensesUrl) ?? LEGAL_PATHS.licenses,
  };
}

/**
 * Where the regional modals send a borrower when brand data names no one (decision 0052). The main brand's
 * New York affiliate and a Hawaii partner; fictional, on the reserved `.example` domain.
 */
export const DEFAULT_REGIONAL_LINKS = {
  hawaiiPartner: { name: 'Aloha Kai Home Lending', url: 'https://heloc.alohakaihomelending.example/' },
  newYorkSiteUrl: 'https://ny.heloc.hearthhomelending.example/account/heloc/register-v2',
  otherStatesSiteUrl: 'https://heloc.hearthhomelending.example/account/heloc/register-v2',
} as const;

export interface RegionalLinks {
  hawaiiPartner: { name: string; url: string };
  /** The other site of the New York state-mismatch modal, seen from this site. */
  stateMismatchSiteUrl: string;
}

/** A site that serves New York and nothing else is the lender's New York site. */
export function servesOnlyNewYork(settings: Pick<ProductSettings, 'eligibleStates'> | undefined): boolean {
  const states = settings?.eligibleStates;
  return states?.length === 1 && states[0]?.toUpperCase() === 'NY';
}

/**
 * The Hawaii partner and the other site of the New York mismatch modal: the product's own values when they
 * are http(s) URLs, else the defaults. From the New York site the other site is the one for other states.
 */
export function regionalLinks(org: PrivateLabelData, product = 'heloc'): RegionalLinks {
  const settings = org.orgMetaData.products[product];
  const partner = settings?.hawaiiPartner;
  const onNewYorkSite = servesOnlyNewYork(settings);
  const otherSite = onNewYorkSite ? settings?.otherStatesSiteUrl : settings?.newYorkSiteUrl;
  return {
    hawaiiPartner:
      partner && isHttpUrl(partner.url)
        ? { name: partner.name, url: partner.url.trim() }
        : { ...DEFAULT_REGIONAL_LINKS.hawaiiPartner },
    stateMismatchSiteUrl: isHttpUrl(otherSite)
      ? otherSite.trim()
      : onNewYorkSite
        ? DEFAULT_REGIONAL_LINKS.otherStatesSiteUrl
        : DEFAULT_REGIONAL_LINKS.newYorkSiteUrl,
  };
}

/** An address as it is printed on a letter: street line, then "City, ST 12345". */
export function postalAddressLines(address: PostalAddress): [string, string] {
  const street = address.street2?.trim() ? `${address.street1}, ${address.street2.trim()}` : address.street1;
  return [street, `${address.city}, ${address.state} ${address.zip}`];
}

/** The creditor as a notice names it: the legal entity, its mailing address when known, the support phone. */
export function creditorOf(org: PrivateLabelData): {
  name: string;
  address: PostalAddress | null;
  phone: string;
} {
  const info = org.orgMetaData.companyInfo;
  return {
    name: info.legalName ?? info.companyName,
    address: info.mailingAddress ?? null,
    phone: info.supportPhone,
  };
}

export type TermsLinkLabel = 'Terms of Use' | 'Terms of Service';

/** Mortgage-company partners call their terms "Terms of Use"; every other partner "Terms of Service". */
export function termsLinkLabel(org: PrivateLabelData): TermsLinkLabel {
  return org.orgMetaData.companyInfo.partnerType === 'MORTGAGE_COMPANY' ? 'Terms of Use' : 'Terms of Service';
}

/** Brand theme as CSS custom properties; components read these, never a brand name. */
export function brandCssVariables(org: PrivateLabelData): Record<string, string> {
  const { colors } = org.orgMetaData.companyInfo;
  return {
    '--brand-primary': colors.primary,
    '--brand-primary-contrast': colors.primaryContrast,
    '--brand-accent': colors.accent,
  };
}

/** CDN path of a brand's logo file (spec section 1: a file under a CDN path keyed by brand). */
export function brandLogoPath(orgBrand: string, fileName = 'logo.svg'): string {
  return `/brands/${encodeURIComponent(orgBrand.toLowerCase())}/${fileName}`;
}

/**
 * Two organisations are one lender when they share a canonical organisation (a member channel of a credit union
 * is the credit union): what one lender mailed, any of its channels may honour (decision 0054).
 */
export function sameLender(a: PrivateLabelData, b: PrivateLabelData): boolean {
  return a.canonicalOrgCode === b.canonicalOrgCode;
}

/** Feedback link shows only for the main brand (and only when authenticated: the caller checks that). */
export function isMainBrand(org: PrivateLabelData, defaultCode: string = DEFAULT_ORG_CODE): boolean {
  return org.orgCode === defaultCode || org.canonicalOrgCode === defaultCode;
}

/** Footer figures of spec section 1; amounts in cents, rates in percent. */
export const FOOTER_LIMITS = {
  minLoanAmountCents: 1_500_000,
  maxLoanAmountCents: 40_000_000,
  minAprPercent: 7.6,
  maxAprPercent: 17.2,
  maxOriginationFeePercent: 4.99,
  approvalMinutes: 5,
  fundingBusinessDays: 5,
  ageRestrictedMinimumAge: 62,
} as const;

export const FOOTER_DISCLOSURES = {
  loanAmounts: 'Loan amounts from $15,000 to $400,000.',
  aprRange: 'APRs from 7.60% to 17.20%.',
  originationFee: 'Origination fee up to 4.99% of the initial draw.',
  approval: 'Approval in five minutes.',
  funding: 'Funding in as little as five business days.',
  ageRestricted: 'The interest-only variant requires the applicant to be 62 or older.',
} as const;

export const DATA_PROTECTION_NOTICE =
  'Your data is protected with 256-bit encryption. We never see or store your credentials.';

export const ELIGIBILITY_NOTICE =
  'A home bought, or a title transferred, in the last 90 days is not eligible for the HELOC or DSCR loan.';

/** Defaults of the maintenance page (spec section 2). */
export const MAINTENANCE_DEFAULTS = {
  title: ERROR_MESSAGES.maintenanceTitle,
  message: ERROR_MESSAGES.maintenanceMessage,
  showDashboardLink: false,
} as const;
