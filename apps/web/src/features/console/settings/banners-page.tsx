import { BANNER_APP_NAME, MAX_BANNERS_SHOWN, selectBanners } from '@hearth/domain/banners';
import { type BannerInput, bannerFileItem, type StoredBanner } from '@hearth/domain/shell-settings';
import { type FormEvent, useState } from 'react';
import { SiteBanner } from '@/components/site-banner/site-banner';
import { ConsoleError } from '@/features/console/api';
import { when } from '@/features/console/format';
import {
  settingsActions,
  settingsKeys,
  useLenderBanners,
  useSettingsChange,
} from '@/features/console/settings/api';

/** The apps a banner can name (spec section 3: a list of application names); the borrower app is `heloc`. */
const APPS = [{ name: BANNER_APP_NAME, label: 'The borrower’s HELOC app and dashboard' }] as const;

const EMPTY: BannerInput = {
  message: '',
  apps: [BANNER_APP_NAME],
  variant: 'info',
  dismissable: true,
  active: true,
  testOnly: false,
  startsAt: null,
  endsAt: null,
};

/** "2026-12-01T09:00" in the reader's zone, as a datetime-local input holds it. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const isoOf = (local: FormDataEntryValue | null) =>
  typeof local === 'string' && local ? new Date(local).toISOString() : null;

function statusOf(banner: StoredBanner, shown: Set<string>, now: Date): string {
  if (!banner.active) return 'Off';
  if (banner.startsAt && Date.parse(banner.startsAt) > now.getTime())
    return `Scheduled from ${when(banner.startsAt)}`;
  if (banner.endsAt && Date.parse(banner.endsAt) <= now.getTime()) return 'Ended';
  if (banner.testOnly) return 'On test hosts only';
  return shown.has(banner.uuid)
    ? 'Shown to borrowers now'
    : `Live, but only the ${MAX_BANNERS_SHOWN} newest show`;
}

/**
 * Banners (issue 24 item 6): the lender posts, schedules, targets and removes its site-wide banners. Borrowers see
 * at most 2, newest first, from their next page load; the preview is the borrower's own banner.
 */
