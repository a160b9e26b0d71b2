import { initialsOf, type SignatureStyle } from '@hearth/domain/signing';
import { type FormEvent, useState } from 'react';
import { Checkbox, RadioGroup } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SignaturePad } from '@/components/signing/signature-pad';
import { TextField } from '@/components/text-field';
import { userMessageFor } from '@/lib/http-client';
import '@/components/signing/signing.css';

export interface AdoptSignatureBody {
  fullName: string;
  style: SignatureStyle;
  initials: string;
  drawing: string | null;
  agree: true;
}

const HOW_OPTIONS = [
  { value: 'SCRIPT', label: 'Type it' },
  { value: 'DRAWN', label: 'Draw it', hint: 'With a mouse, a finger or a stylus' },
] as const;

/**
 * Adopting a signature (decisions 0172, 0175), for the borrower and for another owner alike: the name as confirmed,
 * typed or drawn, the initials for the foot of each page, and the agreement that it is their electronic signature.
 */
export function AdoptSignatureForm({
  signer,
  nameHint,
  adopt,
}: {
  signer: string;
  /** Where the name comes from, before it: "As on your application". */
  nameHint: string;
  adopt: {
    mutate(body: AdoptSignatureBody): void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
}) {
  const [name, setName] = useState('');
  const [how, setHow] = useState<'SCRIPT' | 'DRAWN'>('SCRIPT');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [initials, setInitials] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (name.trim().length < 2) found.fullName = 'Type your full name as your signature';
    if (how === 'DRAWN' && !drawing) found.drawing = 'Draw your signature in the box, or type it instead';
    if (!/^[A-Za-z]{1,4}$/.test(initials.trim())) found.initials = 'Type your initials: one to four letters';
    if (!agree) found.agree = 'Agree to use this as your electronic signature';
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0)
      adopt.mutate({
        fullName: name,
        style: how,
        initials: initials.trim(),
        drawing: how === 'DRAWN' ? drawing : null,
        agree: true,
      });
  };
  return (
    <section aria-labelledby="adopt-title">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h2 id="adopt-title">Adopt your signature</h2>
      <FormAlert message={adopt.isError ? userMessageFor(adopt.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id={fieldId('fullName')}
          label="Type your full name"
          hint={`${nameHint}: ${signer}`}
          autoComplete="name"
          value={name}
          error={errors.fullName}
          onChange={(e) => setName(e.target.value)}
        />
        <RadioGroup
          name="how"
          legend="How would you like to sign?"
          options={HOW_OPTIONS}
          value={how}
          onChange={setHow}
          inline
        />
        {how === 'DRAWN' ? (
          <SignaturePad
            id={fieldId('drawing')}
            label="Your signature"
            error={errors.drawing}
            onChange={setDrawing}
          />
        ) : name.trim() ? (
          <p className="signing-preview">
            <span className="visually-hidden">Preview of your signature: </span>
            <span className="signature signature--script">{name}</span>
          </p>
        ) : null}
        <TextField
          id={fieldId('initials')}
          label="Type your initials"
          hint={`We put them at the foot of each page you sign. For example: ${initialsOf(signer)}`}
          autoComplete="off"
          maxLength={4}
          value={initials}
          error={errors.initials}
          onChange={(e) => setInitials(e.target.value)}
        />
        <Checkbox
          name="agree"
          label="I agree that this is my electronic signature, with the same effect as signing by hand"
          checked={agree}
          onChange={setAgree}
          error={errors.agree}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={adopt.isPending}>
            Adopt signature
          </button>
        </div>
      </form>
    </section>
  );
}
