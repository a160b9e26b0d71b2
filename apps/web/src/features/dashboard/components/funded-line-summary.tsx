import { formatLongDate, parseDateInput } from '@hearth/domain/dates';
import { formatMoney } from '@hearth/domain/money';
import { useFundedLineSummary } from '@/features/dashboard/api/funded-line';

/** "December 28, 2026" from the day on the wire. */
function dueDate(isoDay: string): string {
  const day = parseDateInput(isoDay);
  return day ? formatLongDate(day) : isoDay;
}

/** A completed application's open line: limit, available credit, balance and the next payment. */
export function FundedLineSummary({ uuid }: { uuid: string }) {
  const line = useFundedLineSummary(uuid, true).data?.line;
  if (!line) return null;
  const rows: [string, string][] = [
    ['Credit limit', formatMoney(line.creditLimitCents)],
    ['Available credit', formatMoney(line.availableCreditCents)],
    ['Balance', formatMoney(line.balanceCents, 2)],
  ];
  if (line.monthlyPaymentCents !== null && line.firstPaymentDue) {
    rows.push([
      'Next payment',
      `${formatMoney(line.monthlyPaymentCents, 2)} due ${dueDate(line.firstPaymentDue)}`,
    ]);
  }
  return (
    <dl className="definition-list dashboard__line-figures" aria-label="Your line of credit">
      {rows.map(([label, value]) => (
        <div key={label} className="definition-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