export default function BannersPage() {
  const banners = useLenderBanners();
  const [editing, setEditing] = useState<StoredBanner | null>(null);
  const [draft, setDraft] = useState<BannerInput>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const save = useSettingsChange(settingsKeys.banners, (uuid: string | null, body: BannerInput) =>
    uuid ? settingsActions.updateBanner(uuid, body) : settingsActions.createBanner(body),
  );
  const remove = useSettingsChange(settingsKeys.banners, settingsActions.deleteBanner);
  const error = save.error ?? remove.error;

  const now = new Date();
  const list = banners.data?.banners ?? [];
  const shown = new Set(
    selectBanners(
      list.filter((b) => !b.testOnly).map((b) => bannerFileItem(b, now)),
      { app: BANNER_APP_NAME },
    ).map((b) => b.uuid),
  );

  const startEdit = (banner: StoredBanner | null) => {
    setEditing(banner);
    setDraft(banner ? { ...banner } : EMPTY);
    setDone(null);
    save.reset();
  };
  const readForm = (form: HTMLFormElement): BannerInput => {
    const data = new FormData(form);
    return {
      message: String(data.get('message') ?? ''),
      apps: data.getAll('apps').map(String),
      variant: data.get('variant') === 'warn' ? 'warn' : 'info',
      dismissable: data.get('dismissable') === 'on',
      active: data.get('active') === 'on',
      testOnly: data.get('testOnly') === 'on',
      startsAt: isoOf(data.get('startsAt')),
      endsAt: isoOf(data.get('endsAt')),
    };
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = readForm(form);
    try {
      await save.mutateAsync([editing?.uuid ?? null, body]);
      setDone(
        editing
          ? 'Banner saved. Borrowers see the change on their next page, and those who dismissed it see it again.'
          : 'Banner posted. Borrowers see it on their next page.',
      );
      setEditing(null);
      setDraft(EMPTY);
      form.reset();
    } catch {
      // Shown from save.error.
    }
  };

  return (
    <section aria-labelledby="banners-title">
      <h1 id="banners-title">Banners</h1>
      <p className="console__hint">
        Site-wide messages for your borrowers. At most {MAX_BANNERS_SHOWN} show at a time, newest first; a
        scheduled banner shows only between its start and end.
      </p>
      {banners.isError && (
        <div className="console__alert" role="alert">
          {banners.error.message}
        </div>
      )}
      {list.length === 0 && banners.isSuccess && <p>No banners yet. Post the first one below.</p>}
      {list.length > 0 && (
        <div className="console__table-wrap">
          <table className="console__table console__table--settings">
            <caption className="visually-hidden">Your banners, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Window</th>
                <th scope="col">Posted</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((banner) => (
                <tr key={banner.uuid}>
                  <td>{banner.message}</td>
                  <td>{banner.variant === 'warn' ? 'Warning' : 'Information'}</td>
                  <td>{statusOf(banner, shown, now)}</td>
                  <td>
                    {banner.startsAt ? when(banner.startsAt) : 'Now'} –{' '}
                    {banner.endsAt ? when(banner.endsAt) : 'until removed'}
                  </td>
                  <td>{when(banner.createdAt)}</td>
                  <td>
                    <div className="console__actions">
                      <button
                        type="button"
                        className="console__link-button"
                        onClick={() => startEdit(banner)}
                      >
                        Edit<span className="visually-hidden"> “{banner.message}”</span>
                      </button>
                      <button
                        type="button"
                        className="console__link-button"
                        onClick={() => {
                          setDone(null);
                          remove.mutate([banner.uuid], { onSuccess: () => setDone('Banner removed.') });
                        }}
                      >
                        Remove<span className="visually-hidden"> “{banner.message}”</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {done && (
        <div className="console__done" role="status">
          {done}
        </div>
      )}
      <form
        key={editing?.uuid ?? 'new'}
        className="console__card console__form"
        onSubmit={(event) => void submit(event)}
        onChange={(event) => setDraft(readForm(event.currentTarget))}
      >
        <h2>{editing ? 'Edit the banner' : 'Post a banner'}</h2>
        {error && (
          <div className="console__alert" role="alert">
            {error instanceof ConsoleError ? error.message : 'Something went wrong. Please try again.'}
          </div>
        )}
        <label className="console__field">
          <span>Message</span>
          <textarea name="message" required maxLength={500} rows={3} defaultValue={draft.message} />
        </label>
        <fieldset className="console__fieldset">
          <legend>Kind</legend>
          <label className="console__check">
            <input type="radio" name="variant" value="info" defaultChecked={draft.variant === 'info'} />{' '}
            Information
          </label>
          <label className="console__check">
            <input type="radio" name="variant" value="warn" defaultChecked={draft.variant === 'warn'} />{' '}
            Warning
          </label>
        </fieldset>
        <fieldset className="console__fieldset">
          <legend>Show in</legend>
          {APPS.map((app) => (
            <label key={app.name} className="console__check">
              <input
                type="checkbox"
                name="apps"
                value={app.name}
                defaultChecked={draft.apps.includes(app.name)}
              />{' '}
              {app.label}
            </label>
          ))}
        </fieldset>
        <div className="console__grid">
          <label className="console__field">
            <span>Starts (optional; your time)</span>
            <input type="datetime-local" name="startsAt" defaultValue={localInput(draft.startsAt)} />
          </label>
          <label className="console__field">
            <span>Ends (optional; your time)</span>
            <input type="datetime-local" name="endsAt" defaultValue={localInput(draft.endsAt)} />
          </label>
        </div>
        <fieldset className="console__fieldset">
          <legend>Options</legend>
          <label className="console__check">
            <input type="checkbox" name="active" defaultChecked={draft.active} /> Switched on
          </label>
          <label className="console__check">
            <input type="checkbox" name="dismissable" defaultChecked={draft.dismissable} /> Borrowers can
            dismiss it
          </label>
          <label className="console__check">
            <input type="checkbox" name="testOnly" defaultChecked={draft.testOnly} /> Test hosts only (try it
            before it goes live)
          </label>
        </fieldset>
        <h3 className="console__preview-title">Preview: how borrowers see it</h3>
        <div className="console__preview">
          {draft.message.trim() ? (
            <SiteBanner
              message={draft.message}
              variant={draft.variant}
              dismissable={draft.dismissable}
              onDismiss={() => undefined}
            />
          ) : (
            <p className="console__hint">Type a message to see the banner.</p>
          )}
        </div>
        <div className="console__buttons">
          <button type="submit" className="console__button" disabled={save.isPending}>
            {editing ? 'Save banner' : 'Post banner'}
          </button>
          {editing && (
            <button
              type="button"
              className="console__button console__button--secondary"
              onClick={() => startEdit(null)}
            >
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
