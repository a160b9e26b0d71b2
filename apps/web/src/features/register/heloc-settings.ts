import {
  DEFAULT_REGIONAL_LINKS,
  type ProductSettings,
  type RegionalLinks,
  regionalLinks,
} from '@hearth/domain/brands';
import { readPrivateLabelData } from '@/lib/brand/private-label-data';

/** The lender's HELOC settings from the page's data block; none when the block is absent (tests, dev). */
export function helocSettings(doc: Document | undefined = globalThis.document): Partial<ProductSettings> {
  try {
    return readPrivateLabelData(doc).orgMetaData.products.heloc ?? {};
  } catch {
    return {};
  }
}

/** The Hawaii partner and the other site of the New York modal from the page's data block, else the defaults. */
export function regionalLinksOfPage(doc: Document | undefined = globalThis.document): RegionalLinks {
  try {
    return regionalLinks(readPrivateLabelData(doc));
  } catch {
    return {
      hawaiiPartner: { ...DEFAULT_REGIONAL_LINKS.hawaiiPartner },
      stateMismatchSiteUrl: DEFAULT_REGIONAL_LINKS.newYorkSiteUrl,
    };
  }
}

export { isProductionHost } from '@/lib/brand/environment';
