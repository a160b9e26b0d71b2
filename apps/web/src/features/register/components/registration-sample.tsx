import { registrationSampleUrl } from '@hearth/domain/electronic-consent';
import { useEffect, useId, useState } from 'react';
import { fieldId } from '@/components/error-summary';
import { TextField } from '@/components/text-field';
import { registrationSampleNonce } from '@/features/register/submit/sample-nonce';
import { useBrand } from '@/lib/brand/brand-context';
import '@/components/e-sign/e-sign.css';

/** The code field's id, for the error summary's link. */
export const SAMPLE_CODE_FIELD = 'eSignSampleCode';

/**
 * The reasonable demonstration of the consent to electronic communications at registration (15 U.S.C.
 * 7001(c)(1)(C)(ii), decision 0210), shown once the box is ticked and loaded only then: "Open the sample document"
 * opens our sample PDF in a new tab, and the borrower types the 6-digit code printed in it. The sample is opened with
 * a random nonce of this registration's own (`sample-nonce.ts`: a reload keeps it, so the code still matches); the
 * register call sends both back. Leaving the code empty is allowed: the documents then come by mail.
 */
export function RegistrationSample({
  orgCode,
  code,
  onCode,
  error,
}: {
  orgCode: string;
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
}) {
  const brand = useBrand();
  const headingId = useId();
  // Made in the browser (session storage), after the first render.
  const [nonce, setNonce] = useState('');
  useEffect(() => setNonce(registrationSampleNonce()), []);

  return (
    <section className="e-sign-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="choice-group__legend">
        Check that you can open our documents
      </h2>
      <p>
        We send your notices and documents as PDF files. Open our sample document and enter the 6-digit code
        printed in it.
      </p>
      <p>
        {nonce ? (
          <a
            className="button button--secondary"
            href={registrationSampleUrl(nonce, orgCode)}
            target="_blank"
            rel="noopener"
          >
            Open the sample document<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        ) : null}
      </p>
      <TextField
        id={fieldId(SAMPLE_CODE_FIELD)}
        name={SAMPLE_CODE_FIELD}
        label="Code from the sample document"
        hint="6 digits, printed under “Your code”"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={code}
        onChange={(event) => onCode(event.target.value)}
        error={error}
      />
      <p className="e-sign-check__help">
        Can’t open the sample? Leave the code empty and we will mail your notices and documents to you on
        paper, or call us at {brand.supportPhone}.
      </p>
    </section>
  );
}
