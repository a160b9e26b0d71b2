import { BASE_PATH } from '@hearth/domain/auth';
import type { HelocApplication } from '@hearth/domain/entities';
import {
  applicationOfferFigures,
  formatOfferFigures,
  OFFER_FIGURE_LABELS,
} from '@hearth/domain/offer-figures';
import { applicationOutcome, applicationStatusLabel } from '@hearth/domain/status-words';
import { applicationPath, routeForApplication } from '@hearth/domain/step-router';
import { FundedLineSummary } from '@/features/dashboard/components/funded-line-summary';
import { homeDay } from '@/lib/home-dates';
import { Link } from '@/lib/routing';
import { followStepRoute, hrefForStepRoute } from '@/lib/step-route';

const CONTINUE_LABEL = 'Continue your application';

/** "1400 Happy Path Ln, Sacramento, CA 95814", or the state alone for a record without the address. */
export function propertyLine(property: HelocApplication['property']): string {
  const street = [property.street1, property.street2].filter(Boolean).join(', ');
  const place = [property.city, [property.state, property.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean).join(', ') || 'Your property';
}

/** The link to the page the step router picks now; none when that page is the site root (closed, complete). */
function nextStep(application: HelocApplication, profile: { uuid: string }) {
  // A funded line has no next step, but its page shows the line, where the draw went and the signed documents.
  if (application.status.checklistStatus === 'COMPLETE')
    return {
      href: `${BASE_PATH}${applicationPath(application.uuid, 'complete')}`,
      label: 'View your line of credit',
      state: undefined,
      onFollow: undefined,
    };
  const route = routeForApplication(application, profile);
  if (route.kind !== 'application') return null;
  const outcome = applicationOutcome(application.status.checklistStatus);
  if (outcome && !outcome.linkLabel) return null;
  const facts = { applicationUuid: application.uuid, status: application.status.checklistStatus };
  return {
    href: hrefForStepRoute(route),
    label: outcome?.linkLabel ?? CONTINUE_LABEL,
    state: route.state,
    // Following the link is the step router's move: tracked then, not when the card renders.
    onFollow: () => void followStepRoute(route, facts),
  };
}

/** One card per application: property, status in the borrower's words, the offer if any, start date, next step. */
export function ApplicationList({
  applications,
  profile,
}: {
  applications: readonly HelocApplication[];
  profile: { uuid: string };
}) {
  return (
    <ul className="application-list">
      {applications.map((application) => {
        const titleId = `application-${application.uuid}`;
        const offer = applicationOfferFigures(application);
        const figures = offer ? formatOfferFigures(offer) : null;
        const next = nextStep(application, profile);
        return (
          <li key={application.uuid} className="card application-card">
            <article aria-labelledby={titleId}>
              <h3 id={titleId} className="application-card__title">
                {propertyLine(application.property)}
              </h3>
              <dl className="definition-list">
                <div className="definition-list__row">
                  <dt>Status</dt>
                  <dd>{applicationStatusLabel(application.status.checklistStatus)}</dd>
                </div>
                {figures ? (
                  <>
                    <div className="definition-list__row">
                      <dt>{OFFER_FIGURE_LABELS.initialDraw}</dt>
                      <dd>{figures.initialDraw}</dd>
                    </div>
                    <div className="definition-list__row">
                      <dt>{OFFER_FIGURE_LABELS.apr}</dt>
                      <dd>{figures.apr}</dd>
                    </div>
                  </>
                ) : null}
                <div className="definition-list__row">
                  <dt>Started</dt>
                  <dd>{homeDay(application.auditFields.createdDate, application.property.state ?? '')}</dd>
                </div>
              </dl>
              {application.status.checklistStatus === 'COMPLETE' ? (
                <FundedLineSummary uuid={application.uuid} />
              ) : null}
              {next ? (
                <Link className="button" to={next.href} state={next.state} onClick={next.onFollow}>
                  {next.label}
                </Link>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
