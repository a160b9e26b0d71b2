import {
  type ClosingCostsView,
  COST_PAYMENT_WORDS,
  closingCostPaymentWords,
  closingCostSharesOfView,
} from '@hearth/domain/fees';
import { formatMoney, toCents } from '@hearth/domain/money';
import '@/components/closing-costs.css';

const money = (dollars: number) => formatMoney(toCents(dollars), 2);

/**
 * The line's cost picture (decision 0207), the same on the offers page, the summary, the final offer and the funded
 * line: each cost with its amount and how it is paid (added to the balance, paid from the initial draw, or paid by
 * the lender), the total, and a Texas line's 2% fee limit (Tex. Const. art. XVI, s. 50(a)(6)(E); 7 TAC 153.5).
 */
export function ClosingCosts({
  costs,
  label = 'Closing costs',
  showWords = true,
}: {
  costs: ClosingCostsView;
  /** The list's accessible name. */
  label?: string;
  /** False where the page says how the costs are paid in its own words. */
  showWords?: boolean;
}) {
  return (
    <div className="closing-costs">
      <dl className="money-list" aria-label={label}>
        {costs.lines.map((line) => (
          <div className="money-list__row" key={line.key}>
            <dt>
              {line.label}
              <span className="money-list__note">{COST_PAYMENT_WORDS[line.paid]}</span>
            </dt>
            <dd>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</dd>
          </div>
        ))}
        <div className="money-list__row money-list__row--total">
          <dt>Total closing costs</dt>
          <dd>{money(costs.total)}</dd>
        </div>
      </dl>
      {costs.texasFeeLimit && costs.lenderCredit > 0 ? (
        <p className="closing-costs__note">
          Texas law limits the fees you pay to open your line to 2% of your initial draw (
          {money(costs.texasFeeLimit.limit)}). Your fees come to {money(costs.texasFeeLimit.counted)}, so we
          pay the other {money(costs.lenderCredit)}.
        </p>
      ) : null}
      {showWords ? (
        <p className="closing-costs__note">{closingCostPaymentWords(closingCostSharesOfView(costs))}</p>
      ) : null}
    </div>
  );
}
