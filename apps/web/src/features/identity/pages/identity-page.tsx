import { DOCUMENT_UPLOAD_MAX_BYTES, MB } from '@hearth/domain/file-size';
import type { IdentityVerificationView, KbaQuestion } from '@hearth/domain/identity-verification';
import { type FormEvent, useEffect, useState } from 'react';
import { RadioGroup } from '@/components/choice-fields';
import { DocumentUploadField } from '@/components/document-upload-field';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { PageEnding, SupportLine } from '@/components/layout/support-line';
import { VendorWait } from '@/components/vendor-wait';
import { useAnswerQuestions } from '@/features/identity/api/answer-questions';
import { useVerification } from '@/features/identity/api/get-verification';
import { useStartQuestions } from '@/features/identity/api/start-questions';
import { useSubmitIdDocuments } from '@/features/identity/api/submit-id-documents';
import { userMessageFor } from '@/lib/http-client';
import { useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Verify your identity';

function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * identity (status IDENTITY_VERIFICATION, decision 0143): federal law asks a lender to verify who it lends to.
 * The borrower answers the vendor's knowledge questions, or uploads an ID and a selfie; the vendor answers by
 * signed callback. A pass goes on to the final offer; a failure says what to do next; a review says how long.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const verification = useVerification(uuid);
  const [method, setMethod] = useState<'KBA' | 'DOCUMENT' | null>(null);
  if (verification.isError) return <StartLoadError uuid={uuid} error={verification.error} />;
  if (verification.isPending) return <StartLoading />;
  const view = verification.data;
  if (view?.state === 'QUESTIONS') return <Questions uuid={uuid} view={view} />;
  if (view?.state === 'SUBMITTED') return <Checking />;
  if (view?.state === 'PASS')
    return (
      <VendorWait
        uuid={uuid}
        from="IDENTITY_VERIFICATION"
        title="Your identity is verified"
        next={<FinalNext />}
      >
        Thank you. We are putting together your final offer with your verified income and credit; this usually
        takes a few seconds.
      </VendorWait>
    );
  if (view?.state === 'REVIEW') return <InReview />;
  if (method === 'DOCUMENT') return <Documents uuid={uuid} onBack={() => setMethod(null)} />;
  return (
    <Choose
      uuid={uuid}
      failed={view?.state === 'FAIL' ? view.method : null}
      onDocuments={() => setMethod('DOCUMENT')}
    />
  );
}

function FinalNext() {
  return (
    <ol className="next-steps">
      <li>We confirm your offer with your verified income and credit.</li>
      <li>You accept your final offer.</li>
      <li>We check your home’s liens and value, then you sign your documents.</li>
    </ol>
  );
}

function Choose({
  uuid,
  failed,
  onDocuments,
}: {
  uuid: string;
  failed: 'KBA' | 'DOCUMENT' | null;
  onDocuments: () => void;
}) {
  const start = useStartQuestions(uuid);
  const title = failed ? 'We could not verify your identity' : TITLE;
  useTitle(title);
  return (
    <div className="app-page after-offer">
      <h1>{title}</h1>
      {failed ? (
        <>
          <p>
            {failed === 'KBA'
              ? 'Some of your answers did not match the records our verification partner holds.'
              : 'Our verification partner could not match your ID and selfie.'}{' '}
            Your application is saved. We have added a task, “ID verification failure”, that stays open until
            you verify your identity.
          </p>
          <h2>What you can do</h2>
          <p>
            Try again below; uploading a photo of your ID and a selfie often works when the questions did not.
            If it still does not work, call us and we will verify your identity another way.
          </p>
        </>
      ) : (
        <p className="question__lead">
          Like every lender, we are required by federal law to verify the identity of the people we lend to.
          Choose one way; it takes about two minutes.
        </p>
      )}
      <ul className="method-list">
        <li className="method-card">
          <span className="method-card__badge">Fastest</span>
          <h3>Answer three questions</h3>
          <p>
            Questions about places you have lived and loans you have had, from your public and credit records.
          </p>
          <button type="button" className="button" onClick={() => start.mutate()} disabled={start.isPending}>
            Answer questions
          </button>
        </li>
        <li className="method-card">
          <h3>Upload your ID and a selfie</h3>
          <p>
            A photo of the front of your driver’s license, state ID or passport, and a photo of your face.
          </p>
          <button type="button" className="button button--secondary" onClick={onDocuments}>
            Upload ID and selfie
          </button>
        </li>
      </ul>
      <FormAlert message={start.isError ? userMessageFor(start.error) : null} />
      <p>
        We use this only to verify your identity for this application. It does not affect your credit score.
      </p>
      <SupportLine />
    </div>
  );
}

