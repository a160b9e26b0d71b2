import {
  E_SIGN_MESSAGES,
  E_SIGN_SAMPLE_CODE_LENGTH,
  type ESignConsentView,
  normalizeSampleCode,
} from '@hearth/domain/e-sign';
import { type KeyboardEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { useBrand } from '@/lib/brand/brand-context';
import { downloadESignSample, type ESignParty, useESignDemonstration } from '@/lib/e-sign';
import { userMessageFor } from '@/lib/http-client';
import '@/components/e-sign/e-sign.css';

/** The id of the code field, for the error summary's link (decision 0202). */
export const E_SIGN_CODE_FIELD = 'eSignCode';

/** The consent's words as the server gave them (the text whose SHA-256 is accepted), its links and version. */
export function ESignConsentText({ consent }: { consent: ESignConsentView }) {
  return (
    <div className="e-sign-consent">
      {consent.text.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {consent.links.length > 0 ? (
        <ul className="e-sign-consent__links">
          {consent.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noreferrer">
                {link.label} (opens in a new tab)
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="e-sign-consent__version">Version {consent.version}</p>
    </div>
  );
}

/**
 * The reasonable demonstration E-SIGN asks for (15 U.S.C. 7001(c)(1)(C)(ii), decision 0202): before agreeing, the
 * person downloads our sample PDF, opens it and types the 6-digit code printed in it. Once the code matches, it says
 * so; the page's own agreement is refused until then. `error` is the page's message for this field (its submit).
 */
export function ESignDemonstration({
  party,
  uuid,
  consent,
  error,
}: {
  party: ESignParty;
  uuid: string;
  consent: ESignConsentView;
  error?: string | undefined;
}) {
  const brand = useBrand();
  const headingId = useId();
  const demonstrate = useESignDemonstration(party, uuid);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (consent.demonstratedAt)
    return (
      <section className="e-sign-check" aria-labelledby={headingId}>
        <h3 id={headingId}>Check that you can open our documents</h3>
        <p role="status">Done: you opened our sample document and entered its code.</p>
      </section>
    );

  const open = () => {
    setDownloadError(null);
    downloadESignSample(party, uuid).catch((reason: unknown) => setDownloadError(userMessageFor(reason)));
  };
  const check = () => {
    const typed = normalizeSampleCode(code);
    if (!new RegExp(`^\\d{${E_SIGN_SAMPLE_CODE_LENGTH}}$`).test(typed)) {
      setFieldError(E_SIGN_MESSAGES.codeFormat);
      return;
    }
    setFieldError(undefined);
    demonstrate.mutate(
      { code: typed, version: consent.version, sha256: consent.sha256 },
      { onError: (reason) => setFieldError(userMessageFor(reason)) },
    );
  };
  // Enter in the code field checks the code; it never submits the page's form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    check();
  };

  return (
    <section className="e-sign-check" aria-labelledby={headingId}>
      <h3 id={headingId}>Check that you can open our documents</h3>
      <p>
        We send your documents as PDF files. To show that you can open them, download our sample document,
        open it, and enter the 6-digit code printed in it.
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={open}>
          Download the sample document (PDF)
        </button>
      </p>
      <FormAlert message={downloadError} />
      <TextField
        id={E_SIGN_CODE_FIELD}
        name={E_SIGN_CODE_FIELD}
        label="Code from the sample document"
        hint="6 digits, printed under “Your code”"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
        error={fieldError ?? error}
      />
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={check}
          disabled={demonstrate.isPending}
        >
          Check the code
        </button>
      </p>
      <p className="e-sign-check__help">
        Can’t open the sample? Call us at {brand.supportPhone}. We can send your documents on paper instead,
        at no charge.
      </p>
    </section>
  );
}
