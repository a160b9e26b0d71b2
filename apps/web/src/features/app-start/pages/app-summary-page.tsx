import type { ApplicationSummary } from '@hearth/domain/app-start';
import { E_SIGN_MESSAGES } from '@hearth/domain/e-sign';
import { OCCUPANCY_TYPE_LABELS } from '@hearth/domain/enums';
import { closingCostPaymentWords, closingCostSharesOfView } from '@hearth/domain/fees';
import { formatMoney, toCents } from '@hearth/domain/money';
import {
  applicationOfferFigures,
  formatOfferFigures,
  OFFER_FIGURE_LABELS,
} from '@hearth/domain/offer-figures';
import { useEffect, useRef, useState } from 'react';
import { ClosingCosts } from '@/components/closing-costs';
import { E_SIGN_CODE_FIELD, ESignDemonstration } from '@/components/e-sign/e-sign-consent';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { useAcceptDisclosures } from '@/features/app-start/api/accept-disclosures';
import { useSummary } from '@/features/app-start/api/get-summary';
import { CreditCheckHold } from '@/features/app-start/components/credit-check-hold';
import { DisclosureList } from '@/features/app-start/components/disclosure-list';
import { livesAtProperty } from '@/features/app-start/start-forms';
import { useBrand } from '@/lib/brand/brand-context';
import { useESignConsent } from '@/lib/e-sign';
import { useApplication } from '@/lib/get-application';
import { FetchError, isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link, useLocation, useParams } from '@/lib/routing';
import '@/features/app-start/app-start.css';

const TITLE = 'Check your application';

