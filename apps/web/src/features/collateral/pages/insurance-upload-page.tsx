import { INSURANCE_KINDS, type InsuranceKind } from '@hearth/domain/collateral';
import { DOCUMENT_UPLOAD_MAX_BYTES, MB } from '@hearth/domain/file-size';
import { type FormEvent, useEffect, useState } from 'react';
import { DocumentUploadField } from '@/components/document-upload-field';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { useSubmitInsurance } from '@/features/collateral/api/collateral-api';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const COPY: Record<InsuranceKind, { title: string; label: string }> = {
  HAZARD: {
    title: "Upload your homeowner's insurance",
    label: 'Declarations page of your homeowner’s policy',
  },
  FLOOD: { title: 'Upload your flood insurance', label: 'Declarations page of your flood policy' },
  TRUST: { title: 'Upload your trust documents', label: 'Certification of trust' },
};

const isKind = (value: string | null): value is InsuranceKind =>
  (INSURANCE_KINDS as readonly string[]).includes(value ?? '');

/** insurance/upload?kind= (decision 0160): one document for one requirement, then back to the list. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const kind = useSearchParams()[0].get('kind');
  const back = paths.heloc.applicationPage.getHref(uuid, 'insurance/requirements');
  if (!isKind(kind)) return <Navigate to={back} replace />;
  return <UploadForm uuid={uuid} kind={kind} back={back} />;
}

function UploadForm({ uuid, kind, back }: { uuid: string; kind: InsuranceKind; back: string }) {
  const { title, label } = COPY[kind];
  const submit = useSubmitInsurance(uuid, kind);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${title}` : title;
  }, [title, errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!file) found.document = `Choose a file for “${label}”`;
    else if (file.size > DOCUMENT_UPLOAD_MAX_BYTES)
      found.document = `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;
    setErrors(found);
    setAttempt((n) => n + 1);
    if (file && Object.keys(found).length === 0)
      submit.mutate(file, { onSuccess: () => navigate(back, { replace: true }) });
  };

  return (
    <div className="app-page after-offer">
      <Link className="back-link" to={back}>
        Back
      </Link>
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{title}</h1>
      <p className="question__lead">
        A PDF, or a JPEG or PNG photo, up to {DOCUMENT_UPLOAD_MAX_BYTES / MB} MB. Make sure your name, the
        property address and the coverage amounts are readable.
      </p>
      <FormAlert message={submit.isError ? userMessageFor(submit.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <DocumentUploadField
          id={fieldId('document')}
          label={label}
          error={errors.document}
          file={file}
          onChange={setFile}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={submit.isPending}>
            {submit.isPending ? 'Uploading…' : 'Upload and send for review'}
          </button>
        </div>
      </form>
      <p>We keep your documents encrypted and use them only for this application.</p>
      <h2>What happens next</h2>
      <p>
        We review your document, usually within a few minutes, and show the result on your insurance page. If
        it does not show what we need, we tell you why and you can send another.
      </p>
      <SupportLine />
    </div>
  );
}
