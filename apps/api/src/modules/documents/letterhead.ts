import type { PrivateLabelData } from '@hearth/domain/brands';
import { logoMarkSvg, wordmarkLines } from '../organizations/logo';

/**
 * The lender's letterhead on a document's first page (decision 0205): the brand's logo (the mark of decision 0112
 * drawn as vector paths, and its wordmark in the document's own font) and a rule in the brand's primary colour.
 */
export interface PdfBrand {
  companyName: string;
  primary: string;
  /** The mark's SVG elements in a 48 x 48 box. */
  mark: string;
  wordmark: [string, string];
}

export function pdfBrandOf(org: PrivateLabelData | undefined): PdfBrand | undefined {
  if (!org) return undefined;
  const info = org.orgMetaData.companyInfo;
  return {
    companyName: info.companyName,
    primary: info.colors.primary,
    mark: logoMarkSvg(org),
    wordmark: wordmarkLines(info.companyName),
  };
}
