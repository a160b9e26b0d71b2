import {
  type BankAccountPurpose,
  canAddAccount,
  manualBankAccountSchema,
} from '@hearth/domain/bank-accounts';
import { type FormEvent, useRef, useState } from 'react';
import { RadioGroup } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors, fieldId, inPageOrder } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { TextField } from '@/components/text-field';
import { useAddManualAccount } from '@/features/bank/api/add-manual-account';
import { bankPage, nextStep, useTitle } from '@/features/bank/components/bank-copy';
import { useBankAccounts } from '@/lib/get-bank-accounts';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/features/bank/bank.css';

const TITLE = 'Enter your bank account details';
const FIELDS = ['accountType', 'routingNumber', 'accountNumber', 'accountNumberConfirm'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

/**
 * bank/manual-disburse (decision 0161): an account typed in by hand, for the funds or (with `?purpose=autopay`)
 * for automatic payments; also for a returned draw, from `complete` (decision 0182). The routing number is checked
 * with the ABA checksum here and on the server; the account number is typed twice and never shown back.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const [query] = useSearchParams();
  const purpose: BankAccountPurpose = query.get('purpose') === 'autopay' ? 'AUTOPAY' : 'DISBURSEMENT';
  const bank = useBankAccounts(uuid);
  const navigate = useNavigate();
  const add = useAddManualAccount(uuid);
  // One key per visit: a retried submission answers the first account instead of adding another.
  const key = useRef(crypto.randomUUID());
  const [draft, setDraft] = useState<Draft>({
    accountType: '',
    routingNumber: '',
    accountNumber: '',
    accountNumberConfirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useTitle(Object.keys(errors).length > 0 ? `Error: ${TITLE}` : TITLE);

  if (bank.isError) return <StartLoadError uuid={uuid} error={bank.error} />;
  if (!bank.data) return <StartLoading />;
  const { status, disbursement, reopenedFor } = bank.data;
  // A returned draw takes another funds account on `complete` (decision 0182); the form is the same.
  const reopened = reopenedFor === purpose;
  const open = reopened || canAddAccount(status, purpose, Boolean(disbursement));
  if (!open && !add.isPending) return <Navigate to={nextStep(uuid)} replace />;
  const back = bankPage(
    uuid,
    reopened ? 'complete' : purpose === 'AUTOPAY' ? 'bank/autopay' : 'bank/disburse',
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = manualBankAccountSchema.safeParse({ ...draft, purpose });
    const found: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? 'accountNumber')] ??= issue.message;
    setErrors(inPageOrder(found));
    setAttempt((n) => n + 1);
    if (parsed.success)
      add.mutate({ body: parsed.data, key: key.current }, { onSuccess: () => navigate(nextStep(uuid)) });
  };
  const set = (field: keyof Draft, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

  return (
    <div className="app-page after-offer">
      <Link className="back-link" to={back}>
        Back
      </Link>
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{TITLE}</h1>
      <p className="question__lead">
        {purpose === 'AUTOPAY'
          ? 'The account your monthly payments come from. It must be in your name.'
          : 'The account your initial draw goes to. It must be a checking or savings account in your name.'}{' '}
        You find both numbers at the bottom of a check or in your bank’s app.
      </p>
      <FormAlert message={add.isError ? userMessageFor(add.error) : null} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <RadioGroup
          name="accountType"
          legend="Account type"
          options={[
            { value: 'CHECKING', label: 'Checking' },
            { value: 'SAVINGS', label: 'Savings' },
          ]}
          value={draft.accountType as 'CHECKING' | 'SAVINGS' | ''}
          onChange={(value) => set('accountType', value)}
          error={errors.accountType}
          inline
        />
        <TextField
          id={fieldId('routingNumber')}
          label="Routing number"
          hint="9 digits, usually the first number at the bottom of a check"
          maxLength={11}
          {...digits}
          value={draft.routingNumber}
          onChange={(e) => set('routingNumber', e.target.value)}
          error={errors.routingNumber}
        />
        <TextField
          id={fieldId('accountNumber')}
          label="Account number"
          hint="4 to 17 digits"
          maxLength={20}
          {...digits}
          value={draft.accountNumber}
          onChange={(e) => set('accountNumber', e.target.value)}
          error={errors.accountNumber}
        />
        <TextField
          id={fieldId('accountNumberConfirm')}
          label="Confirm account number"
          hint="Type the account number again"
          maxLength={20}
          {...digits}
          value={draft.accountNumberConfirm}
          onChange={(e) => set('accountNumberConfirm', e.target.value)}
          error={errors.accountNumberConfirm}
        />
        <h2>What happens next</h2>
        <p>
          We ask the bank who owns the account. If it is in your name, you go straight on; we only ever show
          its last 4 digits.
        </p>
        <div className="button-row">
          <button type="submit" className="button button--block-mobile" disabled={add.isPending}>
            Save account
          </button>
        </div>
      </form>
      <SupportLine />
    </div>
  );
}
