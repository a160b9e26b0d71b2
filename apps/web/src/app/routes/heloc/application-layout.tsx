import { currentTask, progressForStatus } from '@hearth/domain/progress';
import { applicationOutcome } from '@hearth/domain/status-words';
import { isUuid } from '@hearth/domain/validation';
import { useId, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { InfoPage } from '@/components/layout/info-page';
import { PageLoading } from '@/components/page-loading';
import { ApplicationSidebar } from '@/features/application/components/application-sidebar';
import { TasksNotice } from '@/features/conditions/components/tasks-notice';
import { useApplication } from '@/lib/get-application';
import '@/features/application/application.css';

/**
 * Every /account/heloc/{uuid}/... page: the page's column beside the application progress panel on desktop;
 * on a phone a one-line progress indicator on top that opens the panel (decision 0111).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const valid = isUuid(uuid);
  const application = useApplication(valid ? uuid : '');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const panelId = useId();
  if (!valid || application.isError) {
    return (
      <InfoPage title="Application not found" action={{ to: '/dashboard', label: 'Go to your dashboard' }}>
        <p>We could not find this application. Your dashboard lists the applications on your account.</p>
      </InfoPage>
    );
  }
  if (!application.data) return <PageLoading />;
  const { status } = application.data;
  const progress = progressForStatus(status.checklistStatus, status.manualNotary);
  const total = progress.steps.length;
  const step = Math.min(progress.currentStep, total - 1);
  const allDone = progress.currentStep >= total;
  // The task under the step (issue 21 item 10): "Confirm your liens", not the "Sign Documents" that spans it.
  const task = currentTask(status.checklistStatus);
  // A final or blocked outcome has no step to count: the bar names the outcome, as the panel does.
  const outcome = applicationOutcome(status.checklistStatus);
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
          {outcome ? (
            <span className="app-progress-toggle__label">{outcome.title}</span>
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
        {outcome ? null : (
          <span className="app-progress-toggle__track" aria-hidden="true">
            <span className="app-progress-toggle__fill" data-step={progress.currentStep} />
          </span>
        )}
      </button>
      <div
        id={panelId}
        className={detailsOpen ? 'app-layout__panel app-layout__panel--open' : 'app-layout__panel'}
      >
        <ApplicationSidebar application={application.data} />
      </div>
      <div className="app-layout__main">
        <TasksNotice uuid={uuid} />
        <Outlet />
      </div>
    </div>
  );
}
