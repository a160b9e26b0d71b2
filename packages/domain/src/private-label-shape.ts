import type { PrivateLabelData } from './brands';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isHexColor = (value: unknown) => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * The private-label data block's shape, checked without zod (decision 0096): the web app reads the block on
 * every page, and `privateLabelDataSchema` would put zod in every page's first-paint JavaScript. It checks
 * what the web app reads (names, contacts, colors, product settings' types); the server writes the block from
 * its brand registry, which is validated with the full schema (brand-registry tests), and
 * private-label-shape.test.ts checks that everything the schema accepts passes here.
 */
export function isPrivateLabelData(value: unknown): value is PrivateLabelData {
  if (!isObject(value)) return false;
  if (![value.baseUrl, value.canonicalOrgCode, value.orgBrand, value.orgCode].every(isText)) return false;
  const meta = value.orgMetaData;
  if (!isObject(meta) || !isObject(meta.companyInfo) || !isObject(meta.products)) return false;
  const info = meta.companyInfo;
  if (![info.companyName, info.supportPhone, info.supportEmail, info.logoUrl].every(isText)) return false;
  const colors = info.colors;
  if (!isObject(colors) || ![colors.primary, colors.primaryContrast, colors.accent].every(isHexColor))
    return false;
  const optionalTexts = [
    info.privacyUrl,
    info.termsUrl,
    info.licensesUrl,
    info.nmls,
    info.partnerType,
    info.typeface,
  ];
  if (!optionalTexts.every((v) => isOptional(v, (t) => typeof t === 'string'))) return false;
  return Object.values(meta.products).every(isProductSettings);
}

function isProductSettings(value: unknown): boolean {
  if (!isObject(value) || typeof value.enabled !== 'boolean') return false;
  const texts = [value.privacyUrl, value.termsUrl, value.newYorkSiteUrl, value.otherStatesSiteUrl];
  return (
    texts.every((v) => isOptional(v, (t) => typeof t === 'string')) &&
    isOptional(value.eligibleStates, (v) => Array.isArray(v) && v.every((s) => typeof s === 'string')) &&
    isOptional(value.excludedZips, (v) => Array.isArray(v) && v.every((z) => typeof z === 'string')) &&
    isOptional(value.referrerRequired, (v) => typeof v === 'boolean') &&
    isOptional(value.ageRestricted, (v) => typeof v === 'boolean') &&
    isOptional(value.forSaleLookbackMonths, (v) => typeof v === 'number') &&
    isOptional(value.hawaiiPartner, (v) => isObject(v) && isText(v.name) && typeof v.url === 'string')
  );
}
