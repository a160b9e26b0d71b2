import { stageForStatus } from '@hearth/domain/application-status';
import type { HelocApplication } from '@hearth/domain/entities';
import { formatMoney, formatPercent, toCents } from '@hearth/domain/money';
import { drawTotal, monthlyPayment, showsOfferPanel } from '@hearth/domain/payment';
import { progressFor } from '@hearth/domain/progress';

/**
 * Offer figures of an application, or null while it has no priced offer (rate and amount above 0). The
 * payment is on the draw total (draw plus origination fee), as the offer page shows it.
 */
export function offerSummary(app: Pick<HelocApplication, 'rate' | 'amount' | 'term' | 'originationFee'>) {
  if (!showsOfferPanel(app)) return null;
  const amountCents = toCents(app.amount);
  const principalCents = drawTotal({ amountCents, originationFeePercent: app.originationFee });
  return {
    apr: formatPercent(app.rate),
    initialDraw: formatMoney(amountCents),
    monthlyPayment:
      app.term > 0
        ? formatMoney(monthlyPayment({ principalCents, annualRatePercent: app.rate, termYears: app.term }))
        : null,
    term: `${app.term} years`,
  };
}

/** The application progress sidebar: the seven stages and, once priced, the offer panel. */
export function ApplicationSidebar({ application }: { application: HelocApplication }) {
  const progress = progressFor(
    stageForStatus(application.status.checklistStatus),
    application.status.manualNotary,
  );
  const offer = offerSummary(application);
  return (
    <aside className="app-sidebar" aria-label="Your application">
      <h2 className="app-sidebar__title">Your progress</h2>
      <ol className="app-steps">
        {progress.steps.map((step) => (
          <li
            key={step.label}
            className={`app-steps__item app-steps__item--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {step.state === 'complete'
                ? 'Completed: '
                : step.state === 'current'
                  ? 'Current step: '
                  : 'Upcoming: '}
            </span>
            {step.label}
          </li>
        ))}
      </ol>
      {offer ? (
        <section className="offer-panel" aria-labelledby="offer-panel-title">
          <h2 id="offer-panel-title" className="app-sidebar__title">
            Your offer
          </h2>
          <dl className="offer-panel__list">
            <div>
              <dt>APR</dt>
              <dd>{offer.apr}</dd>
            </div>
            <div>
              <dt>Initial draw</dt>
              <dd>{offer.initialDraw}</dd>
            </div>
            {offer.monthlyPayment ? (
              <div>
                <dt>Monthly payment</dt>
                <dd>{offer.monthlyPayment}</dd>
              </div>
            ) : null}
            <div>
              <dt>Term</dt>
              <dd>{offer.term}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </aside>
  );
}
