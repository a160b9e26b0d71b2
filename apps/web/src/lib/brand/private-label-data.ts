import { type BrandTypeface, legalLinks, type PrivateLabelData, termsLinkLabel } from '@hearth/domain/brands';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { isPrivateLabelData } from '@hearth/domain/private-label-shape';
import { serverPageData } from '@/lib/brand/server-page-data';
import { type BrandTheme, brandTheme } from '@/lib/brand/theme';

export const DATA_BLOCK_ID = 'private-label-data';

/** Thrown when the page carries no valid private-label data block (a deployment fault, spec section 8). */
export class MissingPrivateLabelDataError extends Error {
  constructor(cause?: unknown) {
    super(ERROR_MESSAGES.noPrivateLabelData, { cause });
    this.name = 'MissingPrivateLabelDataError';
  }
}

/** Reads and validates the block the server rendered into the page (on the server: the render's brand data). */
export function readPrivateLabelData(doc: Document | undefined = globalThis.document): PrivateLabelData {
  if (!doc) {
    const data = serverPageData();
    if (data) return data;
    throw new MissingPrivateLabelDataError();
  }
  const text = doc.getElementById(DATA_BLOCK_ID)?.textContent?.trim();
  if (!text) throw new MissingPrivateLabelDataError();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new MissingPrivateLabelDataError(error);
  }
  // A shape check without zod (decision 0096): this runs on every page before the first render.
  if (!isPrivateLabelData(json)) throw new MissingPrivateLabelDataError();
  return json;
}

/** What the shell shows of a brand; components read this and never branch on a brand name. */
export type Brand = {
  orgCode: string;
  companyName: string;
  supportPhone: string;
  supportEmail: string;
  logoUrl: string;
  nmls: string | undefined;
  privacyUrl: string;
  termsUrl: string;
  termsLabel: string;
  licensesUrl: string;
  theme: BrandTheme;
  /** Headings, figures and the wordmark; the stacks are CSS rules on `html[data-typeface]`. */
  typeface: BrandTypeface;
};

export function toBrand(data: PrivateLabelData): Brand {
  const info = data.orgMetaData.companyInfo;
  const links = legalLinks(data);
  return {
    orgCode: data.orgCode,
    companyName: info.companyName,
    supportPhone: info.supportPhone,
    supportEmail: info.supportEmail,
    logoUrl: info.logoUrl,
    nmls: info.nmls,
    privacyUrl: links.privacyUrl,
    termsUrl: links.termsUrl,
    termsLabel: termsLinkLabel(data),
    licensesUrl: links.licensesUrl,
    theme: brandTheme(info.colors),
    typeface: info.typeface ?? 'system',
  };
}

/** `tel:` link for a display number such as "(888) 555-0142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+1${digits}`}`;
}
