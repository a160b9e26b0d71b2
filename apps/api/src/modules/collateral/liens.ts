import {
  type ConfirmLiens,
  cltvBps,
  type LiensView,
  liensToPayOff,
  COLLATERAL_MESSAGES as MESSAGES,
} from '@hearth/domain/collateral';
import { DomainError } from '@hearth/domain/errors';
import { formatMoney, toCents, wholeDollars } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { openDecisionFacts } from '../application/decision-records';
import type { ApplicationRow } from '../application/repository';
import { tryMoveApplication } from '../application/status-moves';
import { priceAgain, reviewPatch } from '../final-decision/service';
import { latestHardPull } from '../hard-pull/service';
import type { CollateralDeps } from './deps';
import { currentValueCents, keptLiens, propertyFor, readFile, recordOf, selectedOf, writeFile } from './file';
import type { StoredLien } from './schema';
import { valuationStep } from './valuation';

const STATUS = 'LIEN_VERIFICATION';
const HUNDRED_DOLLARS = 100_00;

/** An estimated payment where the credit file has none: 0.6% of a mortgage's balance, 1% of anything else. */
const estimatedPayment = (lien: { type: string; balanceCents: number }) =>
  Math.round(lien.balanceCents * (lien.type === 'MORTGAGE' ? 0.006 : 0.01));

/**
 * The liens the property record shows, each with the monthly payment of the matching account on the hard pull
 * (the same kind of loan, in order), or an estimate.
 */
export async function recordLiens(deps: CollateralDeps, row: ApplicationRow): Promise<StoredLien[]> {
  const record = recordOf(row);
  const hard = await latestHardPull(deps, row.uuid);
  const accounts = (hard?.report?.tradelines ?? []).filter(
    (l) => l.type === 'MORTGAGE' || l.type === 'HELOC',
  );
  const used = new Set<number>();
  return (record?.liens ?? []).map((lien) => {
    const index = accounts.findIndex((account, i) => !used.has(i) && account.type === lien.type);
    if (index >= 0) used.add(index);
    const account = index >= 0 ? accounts[index] : undefined;
    return {
      id: `lien-${lien.position}`,
      position: lien.position,
      holder: lien.lender,
      type: lien.type,
      balanceCents: lien.balanceCents,
      monthlyPaymentCents: account?.monetaryCalculatedNextPaymentMinimumAmount ?? estimatedPayment(lien),
      state: 'OPEN' as const,
    };
  });
}

/** The liens page: the confirmed liens once given, else the record's, with the CLTV the offer rests on. */
export async function liensView(deps: CollateralDeps, row: ApplicationRow): Promise<LiensView> {
  const file = await readFile(deps.db, row.uuid);
  const liens = file?.liens ?? (await recordLiens(deps, row));
  const payoffs = liensToPayOff(liens);
  const selected = selectedOf(row);
  const lineCents = selected?.max ?? 0;
  const valueCents = currentValueCents(row, file);
  const kept = keptLiens(liens, payoffs).reduce((sum, lien) => sum + lien.balanceCents, 0);
  const bps = cltvBps({ valueCents, keptLienCents: kept, lineCents });
  const maxBps = openDecisionFacts(deps.encryptionKey, row)?.maxCltvBps ?? 0;
  const payoffIds = new Set(payoffs.map((lien) => lien.id));
  return {
    status: row.status,
    liens: liens.map((lien) => ({
      id: lien.id,
      position: lien.position,
      holder: lien.holder,
      type: lien.type,
      balance: wholeDollars(lien.balanceCents),
      monthlyPayment: wholeDollars(lien.monthlyPaymentCents),
      state: lien.state,
      payoffRequired: payoffIds.has(lien.id),
    })),
    propertyValue: wholeDollars(valueCents),
    creditLine: wholeDollars(lineCents),
    drawAmount: wholeDollars(row.amountCents),
    cltvPercent: Number.isFinite(bps) ? Math.round(bps / 10) / 10 : 0,
    maxCltvPercent: maxBps / 100,
    payoffTotal: wholeDollars(payoffs.reduce((sum, lien) => sum + lien.balanceCents, 0)),
    ...(file?.liensConfirmedAt ? { confirmedAt: file.liensConfirmedAt.toISOString() } : {}),
  };
}

