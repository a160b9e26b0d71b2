import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import type { ReactNode } from 'react';
import { PageScaffold } from '@/components/layout/page-scaffold';
import { byState, TaskSections } from '@/components/tasks/task-cards';
import { signerTaskHref, useSignerSeesConditions } from '@/features/signer/signer-conditions';
import { useSignerConditions } from '@/features/signer/signer-conditions-api';
import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { stateOfAddressLine } from '@/lib/home-dates';
import { Link, Navigate } from '@/lib/routing';

const TITLE = 'Your tasks';

/**
 * heloc-signer/conditions (decision 0183): what the lender needs from the additional signer, each task with its
 * action, those sent for review and those done. Read every 60 s and when the window regains focus. Only with the
 * additional-signer-conditions flag on; otherwise, and before they join, the signer area resumes.
 */
export function Component() {
  usePageTitle(TITLE);
  return <SignerConditionsArea>{(app) => <SignerTasks app={app} />}</SignerConditionsArea>;
}

/**
 * A signer conditions page: the flag on and the signer joined, else back to where the signer area resumes. The
 * flag is decided in the browser (its session's overrides), once the signer's application has loaded.
 */
export function SignerConditionsArea({ children }: { children: (app: CoDeedApplication) => ReactNode }) {
  const sees = useSignerSeesConditions();
  return (
    <SignerApplication>
      {(app) => (sees && app.joinedAt ? children(app) : <Navigate to={signerHref('resume')} replace />)}
    </SignerApplication>
  );
}

function SignerTasks({ app }: { app: CoDeedApplication }) {
  const conditions = useSignerConditions(app.uuid);
  return (
    <PageScaffold title={TITLE} query={conditions}>
      {(data) => <TaskList app={app} tasks={byState(data)} />}
    </PageScaffold>
  );
}

function TaskList({ app, tasks }: { app: CoDeedApplication; tasks: ReturnType<typeof byState> }) {
  const waiting = tasks.open.length + tasks.submitted.length > 0;
  return (
    <>
      <TaskSections
        tasks={tasks}
        lead={(things) =>
          `The lender needs ${things} from you for ${app.borrowerName}’s application for ${app.property}. This list updates by itself as we review what you send.`
        }
        hrefOf={signerTaskHref}
        noteLabel="Note from the loan team"
        nobody="The lender does not need anything from you."
        state={stateOfAddressLine(app.property)}
      />
      <h2>What happens next</h2>
      <p>
        {waiting
          ? `Once your tasks are done and reviewed, ${app.borrowerName}’s application moves on. You can leave this page; your tasks are saved.`
          : `${app.borrowerName}’s application is not waiting on you.`}
      </p>
      <div className="button-row">
        <Link className={waiting ? 'button button--secondary' : 'button'} to={signerHref('documents')}>
          Go to your documents
        </Link>
      </div>
    </>
  );
}
