import { formatIsoDate, parseDateInput } from '@hearth/domain/dates';
import { LOAN_DOCUMENT_TITLES } from '@hearth/domain/documents';
import { TEXAS_CLOSING_REFUSALS as REFUSED } from '@hearth/domain/notary';
import { sameName } from '@hearth/domain/signing';
import {
  isTexasClosingAllowed,
  isTexasClosingDocument,
  isTexasHomeEquity,
  TEXAS_CLOSING_DOCUMENTS,
  texasDayOf,
} from '@hearth/domain/texas-home-equity';
import type { NotaryResult } from '@hearth/domain/vendors';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ClosingDocument } from '../../providers/notary/mobile-notary';
import { type ApplicationRow, findApplication } from '../application/repository';
import { loanDocuments } from '../documents/schema';
import { closingRules } from './closing-rules';
import { currentOf, type NotaryDeps, partiesOf, sessionOf } from './deps';
import type { DeedParty } from './schema';

/**
 * A Texas line's closing at the title office (decision 0201): the agreement, the acknowledgment of the final itemized
 * disclosure and the fair-market-value acknowledgment are signed there, in person, with the deed the notary
 * acknowledges (Tex. Const. art. XVI, section 50(a)(6)(M)(i), (N), (Q)(ix)); none of them online. The title office's
 * closer has each signed and reports each signature with the visit.
 */

/**
 * The documents the closer has signed at a Texas closing besides the deed (whose signers the notary's journal names),
 * each with its signers: the agreement by the borrower, the others by every party of the booking. [] elsewhere.
 */
export async function texasClosingDocuments(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  parties: DeedParty[],
): Promise<ClosingDocument[]> {
  if (!isTexasHomeEquity(app.propertyState)) return [];
  const docs = await db
    .select({ id: loanDocuments.id, type: loanDocuments.type })
    .from(loanDocuments)
    .where(eq(loanDocuments.applicationUuid, app.uuid))
    .orderBy(asc(loanDocuments.createdAt), asc(loanDocuments.type));
  return docs.flatMap((doc) => {
    if (!isTexasClosingDocument(doc.type) || doc.type === 'DEED_OF_TRUST') return [];
    const who =
      TEXAS_CLOSING_DOCUMENTS[doc.type] === 'BORROWER' ? parties.filter((p) => p.borrower) : parties;
    return [{ documentId: doc.id, title: LOAN_DOCUMENT_TITLES[doc.type], signers: who.map((p) => p.name) }];
  });
}

/**
 * Why a title office's report is not a Texas closing, or null when it is: every signature (the deed's and each
 * closing document's) on or after the earliest closing day, read in Texas; every closing document signed by each of
 * its signers. Pure, so the rule is tested on its own.
 */
export function texasClosingRefusal(
  expected: readonly ClosingDocument[],
  reported: Pick<NotaryResult, 'signedAt' | 'signers' | 'documents'>,
  earliestClosingOn: string,
): string | null {
  const earliest = parseDateInput(earliestClosingOn);
  if (!earliest) return REFUSED.tooEarly('an unknown day', earliestClosingOn);
  const times = [
    reported.signedAt,
    ...(reported.signers ?? []).map((s) => s.signedAt),
    ...(reported.documents ?? []).flatMap((d) => d.signers.map((s) => s.signedAt)),
  ];
  for (const time of times) {
    const at = new Date(time);
    if (Number.isNaN(at.getTime())) return REFUSED.tooEarly(`"${time}"`, earliestClosingOn);
    if (!isTexasClosingAllowed(at, earliest))
      return REFUSED.tooEarly(formatIsoDate(texasDayOf(at)), earliestClosingOn);
  }
  for (const doc of expected) {
    const signed = reported.documents?.find((d) => d.documentId === doc.documentId)?.signers ?? [];
    const missing = doc.signers.find((name) => !signed.some((s) => sameName(s.name, name)));
    if (missing !== undefined) return REFUSED.unsigned(doc.title, missing);
  }
  return null;
}

/**
 * The title office's report of a Texas closing under the booking `requestId`, checked before it is taken as the
 * closing: null for any other line, a booking no longer current (the report then changes nothing) or a closing that
 * holds; else the reason it does not.
 */
export async function refuseTexasClosing(
  deps: NotaryDeps,
  uuid: string,
  requestId: string,
  reported: Pick<NotaryResult, 'signedAt' | 'signers' | 'documents'>,
): Promise<string | null> {
  const app = await findApplication(deps.db, uuid);
  if (!app || !isTexasHomeEquity(app.propertyState)) return null;
  const session = currentOf(await sessionOf(deps.db, uuid));
  if (session?.requestId !== requestId) return null;
  const rules = await closingRules(deps, app);
  if (!rules.texas) return REFUSED.notReady;
  const expected = await texasClosingDocuments(deps.db, app, partiesOf(app, session));
  return texasClosingRefusal(expected, reported, rules.texas.earliestClosingOn);
}