/**
 * The borrower confirms or corrects every lien (LIEN_VERIFICATION). The file is priced again on the confirmed
 * liens: a line that no longer fits goes back to offer selection with the reason; one that fits goes on to the
 * payoff statements (liens behind the first are paid from the draw, which grows to cover them) or the valuation.
 */
export async function confirmLiens(
  deps: CollateralDeps,
  row: ApplicationRow,
  body: ConfirmLiens,
): Promise<LiensView> {
  if (!allows(row.status, 'confirmLiens')) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notAtLiens);
  const record = await recordLiens(deps, row);
  const byId = new Map(body.liens.map((lien) => [lien.id, lien]));
  if (body.liens.some((lien) => !record.some((r) => r.id === lien.id)))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.unknownLien);
  if (byId.size !== body.liens.length || record.some((lien) => !byId.has(lien.id)))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.everyLien);
  const confirmed: StoredLien[] = record.map((lien) => {
    const answer = byId.get(lien.id) as ConfirmLiens['liens'][number];
    return {
      ...lien,
      balanceCents: answer.state === 'PAID_OFF' ? 0 : toCents(answer.balance),
      monthlyPaymentCents: answer.state === 'PAID_OFF' ? 0 : toCents(answer.monthlyPayment),
      state: answer.state,
    };
  });
  const payoffs = liensToPayOff(confirmed);
  const payoffCents = payoffs.reduce((sum, lien) => sum + lien.balanceCents, 0);
  const file = await writeFile(deps.db, row.uuid, { liens: confirmed, liensConfirmedAt: deps.now() });
  const property = propertyFor(row, file, { kept: keptLiens(confirmed, payoffs) });
  const changed = confirmed.some(
    (lien, i) => lien.balanceCents !== record[i]?.balanceCents || lien.state !== 'OPEN',
  );
  const why = changed
    ? 'The liens you confirmed change how much equity your home has for a new line.'
    : payoffCents > 0
      ? `Your initial draw must pay off ${formatMoney(payoffCents)} of other liens on your home.`
      : undefined;
  const priced = await priceAgain(deps, row, {
    ...(property ? { property } : {}),
    ...(why ? { why } : {}),
    minDrawCents: payoffCents,
  });
  const move = (to: Parameters<typeof tryMoveApplication>[1]['to'], patch: object, reason?: string) =>
    tryMoveApplication(deps.db, {
      uuid: row.uuid,
      from: STATUS,
      to,
      actor: 'borrower',
      patch,
      ...(reason ? { reason } : {}),
    });
  let moved: ApplicationRow | undefined;
  if (priced.kind === 'review')
    moved = await move(
      'UNDERWRITING_REVIEW',
      reviewPatch(deps.encryptionKey, row, priced.reason, deps.now()),
    );
  else if (priced.kind === 'declined')
    moved = await move('DECLINED', priced.patch, `liens: ${priced.decision.reason}`);
  else if (priced.kind === 'revised') moved = await move('REVISED_OFFER_SELECTION', priced.patch);
  else {
    // The draw grows to cover the payoffs, in whole $100s (the line's largest draw was checked by priceAgain).
    const drawCents = Math.max(row.amountCents, Math.ceil(payoffCents / HUNDRED_DOLLARS) * HUNDRED_DOLLARS);
    const patch = drawCents === row.amountCents ? {} : { amountCents: drawCents };
    if (payoffs.length > 0) moved = await move('PAYOFF_REQUEST_PENDING', patch);
    else {
      const next = valuationStep(row);
      moved = await move(next, patch);
    }
    if (moved) await deps.advance(row.uuid);
  }
  if (!moved) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notAtLiens);
  // The liens say whether the line is a first lien: then the valuations are copied to the borrower (Regulation B
  // 1002.14, decision 0204). A failure here is not the borrower's: the notices' sweep gives it again.
  await deps.notices?.(row.uuid).catch(() => undefined);
  return liensView(deps, moved);
}
