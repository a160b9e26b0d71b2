import {
  type BorrowerConditionItem,
  type ConditionView,
  isOtherOwnersTask,
  type OtherOwnerTask,
} from '@hearth/domain/conditions';
import { useEffect } from 'react';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { byState, TaskSections } from '@/components/tasks/task-cards';
import { paths } from '@/config/paths';
import { useConditions } from '@/features/conditions/api/conditions-api';
import { taskHref } from '@/features/conditions/conditions-paths';
import { Link, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Your tasks';

/**
 * conditions (issue 12 item 1, decision 0170): the tasks the loan team needs done, each with its action; those
 * sent for review and those done; and the other owners' tasks the application waits on (decision 0183). The list
 * is read every 60 s and when the window regains focus, so a task the reviewer clears disappears without a reload.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const conditions = useConditions(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  if (conditions.isError)
    return (
      <StartLoadError
        uuid={uuid}
        error={conditions.error}
        back={{ href: '/dashboard', label: 'Go to your dashboard' }}
      />
    );
  if (!conditions.data) return <StartLoading />;
  return <TaskList uuid={uuid} items={conditions.data} />;
}

function TaskList({ uuid, items }: { uuid: string; items: BorrowerConditionItem[] }) {
  const others = items.filter(isOtherOwnersTask);
  const tasks = byState(items.filter((c): c is ConditionView => !isOtherOwnersTask(c)));
  const waiting = tasks.open.length + tasks.submitted.length + others.length > 0;
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <TaskSections
        tasks={tasks}
        lead={(things) =>
          `Your loan team needs ${things} from you before your line can close. This list updates by itself as we review what you send.`
        }
        hrefOf={(condition) => taskHref(uuid, condition)}
        noteLabel="Note from your loan team"
        nobody="Your loan team does not need anything from you."
      >
        <OtherOwnersTasks tasks={others} />
      </TaskSections>
      <h2>What happens next</h2>
      <p>
        {waiting
          ? 'Once every task is done and reviewed, your application moves on to its next step. You can leave this page; your tasks are saved.'
          : 'Your application carries on with its next step.'}
      </p>
      <p>
        <Link
          className={waiting ? 'button button--secondary' : 'button'}
          to={paths.heloc.applicationPage.getHref(uuid, '')}
        >
          Continue your application
        </Link>
      </p>
      <SupportLine />
    </div>
  );
}

/**
 * The other owners' tasks the application waits on, one card per owner: by name and how many, never what they were
 * asked (decision 0183).
 */
function OtherOwnersTasks({ tasks }: { tasks: OtherOwnerTask[] }) {
  if (tasks.length === 0) return null;
  const owners = [...new Set(tasks.map((t) => t.owner.name))];
  return (
    <section aria-labelledby="tasks-of-other-owners">
      <h2 id="tasks-of-other-owners">Waiting on other owners</h2>
      <ul className="method-list">
        {owners.map((name) => {
          const theirs = tasks.filter((t) => t.owner.name === name);
          const open = theirs.filter((t) => t.status === 'OPEN');
          const shown = open[0] ?? theirs[0];
          return (
            <li key={name} className="method-card">
              <h3>{shown?.task.header}</h3>
              <span className="requirement__state">
                {open.length === 0
                  ? 'Under review'
                  : open.length === 1
                    ? '1 task not done yet'
                    : `${open.length} tasks not done yet`}
              </span>
              <p>{shown?.task.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
