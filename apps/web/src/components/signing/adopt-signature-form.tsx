import { initialsOf, type SignatureStyle } from '@hearth/domain/signing';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/choice-fields';
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

type Style = SignatureStyle;

/** The three ways to sign (decision 0175), each shown as a card with the name in its hand (decision 0209). */
const STYLE_OPTIONS: readonly { value: Style; label: string; hint: string }[] = [
  { value: 'SCRIPT', label: 'Script', hint: 'Typed, in a signature hand' },
  { value: 'PRINT', label: 'Print', hint: 'Typed, in plain letters' },
  { value: 'DRAWN', label: 'Draw it', hint: 'With a mouse, a finger or a stylus' },
];

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
  const [how, setHow] = useState<Style>('SCRIPT');
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
    <section className="adopt-signature" aria-labelledby="adopt-title">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h2 id="adopt-title">Adopt your signature</h2>
      <p className="adopt-signature__lead">
        Your signature and initials go on each document you sign here, as the preview shows them.
      </p>
      <FormAlert message={adopt.isError ? userMessageFor(adopt.error) : null} />
      <form className="adopt-signature__form" onSubmit={onSubmit} noValidate>
        <div className="adopt-signature__names">
          <TextField
            id={fieldId('fullName')}
            label="Type your full name"
            hint={`${nameHint}: ${signer}`}
            autoComplete="name"
            value={name}
            error={errors.fullName}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            id={fieldId('initials')}
            label="Type your initials"
            hint={`For example: ${initialsOf(signer)}`}
            autoComplete="off"
            maxLength={4}
            value={initials}
            error={errors.initials}
            onChange={(e) => setInitials(e.target.value)}
          />
        </div>
        <fieldset className="signature-styles">
          <legend className="signature-styles__legend">Choose your signature style</legend>
          <div className="signature-styles__items">
            {STYLE_OPTIONS.map((option, index) => {
              const optionId = index === 0 ? fieldId('style') : `${fieldId('style')}-${option.value}`;
              return (
                <div className="signature-style" key={option.value}>
                  <input
                    className="signature-style__input"
                    type="radio"
                    id={optionId}
                    name="style"
                    value={option.value}
                    checked={how === option.value}
                    onChange={() => {
                      // The box starts empty each time it is shown, so an earlier drawing is not kept.
                      if (option.value === 'DRAWN') setDrawing(null);
                      setHow(option.value);
                    }}
                    aria-describedby={`${optionId}-hint`}
                  />
                  <label className="signature-style__label" htmlFor={optionId}>
                    <span className="signature-style__name">{option.label}</span>
                    {/* Its description (aria-describedby), not part of its name. */}
                    <span id={`${optionId}-hint`} className="signature-style__hint" aria-hidden="true">
                      {option.hint}
                    </span>
                    <span className="signature-style__sample" aria-hidden="true">
                      {option.value === 'DRAWN' ? (
                        <DrawIcon />
                      ) : (
                        <span className={`signature signature--${option.value.toLowerCase()}`}>
                          {name.trim() || signer}
                        </span>
                      )}
                    </span>
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
        {how === 'DRAWN' ? (
          <SignaturePad
            id={fieldId('drawing')}
            label="Your signature"
            error={errors.drawing}
            onChange={setDrawing}
          />
        ) : null}
        <SignaturePreview style={how} name={name.trim()} drawing={drawing} initials={initials.trim()} />
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

/**
 * What the documents will bear (decision 0209): the name in the chosen hand (the PDF's faces: a serif bold italic
 * for script, a sans for print) or the drawing, on a signature line, and the initials; updated as the borrower types.
 */
function SignaturePreview({
  style,
  name,
  drawing,
  initials,
}: {
  style: Style;
  name: string;
  drawing: string | null;
  initials: string;
}) {
  const said =
    style === 'DRAWN'
      ? drawing
        ? 'your drawn signature'
        : 'nothing drawn yet'
      : name
        ? `${name}, in ${style === 'SCRIPT' ? 'script' : 'print'}`
        : 'no name typed yet';
  return (
    <figure className="signature-preview" aria-labelledby="signature-preview-title">
      <figcaption id="signature-preview-title" className="signature-preview__title">
        Preview
      </figcaption>
      <p className="visually-hidden">
        Your signature: {said}. Your initials: {initials || 'none typed yet'}.
      </p>
      <div className="signature-preview__sheet" aria-hidden="true">
        <div className="signature-preview__mark">
          <div className="signature-preview__line">
            {style === 'DRAWN' ? (
              drawing ? (
                <img className="signature signature--drawn" src={drawing} alt="" />
              ) : (
                <span className="signature-preview__empty">Draw your signature above</span>
              )
            ) : name ? (
              <span className={`signature signature--${style.toLowerCase()}`}>{name}</span>
            ) : (
              <span className="signature-preview__empty">Type your full name above</span>
            )}
          </div>
          <span className="signature-preview__caption">Signature</span>
        </div>
        <div className="signature-preview__mark signature-preview__mark--initials">
          <div className="signature-preview__line">
            {initials ? <span className="signature signature--print">{initials.toUpperCase()}</span> : null}
          </div>
          <span className="signature-preview__caption">Initials, each page</span>
        </div>
      </div>
    </figure>
  );
}

function DrawIcon() {
  return (
    <svg viewBox="0 0 48 24" width="72" height="36" className="signature-style__draw" aria-hidden="true">
      <path
        d="M3 18c5-9 9-14 12-12s-3 12 1 12 6-11 10-11-1 10 3 10 6-6 9-6 4 3 7 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
