import { CONSENT_TYPE_LABELS, type ProfileConsentTypes } from '@hearth/domain/account';
import { formatUsPhone } from '@hearth/domain/validation';
import { useState } from 'react';
import '@/components/choice-fields.css';
import { FormAlert } from '@/components/form-alert';
import { showToast } from '@/components/toast/toast-store';
import { useConsentTypes, useSaveConsents } from '@/features/dashboard/api/account-settings';
import type { Profile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

type Choices = Record<string, boolean>;

function choicesOf(types: ProfileConsentTypes['consentTypes']): Choices {
  return Object.fromEntries(types.map((t) => [t.consentType, t.optInOut === 'OPT_IN']));
}

/**
 * Communication preferences (issue 22 item 2): the SMS and transactional SMS consents, each with the lender's own
 * words, read from profile/consent-types and saved through the comms-prefs consent call. Unchecked is an opt-out.
 */
export function CommunicationPreferences({ profile }: { profile: Profile }) {
  const consentTypes = useConsentTypes();
  const save = useSaveConsents();
  const types = consentTypes.data?.consentTypes ?? [];
  const [choices, setChoices] = useState<Choices | null>(null);
  const shown = choices ?? choicesOf(types);
  const loadError = consentTypes.isError && !isSessionExpiredError(consentTypes.error);
  const saveError = save.isError && !isSessionExpiredError(save.error) ? userMessageFor(save.error) : null;

  if (consentTypes.isPending) return <p className="muted">Loading your preferences…</p>;
  if (loadError) return <FormAlert message={userMessageFor(consentTypes.error)} />;

  // Transactional texts first: they are about the borrower's own application.
  const ordered = [...types].sort((a, b) =>
    a.consentType === 'SMS_TRANSACTIONAL' ? -1 : b.consentType === 'SMS_TRANSACTIONAL' ? 1 : 0,
  );
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            org: profile.organizationCode,
            email: profile.email,
            answers: types.map((t) => ({
              consentType: t.consentType,
              consentPromptUuid: t.consentPromptUuid,
              optIn: shown[t.consentType] ?? false,
            })),
          },
          {
            onSuccess: () => {
              setChoices(null);
              showToast('Your communication preferences were saved.');
            },
          },
        );
      }}
    >
      <FormAlert message={saveError} />
      <fieldset className="choice-group">
        <legend className="choice-group__legend">Text messages to {mobileOf(profile)}</legend>
        {ordered.map((t) => (
          <div key={t.consentType} className="choice">
            <input
              id={`consent-${t.consentType}`}
              type="checkbox"
              className="choice__input"
              checked={shown[t.consentType] ?? false}
              aria-describedby={`consent-${t.consentType}-text`}
              onChange={(e) => setChoices({ ...shown, [t.consentType]: e.target.checked })}
            />
            <label htmlFor={`consent-${t.consentType}`} className="choice__label">
              {CONSENT_TYPE_LABELS[t.consentType]}
            </label>
            <p id={`consent-${t.consentType}-text`} className="field__hint settings__consent-text">
              {t.text}
            </p>
          </div>
        ))}
      </fieldset>
      <p className="muted">We always send what the law requires, such as your notices, by email or mail.</p>
      <div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}

function mobileOf(profile: Profile): string {
  const number = profile.phoneNumbers.find((p) => p.type === 'MOBILE')?.number;
  return number ? formatUsPhone(number) : 'your mobile phone';
}
