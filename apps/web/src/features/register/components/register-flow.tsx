import { BASE_PATH } from '@hearth/domain/auth';
import { contactInfoKnown, registerStepProgress } from '@hearth/domain/register-groups';
import { type RegisterV2Step, registerV2Redirect } from '@hearth/domain/register-progress';
import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '@/components/page-loading';
import {
  checkAnswersHref,
  type FlowKind,
  flowSteps,
  RETURN_PARAM,
  stepHref,
} from '@/features/register/register-flow-steps';
import { CheckAnswersPage, STEP_PAGES } from '@/features/register/register-pages';
import { CHECK_ANSWERS } from '@/features/register/register-paths';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/routing';
import '@/features/register/register.css';
import { useEntryResolution } from '@/features/register/use-entry-resolution';
import { useRegisterAnswers } from '@/features/register/use-register-answers';
import { useRegisterFlowContext } from '@/features/register/use-register-flow-context';
import { lazyPart } from '@/lib/lazy-part';
import { useCoDeederLogout } from '@/lib/use-co-deeder-logout';

/** Shown only when a referral names a loan officer. */
const LoanOriginatorCard = lazyPart(() =>
  import('@/components/loan-originator-card').then((m) => m.LoanOriginatorCard),
);

/**
 * One register journey (v2 or the older one) over the shared step pages: guards (redesign flag, no
 * property yet), Back and Continue targets, the progress bar and the final check-your-answers page.
 */
export function RegisterFlow({
  kind,
  step,
}: {
  kind: FlowKind;
  step: RegisterV2Step | typeof CHECK_ANSWERS;
}) {
  const ctx = useRegisterFlowContext();
  const answers = useRegisterAnswers();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const returnToCheck = params.get(RETURN_PARAM) === 'check';
  useCoDeederLogout();

  // Referral, offer-code, affiliate and UTM parameters arrive on the landing URL only; their lookups and
  // prefill finish before a step takes its draft of the answers.
  const entry = useEntryResolution({ referrerRequired: ctx.referrerRequired });
  if (!entry.ready) return <PageLoading />;

  const hasPropertyStreet = answers.property.street1.trim() !== '';
  if (kind === 'v2') {
    const redirect = registerV2Redirect({
      redesignEnabled: ctx.flags.redesign,
      step: step === CHECK_ANSWERS ? 'set-password' : step,
      hasPropertyStreet,
      search,
    });
    if (redirect) return <Navigate to={`${BASE_PATH}${redirect}`} replace />;
  } else if (step !== 'index' && !hasPropertyStreet) {
    return <Navigate to={stepHref('legacy', 'index')} replace />;
  }

  const prefilled = (answers.entry.notices ?? []).flatMap((n) => (n.kind === 'prefilled' ? n.fields : []));
  const contactKnown = contactInfoKnown({
    email: answers.email,
    phoneNumber: answers.phoneNumber,
    prefilled,
  });
  const steps = flowSteps(kind, { newAuth: ctx.flags.newAuth, loggedIn: ctx.loggedIn, contactKnown });
  if (ctx.loanOriginatorLoading) return <PageLoading />;
  const withOriginator = (page: ReactNode) => (
    <RegisterLayout
      aside={ctx.loanOriginator ? <LoanOriginatorCard originator={ctx.loanOriginator} /> : null}
    >
      {page}
    </RegisterLayout>
  );

  if (step === CHECK_ANSWERS) {
    const last = steps[steps.length - 1] ?? 'index';
    return withOriginator(
      <CheckAnswersPage
        kind={kind}
        ctx={ctx}
        answers={answers}
        // A skipped Contact Info still shows its answers, with a Change link (decision 0249).
        steps={contactKnown ? [...steps, 'phone-and-email'] : steps}
        backHref={stepHref(kind, last)}
      />,
    );
  }

  // A step outside this flow (e.g. set-password when signed in) sends the borrower on to the summary.
  // A skipped Contact Info stays open to its Change link from the summary.
  const position = steps.indexOf(step);
  const changingSkipped = returnToCheck && contactKnown && step === 'phone-and-email';
  if (position === -1 && !changingSkipped) return <Navigate to={checkAnswersHref(kind)} replace />;

  const previous = position > 0 ? steps[position - 1] : undefined;
  const next = steps[position + 1];
  const backHref = returnToCheck ? checkAnswersHref(kind) : previous ? stepHref(kind, previous) : undefined;
  const onDone = () => {
    navigate(returnToCheck || !next ? checkAnswersHref(kind) : stepHref(kind, next));
  };
  const Page = STEP_PAGES[step];
  return withOriginator(
    <Page
      key={`${kind}-${step}`}
      ctx={ctx}
      backHref={backHref}
      progress={changingSkipped ? undefined : registerStepProgress(steps, step)}
      onDone={onDone}
    />,
  );
}

/** The question beside the referring loan officer's card on wide screens, above it on phones. */
function RegisterLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  // Each page and the card are chunks of their own, loaded on need; the loader stands in meanwhile.
  const page = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  if (!aside) return page;
  return (
    <div className="register-layout">
      <div className="register-layout__main">{page}</div>
      <Suspense fallback={null}>{aside}</Suspense>
    </div>
  );
}
