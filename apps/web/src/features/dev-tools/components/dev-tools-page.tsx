import { FEATURE_FLAG_DESCRIPTIONS } from '@hearth/domain/feature-flag-descriptions';
import { FEATURE_FLAGS, type FeatureFlagName } from '@hearth/domain/feature-flag-values';
import type { SandboxOutcomesView } from '@hearth/domain/sandbox-outcomes';
import type { StoredBanner } from '@hearth/domain/shell-settings';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Checkbox, RadioGroup, SelectField } from '@/components/choice-fields';
import { FormAlert } from '@/components/form-alert';
import { LoadingOverlay } from '@/components/loading-overlay';
import { TextField } from '@/components/text-field';
import { sandboxCalls } from '@/features/dev-tools/api/sandbox-calls';
import { PERSONA_PASSWORD_HINT, PERSONAS, type Persona } from '@/features/dev-tools/personas';
import '@/features/dev-tools/components/dev-tools.css';
import { useBrand } from '@/lib/brand/brand-context';
import { isProductionHost } from '@/lib/brand/environment';
import {
  lenderFlagState,
  sessionFlagOverrides,
  sessionFlagState,
  setSessionFlagOverride,
} from '@/lib/feature-flags';
import { userMessageFor } from '@/lib/http-client';
import { useHydrated } from '@/lib/use-browser-value';

type OverrideChoice = 'lender' | 'on' | 'off';

function Section({ title, children, lead }: { title: string; lead: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card dev-tools__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="field__hint">{lead}</p>
      {children}
    </section>
  );
}

