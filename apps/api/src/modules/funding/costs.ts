import { type CostPicture, costPictureOf } from '@hearth/domain/fees';
import type { ApplicationRow } from '../application/repository';
import { readFile } from '../collateral/file';
import type { DocumentFacts } from '../documents/content/facts';
import { documentFacts } from '../documents/service';
import { manualNotaryFeeCents } from '../notary/manual-notary';
import type { FundingDeps } from './deps';
import type { StoredWire } from './schema';

/**
 * The line's cost picture at funding (decision 0207): the documents' closing costs with the notary who came to the
 * borrower (chosen after the documents; the fee is paid from the draw, decision 0176, and a Texas line's 2% limit
 * counts it, decision 0181) and the payoffs the title company sends. The funding fixes its amounts from it, and the
 * funded line shows it, so the page says what the funding did.
 */
export async function fundingCostPicture(
  deps: FundingDeps,
  app: ApplicationRow,
): Promise<{ facts: DocumentFacts; picture: CostPicture; wires: StoredWire[] }> {
  const notaryFeeCents = await manualNotaryFeeCents(deps.db, app.uuid);
  const [facts, file] = await Promise.all([
    documentFacts(deps.documents, app, { manualNotary: notaryFeeCents > 0 }),
    readFile(deps.db, app.uuid),
  ]);
  const statements = file?.payoff?.statements ?? [];
  const picture = costPictureOf(facts.closingCosts, {
    state: facts.property.state,
    lineAmountCents: facts.offer.creditLimitCents,
    drawCents: facts.drawCents,
    payoffCents: statements.reduce((sum, s) => sum + s.payoffCents, 0),
  });
  const wires = statements.map((s) => ({ lienId: s.lienId, payee: s.holder, amountCents: s.payoffCents }));
  return { facts, picture, wires };
}
