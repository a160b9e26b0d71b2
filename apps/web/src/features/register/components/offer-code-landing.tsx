import { ENTRY_MESSAGES, offerCodeInputSchema } from '@hearth/domain/entry-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@/components/error-summary';
import { fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { PageLoading } from '@/components/page-loading';
import { TextField } from '@/components/text-field';
import { offerCodeQueryOptions } from '@/features/register/api/get-offer-code';
import { QuestionPage } from '@/features/register/components/question-page';
import { isNotFound } from '@/features/register/entry-resolution';
import { registerPaths } from '@/features/register/register-paths';
import { userMessageFor } from '@/lib/http-client';
import { Link, useLocation, useNavigate } from '@/lib/routing';
import '@/features/register/entry.css';

const FIELD = 'offerCode';

/**
 * Where a good code goes: the first question, which prefills from the code (decision 0051). The landing's other
 * parameters (a mailer's UTM tags) come along.
 */
export function offerStartHref(code: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set('offerCode', code);
  return `${registerPaths.v2Step('index')}?${params}`;
}

/**
 * Direct-mail prescreen landing (decision 0051): `/register-v2/offer` asks for the code printed on the letter;
 * `/register-v2/offer/{code}` (the letter's QR code or personal URL) checks it straight away. A good code
 * starts the application with the letter's name and address filled in; an unknown or ended one is said so
 * on this page, with a way to apply without it.
 */
export function OfferCodeLanding({ code: codeFromUrl }: { code?: string | undefined }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(codeFromUrl ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(Boolean(codeFromUrl));
  const started = useRef(false);

  const fail = (message: string) => {
    setErrors({ [FIELD]: message });
    setAttempt((n) => n + 1);
  };

  const check = async (typed: string) => {
    setFailure(null);
    const parsed = offerCodeInputSchema.safeParse(typed);
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? ENTRY_MESSAGES.offerCodeInvalid);
      return;
    }
    setErrors({});
    setChecking(true);
    try {
      await queryClient.fetchQuery(offerCodeQueryOptions(parsed.data));
      navigate(offerStartHref(parsed.data, search));
    } catch (error) {
      if (isNotFound(error)) fail(ENTRY_MESSAGES.offerCodeNotFound);
      else setFailure(userMessageFor(error));
      setChecking(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a code in the URL is checked once, on arrival
  useEffect(() => {
    if (codeFromUrl && !started.current) {
      started.current = true;
      void check(codeFromUrl);
    }
  }, []);

  if (checking && codeFromUrl && attempt === 0 && !failure) return <PageLoading />;

  return (
    <>
      <QuestionPage
        title="Enter your offer code"
        lead={
          <p className="question__lead">
            If we sent you a letter about a home equity line of credit, your offer code is printed on it,
            above your name and address. We will fill in the details from your letter.
          </p>
        }
        errors={errors}
        attempt={attempt}
        busy={checking}
        notice={<FormAlert message={failure} />}
        onSubmit={() => void check(code)}
      >
        <TextField
          id={fieldId(FIELD)}
          label="Offer code"
          hint="For example, AB12CD34"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors[FIELD]}
        />
      </QuestionPage>
      <p className="offer-landing__alternative">
        <Link to={registerPaths.v2Step('index')}>I don't have a code, start my application</Link>
      </p>
    </>
  );
}