function addressLine(a: { street1: string; street2: string; city: string; state: string; zip: string }) {
  return [a.street1, a.street2, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(', ');
}

function fullName(applicant: ApplicationSummary['applicant']): string {
  return [applicant.firstName, applicant.middleName, applicant.lastName, applicant.suffix]
    .filter(Boolean)
    .join(' ');
}

type Row = { key: string; value: string; change?: { href: string; label: string } };

function SummaryList({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className="start-summary">
      {rows.map((row) => (
        <div key={row.key} className="start-summary__row">
          <dt className="start-summary__key">{row.key}</dt>
          <dd className="start-summary__value">{row.value}</dd>
          {row.change ? (
            <dd className="start-summary__action">
              <Link to={row.change.href}>
                Change<span className="visually-hidden"> {row.change.label}</span>
              </Link>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * start/app-summary (decision 0121), the hub after an offer is chosen: the answers with Change links, what is
 * still missing, and the four disclosures, accepted together exactly as shown before the hard credit pull, once the
 * borrower has opened the E-SIGN consent's sample document and entered its code (decision 0202).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const { pathname } = useLocation();
  const brand = useBrand();
  const summary = useSummary(uuid);
  const application = useApplication(uuid);
  const accept = useAcceptDisclosures(uuid);
  // The E-SIGN consent's sample document is opened before the agreement (decision 0202).
  const eSign = useESignConsent('BORROWER', uuid, summary.data?.canAccept === true);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [stopped, setStopped] = useState<string | null>(null);
  // One key per set of texts until the server has answered: a retry after a lost answer is the same accept.
  const pending = useRef<{ shown: string; key: string } | null>(null);

  useEffect(() => {
    document.title = TITLE;
  }, []);

  if (application.data?.status.checklistStatus === 'HARD_CREDIT_PULL') {
    return <CreditCheckHold application={application.data} currentPath={pathname} />;
  }
  if (summary.isError) return <StartLoadError uuid={uuid} error={summary.error} />;
  if (!summary.data || !application.data) return <StartLoading />;
  const data = summary.data;
  const href = (page: string) => `${paths.heloc.root.path}/${uuid}/${page}`;
  const figures = applicationOfferFigures(application.data);
  const offer = figures ? formatOfferFigures(figures) : null;
  const hmdaMissing = data.missing.some((gap) => gap.item === 'HMDA');
  const allAccepted = data.disclosures.length > 0 && data.disclosures.every((d) => d.acceptedAt);

  const submit = async () => {
    if (accept.isPending) return;
    setStopped(null);
    if (eSign.data && !eSign.data.demonstratedAt) {
      setCodeError(E_SIGN_MESSAGES.demonstrateFirst);
      setStopped(E_SIGN_MESSAGES.demonstrateFirst);
      document.getElementById(E_SIGN_CODE_FIELD)?.focus();
      return;
    }
    setCodeError(undefined);
    const shown = data.disclosures.map((d) => d.sha256).join();
    if (pending.current?.shown !== shown) pending.current = { shown, key: crypto.randomUUID() };
    try {
      await accept.mutateAsync({ disclosures: data.disclosures, idempotencyKey: pending.current.key });
      pending.current = null;
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      // A refused accept (a gap, a text that changed, the wrong status) is final for this key: read again.
      if (error instanceof FetchError && error.status < 500) {
        pending.current = null;
        await summary.refetch();
      }
      setStopped(userMessageFor(error));
    }
  };

  return (
    <div className="app-page start-page">
      <h1>{TITLE}</h1>
      <p className="page__lead">
        Check your details and read your disclosures. When you agree, we check your credit to confirm your
        offer.
      </p>

      {data.missing.length > 0 ? (
        <section className="notice start-missing" aria-labelledby="start-missing-title">
          <h2 id="start-missing-title">Before you can agree, we need</h2>
          <ul>
            {data.missing.map((gap) => (
              <li key={gap.item}>
                <Link to={href(gap.page)}>{gap.label.charAt(0).toUpperCase() + gap.label.slice(1)}</Link>
              </li>
            ))}
          </ul>
          <Link className="button" to={href(data.missing[0]?.page ?? '')}>
            Continue
          </Link>
        </section>
      ) : null}

      <h2>About you</h2>
      <SummaryList
        rows={[
          { key: 'Name', value: fullName(data.applicant) },
          {
            key: 'Email',
            value: data.applicant.email || 'Not given',
            change: { href: paths.heloc.appStart.contact.getHref(uuid), label: 'email' },
          },
          {
            key: 'Mobile phone',
            value: data.applicant.phoneNumber || 'Not given',
            change: { href: paths.heloc.appStart.contact.getHref(uuid), label: 'mobile phone' },
          },
          {
            key: 'Home address',
            value: livesAtProperty(data)
              ? 'Same as the property'
              : data.applicant.homeAddress
                ? addressLine(data.applicant.homeAddress)
                : 'Not given',
            change: { href: paths.heloc.appStart.profile.getHref(uuid), label: 'home address' },
          },
          {
            key: 'Demographic information',
            value: hmdaMissing ? 'Not answered' : 'Answered',
            change: { href: paths.heloc.appStart.hmda.getHref(uuid), label: 'demographic information' },
          },
        ]}
      />

      <h2>Your property</h2>
      <SummaryList
        rows={[
          { key: 'Address', value: addressLine(data.property) },
          {
            key: 'How you use it',
            value:
              OCCUPANCY_TYPE_LABELS[data.property.occupancyType as keyof typeof OCCUPANCY_TYPE_LABELS] ??
              data.property.occupancyType,
          },
        ]}
      />

      {offer && data.offer ? (
        <>
          <h2>Your offer</h2>
          <SummaryList
            rows={[
              { key: 'Credit limit', value: formatMoney(toCents(data.offer.creditLimit)) },
              { key: OFFER_FIGURE_LABELS.initialDraw, value: offer.initialDraw },
              { key: OFFER_FIGURE_LABELS.apr, value: offer.apr },
              ...(offer.autopayApr ? [{ key: OFFER_FIGURE_LABELS.autopayApr, value: offer.autopayApr }] : []),
              ...(offer.monthlyPayment
                ? [{ key: OFFER_FIGURE_LABELS.monthlyPayment, value: offer.monthlyPayment }]
                : []),
              { key: OFFER_FIGURE_LABELS.term, value: offer.term },
            ]}
          />
          <h2>Your closing costs</h2>
          <p>
            {closingCostPaymentWords(closingCostSharesOfView(data.offer.closingCosts))} They are shown exactly
            as they will appear on your closing documents. You pay nothing today.
          </p>
          <ClosingCosts costs={data.offer.closingCosts} label="Your closing costs" showWords={false} />
        </>
      ) : null}

      <h2>Your disclosures</h2>
      <p>
        Read each disclosure in full. You can save or print this page; {brand.companyName} also emails you a
        copy.
      </p>
      <DisclosureList disclosures={data.disclosures} />

      <FormAlert message={stopped} />
      {data.canAccept ? (
        <section className="start-accept" aria-labelledby="start-accept-title">
          <h2 id="start-accept-title">Agree and check your credit</h2>
          {eSign.data ? (
            <ESignDemonstration party="BORROWER" uuid={uuid} consent={eSign.data} error={codeError} />
          ) : null}
          <p>
            By selecting Agree and continue, you agree to the disclosures above, as shown, and authorize{' '}
            {brand.companyName} to get your credit report. This is a hard credit inquiry and may affect your
            credit score.
          </p>
          <p>Next, we check your credit. It usually takes less than a minute.</p>
          <button
            type="button"
            className="button start-accept__button"
            disabled={accept.isPending}
            onClick={submit}
          >
            Agree and continue
          </button>
        </section>
      ) : allAccepted ? (
        <p className="notice">You have agreed to these disclosures. We are working on the next step.</p>
      ) : data.missing.length === 0 ? (
        <p className="notice">
          These disclosures cannot be accepted right now. Please contact us and we will help you continue.
        </p>
      ) : (
        <p>When you have given what is missing above, you can agree to the disclosures here.</p>
      )}
      <SupportLine />
    </div>
  );
}
