import type { ESignConsentView } from '@hearth/domain/e-sign';
import { disclosuresFor, type StartDeps, sha256Hex } from '../app-start/service';
import type { ApplicationRow } from '../application/repository';

/** The consent to electronic records and signatures without the person's demonstration. */
export type ESignConsent = Omit<ESignConsentView, 'demonstratedAt'>;

/**
 * The application's consent to electronic records and signatures (decision 0202): the E_SIGN disclosure of
 * start/app-summary, word for word, with the SHA-256 the borrower accepts it by. An owner on title who does not
 * borrow is shown the same text before they join, so both consent to the same words; null before an offer is chosen.
 */
export function eSignConsentOf(deps: StartDeps, row: ApplicationRow): ESignConsent | null {
  const disclosure = disclosuresFor(deps, row)?.find((d) => d.type === 'E_SIGN');
  if (!disclosure) return null;
  return {
    title: disclosure.title,
    version: disclosure.version,
    text: disclosure.text,
    sha256: sha256Hex(disclosure.text),
    links: disclosure.links,
  };
}