function Questions({ uuid, view }: { uuid: string; view: IdentityVerificationView }) {
  const questions: KbaQuestion[] = view.questions ?? [];
  const answer = useAnswerQuestions(uuid);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const title = 'Answer three questions';
  useTitle(Object.keys(errors).length > 0 ? `Error: ${title}` : title);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const q of questions) if (!choices[q.id]) found[q.id] = `Choose an answer to “${q.prompt}”`;
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0)
      answer.mutate(questions.map((q) => ({ questionId: q.id, choice: choices[q.id] ?? '' })));
  };

  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{title}</h1>
      <p className="question__lead">
        These come from your public and credit records. If none of the answers is right, choose “None of the
        above”.
      </p>
      <FormAlert message={answer.isError ? userMessageFor(answer.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        {questions.map((q) => (
          <RadioGroup
            key={q.id}
            name={q.id}
            legend={q.prompt}
            options={q.choices.map((choice) => ({ value: choice, label: choice }))}
            value={choices[q.id] ?? ''}
            onChange={(choice) => setChoices((c) => ({ ...c, [q.id]: choice }))}
            error={errors[q.id]}
          />
        ))}
        <button type="submit" className="button" disabled={answer.isPending}>
          Submit answers
        </button>
      </form>
      <h2>What happens next</h2>
      <p>
        We check your answers right away. When they match, we prepare your final offer, usually within a few
        minutes. If they do not, you can verify with a photo of your ID and a selfie instead.
      </p>
      <SupportLine />
    </div>
  );
}

function Documents({ uuid, onBack }: { uuid: string; onBack: () => void }) {
  const submit = useSubmitIdDocuments(uuid);
  const [files, setFiles] = useState<{ idFront?: File; selfie?: File }>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const title = 'Upload your ID and a selfie';
  useTitle(Object.keys(errors).length > 0 ? `Error: ${title}` : title);
  const labels = { idFront: 'Front of your ID', selfie: 'A selfie' } as const;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const key of ['idFront', 'selfie'] as const) {
      const file = files[key];
      if (!file) found[key] = `Choose a file for “${labels[key]}”`;
      else if (file.size > DOCUMENT_UPLOAD_MAX_BYTES)
        found[key] = `“${labels[key]}” is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;
    }
    setErrors(found);
    setAttempt((n) => n + 1);
    if (files.idFront && files.selfie && Object.keys(found).length === 0)
      submit.mutate({ idFront: files.idFront, selfie: files.selfie });
  };

  return (
    <div className="app-page after-offer">
      <button type="button" className="back-link button--ghost" onClick={onBack}>
        Back
      </button>
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{title}</h1>
      <p className="question__lead">
        Take a clear photo of the front of your driver’s license, state ID or passport, and a photo of your
        face in good light. JPEG, PNG or PDF, up to {DOCUMENT_UPLOAD_MAX_BYTES / MB} MB each.
      </p>
      <FormAlert message={submit.isError ? userMessageFor(submit.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        {(['idFront', 'selfie'] as const).map((key) => (
          <DocumentUploadField
            key={key}
            id={fieldId(key)}
            label={labels[key]}
            error={errors[key]}
            file={files[key] ?? null}
            onChange={(file) => setFiles((current) => ({ ...current, [key]: file ?? undefined }))}
            camera={key === 'selfie' ? 'user' : 'environment'}
          />
        ))}
        <button type="submit" className="button" disabled={submit.isPending}>
          {submit.isPending ? 'Uploading…' : 'Upload and verify'}
        </button>
      </form>
      <SupportLine />
    </div>
  );
}

function Checking() {
  useTitle('We are verifying your identity');
  return (
    <div className="app-page after-offer">
      <h1>We are verifying your identity</h1>
      <p role="status" className="vendor-wait__status">
        <span className="page-loading__spinner" aria-hidden="true" /> Our verification partner is checking
        what you sent. This usually takes less than a minute.
      </p>
      <h2>What happens next</h2>
      <FinalNext />
      <SupportLine />
    </div>
  );
}

function InReview() {
  const title = 'A specialist is reviewing your identity';
  useTitle(title);
  return (
    <div className="app-page after-offer">
      <h1>{title}</h1>
      <p>
        Our verification partner needs a person to look at your information. This usually takes one business
        day. Nothing more is needed from you right now: we will email you as soon as it is done, and your
        application will continue from here.
      </p>
      <h2>What happens next</h2>
      <FinalNext />
      <PageEnding />
    </div>
  );
}
