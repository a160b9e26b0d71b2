import {
  DOCUMENT_UPLOAD_MAX_BYTES,
  formatFileSize,
  isAllowedDocumentType,
  MB,
} from '@hearth/domain/file-size';
import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from 'react';
import { FieldError } from '@/components/field-error';
import '@/components/document-upload-field.css';

/** What the picker offers: the types the server accepts by their bytes (decision 0134). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** A phone's camera takes a photo; the picker stays for a PDF. */
const CAMERA_ACCEPT = 'image/jpeg,image/png';
const TYPES = 'PDF, JPEG or PNG';
export const DOCUMENT_UPLOAD_TYPES_HINT = `${TYPES}, up to ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The file's type as the browser reports it, or from its name when the browser reports none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Why a chosen or dropped file cannot be sent, before it is; the server checks its bytes again. */
export function documentFileProblem(file: File): string | undefined {
  if (!isAllowedDocumentType(typeOf(file)))
    return `“${file.name}” is not a ${TYPES} file. Choose a ${TYPES} file`;
  if (file.size > DOCUMENT_UPLOAD_MAX_BYTES)
    return `“${file.name}” is ${formatFileSize(file.size)}: the largest file we take is ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;
  return undefined;
}

/**
 * One document to upload (decision 0209), on every page that takes one: a drop zone with "Choose a file" (and "Take
 * a photo" on a touch screen, which opens the camera), the types and size it takes, then the chosen file's name,
 * size and preview (the photo, or a PDF's icon) with Replace and Remove. The file input keeps the field's label as
 * its name, so the error summary's link and a test's `getByLabel` reach it; "Take a photo" is described by it.
 */
export function DocumentUploadField({
  id,
  label,
  hint,
  error,
  file,
  onChange,
  camera = 'environment',
}: {
  id: string;
  label: string;
  /** Said after the types: "Make sure every page is readable." */
  hint?: string;
  error?: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Which camera "Take a photo" opens: the back one for a document, the front one for a selfie. */
  camera?: 'environment' | 'user';
}) {
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const preview = usePreview(file);
  const shown = problem ?? error;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, shown ? errorId : null].filter(Boolean).join(' ');

  const take = (chosen: File | undefined | null) => {
    if (!chosen) return;
    const found = documentFileProblem(chosen);
    setProblem(found);
    if (found) {
      if (input.current) input.current.value = '';
      return onChange(null);
    }
    onChange(chosen);
  };
  const fromInput = (event: ChangeEvent<HTMLInputElement>) => take(event.target.files?.[0]);
  const remove = () => {
    for (const element of [input.current, cameraInput.current]) if (element) element.value = '';
    setProblem(undefined);
    onChange(null);
    input.current?.focus();
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div className={`file-upload${shown ? ' file-upload--error' : ''}`}>
      <p className="field__label file-upload__label" id={labelId}>
        {label}
      </p>
      <p className="field__hint file-upload__hint" id={hintId}>
        {DOCUMENT_UPLOAD_TYPES_HINT}.{hint ? ` ${hint}` : ''}
      </p>
      <FieldError id={errorId} message={shown} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the buttons inside do the same */}
      <div
        className={`file-upload__zone${dragging ? ' file-upload__zone--active' : ''}${file ? ' file-upload__zone--chosen' : ''}`}
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {file ? (
          <div className="file-upload__chosen">
            {!typeOf(file).startsWith('image/') ? (
              <PdfIcon />
            ) : preview ? (
              <img className="file-upload__thumb" src={preview} alt={`Preview of ${file.name}`} />
            ) : (
              <span className="file-upload__thumb" aria-hidden="true" />
            )}
            <p className="file-upload__file">
              <span className="file-upload__name">{file.name}</span>
              <span className="file-upload__size">{formatFileSize(file.size)}</span>
            </p>
          </div>
        ) : (
          <>
            <UploadIcon />
            <p className="file-upload__prompt">
              <span className="file-upload__drag">Drag your file here, or</span>
            </p>
          </>
        )}
        <div className="file-upload__actions">
          <input
            ref={input}
            id={id}
            className="file-upload__input visually-hidden"
            type="file"
            accept={ACCEPT}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={shown ? true : undefined}
            onChange={fromInput}
          />
          <label htmlFor={id} className="button button--secondary file-upload__button">
            {file ? 'Replace file' : 'Choose a file'}
          </label>
          <input
            ref={cameraInput}
            id={`${id}-camera`}
            className="file-upload__input file-upload__camera-input visually-hidden"
            type="file"
            accept={CAMERA_ACCEPT}
            capture={camera}
            aria-describedby={`${labelId} ${hintId}`}
            onChange={fromInput}
          />
          <label
            htmlFor={`${id}-camera`}
            className="button button--secondary file-upload__button file-upload__camera"
          >
            {file ? 'Take another photo' : 'Take a photo'}
          </label>
          {file ? (
            <button
              type="button"
              className="button button--ghost file-upload__remove"
              aria-label={`Remove ${file.name}`}
              onClick={remove}
            >
              Remove
            </button>
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {file ? `Chosen: ${file.name}, ${formatFileSize(file.size)}.` : ''}
      </p>
    </div>
  );
}

/**
 * A photo read as a data URL while it is shown; none for a PDF. Not an object URL: the pages' Content-Security-Policy
 * lets images come from the site and from data URLs only.
 */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file || !typeOf(file).startsWith('image/') || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

function UploadIcon() {
  return (
    <svg className="file-upload__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PdfIcon() {
  return (
    <svg className="file-upload__pdf" viewBox="0 0 48 56" width="48" height="56" aria-hidden="true">
      <path
        d="M4 2h28l12 12v38a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="6" y="30" width="30" height="14" rx="2" fill="currentColor" />
      <text
        x="21"
        y="41"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
      >
        PDF
      </text>
    </svg>
  );
}
