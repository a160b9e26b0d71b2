import type { ConditionView } from '@hearth/domain/conditions';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { StartLoadError, StartLoading } from '@/features/app-start/components/start-page-state';
import { SupportLine } from '@/features/app-start/components/support-line';
import { useConditions } from '@/features/conditions/api/conditions-api';
import { formatDay, taskHref } from '@/features/conditions/conditions-paths';
import '@/features/application/after-offer.css';

const TITLE = 'Your tasks';

/**
 * conditions (issue 12 item 1, decision 0170): the tasks the loan team needs done, each with its action; those
 * sent for review and those done. The list is read every 60 s and when the window regains focus, so a task the
 * reviewer clears disappears without a reload.
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
  return <TaskList uuid={uuid} conditions={conditions.data} />;
}

function TaskList({ uuid, conditions }: { uuid: string; conditions: ConditionView[] }) {
  const open = conditions.filter((c) => c.status === 'OPEN');
  const submitted = conditions.filter((c) => c.status === 'SUBMITTED');
  const done = conditions.filter((c) => c.status === 'CLEARED');
  const waiting = open.length + submitted.length > 0;
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      {open.length > 0 ? (
        <>
          <p className="question__lead">
            Your loan team needs {open.length === 1 ? 'one thing' : `${open.length} things`} from you before
            your line can close. This list updates by itself as we review what you send.
          </p>
          <ul className="method-list" aria-label="Tasks to do">
            {open.map((condition) => (
              <OpenTask key={condition.uuid} uuid={uuid} condition={condition} />
            ))}
          </ul>
        </>
      ) : (
        <div className="notice">
          <h2>You have no tasks to do right now</h2>
          <p>
            {submitted.length > 0
              ? 'We have what we need from you and are reviewing it.'
              : 'Your loan team does not need anything from you.'}{' '}
            If that changes, the task appears here and we email you.
          </p>
        </div>
      )}
      {submitted.length > 0 ? (
        <section aria-labelledby="tasks-in-review">
          <h2 id="tasks-in-review">Sent for review</h2>
          <ul className="method-list">
            {submitted.map((condition) => (
              <li key={condition.uuid} className="method-card">
                <h3>{condition.task.header}</h3>
                <span className="requirement__state">Under review</span>
                <p>
                  We received your {condition.documents.length === 1 ? 'document' : 'documents'}
                  {condition.submittedAt ? ` on ${formatDay(condition.submittedAt)}` : ''}. We usually review
                  it within one business day.
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {done.length > 0 ? (
        <section aria-labelledby="tasks-done">
          <h2 id="tasks-done">Done</h2>
          <ul className="method-list">
            {done.map((condition) => (
              <li key={condition.uuid} className="method-card">
                <h3>{condition.task.header}</h3>
                <span className="requirement__state">
                  Done{condition.clearedAt ? ` on ${formatDay(condition.clearedAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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

function OpenTask({ uuid, condition }: { uuid: string; condition: ConditionView }) {
  const href = taskHref(uuid, condition);
  const { task } = condition;
  const headingId = `task-${condition.uuid}`;
  return (
    <li className="method-card">
      <h3 id={headingId}>{task.header}</h3>
      <p>{task.description}</p>
      {condition.commentsToBorrower ? (
        <p>
          <strong>Note from your loan team:</strong> {condition.commentsToBorrower}
        </p>
      ) : null}
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
