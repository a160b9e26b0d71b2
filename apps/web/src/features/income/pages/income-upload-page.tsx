import { DOCUMENT_UPLOAD_MAX_BYTES, MB } from '@hearth/domain/file-size';
import { INCOME_DOCUMENTS, isIncomeDocumentType } from '@hearth/domain/income-verification';
import { type FormEvent, useEffect, useState } from 'react';
import { DocumentUploadField } from '@/components/document-upload-field';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import { VendorWait } from '@/components/vendor-wait';
import { useSubmitIncomeDocuments } from '@/features/income/api/submit-documents';
import { incomePage } from '@/features/income/income-copy';
import { IncomeNext } from '@/features/income/pages/income-review-page';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const FILE_LABELS = {
  paystub: ['Most recent pay stub', 'The pay stub before it'],
  w2: ['W-2'],
  'tax-return': ['Last year’s tax return', 'The year before'],
} as const;

/**
 * income/upload/{type} (decision 0152): the documents an underwriter accepts instead of a connection, one file
 * input each, checked here for presence and size and by the server for type (read from the bytes).
 */
export function Component() {
  const { uuid = '', type = '' } = useParams();
  if (!isIncomeDocumentType(type)) return <Navigate to={incomePage(uuid, 'income/review')} replace />;
  return <UploadForm uuid={uuid} type={type} />;
}

function UploadForm({ uuid, type }: { uuid: string; type: keyof typeof FILE_LABELS }) {
  const rule = INCOME_DOCUMENTS[type];
  const labels = FILE_LABELS[type];
  const title = `Upload your ${rule.label === 'W-2' ? 'W-2' : rule.label.toLowerCase()}`;
  const submit = useSubmitIncomeDocuments(uuid, type, rule.purpose);
  const [files, setFiles] = useState<(File | null)[]>(labels.map(() => null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${title}` : title;
  }, [title, errors]);

  if (submit.isSuccess)
    return (
      <VendorWait
        uuid={uuid}
        from="INCOME_VERIFICATION"
        title="We are reviewing your documents"
        next={<IncomeNext />}
      >
        Thank you. We are reading your documents; this usually takes less than a minute.
      </VendorWait>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    labels.forEach((label, i) => {
      const file = files[i];
      if (!file) found[`file${i}`] = `Choose a file for “${label}”`;
      else if (file.size > DOCUMENT_UPLOAD_MAX_BYTES)
        found[`file${i}`] = `“${label}” is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;
    });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) submit.mutate(files.filter((f): f is File => f !== null));
  };

  return (
    <div className="app-page after-offer">
      <Link className="back-link" to={incomePage(uuid, 'income/review')}>
        Back
      </Link>
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{title}</h1>
      <p className="question__lead">
        Upload {rule.what}. Each file can be a PDF, or a JPEG or PNG photo, up to{' '}
        {DOCUMENT_UPLOAD_MAX_BYTES / MB} MB. Make sure every page is readable and shows your name.
      </p>
      <FormAlert message={submit.isError ? userMessageFor(submit.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        {labels.map((label, i) => (
          <DocumentUploadField
            key={label}
            id={fieldId(`file${i}`)}
            label={label}
            error={errors[`file${i}`]}
            file={files[i] ?? null}
            onChange={(file) => setFiles((current) => current.map((f, j) => (j === i ? file : f)))}
          />
        ))}
        <div className="button-row">
          <button type="submit" className="button" disabled={submit.isPending}>
            {submit.isPending ? 'Uploading…' : 'Upload and continue'}
          </button>
          <Link className="button button--secondary" to={incomePage(uuid, 'income/review')}>
            Choose another way
          </Link>
        </div>
      </form>
      <p>
        A person on our team may look at your documents. We keep them encrypted and use them only for this
        application.
      </p>
      <SupportLine />
    </div>
  );
}
