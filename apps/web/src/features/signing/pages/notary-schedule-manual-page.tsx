import { formatMoney } from '@hearth/domain/money';
import { bookManualNotarySchema, MAX_PREFERRED_WINDOWS, type NotaryView } from '@hearth/domain/notary';
import { allows } from '@hearth/domain/status-actions';
import { type FormEvent, useEffect, useState } from 'react';
import { type AddressAnswer, AddressFields } from '@/components/address-fields';
import { Checkbox, RadioGroup } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FieldError } from '@/components/field-error';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { useBookManualNotary, useNotary } from '@/features/signing/notary-api';
import { userMessageFor } from '@/lib/http-client';
import { placeLine, when } from '@/lib/notary-format';
import { Link, Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/components/choice-fields.css';
import '@/features/signing/signing.css';

const MOBILE_TITLE = 'Have a notary come to you';
const OFFICE_TITLE = 'Book your closing at the title office';
const EMPTY_ADDRESS: AddressAnswer = { street1: '', street2: '', city: '', state: '', zip: '' };

/**
 * notary/schedule-manual (NOTARY_DISCLOSURE with a notary in person offered; decision 0176): the $300 fee and how it
 * is paid, the place (the property unless another address is given; a Texas home's title office, fixed) and up to
 * three preferred windows. Booking moves to MANUAL_DEED_SIGNING: notary/reserve-manual shows the visit.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const notary = useNotary(uuid);
  const view = notary.data;
  const office = view?.options.manual === 'TITLE_OFFICE';
  useEffect(() => {
    document.title = office ? OFFICE_TITLE : MOBILE_TITLE;
  }, [office]);
  if (view && !allows(view.status, 'bookNotary')) return <Navigate to={nextStepHref(uuid)} replace />;
  if (view && !view.manual)
    return <Navigate to={paths.heloc.applicationPage.getHref(uuid, 'notary/intro')} replace />;
  return (
    <CollateralQueryState uuid={uuid} query={notary}>
      {view?.manual ? <ScheduleVisit uuid={uuid} view={view} manual={view.manual} office={office} /> : null}
    </CollateralQueryState>
  );
}

type Manual = NonNullable<NotaryView['manual']>;

function ScheduleVisit({
  uuid,
  view,
  manual,
  office,
}: {
  uuid: string;
  view: NotaryView;
  manual: Manual;
  office: boolean;
}) {
  const book = useBookManualNotary(uuid);
  const [where, setWhere] = useState<'home' | 'other' | ''>(office ? 'home' : '');
  const [address, setAddress] = useState<AddressAnswer>(EMPTY_ADDRESS);
  const [windows, setWindows] = useState<string[]>([]);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const fee = formatMoney(manual.feeCents);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!where) found.where = 'Choose where the notary should meet you';
    const booking = {
      // In the order they happen: the network books the first one it has open.
      windows: [...windows].sort(),
      ...(where === 'other' ? { address } : {}),
      agreeToFee: agree,
      feePayment: 'DEDUCTED_FROM_DRAW' as const,
    };
    const parsed = bookManualNotarySchema.safeParse(booking);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path.length === 0 ? 'form' : issue.path.map(String).join('.');
        const key = field.startsWith('windows') ? 'windows' : field;
        found[key] ??=
          key === 'agreeToFee' ? `Agree to the ${fee} notary fee to book a visit.` : issue.message;
      }
    // The summary lists problems in the page's order: the fee, the place, the times.
    const order = (key: string) =>
      ['agreeToFee', 'where', 'address', 'windows'].findIndex((k) => key.startsWith(k));
    setErrors(Object.fromEntries(Object.entries(found).sort(([a], [b]) => order(a) - order(b))));
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) book.mutate(booking as Parameters<typeof book.mutate>[0]);
  };

  const toggle = (window: string, on: boolean) =>
    setWindows((chosen) => (on ? [...chosen, window] : chosen.filter((w) => w !== window)));
  const windowsId = fieldId('windows');

  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{office ? OFFICE_TITLE : MOBILE_TITLE}</h1>
      <p className="question__lead">
        {office
          ? 'A notary at the title company watches you sign your deed of trust. Every owner on title comes along.'
          : 'A commissioned notary meets you in person and watches you sign your deed of trust. Every owner on title needs to be there.'}
      </p>
      <FormAlert message={book.isError ? userMessageFor(book.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <h2>The notary's fee</h2>
        <p>
          The notary's fee is <strong>{fee}</strong>. You pay nothing today: it is taken from your initial
          draw when your line is funded, and shown on your funding statement.
        </p>
        <div className="notary-fee">
          <Checkbox
            name="agreeToFee"
            label={`I agree to the ${fee} notary fee, taken from my initial draw`}
            checked={agree}
            onChange={setAgree}
            error={errors.agreeToFee}
          />
        </div>

        {office ? (
          <>
            <h2>Where</h2>
            <p>
              {manual.place.name}, {placeLine(manual.place)}. Texas law requires your closing to be at this
              office.
            </p>
          </>
        ) : (
          <>
            <RadioGroup
              name="where"
              legend="Where should the notary meet you?"
              options={[
                { value: 'home', label: `At your home: ${placeLine(manual.place)}` },
                { value: 'other', label: 'At another address' },
              ]}
              value={where}
              onChange={setWhere}
              error={errors.where}
            />
            {where === 'other' ? (
              <AddressFields name="address" value={address} onChange={setAddress} errors={errors} />
            ) : null}
          </>
        )}

        <fieldset
          className={`choice-group${errors.windows ? ' choice-group--error' : ''}`}
          aria-describedby={`${windowsId}-hint${errors.windows ? ` ${windowsId}-error` : ''}`}
        >
          <legend className="choice-group__legend">Times that suit you</legend>
          <p id={`${windowsId}-hint`} className="field__hint">
            Choose up to {MAX_PREFERRED_WINDOWS}. We book the earliest one the notary has open; a visit takes
            about an hour.
          </p>
          <FieldError id={`${windowsId}-error`} message={errors.windows} />
          <div className="choice-group__items">
            {manual.windows.map((window, index) => (
              <Checkbox
                key={window}
                name={index === 0 ? 'windows' : `windows-${index}`}
                label={when(window)}
                checked={windows.includes(window)}
                onChange={(on) => toggle(window, on)}
              />
            ))}
          </div>
        </fieldset>

        <h2>What happens next</h2>
        <p>
          We book the visit at once and show you who is coming, when, and what to bring. After you sign, your
          three-day right to cancel begins.
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={book.isPending}>
            {office ? 'Book your closing' : 'Book the notary visit'}
          </button>
          {view.options.online ? (
            <Link
              className="button button--secondary"
              to={paths.heloc.applicationPage.getHref(uuid, 'notary/intro')}
            >
              Use the online notary instead
            </Link>
          ) : null}
        </div>
      </form>
      <SupportLine />
    </div>
  );
}
