import { formatMoney } from '@hearth/domain/money';
import type { NotaryView } from '@hearth/domain/notary';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { ChangeBooking } from '@/features/signing/components/change-booking';
import { useNotary } from '@/features/signing/notary-api';
import { calendarHref, placeLine, when } from '@/lib/notary-format';
import '@/components/layout/after-offer.css';
import '@/features/signing/signing.css';

const TITLE = 'Your notary visit is booked';
/** The notary's report after the visit arrives by callback; the page looks for it every few seconds. */
const POLL_MS = 5_000;

const STEPS = [
  'Visit booked',
  'The notary visits and you sign your deed of trust',
  'Your three-day right to cancel',
  'Your initial draw is sent',
] as const;

/**
 * notary/reserve-manual (MANUAL_DEED_SIGNING; decision 0176): the visit (who, when, where, what to bring) and its
 * progress. The notary's report after the visit moves the application on: to the right to cancel (complete), or
 * back to choosing a notary when the visit was missed (notary/error).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const notary = useNotary(uuid, POLL_MS);
  const view = notary.data;
  useEffect(() => {
    document.title = TITLE;
  }, []);
  if (view && view.status !== 'MANUAL_DEED_SIGNING') return <Navigate to={nextStepHref(uuid)} replace />;
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      {view?.appointment ? (
        <Appointment uuid={uuid} appointment={view.appointment} othersSign={view.deedSigners.length > 1} />
      ) : null}
    </CollateralQueryState>
  );
}

function Appointment({
  uuid,
  appointment,
  othersSign,
}: {
  uuid: string;
  appointment: NonNullable<NotaryView['appointment']>;
  othersSign: boolean;
}) {
  const where = `${appointment.place.name}, ${placeLine(appointment.place)}`;
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">A notary meets you to witness your signature on your deed of trust.</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>When</dt>
          <dd>{when(appointment.startsAt)}, about an hour</dd>
        </div>
        <div className="facts__row">
          <dt>Where</dt>
          <dd>{where}</dd>
        </div>
        <div className="facts__row">
          <dt>Your notary</dt>
          <dd>
            {appointment.notary}, {appointment.notaryPhone}
          </dd>
        </div>
        <div className="facts__row">
          <dt>Notary fee</dt>
          <dd>{formatMoney(appointment.feeCents)}, taken from your initial draw</dd>
        </div>
      </dl>
      <h2>What to bring</h2>
      <ul>
        <li>A current government-issued photo ID for each owner, such as a driver's license or passport.</li>
        <li>Every owner on title: each one signs in front of the notary.</li>
        <li>Nothing to print: the notary brings your deed of trust.</li>
      </ul>
      <h2>Your progress</h2>
      <ol className="notary-steps">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={index === 0 ? 'notary-steps__done' : index === 1 ? 'notary-steps__current' : undefined}
            aria-current={index === 1 ? 'step' : undefined}
          >
            {step}
            {index === 0 ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <h2>What happens next</h2>
      <p>
        After the visit the notary records your signature in the notary journal, and this page moves on by
        itself. Your three-day right to cancel then begins.{' '}
        {appointment.changeable
          ? 'You can change the time here until a day before the visit.'
          : 'The visit is less than a day away: to change it, call us.'}
      </p>
      <div className="button-row">
        <a
          className="button button--secondary"
          href={calendarHref({
            uid: 'notary-visit',
            startsAt: appointment.startsAt,
            minutes: 60,
            summary: 'Sign your deed of trust with a notary',
            description: `Bring a photo ID for each owner. Your notary: ${appointment.notary}, ${appointment.notaryPhone}`,
            location: where,
          })}
          download="notary-visit.ics"
        >
          Add to your calendar
        </a>
        {appointment.changeable ? <ChangeBooking uuid={uuid} kind="MANUAL" othersSign={othersSign} /> : null}
      </div>
      <SupportLine />
    </div>
  );
}
