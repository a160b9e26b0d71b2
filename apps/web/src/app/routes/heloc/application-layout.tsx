import { isApplicationId } from '@hearth/domain/application-id';
import { BASE_PATH } from '@hearth/domain/auth';
import type { HelocApplication } from '@hearth/domain/entities';
import { currentTask, progressForStatus } from '@hearth/domain/progress';
import { applicationOutcome, pendingStatusMessages } from '@hearth/domain/status-words';
import { autoReroute, routeForApplication, TIMEOUT_PAGE } from '@hearth/domain/step-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { InfoPage } from '@/components/layout/info-page';
import { LoanOriginatorCard } from '@/components/loan-originator-card';
import { PageLoading } from '@/components/page-loading';
import {
  ApplicationSidebar,
  ApplicationSidebarFrame,
} from '@/features/application/components/application-sidebar';
import { useConditions } from '@/features/conditions/api/conditions-api';
import { TasksNotice } from '@/features/conditions/components/tasks-notice';
import { applicationQueryOptions, getApplication, useApplication } from '@/lib/get-application';
import { useLoanOriginator } from '@/lib/get-loan-originator';
import { useProfile } from '@/lib/get-profile';
import { Outlet, useLocation, useNavigate, useParams } from '@/lib/routing';
import { followStepRoute, hrefForStepRoute } from '@/lib/step-route';
import { waitForDecision } from '@/lib/wait-for-decision';
import '@/features/application/application.css';

/**
 * Every /account/heloc/{uuid}/... page: the page's column beside the application progress panel on desktop;
 * on a phone a one-line progress indicator on top that opens the panel (decision 0111).
 *
 * The frame (the indicator, the panel with its steps, the column) is there from the server's render on, while
 * the application loads, and keeps its size when the application fills it in: the page paints at once and
 * nothing in it moves (decision 0198). The page itself waits for the application and the task list, so the task
 * notice never arrives above a page already on screen.
 */
/**
 * The automatic re-route of spec section 4 (decision 0248): an underwriting DECLINE (the disclosures page excepted)
 * goes where the step router sends a declined application; a pending or processing status goes to its own page, or,
 * when it has none (the soft pull, the offers being priced), waits behind the full-screen loader and then goes on.
 * Nothing moves while a page's own request is in flight: that page moves the borrower itself when it answers.
 * Returns the status the loader waits on, or null.
 */
