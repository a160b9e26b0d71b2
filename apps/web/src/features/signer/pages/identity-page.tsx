import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { E_SIGN_MESSAGES } from '@hearth/domain/e-sign';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/choice-fields';
import { E_SIGN_CODE_FIELD, ESignConsentText, ESignDemonstration } from '@/components/e-sign/e-sign-consent';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import {
  EMPTY_IDENTITY,
  SignerIdentityFields,
  signerIdentityErrors,
} from '@/features/signer/components/signer-identity-fields';
import { useJoin } from '@/features/signer/signer-api';
import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { useESignConsent } from '@/lib/e-sign';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useNavigate } from '@/lib/routing';

const TITLE = 'Confirm who you are';

/**
 * heloc-signer/identity (decision 0177): the owner's name as on title and date of birth (no SSN: they do not
 * borrow), the full consent to electronic records and signatures, given after they open its sample PDF and enter
 * the code printed in it (decision 0202), and agreement to the lien. Then the signer area resumes.
 */
export function Component() {
  usePageTitle(TITLE);
  return (
    <SignerApplication>
      {(app) => (app.joinedAt ? <Navigate to={signerHref('resume')} replace /> : <JoinForm app={app} />)}
    </SignerApplication>
  );
}

function JoinForm({ app }: { app: CoDeedApplication }) {
  const navigate = useNavigate();
  const join = useJoin(app.uuid);
  const eSign = useESignConsent('OWNER', app.uuid);
  const [identity, setIdentity] = useState(EMPTY_IDENTITY);
  const [eSignConsent, setESign] = useState(false);
  const [lienConsent, setLien] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = signerIdentityErrors(identity);
    if (eSign.data && !eSign.data.demonstratedAt) found[E_SIGN_CODE_FIELD] = E_SIGN_MESSAGES.demonstrateFirst;
    if (!eSignConsent) found.eSignConsent = MESSAGES.required;
    if (!lienConsent) found.lienConsent = MESSAGES.required;
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    join.mutate(
      { ...identity, eSignConsent, lienConsent },
      { onSuccess: () => navigate(signerHref('resume'), { replace: true }) },
    );
  };
  return (
    <div className="app-page after-offer">
      <ErrorSummary
        errors={errors}
        attempt={attempt}
        fieldNames={{
          [E_SIGN_CODE_FIELD]: 'Code from the sample document',
          eSignConsent: 'Electronic records and signatures',
          lienConsent: 'The lien on your home',
        }}
      />
      <h1>{TITLE}</h1>
      <p className="question__lead">
        You are joining {app.borrowerName}’s application for {app.property} as an owner on title (
        {app.ownerName}).
      </p>
      <FormAlert message={join.isError ? userMessageFor(join.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <SignerIdentityFields
          ownerName={app.ownerName}
          values={identity}
          errors={errors}
          onChange={setIdentity}
        />
        <h2>Receiving and signing documents electronically</h2>
        <p>
          As an owner of the home, you receive the account-opening disclosure, the agreement and your own
          notice of the right to cancel, as {app.borrowerName} does. Here is how we give them to you.
        </p>
        {eSign.data ? (
          <>
            <ESignConsentText consent={eSign.data} />
            <ESignDemonstration
              party="OWNER"
              uuid={app.uuid}
              consent={eSign.data}
              error={errors[E_SIGN_CODE_FIELD]}
            />
          </>
        ) : (
          <FormAlert message={eSign.isError ? userMessageFor(eSign.error) : null} />
        )}
        <h2>Your agreement</h2>
        <Checkbox
          name="eSignConsent"
          label="I have read the consent above. I agree to receive the documents electronically and to sign them with an electronic signature, which has the same effect as signing by hand. I can ask for paper copies at no charge."
          checked={eSignConsent}
          onChange={setESign}
          error={errors.eSignConsent}
        />
        <Checkbox
          name="lienConsent"
          label={`I agree that my interest in ${app.property} will secure ${app.borrowerName}’s home equity line of credit. I understand that I do not borrow, but the lender may foreclose on the home if the line is not repaid.`}
          checked={lienConsent}
          onChange={setLien}
          error={errors.lienConsent}
        />
        <h2>What happens next</h2>
        <p>
          When {app.borrowerName}’s documents are ready, we email you. You then read and acknowledge the
          account-opening disclosure, the agreement and your notice of the right to cancel, and sign the deed
          of trust here.
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={join.isPending}>
            Confirm and join
          </button>
        </div>
      </form>
      <SupportLine />
    </div>
  );
}
