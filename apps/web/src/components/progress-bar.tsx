import type { StepProgress } from '@hearth/domain/register-progress';
import '@/components/question-page.css';

/** Where the borrower is in the register journey, as a labelled progressbar. */
export function ProgressBar({ progress }: { progress: StepProgress }) {
  const label = `Step ${progress.index + 1} of ${progress.total}`;
  return (
    <div className="register-progress">
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
