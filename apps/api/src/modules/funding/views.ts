import { formatIsoDate, propertyDate, zonedCalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { closingCostsView } from '@hearth/domain/fees';
import {
  type FundedLineView,
  firstPaymentDueDate,
  type LenderFundingView,
  FUNDING_MESSAGES as MESSAGES,
} from '@hearth/domain/funding';
import { achReturnReason } from '@hearth/domain/nacha';
import { monthlyPayment } from '@hearth/domain/payment';
import { type ApplicationRow, findApplication } from '../application/repository';
import { accountLabel } from '../bank-accounts/accounts';
import { accountsForReturnedDraw, autopayFromAccounts } from '../bank-accounts/funding-accounts';
import { readBankAccounts } from '../bank-accounts/view';
import { figuresOf } from '../documents/content/facts';
import { fundingCostPicture } from './costs';
import {
  type AchEntryRow,
  entriesOf,
  type FundingDeps,
  type FundingRow,
  fundingOf,
  nextOf,
  recordingOf,
} from './deps';

const STAGE_OF: Record<string, FundedLineView['stage']> = {
  RECORDING: 'RECORDING',
  FUNDING_DECISION: 'FUNDING',
  DIRECT_DEBT_PAYOFF: 'FUNDING',
  FUNDABLE: 'FUNDING',
  COMPLETE: 'FUNDED',
};

const amountsOf = (funding: FundingRow) => ({
  drawCents: funding.drawCents,
  payoffCents: funding.payoffCents,
  costsCents: funding.costsCents,
  financedCents: funding.financedCents,
  netCents: funding.netCents,
});

/** The day an entry came back, in the lender's time zone. */
const returnedOn = (entry: AchEntryRow) =>
  formatIsoDate(zonedCalendarDate(entry.returnedAt ?? entry.createdAt));

/** When an entry's money went out, on the application's clock; an entry sent before decision 0201, its real time. */
const sentAtOf = (entry: AchEntryRow) => (entry.sentAt ?? entry.submittedAt)?.toISOString() ?? null;

/**
 * The borrower's line: where recording and funding stand and, funded, the open line's figures. Only an entry that
 * settled counts as paid: a returned one is listed as returned, with what it waits for (decision 0182).
 */
export async function lineView(deps: FundingDeps, app: ApplicationRow): Promise<FundedLineView> {
  const stage = STAGE_OF[app.status];
  if (!stage) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notYet);
  const [recording, funding, entries, costs, accounts] = await Promise.all([
    recordingOf(deps.db, app.uuid),
    fundingOf(deps.db, app.uuid),
    entriesOf(deps.db, app.uuid),
    fundingCostPicture(deps, app),
    readBankAccounts(deps.db, app),
  ]);
  // The balance is the funding's cost picture (decision 0207): the draw and what was added to it.
  const { facts, picture } = costs;
  const figures = figuresOf(facts);
  const balanceCents = picture.openingBalanceCents;
  const latest = entries.at(-1);
  const settled = entries.find((e) => e.settledAt)?.settledAt;
  // The day the money arrived, as the borrower's own calendar has it (decision 0272).
  const fundedOn = settled ? propertyDate(settled, app.propertyState) : null;
  const returned = entries.filter((e) => e.returnCode);
  const next = nextOf(entries);
  const maskOf = (id: string) => accounts.accounts.find((a) => a.id === id)?.mask ?? '';
  return {
    status: app.status,
    stage,
    recording:
      recording?.recordedAt && recording.instrumentNumber
        ? {
            office: recording.office ?? '',
            instrumentNumber: recording.instrumentNumber,
            bookPage: `Book ${recording.book}, Page ${recording.page}`,
            recordedAt: recording.recordedAt.toISOString(),
          }
        : null,
    funding: funding
      ? {
          amounts: amountsOf(funding),
          account: latest?.accountLabel ?? null,
          effectiveDate: latest?.effectiveDate ?? null,
          traceNumber: latest?.traceNumber ?? null,
          sentAt: latest?.requestId && !latest.returnCode ? sentAtOf(latest) : null,
          settledAt: settled?.toISOString() ?? null,
          returns: returned.map((e) => ({
            account: e.accountLabel,
            mask: maskOf(e.accountId),
            amountCents: e.amountCents,
            returnCode: e.returnCode ?? '',
            reason: e.returnReason ?? achReturnReason(e.returnCode ?? ''),
            returnedOn: returnedOn(e),
          })),
          next,
          accountChoices:
            next === 'CHOOSE_ACCOUNT'
              ? await accountsForReturnedDraw(
                  deps.db,
                  app.uuid,
                  returned.map((e) => e.accountId),
                )
              : [],
          autopayOnReturnedAccount: await autopayFromAccounts(
            deps.db,
            app.uuid,
            returned.map((e) => e.accountId),
          ),
        }
      : null,
    closingCosts: closingCostsView(picture),
    line: {
      creditLimitCents: facts.offer.creditLimitCents,
      availableCreditCents: picture.availableCreditCents,
      aprPercent: figures.aprPercent,
      autopayAprPercent: figures.autopayAprPercent,
      autopay: facts.autopay,
      balanceCents,
      monthlyPaymentCents:
        balanceCents === figures.totalCents || figures.termYears === 0
          ? figures.monthlyCents
          : monthlyPayment({
              principalCents: balanceCents,
              annualRatePercent: figures.paymentRatePercent,
              termYears: figures.termYears,
            }),
      termYears: figures.termYears,
      firstPaymentDue: fundedOn ? formatIsoDate(firstPaymentDueDate(fundedOn)) : null,
      autopayAccount: accounts.autopay ? accountLabel(accounts.autopay) : null,
    },
  };
}

/**
 * Staff: the funding and every ACH entry of its draw as the lender's records keep it (decision 0182): each
 * entry's account (masked), amount, trace number, the file's SHA-256, when it was sent and settled or returned
 * (with the code and its NACHA reason), the money held after a return, and what that return waits for.
 */
export async function lenderFundingView(deps: FundingDeps, uuid: string): Promise<LenderFundingView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  const [funding, entries] = await Promise.all([fundingOf(deps.db, uuid), entriesOf(deps.db, uuid)]);
  const latest = entries.at(-1);
  return {
    status: app.status,
    amounts: funding ? amountsOf(funding) : null,
    entries: entries.map((e) => ({
      attempt: e.attempt,
      account: e.accountLabel,
      amountCents: e.amountCents,
      effectiveDate: e.effectiveDate,
      traceNumber: e.traceNumber,
      fileSha256: e.fileSha256,
      sentAt: e.requestId ? sentAtOf(e) : null,
      settledAt: e.settledAt?.toISOString() ?? null,
      returned: e.returnCode
        ? {
            returnCode: e.returnCode,
            reason: e.returnReason ?? achReturnReason(e.returnCode),
            returnedAt: (e.returnedAt ?? e.createdAt).toISOString(),
          }
        : null,
      staffNote: e.sentByStaffNote,
    })),
    heldCents: latest?.returnCode ? latest.amountCents : 0,
    next: app.status === 'FUNDABLE' ? nextOf(entries) : null,
  };
}
