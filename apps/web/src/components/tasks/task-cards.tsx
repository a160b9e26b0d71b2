import { isApplicationId } from '@hearth/domain/application-id';
import type { ConditionView } from '@hearth/domain/conditions';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { applicationQueryOptions } from '@/lib/get-application';
import { homeDay } from '@/lib/home-dates';
import { Link, useParams } from '@/lib/routing';

/**
 * The state of the home whose application the page is under (/account/heloc/{uuid}/...): the application the frame
 * read, from the cache; '' under none (an additional signer's list), whose dates then read as Pacific.
 */
function useHomeState(): string {
  const uuid = useParams().uuid ?? '';
  const application = useQuery({ ...applicationQueryOptions(uuid), enabled: isApplicationId(uuid) });
  return application.data?.property.state ?? '';
}

type TaskSectionsProps = {
  tasks: ReturnType<typeof byState>;
  /** The lead above the tasks to do, given how many ("one thing", "3 things"). */
  lead: (things: string) => ReactNode;
  hrefOf: (condition: ConditionView) => string | null;
  /** Who wrote the note under a task. */
  noteLabel: string;
  /** Why there is nothing to do when nothing is under review either. */
  nobody: string;
  /** Shown between the tasks to do and those in review (the other owners' tasks, on the borrower's list). */
  children?: ReactNode;
  /** The home's state, whose calendar the dates are on (decision 0272); by default that of the page's application. */
  state?: string;
};

/**
 * A task list (decisions 0170, 0183), the borrower's and an additional signer's alike: the tasks to do with their
 * actions (or that there are none), then those sent for review and those done.
 */
export function TaskSections({ tasks, lead, hrefOf, noteLabel, nobody, children, state }: TaskSectionsProps) {
  const { open, submitted, done } = tasks;
  const applicationState = useHomeState();
  const home = state ?? applicationState;
  return (
    <>
      {open.length > 0 ? (
        <>
          <p className="question__lead">{lead(open.length === 1 ? 'one thing' : `${open.length} things`)}</p>
          <OpenTasks conditions={open} hrefOf={hrefOf} noteLabel={noteLabel} />
        </>
      ) : (
        <NoTasksNotice reviewing={submitted.length > 0} nobody={nobody} />
      )}
      {children}
      <TasksInReview conditions={submitted} state={home} />
      <TasksDone conditions={done} state={home} />
    </>
  );
}

/** The tasks to do, each with its action and the note under it. */
function OpenTasks({
  conditions,
  hrefOf,
  noteLabel,
}: {
  conditions: ConditionView[];
  hrefOf: (condition: ConditionView) => string | null;
  noteLabel: string;
}) {
  return (
    <ul className="method-list" aria-label="Tasks to do">
      {conditions.map((condition) => (
        <OpenTask key={condition.uuid} condition={condition} href={hrefOf(condition)} noteLabel={noteLabel} />
      ))}
    </ul>
  );
}

function OpenTask({
  condition,
  href,
  noteLabel,
}: {
  condition: ConditionView;
  href: string | null;
  noteLabel: string;
}) {
  const { task } = condition;
  const headingId = `task-${condition.uuid}`;
  return (
    <li className="method-card">
      <h3 id={headingId}>{task.header}</h3>
      <p>{task.description}</p>
      <TaskNote condition={condition} label={noteLabel} />
      {href && task.button ? (
        <Link className="button" to={href} aria-describedby={headingId}>
          {task.button}
        </Link>
      ) : (
        <span className="requirement__state">Nothing to do: we will contact you if we need anything</span>
      )}
    </li>
  );
}

/** The lender's words under a task, when it wrote any. */
export function TaskNote({ condition, label }: { condition: ConditionView; label: string }) {
  if (!condition.commentsToBorrower) return null;
  return (
    <p>
      <strong>{label}:</strong> {condition.commentsToBorrower}
    </p>
  );
}

/** The tasks sent for review, each with the day it was sent on the home's calendar. */
function TasksInReview({ conditions, state }: { conditions: ConditionView[]; state: string }) {
  if (conditions.length === 0) return null;
  return (
    <section aria-labelledby="tasks-in-review">
      <h2 id="tasks-in-review">Sent for review</h2>
      <ul className="method-list">
        {conditions.map((condition) => (
          <li key={condition.uuid} className="method-card">
            <h3>{condition.task.header}</h3>
            <span className="requirement__state">Under review</span>
            <p>
              {received(condition)}
              {condition.submittedAt ? ` on ${homeDay(condition.submittedAt, state)}` : ''}. We usually review
              it within one business day.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What was sent: the files, or (the identity task) the answers. */
function received(condition: ConditionView): string {
  const files = condition.documents.length;
  if (files === 0) return 'We received your answers';
  return files === 1 ? 'We received your document' : 'We received your documents';
}

/** The tasks done, each with the day it was cleared on the home's calendar. */
function TasksDone({ conditions, state }: { conditions: ConditionView[]; state: string }) {
  if (conditions.length === 0) return null;
  return (
    <section aria-labelledby="tasks-done">
      <h2 id="tasks-done">Done</h2>
      <ul className="method-list">
        {conditions.map((condition) => (
          <li key={condition.uuid} className="method-card">
            <h3>{condition.task.header}</h3>
            <span className="requirement__state">
              Done{condition.clearedAt ? ` on ${homeDay(condition.clearedAt, state)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nothing to do: whether we are reviewing what was sent, or nobody (`nobody`) needs anything. */
function NoTasksNotice({ reviewing, nobody }: { reviewing: boolean; nobody: string }) {
  return (
    <div className="notice">
      <h2>You have no tasks to do right now</h2>
      <p>
        {reviewing ? 'We have what we need from you and are reviewing it.' : nobody} If that changes, the task
        appears here and we email you.
      </p>
    </div>
  );
}

/** The tasks of a list by state: to do, sent for review, done. */
export function byState(conditions: ConditionView[]) {
  return {
    open: conditions.filter((c) => c.status === 'OPEN'),
    submitted: conditions.filter((c) => c.status === 'SUBMITTED'),
    done: conditions.filter((c) => c.status === 'CLEARED'),
  };
}
