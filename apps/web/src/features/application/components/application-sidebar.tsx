import type { HelocApplication } from '@hearth/domain/entities';
import {
  applicationOfferFigures,
  formatOfferFigures,
  OFFER_FIGURE_LABELS,
} from '@hearth/domain/offer-figures';
import { currentTask, progressForStatus, stepLabels } from '@hearth/domain/progress';
import { applicationOutcome } from '@hearth/domain/status-words';

/**
 * Offer figures of an application as the sidebar shows them, or null while it has no priced offer (rate
 * and amount above 0). One derivation with the offer and confirm pages (decision 0101).
 */
export function offerSummary(
  app: Pick<
    HelocApplication,
    'rate' | 'discountList' | 'amount' | 'term' | 'originationFee' | 'originationFeeOwed'
  >,
) {
  const figures = applicationOfferFigures(app);
  return figures ? formatOfferFigures(figures) : null;
}

/**
 * The application progress sidebar: the seven stages and, once priced, the offer panel. On a final or
 * blocked outcome it shows that outcome instead: a journey that cannot continue has no current step. While the
 * borrower chooses a revised offer the panel is hidden: the application still carries the offer that no longer
 * stands, and the page lists the new ones.
 */
export function ApplicationSidebar({ application }: { application: HelocApplication }) {
  const status = application.status.checklistStatus;
  const outcome = applicationOutcome(status);
  const progress = progressForStatus(status, application.status.manualNotary);
  // The spec's step labels are fixed; the task names what happens now under the current one (issue 21 item 10).
  const task = currentTask(status, application.property?.state);
  const allDone = progress.currentStep >= progress.steps.length;
  const offer = status === 'REVISED_OFFER_SELECTION' ? null : offerSummary(application);
  return (
    <aside className="app-sidebar" aria-label="Your application">
      {outcome ? (
        <section aria-labelledby="app-outcome-title">
          <h2 id="app-outcome-title" className="app-sidebar__title">
            Application status
          </h2>
          <p className="app-sidebar__outcome">
            <strong>{outcome.title}</strong>
          </p>
          <p className="muted">{outcome.text}</p>
        </section>
      ) : (
        <>
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
                {step.state === 'current' && task ? <span className="app-steps__task">{task}</span> : null}
              </li>
            ))}
          </ol>
          {allDone && task ? <p className="app-steps__now">{task}</p> : null}
        </>
      )}
      {offer ? (
        <section className="offer-panel" aria-labelledby="offer-panel-title">
          <h2 id="offer-panel-title" className="app-sidebar__title">
            Your offer
          </h2>
          <dl className="offer-panel__list">
            <div>
              <dt>{OFFER_FIGURE_LABELS.apr}</dt>
              <dd>{offer.apr}</dd>
            </div>
            {offer.autopayApr ? (
              <div>
                <dt>{OFFER_FIGURE_LABELS.autopayApr}</dt>
                <dd>{offer.autopayApr}</dd>
              </div>
            ) : null}
            <div>
              <dt>{OFFER_FIGURE_LABELS.initialDraw}</dt>
              <dd>{offer.initialDraw}</dd>
            </div>
            {offer.monthlyPayment ? (
              <div>
                <dt>{OFFER_FIGURE_LABELS.monthlyPayment}</dt>
                <dd>{offer.monthlyPayment}</dd>
              </div>
            ) : null}
            <div>
              <dt>{OFFER_FIGURE_LABELS.term}</dt>
              <dd>{offer.term}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </aside>
  );
}

/**
 * The panel's frame while the application loads (decision 0198): the same card with the seven steps, none marked
 * yet, so the server can render it and the page paints with it; the steps' states and the offer fill it in.
 */
export function ApplicationSidebarFrame() {
  return (
    <aside className="app-sidebar" aria-label="Your application" aria-busy="true">
      <h2 className="app-sidebar__title">Your progress</h2>
      <ol className="app-steps">
        {stepLabels(false).map((label) => (
          <li key={label} className="app-steps__item">
            {label}
          </li>
        ))}
      </ol>
    </aside>
  );
}
