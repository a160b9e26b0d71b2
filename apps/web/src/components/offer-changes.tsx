import type { OfferChange } from '@hearth/domain/final-decision';
import '@/components/layout/after-offer.css';

/** What the verified file changed from the borrower's first offer, and why, in plain words (decision 0154). */
export function OfferChanges({ changes, title }: { changes: OfferChange[]; title: string }) {
  if (changes.length === 0) return null;
  const reasons = [...new Set(changes.map((c) => c.reason))];
  return (
    <section className="changes" aria-labelledby="offer-changes-title">
      <h2 id="offer-changes-title">{title}</h2>
      <ul>
        {changes.map((change) => (
          <li key={change.field}>
            {change.label}: {change.before} → <strong>{change.after}</strong>
          </li>
        ))}
      </ul>
      {reasons.map((reason) => (
        <p key={reason}>{reason}</p>
      ))}
    </section>
  );
}
