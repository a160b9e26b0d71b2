import { CONSOLE_PAGES } from '@hearth/domain/console';
import type { FeatureFlag } from '@hearth/domain/entities';
import { FEATURE_FLAG_DESCRIPTIONS } from '@hearth/domain/feature-flag-descriptions';
import { type FeatureFlagName, isFeatureFlagName } from '@hearth/domain/feature-flag-values';
import { FLAG_DEFAULTS } from '@hearth/domain/shell-rules';
import { type FormEvent, useState } from 'react';
import { ConsoleError } from '@/features/console/api';
import {
  settingsActions,
  settingsKeys,
  useLenderFlags,
  useSettingsChange,
} from '@/features/console/settings/api';
import { Link } from '@/lib/routing';

const MAINTENANCE = 'fe-heloc-maintenance';
const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** A flag's variables as JSON the admin edits; only an object is accepted. */
function parseVariables(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function FlagRow({ flag, onChanged }: { flag: FeatureFlag; onChanged: (message: string) => void }) {
  const key = flag.key as FeatureFlagName;
  const set = useSettingsChange(settingsKeys.flags, settingsActions.setFlag);
  const reset = useSettingsChange(settingsKeys.flags, settingsActions.resetFlag);
  const [variablesError, setVariablesError] = useState<string | null>(null);
  const hasVariables = Object.keys(flag.variables).length > 0;
  const byDefault = FLAG_DEFAULTS[key] ?? false;
  const error = set.error ?? reset.error;

  const toggle = () =>
    set.mutate([key, { enabled: !flag.enabled, variables: flag.variables }], {
      onSuccess: () =>
        onChanged(`${key} is ${flag.enabled ? 'off' : 'on'} for your borrowers from their next page.`),
    });
  const saveVariables = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variables = parseVariables(String(new FormData(event.currentTarget).get('variables') ?? ''));
    if (!variables) {
      setVariablesError('Write the variables as a JSON object, like {"zips": ["70112"]}.');
      return;
    }
    setVariablesError(null);
    set.mutate([key, { enabled: flag.enabled, variables }], {
      onSuccess: () => onChanged(`${key}: variables saved.`),
    });
  };

  return (
    <tr>
      <th scope="row">
        <code>{key}</code>
        <div className="console__sub">{isFeatureFlagName(key) ? FEATURE_FLAG_DESCRIPTIONS[key] : ''}</div>
      </th>
      <td>
        <strong>{onOff(flag.enabled)}</strong>
        <div className="console__sub">Default: {onOff(byDefault)}</div>
      </td>
      <td>
        {key === MAINTENANCE ? (
          <span>
            Set per route on the <Link to={CONSOLE_PAGES.maintenance}>Maintenance</Link> page.
          </span>
        ) : (
          <>
            <div className="console__actions">
              <button type="button" className="console__button console__button--secondary" onClick={toggle}>
                {flag.enabled ? 'Turn off' : 'Turn on'}
                <span className="visually-hidden"> {key}</span>
              </button>
              <button
                type="button"
                className="console__link-button"
                onClick={() =>
                  reset.mutate([key], { onSuccess: () => onChanged(`${key} is back to its default.`) })
                }
              >
                Back to default<span className="visually-hidden"> for {key}</span>
              </button>
            </div>
            <details className="console__details">
              <summary>
                Variables{hasVariables ? ` (${Object.keys(flag.variables).length})` : ''}
                <span className="visually-hidden"> of {key}</span>
              </summary>
              <form onSubmit={saveVariables} className="console__inline-form">
                <label className="console__field">
                  <span>Variables (JSON object)</span>
                  <textarea
                    name="variables"
                    rows={3}
                    defaultValue={hasVariables ? JSON.stringify(flag.variables, null, 2) : ''}
                  />
                </label>
                <button type="submit" className="console__button console__button--secondary">
                  Save variables
                </button>
              </form>
              {variablesError && (
                <div className="console__alert" role="alert">
                  {variablesError}
                </div>
              )}
            </details>
          </>
        )}
        {error && (
          <div className="console__alert" role="alert">
            {error instanceof ConsoleError ? error.message : 'Something went wrong. Please try again.'}
          </div>
        )}
      </td>
    </tr>
  );
}

/**
 * Feature flags (issue 24 item 6, spec section 6): the 17 flags of the whitelist as this lender's borrowers get
 * them, each turned on or off, with variables, or put back to its default; read from the borrower's next page.
 */
export default function FlagsPage() {
  const flags = useLenderFlags();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="flags-title">
      <h1 id="flags-title">Feature flags</h1>
      <p className="console__hint">
        What your borrowers get, flag by flag. A change applies from their next page load; a tester can still
        try a flag in one browser tab with <code>?flags=name:on</code>.
      </p>
      {done && (
        <div className="console__done" role="status">
          {done}
        </div>
      )}
      {flags.isError && (
        <div className="console__alert" role="alert">
          {flags.error.message}
        </div>
      )}
      {flags.data && (
        <div className="console__table-wrap">
          <table className="console__table console__table--settings">
            <caption className="visually-hidden">The 17 feature flags</caption>
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">For your borrowers</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {flags.data.flags.map((flag) => (
                <FlagRow key={flag.key} flag={flag} onChanged={setDone} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
