import {
  LEAVE_SURVEY_CLOSE_DELAY_MS,
  LEAVE_SURVEY_COMMENT_MAX,
  LEAVE_SURVEY_REASON_LABELS,
  LEAVE_SURVEY_REASONS,
  type LeaveSurveyReason,
  SHELL_MESSAGES,
} from '@hearth/domain/shell-settings';
import { useEffect, useId, useRef, useState } from 'react';
import { RadioGroup } from '@/components/choice-fields';
import { Dialog } from '@/components/dialog';
import { fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { useSendLeaveSurvey } from '@/features/leave-survey/api/send-leave-survey';
import { userMessageFor } from '@/lib/http-client';
import { useLocation } from '@/lib/routing';

/**
 * The leave survey (spec section 4), offered at logout on the liens, product select, identity and signing pages:
 * one question and an optional comment. Sent or skipped, the borrower is logged out; after sending, the thanks
 * stays 750 ms (the spec's survey close delay) before the dialog closes.
 */
export function LeaveSurveyDialog({ onDone }: { onDone: () => void }) {
  const { pathname } = useLocation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const send = useSendLeaveSurvey(idempotencyKey);
  const [reason, setReason] = useState<LeaveSurveyReason | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const commentId = useId();
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => done.current(), LEAVE_SURVEY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <Dialog open title="Thank you">
        <p role="status">Your application is saved. We're logging you out now.</p>
      </Dialog>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(SHELL_MESSAGES.surveyReason);
      document.getElementById(fieldId('leave-reason'))?.focus();
      return;
    }
    const applicationUuid = /^\/account\/heloc\/([0-9a-f-]{36})\//i.exec(pathname)?.[1];
    send.mutate({ reason, comment, pathname, ...(applicationUuid ? { applicationUuid } : {}) });
  };

  return (
    <Dialog open title="Before you go" onClose={onDone} closeLabel="Skip and log out">
      <p>Your application is saved, and you can pick up where you left off when you log back in.</p>
      <form noValidate onSubmit={submit} id="leave-survey" className="form">
        <FormAlert message={send.isError ? userMessageFor(send.error) : null} />
        <RadioGroup
          name="leave-reason"
          legend="What's the main reason you're leaving for now?"
          options={LEAVE_SURVEY_REASONS.map((value) => ({ value, label: LEAVE_SURVEY_REASON_LABELS[value] }))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="field">
          <label className="field__label" htmlFor={commentId}>
            Anything else you'd like us to know? (optional)
          </label>
          <textarea
            id={commentId}
            className="field__input"
            rows={3}
            maxLength={LEAVE_SURVEY_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={send.isPending}>
            Send and log out
          </button>
        </div>
      </form>
    </Dialog>
  );
}
