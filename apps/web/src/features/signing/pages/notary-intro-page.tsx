import type { NotaryView } from '@hearth/domain/notary';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { RadioGroup } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { paths } from '@/config/paths';
import { SupportLine } from '@/features/app-start/components/support-line';
import { CollateralQueryState, nextStepHref } from '@/features/collateral/collateral-page';
import { useBookNotary, useNotary } from '@/features/signing/notary-api';
import { userMessageFor } from '@/lib/http-client';
import '@/features/application/after-offer.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** A calendar invite (RFC 5545) for the session, built in the browser from the booking. */
function calendarHref(booking: NonNullable<NotaryView['booking']>): string {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const start = new Date(booking.startsAt);
  const end = new Date(start.getTime() + 30 * 60 * 1000);
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//eNotary//EN',
    'BEGIN:VEVENT',
    `UID:${stamp(start)}-enotary@hearth`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Sign your deed of trust with an online notary',
    `DESCRIPTION:Join from your application: ${booking.meetingUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/**
 * notary/intro (NOTARY_DISCLOSURE, NOTARY_WAITING_PERIOD, DEED_SIGNING before the session; decision 0174): choose a
 * time with an online notary, then wait for it (with a calendar invite), then join.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const notary = useNotary(uuid);
  const view = notary.data;
  useEffect(() => {
    document.title = view?.booking ? 'Your notary session' : 'Choose a time with a notary';
  }, [view?.booking]);
  if (view && !['NOTARY_DISCLOSURE', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'].includes(view.status))
    return <Navigate to={nextStepHref(uuid)} replace />;
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      {view?.status === 'NOTARY_DISCLOSURE' ? <ChooseTime uuid={uuid} view={view} /> : null}
      {view && view.status !== 'NOTARY_DISCLOSURE' && view.booking ? (
        <Booked uuid={uuid} view={view} />
      ) : null}
    </CollateralQueryState>
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
          <a className="button button--secondary" href={calendarHref(booking)} download="notary-session.ics">
            Add to your calendar
          </a>
        )}
      </div>
      <SupportLine />
    </div>
  );
}