function useAutoReroute(application: HelocApplication | undefined): string | null {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile().data;
  // Read at render: the page's request ending re-renders the frame (its answer moves the page or the application).
  const mutating = queryClient.isMutating() > 0;
  const decision =
    application && profile && !mutating ? autoReroute(application, profile, pathname, BASE_PATH) : null;
  const target = decision?.action === 'go' ? hrefForStepRoute(decision.route) : null;
  const waitingOn = decision?.action === 'wait' ? (application?.status.checklistStatus ?? null) : null;
  // One move per destination: the route object is new on every render, its target is not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the destination on purpose
  useEffect(() => {
    if (decision?.action !== 'go') return;
    const facts = { applicationUuid: application?.uuid, status: application?.status.checklistStatus };
    navigate(followStepRoute(decision.route, facts), { replace: true });
  }, [target]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one polling run per status waited on
  useEffect(() => {
    if (!waitingOn || !application || !profile) return;
    let live = true;
    let latest = application;
    const read = async (uuid: string) => {
      latest = await getApplication(uuid);
      return latest;
    };
    waitForDecision(application, read)
      .then((settled) => {
        if (!live) return;
        // The real answer goes in the cache (a fallback status after the polling cap is the router's, not the server's).
        queryClient.setQueryData(applicationQueryOptions(application.uuid).queryKey, latest);
        const route = routeForApplication(settled, profile);
        navigate(
          followStepRoute(route, {
            applicationUuid: application.uuid,
            status: settled.status.checklistStatus,
          }),
          { replace: true },
        );
      })
      .catch(() => {
        if (live) navigate(`${BASE_PATH}/${application.uuid}/${TIMEOUT_PAGE}`, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [waitingOn, application?.uuid]);
  return waitingOn;
}

/**
 * The loan officer who referred the borrower (issue 23 item 5), under the progress on every page of the application,
 * the complete page included. Nothing shows when the lead portal does not answer.
 */
function ReferringOfficer({ uuid }: { uuid: string }) {
  const officer = useLoanOriginator(uuid);
  return officer.data ? <LoanOriginatorCard originator={officer.data} /> : null;
}

export function Component() {
  const uuid = useParams().uuid ?? '';
  const valid = isApplicationId(uuid);
  const application = useApplication(valid ? uuid : '');
  const waitingOn = useAutoReroute(application.data);
  const conditions = useConditions(valid ? uuid : '');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const panelId = useId();
  if (!valid || application.isError) {
    return (
      <InfoPage title="Application not found" action={{ to: '/dashboard', label: 'Go to your dashboard' }}>
        <p>We could not find this application. Your dashboard lists the applications on your account.</p>
      </InfoPage>
    );
  }
  const app = application.data;
  const status = app?.status;
  const progress = status ? progressForStatus(status.checklistStatus, status.manualNotary) : null;
  const total = progress?.steps.length ?? 0;
  const step = progress ? Math.min(progress.currentStep, total - 1) : 0;
  const allDone = progress ? progress.currentStep >= total : false;
  // The task under the step (issue 21 item 10): "Confirm your liens", not the "Sign Documents" that spans it.
  const task = status ? currentTask(status.checklistStatus, app?.property?.state) : null;
  // A final or blocked outcome has no step to count: the bar names the outcome, as the panel does.
  const outcome = status ? applicationOutcome(status.checklistStatus) : null;
  return (
    <div className="app-layout">
      <button
        type="button"
        className="app-progress-toggle"
        aria-expanded={detailsOpen}
        aria-controls={panelId}
        onClick={() => setDetailsOpen((open) => !open)}
      >
        <span className="app-progress-toggle__text">
          {/* Two lines whatever it holds (a step, an outcome, nothing loaded yet): the indicator keeps its height. */}
          {!progress ? (
            <>
              <span className="app-progress-toggle__step">Your progress</span>
              <span className="app-progress-toggle__label">Loading your application</span>
            </>
          ) : outcome ? (
            <>
              <span className="app-progress-toggle__step">Application status</span>
              <span className="app-progress-toggle__label">{outcome.title}</span>
            </>
          ) : (
            <>
              <span className="app-progress-toggle__step">
                {allDone ? `All ${total} steps done` : `Step ${step + 1} of ${total}`}
              </span>
              <span className="app-progress-toggle__label">{task ?? progress.steps[step]?.label}</span>
            </>
          )}
        </span>
        <span className="app-progress-toggle__action">{detailsOpen ? 'Hide details' : 'Details'}</span>
        {/* Always there, so the indicator is as tall with a step, an outcome or nothing loaded yet. */}
        <span
          className={
            progress && !outcome
              ? 'app-progress-toggle__track'
              : 'app-progress-toggle__track app-progress-toggle__track--quiet'
          }
          aria-hidden="true"
        >
          {progress && !outcome ? (
            <span className="app-progress-toggle__fill" data-step={progress.currentStep} />
          ) : null}
        </span>
      </button>
      <div
        id={panelId}
        className={detailsOpen ? 'app-layout__panel app-layout__panel--open' : 'app-layout__panel'}
      >
        {app ? <ApplicationSidebar application={app} /> : <ApplicationSidebarFrame />}
        {app?.referrer?.referrerUuid ? <ReferringOfficer uuid={app.referrer.referrerUuid} /> : null}
      </div>
      <FullScreenLoader
        active={waitingOn !== null}
        title="Working on your application"
        messages={pendingStatusMessages(waitingOn ?? '')}
      />
      <div className="app-layout__main">
        {/* Once the task list has answered (or failed) once: a read again later must not take the page away. */}
        {app && conditions.isFetched ? (
          <>
            <TasksNotice uuid={uuid} />
            <Outlet />
          </>
        ) : (
          <PageLoading />
        )}
      </div>
    </div>
  );
}
