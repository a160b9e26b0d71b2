import { formatMoney } from '@hearth/domain/money';
import type { NotaryView } from '@hearth/domain/notary';
import { TEXAS_TIME_ZONE } from '@hearth/domain/texas-home-equity';
import { useEffect } from 'react';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { ChangeBooking } from '@/features/signing/components/change-booking';
import { useNotary } from '@/features/signing/notary-api';
import { calendarHref, placeLine, when } from '@/lib/notary-format';
import { Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/features/signing/signing.css';

const TITLE = 'Your notary visit is booked';
const TEXAS_TITLE = 'Your closing at the title office is booked';
/** The notary's report after the visit arrives by callback; the page looks for it every few seconds. */
const POLL_MS = 5_000;

const STEPS = [
  'Visit booked',
  'The notary visits and you sign your deed of trust',
  'Your three-day right to cancel',
  'Your initial draw is sent',
] as const;
const TEXAS_STEPS = [
  'Closing booked',
  'Your closing at the title office',
  'Your three-day right to cancel',
  'Your initial draw is sent',
] as const;

/**
 * notary/reserve-manual (MANUAL_DEED_SIGNING; decision 0176): the visit (who, when, where, what to bring) and its
 * progress. The notary's report after the visit moves the application on: to the right to cancel (complete), or
 * back to choosing a notary when the visit was missed (notary/error). A Texas closing at the title office (decision
 * 0201) says it as the title company's closer would (decision 0208): the office, the time in Texas, who comes, what to
 * bring and what is signed there.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const notary = useNotary(uuid, POLL_MS);
  const view = notary.data;
  const atTitleOffice = view?.options.manual === 'TITLE_OFFICE';
  useEffect(() => {
    document.title = atTitleOffice ? TEXAS_TITLE : TITLE;
  }, [atTitleOffice]);
  if (view && view.status !== 'MANUAL_DEED_SIGNING') return <Navigate to={nextStepHref(uuid)} replace />;
  const othersSign = (view?.deedSigners.length ?? 0) > 1;
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      {view?.appointment ? (
        atTitleOffice ? (
          <TexasClosing uuid={uuid} appointment={view.appointment} othersSign={othersSign} />
        ) : (
          <Appointment uuid={uuid} appointment={view.appointment} othersSign={othersSign} />
        )
      ) : null}
    </CollateralQueryState>
  );
}

type Booked = NonNullable<NotaryView['appointment']>;

/** The progress of the visit or closing: booked, then the meeting (current), then the right to cancel and the draw. */
function Progress({ steps }: { steps: readonly string[] }) {
  return (
    <>
      <h2>Your progress</h2>
      <ol className="notary-steps">
        {steps.map((step, index) => (
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
    </>
  );
}

/**
 * A Texas home equity closing (Tex. Const. art. XVI, section 50(a)(6); decisions 0181, 0201, 0208): at the title
 * company's office, on or after the earliest closing day, every owner and each owner's spouse there in person.
 */
function TexasClosing({
  uuid,
  appointment,
  othersSign,
}: {
  uuid: string;
  appointment: Booked;
  othersSign: boolean;
}) {
  const office = appointment.place;
  const time = when(appointment.startsAt, TEXAS_TIME_ZONE);
  return (
    <div className="app-page after-offer">
      <h1>{TEXAS_TITLE}</h1>
      <p className="question__lead">
        You sign your home equity line of credit in person at {office.name}. Texas law requires a home equity
        closing at the office of a title company, an attorney or the lender (Tex. Const. art. XVI, section
        50(a)(6)(N)).
      </p>
      <dl className="facts">
        <div className="facts__row">
          <dt>When</dt>
          <dd>{time} (Texas time), about an hour</dd>
        </div>
        <div className="facts__row">
          <dt>Where</dt>
          <dd>
            <address className="closing-office">
              <strong>{office.name}</strong>
              <span>{office.street1}</span>
              {office.street2 ? <span>{office.street2}</span> : null}
              <span>
                {office.city}, {office.state} {office.zip}
              </span>
            </address>
          </dd>
        </div>
        <div className="facts__row">
          <dt>Your closer</dt>
          <dd>
            {appointment.notary}, a notary at the title office, {appointment.notaryPhone}
          </dd>
        </div>
        <div className="facts__row">
          <dt>Closing fee</dt>
          <dd>{formatMoney(appointment.feeCents)}, taken from your initial draw</dd>
        </div>
      </dl>
      <h2>Who comes</h2>
      <p>
        Every owner on title, and the husband or wife of each owner, even one who is not on title: Texas needs
        each owner and each owner’s spouse to consent to the lien on your home (section 50(a)(6)(A)), and each
        signs in front of the closer. If someone cannot come, call us before the day to change the time: the
        closing cannot go ahead without them.
      </p>
      <h2>What to bring</h2>
      <ul>
        <li>
          A current government-issued photo ID for each owner and each owner’s spouse, such as a driver’s
          license or passport. The closer checks each one.
        </li>
        <li>
          No money: there is no cashier’s check to bring and no checkbook. Your closing costs and the closing
          fee are paid from your initial draw.
        </li>
        <li>
          No bank details: your initial draw goes to the account you added to your application. If you want to
          change it, call us before the closing.
        </li>
        <li>Nothing to print: the title office has your documents ready.</li>
      </ul>
      <h2>What you sign there</h2>
      <ul>
        <li>Your home equity line of credit agreement (you, as the borrower)</li>
        <li>The deed of trust (every owner)</li>
        <li>The acknowledgment of your final itemized disclosure of fees and charges (every owner)</li>
        <li>The acknowledgment of the fair market value of your home (every owner)</li>
        <li>The consent to the lien (each owner’s spouse)</li>
      </ul>
      <p>
        You can read each of them before the day in your documents. You leave the closing with a copy of
        everything you sign (section 50(a)(6)(Q)(v)).
      </p>
      <Progress steps={TEXAS_STEPS} />
      <h2>What happens next</h2>
      <p>
        After the closing the title office tells us it is done, and this page moves on by itself. You then
        have three business days to cancel, at no cost (section 50(a)(6)(Q)(viii) and Regulation Z, 12 CFR
        1026.15). When that time ends, and one more business day for a cancellation sent by mail, we record
        your deed of trust with the county and send your initial draw.{' '}
        {appointment.changeable
          ? 'You can change the time here until a day before the closing.'
          : 'The closing is less than a day away: to change it, call us.'}
      </p>
      <div className="button-row">
        <a
          className="button button--secondary"
          href={calendarHref({
            uid: 'title-office-closing',
            startsAt: appointment.startsAt,
            minutes: 60,
            summary: `Your home equity closing at ${office.name}`,
            description: `Every owner and each owner's spouse comes, each with a photo ID. Your closer: ${appointment.notary}, ${appointment.notaryPhone}`,
            location: `${office.name}, ${placeLine(office)}`,
          })}
          download="title-office-closing.ics"
        >
          Add to your calendar
        </a>
        {appointment.changeable ? <ChangeBooking uuid={uuid} kind="MANUAL" othersSign={othersSign} /> : null}
      </div>
      <SupportLine />
    </div>
  );
}

function Appointment({
  uuid,
  appointment,
  othersSign,
}: {
  uuid: string;
  appointment: Booked;
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
      <Progress steps={STEPS} />
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
