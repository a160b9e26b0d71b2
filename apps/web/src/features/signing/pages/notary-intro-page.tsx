import { formatMoney } from '@hearth/domain/money';
import type { NotaryView } from '@hearth/domain/notary';
import { allows } from '@hearth/domain/status-actions';
import { type FormEvent, useEffect, useState } from 'react';
import { RadioGroup } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { DeedSigners } from '@/components/signing/deed-signers';
import { paths } from '@/config/paths';
import { ChangeBooking } from '@/features/signing/components/change-booking';
import { useBookNotary, useNotary } from '@/features/signing/notary-api';
import { userMessageFor } from '@/lib/http-client';
import { calendarHref, longDay, when } from '@/lib/notary-format';
import { Link, Navigate, useParams, useSearchParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

/**
 * notary/intro (NOTARY_DISCLOSURE, NOTARY_WAITING_PERIOD, DEED_SIGNING before the session; decisions 0174, 0176):
 * choose a time with an online notary (or, under the lender's manual-notary flag, have a notary come instead), then
 * wait for it (with a calendar invite), then join. A Texas home books its closing at a title office, no earlier than
 * the 12th day nor the business day after the final itemized disclosure. After a missed session or visit, notary/error comes first; `?again` is its way back here.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const [search] = useSearchParams();
  const notary = useNotary(uuid);
  const view = notary.data;
  const title = !view?.booking && view?.options.manual === 'TITLE_OFFICE' ? TEXAS_TITLE : undefined;
  useEffect(() => {
    document.title = title ?? (view?.booking ? 'Your notary session' : 'Choose a time with a notary');
  }, [view?.booking, title]);
  if (view && !['NOTARY_DISCLOSURE', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'].includes(view.status))
    return <Navigate to={nextStepHref(uuid)} replace />;
  if (view?.missed && !search.has('again'))
    return <Navigate to={paths.heloc.applicationPage.getHref(uuid, 'notary/error')} replace />;
  const choosing = view !== undefined && allows(view.status, 'bookNotary');
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      {choosing && view.options.online ? <ChooseTime uuid={uuid} view={view} /> : null}
      {choosing && !view.options.online ? <TitleOfficeClosing uuid={uuid} view={view} /> : null}
      {view && !choosing && view.booking ? <Booked uuid={uuid} view={view} /> : null}
    </CollateralQueryState>
  );
}

const TEXAS_TITLE = 'Your closing at a title office';

/** Why a Texas closing waits, and until when: the 12 days and the final itemized disclosure (decisions 0176, 0181). */
export function TexasWait({ texas }: { texas: NonNullable<NotaryView['texas']> }) {
  return (
    <section className="notice" aria-labelledby="texas-wait">
      <h2 id="texas-wait">Your earliest closing date: {longDay(texas.earliestClosingOn)}</h2>
      <p>Texas law does not allow a home equity loan to close before both of these days:</p>
      <ul>
        <li>
          <strong>{longDay(texas.twelfthDayOn)}</strong>
          {`: the 12th day after the later of your application (${longDay(texas.appliedOn)}) and the Texas home equity notice we gave you (${longDay(texas.noticeGivenOn)}).`}
        </li>
        <li>
          <strong>{longDay(texas.dayAfterFinalDisclosureOn)}</strong>
          {`: one business day after you received your final itemized disclosure of fees and charges (${longDay(texas.finalDisclosureReceivedOn)}). We count Monday to Friday as business days, except federal holidays.`}
        </li>
      </ul>
      <p>
        Your closing must also be signed at the office of a lender, an attorney or a title company, not at
        home or online.
      </p>
    </section>
  );
}

function TitleOfficeClosing({ uuid, view }: { uuid: string; view: NotaryView }) {
  const office = view.manual?.place;
  return (
    <div className="app-page after-offer">
      <h1>{TEXAS_TITLE}</h1>
      <p className="question__lead">
        You have read your documents. At{' '}
        {office ? `${office.name} in ${office.city}` : 'a title company office near your home'}, in front of a
        notary, you sign your agreement, your deed of trust, the acknowledgment of your final itemized
        disclosure and the acknowledgment of your home's fair market value.
      </p>
      {view.texas ? (
        <TexasWait texas={view.texas} />
      ) : (
        <p className="notice">
          Your Texas home equity notice and final itemized disclosure of fees and charges are not ready yet.
          Your closing can be booked once you have received both.
        </p>
      )}
      <h2>What happens next</h2>
      <p>
        Choose the times that suit you from your earliest closing date on. We book the visit at once and show
        you what to bring. Your fees are the ones on your final itemized disclosure: Texas limits them to 2%
        of your initial draw, and we pay anything above that. After you sign, your three-day right to cancel
        begins.
      </p>
      {view.manual && view.texas ? (
        <div className="button-row">
          <Link className="button" to={paths.heloc.applicationPage.getHref(uuid, 'notary/schedule-manual')}>
            Choose a time at the title office
          </Link>
        </div>
      ) : null}
      <SupportLine />
    </div>
  );
}

function ChooseTime({ uuid, view }: { uuid: string; view: NotaryView }) {
  const book = useBookNotary(uuid);
  const [slot, setSlot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = slot ? {} : { slot: 'Choose a time for your notary session' };
    setErrors(found);
    setAttempt((n) => n + 1);
    if (slot) book.mutate(slot);
  };
  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>Choose a time with a notary</h1>
      <p className="question__lead">
        Your documents are signed. Your deed of trust is signed in front of a commissioned notary, online by
        video: about 15 minutes, with your government ID at hand, from a computer or phone with a camera.
      </p>
      <FormAlert message={book.isError ? userMessageFor(book.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <RadioGroup
          name="slot"
          legend="Available times"
          options={view.slots.map((s) => ({ value: s, label: when(s) }))}
          value={slot}
          onChange={setSlot}
          error={errors.slot}
        />
        <h2>What happens next</h2>
        <p>We send you a calendar invite. At the time you choose, you join the session from this page.</p>
        <div className="button-row">
          <button type="submit" className="button" disabled={book.isPending}>
            Book this time
          </button>
        </div>
      </form>
      {view.options.manual === 'MOBILE' && view.manual ? (
        <section aria-labelledby="in-person">
          <h2 id="in-person">Prefer to meet a notary in person?</h2>
          <p>
            A notary can come to your home, or another address you choose, at a time that suits you. The
            notary's fee is {formatMoney(view.manual.feeCents)}, taken from your initial draw.
          </p>
          <Link
            className="button button--secondary"
            to={paths.heloc.applicationPage.getHref(uuid, 'notary/schedule-manual')}
          >
            Have a notary come to you
          </Link>
        </section>
      ) : null}
      <SupportLine />
    </div>
  );
}

function Booked({ uuid, view }: { uuid: string; view: NotaryView }) {
  const booking = view.booking;
  if (!booking) return null;
  return (
    <div className="app-page after-offer">
      <h1>Your notary session</h1>
      <dl className="facts">
        <div className="facts__row">
          <dt>When</dt>
          <dd>{when(booking.startsAt)}</dd>
        </div>
        <div className="facts__row">
          <dt>Notary</dt>
          <dd>{booking.notary}</dd>
        </div>
      </dl>
      <DeedSigners signers={view.deedSigners} online sessionOpen={booking.joinable} />
      <h2>What happens next</h2>
      <p>
        {booking.joinable
          ? 'Your session is open. Join it now with your government ID at hand.'
          : 'Join from this page at the time above; the session opens 15 minutes before. After you sign, your right to cancel runs for three business days.'}
      </p>
      <div className="button-row">
        {booking.joinable ? (
          <Link className="button" to={paths.heloc.applicationPage.getHref(uuid, 'notary/session')}>
            Join your session
          </Link>
        ) : (
          <a
            className="button button--secondary"
            href={calendarHref({
              uid: 'enotary',
              startsAt: booking.startsAt,
              minutes: 30,
              summary: 'Sign your deed of trust with an online notary',
              description: `Join from your application: ${booking.meetingUrl}`,
            })}
            download="notary-session.ics"
          >
            Add to your calendar
          </a>
        )}
        {booking.changeable ? (
          <ChangeBooking uuid={uuid} kind="ONLINE" othersSign={view.deedSigners.length > 1} />
        ) : null}
      </div>
      <SupportLine />
    </div>
  );
}
