import type { RegisterStepProgress } from '@hearth/domain/register-groups';
import '@/components/question-page.css';

/**
 * Where the borrower is in the register journey: the labelled groups (spec section 2; on a phone only the current
 * one, with the step's own label), then "Step n of N" over a labelled progressbar.
 */
export function ProgressBar({ progress }: { progress: RegisterStepProgress }) {
  const label = `Step ${progress.index + 1} of ${progress.total}`;
  return (
    <div className="register-progress">
      {progress.groups ? (
        <ol className="register-progress__groups">
          {progress.groups.map((group) => (
            <li
              key={group.label}
              className={`register-progress__group register-progress__group--${group.state}`}
              aria-current={group.state === 'current' ? 'step' : undefined}
            >
              {group.label}
              {group.state === 'current' && progress.stepLabel !== group.label ? (
                <span className="register-progress__step">: {progress.stepLabel}</span>
              ) : null}
              {group.state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <span className="register-progress__label" id="register-progress-label">
        {label}
      </span>
      <div
        className="register-progress__track"
        role="progressbar"
        aria-labelledby="register-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span className="register-progress__fill" data-percent={progress.percent} />
      </div>
    </div>
  );
}