/** Runs a sandbox call, keeping its error for the section's alert. */
function useAction() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(userMessageFor(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

function FlagOverrides() {
  const [, setVersion] = useState(0);
  const overrides = sessionFlagOverrides();
  const lender = lenderFlagState();
  const choose = (name: FeatureFlagName, choice: OverrideChoice) => {
    setSessionFlagOverride(name, choice === 'lender' ? null : choice === 'on');
    setVersion((v) => v + 1);
  };
  return (
    <Section
      title="Feature flags"
      lead="Overrides last for this browser tab only, until it is closed. Every other visitor keeps the lender's values."
    >
      <ul className="dev-tools__flags">
        {FEATURE_FLAGS.map((name) => {
          const override = overrides[name];
          const value: OverrideChoice = override === undefined ? 'lender' : override ? 'on' : 'off';
          return (
            <li key={name}>
              <SelectField
                name={`flag-${name}`}
                label={`${name}: ${FEATURE_FLAG_DESCRIPTIONS[name]}`}
                options={[
                  {
                    value: 'lender',
                    label: `Lender's value (${lender[name].enabled ? 'on' : 'off'})`,
                  },
                  { value: 'on', label: 'On for this session' },
                  { value: 'off', label: 'Off for this session' },
                ]}
                value={value}
                onChange={(choice) => choose(name, choice)}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Banners({ organization }: { organization: string }) {
  const [banners, setBanners] = useState<StoredBanner[]>([]);
  const [message, setMessage] = useState('');
  const [variant, setVariant] = useState<'info' | 'warn'>('info');
  const action = useAction();
  const reload = () => action.run(async () => setBanners(await sandboxCalls.banners(organization)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per brand
  useEffect(() => {
    void reload();
  }, [organization]);
  return (
    <Section
      title="Banners"
      lead="The lender's site-wide banners. Borrowers see the two newest on their next page load; saving a banner again shows it to those who dismissed it."
    >
      <FormAlert message={action.error} />
      <form
        className="dev-tools__form"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            await sandboxCalls.postBanner(organization, { message, variant });
            setMessage('');
            setBanners(await sandboxCalls.banners(organization));
          });
        }}
      >
        <TextField
          label="Banner message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
        />
        <RadioGroup
          name="banner-variant"
          legend="Kind"
          options={[
            { value: 'info', label: 'Information' },
            { value: 'warn', label: 'Warning' },
          ]}
          value={variant}
          onChange={setVariant}
          inline
        />
        <button type="submit" className="button" disabled={action.busy || message.trim() === ''}>
          Post banner
        </button>
      </form>
      <LoadingOverlay fetching={action.busy}>
        {banners.length > 0 ? (
          <ul className="dev-tools__list">
            {banners.map((banner) => (
              <li key={banner.uuid}>
                <span>
                  {banner.message}{' '}
                  <span className="field__hint">
                    ({banner.variant}, updated {new Date(banner.updatedAt).toLocaleString('en-US')})
                  </span>
                </span>
                <span className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      void action.run(async () => {
                        await sandboxCalls.touchBanner(organization, banner);
                        setBanners(await sandboxCalls.banners(organization));
                      })
                    }
                  >
                    Save again<span className="visually-hidden">: {banner.message}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      void action.run(async () => {
                        await sandboxCalls.removeBanner(organization, banner.uuid);
                        setBanners(await sandboxCalls.banners(organization));
                      })
                    }
                  >
                    Remove<span className="visually-hidden">: {banner.message}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>No banners yet.</p>
        )}
      </LoadingOverlay>
    </Section>
  );
}

function Maintenance({ organization }: { organization: string }) {
  const [route, setRoute] = useState('/dashboard');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [dashboardLink, setDashboardLink] = useState(true);
  const [windows, setWindows] = useState<Awaited<ReturnType<typeof sandboxCalls.maintenance>>>([]);
  const action = useAction();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per brand
  useEffect(() => {
    void action.run(async () => setWindows(await sandboxCalls.maintenance(organization)));
  }, [organization]);
  const save = (enabled: boolean) =>
    action.run(async () => {
      await sandboxCalls.setMaintenance(organization, {
        route,
        enabled,
        title: title.trim() || null,
        message: message.trim() || null,
        showDashboardLink: dashboardLink,
      });
      setWindows(await sandboxCalls.maintenance(organization));
    });
  return (
    <Section
      title="Maintenance"
      lead="Replaces the pages under a route with the maintenance page on their next load. This page is never replaced, so you can always lift it here."
    >
      <FormAlert message={action.error} />
      <div className="dev-tools__form">
        <TextField
          label="Route"
          hint="A path such as /dashboard, /account/heloc or / for every page"
          value={route}
          onChange={(e) => setRoute(e.target.value)}
        />
        <TextField
          label="Title (optional)"
          hint="Scheduled Maintenance when empty"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField label="Message (optional)" value={message} onChange={(e) => setMessage(e.target.value)} />
        <Checkbox
          name="maintenance-dashboard-link"
          label="Show a link to the dashboard"
          checked={dashboardLink}
          onChange={setDashboardLink}
        />
        <div className="button-row">
          <button type="button" className="button" disabled={action.busy} onClick={() => void save(true)}>
            Turn maintenance on
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={action.busy}
            onClick={() => void save(false)}
          >
            Turn maintenance off
          </button>
        </div>
      </div>
      {windows.length > 0 ? (
        <ul className="dev-tools__list">
          {windows.map((w) => (
            <li key={w.route}>
              <span>
                <code>{w.route}</code>: {w.enabled ? 'on' : 'off'} ({w.title})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function SandboxClock() {
  const [applicationUuid, setApplicationUuid] = useState('');
  const [days, setDays] = useState('0');
  const [hours, setHours] = useState('1');
  const [now, setNow] = useState<string | null>(null);
  const action = useAction();
  return (
    <Section
      title="Sandbox clock"
      lead="Moves time forward for the whole sandbox, or for one application only: notary slots, the right to cancel, funding."
    >
      <FormAlert message={action.error} />
      <form
        className="dev-tools__form"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            const view = await sandboxCalls.advanceClock({
              days: Number(days) || 0,
              hours: Number(hours) || 0,
              ...(applicationUuid.trim() ? { applicationUuid: applicationUuid.trim() } : {}),
            });
            setNow(view.now);
          });
        }}
      >
        <TextField
          label="Application id (optional)"
          value={applicationUuid}
          onChange={(e) => setApplicationUuid(e.target.value)}
        />
        <div className="dev-tools__pair">
          <TextField
            label="Days"
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
          <TextField
            label="Hours"
            inputMode="numeric"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={action.busy}>
            Move the clock forward
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void action.run(async () => setNow((await sandboxCalls.clock(applicationUuid.trim())).now))
            }
          >
            Show the time
          </button>
        </div>
      </form>
      <p role="status">{now ? `The sandbox time is now ${new Date(now).toLocaleString('en-US')}.` : ''}</p>
    </Section>
  );
}

function VendorOutcomes() {
  const [view, setView] = useState<SandboxOutcomesView | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const action = useAction();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once
  useEffect(() => {
    void action.run(async () => setView(await sandboxCalls.vendorOutcomes()));
  }, []);
  return (
    <Section
      title="Vendor outcomes"
      lead="Makes a sandbox vendor's next answer come back as you choose, for any application, once: an identity check that fails, a frozen credit file, a home in a flood zone. The vendor answers for itself again after that."
    >
      <FormAlert message={action.error} />
      <LoadingOverlay fetching={action.busy}>
        <ul className="dev-tools__list">
          {(view?.vendors ?? []).map((vendor) => {
            const choice = chosen[vendor.vendor] ?? vendor.outcomes[0]?.outcome ?? '';
            const waiting = vendor.outcomes.find((o) => o.outcome === vendor.next);
            return (
              <li key={vendor.vendor} className="dev-tools__outcome">
                <SelectField
                  name={`outcome-${vendor.vendor}`}
                  label={`Next ${vendor.vendor} answer`}
                  options={vendor.outcomes.map((o) => ({ value: o.outcome, label: o.label }))}
                  value={choice}
                  onChange={(outcome) => setChosen((c) => ({ ...c, [vendor.vendor]: outcome }))}
                />
                <p className="field__hint">
                  {waiting ? `Waiting: ${waiting.label}.` : 'The vendor answers for itself.'}
                </p>
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={action.busy}
                    onClick={() =>
                      void action.run(async () =>
                        setView(await sandboxCalls.forceOutcome(vendor.vendor, choice)),
                      )
                    }
                  >
                    Force next answer<span className="visually-hidden">: {vendor.vendor}</span>
                  </button>
                  {waiting ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={action.busy}
                      onClick={() =>
                        void action.run(async () => setView(await sandboxCalls.clearOutcome(vendor.vendor)))
                      }
                    >
                      Clear<span className="visually-hidden">: {vendor.vendor}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </LoadingOverlay>
    </Section>
  );
}

function Outbox() {
  const [email, setEmail] = useState('');
  const [messages, setMessages] = useState<
    Awaited<ReturnType<typeof sandboxCalls.mailbox>>['messages'] | null
  >(null);
  const action = useAction();
  return (
    <Section
      title="Mail outbox"
      lead="The e-mails Hearth sent to an address, newest first, as a mail server would have delivered them."
    >
      <FormAlert message={action.error} />
      <form
        className="dev-tools__form"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => setMessages((await sandboxCalls.mailbox(email.trim())).messages));
        }}
      >
        <TextField
          label="E-mail address"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button" disabled={action.busy}>
          Show e-mails
        </button>
      </form>
      {messages === null ? null : messages.length === 0 ? (
        <p>No e-mails to that address yet.</p>
      ) : (
        <ul className="dev-tools__list">
          {messages.map((m) => (
            <li key={`${m.createdAt}-${m.kind}`}>
              <details>
                <summary>
                  {m.subject}{' '}
                  <span className="field__hint">({new Date(m.createdAt).toLocaleString('en-US')})</span>
                </summary>
                <pre className="dev-tools__mail">{m.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Personas({ onStart }: { onStart: (persona: Persona) => void }) {
  return (
    <Section
      title="Sandbox personas"
      lead={`Each starts a new application with the persona's name, property, income and date of birth filled in. You accept the terms and choose a password (such as ${PERSONA_PASSWORD_HINT}).`}
    >
      <ul className="dev-tools__list">
        {PERSONAS.map((persona) => {
          const label = `${persona.firstName} ${persona.lastName}, ${persona.address.street1}`;
          return (
            <li key={label}>
              <span>
                <strong>{persona.shows}</strong>
                <br />
                <span className="field__hint">{label}</span>
              </span>
              <button type="button" className="button button--secondary" onClick={() => onStart(persona)}>
                Start<span className="visually-hidden">: {persona.shows}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * The developer tools (spec section 6, issue 22 item 9): outside production only. Flag overrides for this
 * session, the lender's banners and maintenance for this brand, the sandbox clock, a vendor's next outcome (decision
 * 0251), the mail outbox and the personas, so a newcomer can walk every branch of the product in minutes.
 */
export function DevToolsPage({ onStartPersona }: { onStartPersona: (persona: Persona) => void }) {
  const brand = useBrand();
  const hydrated = useHydrated();
  const available = hydrated && !isProductionHost() && sessionFlagState('')['fe-heloc-dev-tools'].enabled;
  return (
    <div className="page dev-tools">
      <h1>Developer tools</h1>
      {!hydrated ? null : !available ? (
        <p>Developer tools are not available here. They are only offered outside production.</p>
      ) : (
        <>
          <p>
            Sandbox settings for {brand.companyName} ({brand.orgCode}). Nothing here exists in production.
          </p>
          <Personas onStart={onStartPersona} />
          <FlagOverrides />
          <Banners organization={brand.orgCode} />
          <Maintenance organization={brand.orgCode} />
          <SandboxClock />
          <VendorOutcomes />
          <Outbox />
        </>
      )}
    </div>
  );
}
