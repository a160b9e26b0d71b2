import { FEEDBACK_TOPICS, type FeedbackTopic, YES_NO } from '@hearth/domain/enum-values';
import { feedbackFormSchema, toFeedbackRequest } from '@hearth/domain/validation';
import { useId, useState } from 'react';
import { RadioGroup } from '@/components/choice-fields';
import { Dialog } from '@/components/dialog';
import { fieldId } from '@/components/error-summary';
import { FieldError } from '@/components/field-error';
import { FormAlert } from '@/components/form-alert';
import { useSendFeedback } from '@/features/feedback/api/send-feedback';
import { userMessageFor } from '@/lib/http-client';
import { useLocation } from '@/lib/routing';

const TOPIC_LABELS: Record<FeedbackTopic, string> = {
  IMPROVE: 'Improve our product',
  COMPLIMENT: 'Give us a compliment',
};
const FIELDS = ['topic', 'message', 'marketingConsent'] as const;
type Field = (typeof FIELDS)[number];

function applicationOf(pathname: string): string | undefined {
  return /^\/account\/heloc\/([0-9a-f-]{36})(\/|$)/i.exec(pathname)?.[1];
}

/**
 * The feedback modal (spec sections 2 and 5): a topic, a message of 10 to 1000 characters and the marketing
 * consent question; on submit the first invalid field scrolls into view and takes focus, and every error, the
 * server's included, shows inside the modal.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const send = useSendFeedback(idempotencyKey);
  const [topic, setTopic] = useState<FeedbackTopic | ''>('');
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState<'YES' | 'NO' | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const messageId = fieldId('feedback-message');
  const hintId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = feedbackFormSchema.safeParse({ topic, message, marketingConsent: consent });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f]);
      const target = first && document.getElementById(fieldId(`feedback-${first}`));
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      target?.focus();
      return;
    }
    setErrors({});
    const applicationUuid = applicationOf(pathname);
    send.mutate(
      toFeedbackRequest(parsed.data, { pathname, ...(applicationUuid ? { applicationUuid } : {}) }),
    );
  };

  if (send.isSuccess) {
    return (
      <Dialog open title="Thank you for your feedback" onClose={onClose}>
        <p>We read every message. It helps us make applying simpler for everyone.</p>
      </Dialog>
    );
  }

  return (
    <Dialog open title="Send us feedback" onClose={onClose}>
      <form noValidate onSubmit={submit} className="form">
        <FormAlert message={send.isError ? userMessageFor(send.error) : null} />
        <RadioGroup
          name="feedback-topic"
          legend="What would you like to do?"
          options={FEEDBACK_TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] }))}
          value={topic}
          onChange={setTopic}
          error={errors.topic}
        />
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            Your message
          </label>
          <span id={hintId} className="field__hint">
            10 to 1000 characters
          </span>
          <textarea
            id={messageId}
            className="field__input"
            rows={5}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[hintId, errors.message ? `${messageId}-error` : null]
              .filter(Boolean)
              .join(' ')}
          />
          <FieldError id={`${messageId}-error`} message={errors.message} />
        </div>
        <RadioGroup
          name="feedback-marketingConsent"
          legend="May we use your feedback, with your first name and the first initial of your last name, in our marketing?"
          options={YES_NO.map((value) => ({ value, label: value === 'YES' ? 'Yes' : 'No' }))}
          value={consent}
          onChange={setConsent}
          error={errors.marketingConsent}
          inline
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send feedback'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
