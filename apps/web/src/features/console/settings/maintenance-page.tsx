import { MAINTENANCE_DEFAULTS } from '@hearth/domain/shell-rules';
import { type FormEvent, useState } from 'react';
import { ConsoleError } from '@/features/console/api';
import { when } from '@/features/console/format';
import {
  type MaintenanceChange,
  type MaintenanceRow,
  settingsActions,
  settingsKeys,
  useMaintenanceWindows,
  useSettingsChange,
} from '@/features/console/settings/api';

const change = (row: MaintenanceRow, enabled: boolean): MaintenanceChange => ({
  route: row.route,
  enabled,
  title: row.title,
  message: row.message,
  showDashboardLink: row.showDashboardLink,
});

/**
 * Maintenance (issue 24 item 6, spec section 2): the maintenance page replaces the pages under a route, with its
 * title, message and an optional dashboard link, from the borrower's next page load; turned off, the pages return.
 */
export default function MaintenancePage() {
  const windows = useMaintenanceWindows();
  const [editing, setEditing] = useState<MaintenanceRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useSettingsChange(settingsKeys.maintenance, settingsActions.setMaintenance);
  const rows = windows.data?.windows ?? [];

  const apply = async (body: MaintenanceChange) => {
    setDone(null);
    try {
      await save.mutateAsync([body]);
      const where = body.route === '/' ? 'every page' : `pages under ${body.route}`;
      setDone(
        body.enabled
          ? `Maintenance is on for ${where}. Borrowers see the maintenance page on their next page load.`
          : `Maintenance is off for ${where}. Borrowers get their pages back on their next page load.`,
      );
      return true;
    } catch {
      return false;
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim() || null;
    const ok = await apply({
      route: String(data.get('route') ?? '').trim(),
      enabled: true,
      title: text('title'),
      message: text('message'),
      showDashboardLink: data.get('showDashboardLink') === 'on',
    });
    if (ok) {
      setEditing(null);
      form.reset();
    }
  };

  return (
    <section aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Maintenance</h1>
      <p className="console__hint">
        Replace some of your borrowers’ pages with a maintenance page while you work. Their answers stay
        saved.
      </p>
      {windows.isError && (
        <div className="console__alert" role="alert">
          {windows.error.message}
        </div>
      )}
      {done && (
        <div className="console__done" role="status">
          {done}
        </div>
      )}
      {save.error && (
        <div className="console__alert" role="alert">
          {save.error instanceof ConsoleError
            ? save.error.message
            : 'Something went wrong. Please try again.'}
        </div>
      )}
      {rows.length > 0 ? (
        <div className="console__table-wrap">
          <table className="console__table console__table--settings">
            <caption className="visually-hidden">Maintenance by route</caption>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Maintenance</th>
                <th scope="col">Title and message</th>
                <th scope="col">Dashboard link</th>
                <th scope="col">Changed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.route}>
                  <td>
                    <code>{row.route}</code>
                    {row.route === '/' && <span className="console__sub"> (every page)</span>}
                  </td>
                  <td>{row.enabled ? <strong>On</strong> : 'Off'}</td>
                  <td>
                    <strong>{row.title}</strong>
                    <br />
                    {row.message}
                  </td>
                  <td>{row.showDashboardLink ? 'Shown' : 'Not shown'}</td>
                  <td>{when(row.updatedAt)}</td>
                  <td>
                    <div className="console__actions">
                      <button
                        type="button"
                        className="console__link-button"
                        onClick={() => void apply(change(row, !row.enabled))}
                      >
                        {row.enabled ? 'Turn off' : 'Turn on'}
                        <span className="visually-hidden"> for {row.route}</span>
                      </button>
                      <button type="button" className="console__link-button" onClick={() => setEditing(row)}>
                        Edit<span className="visually-hidden"> {row.route}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        windows.isSuccess && <p>No page is under maintenance.</p>
      )}
      <form
        key={editing?.route ?? 'new'}
        className="console__card console__form"
        onSubmit={(event) => void submit(event)}
      >
        <h2>{editing ? `Change maintenance for ${editing.route}` : 'Turn on maintenance'}</h2>
        <label className="console__field">
          <span>Route</span>
          <span className="console__hint" id="route-hint">
            A path: / is every page; /dashboard or /account/heloc covers the pages under it.
          </span>
          <input
            name="route"
            required
            maxLength={200}
            pattern="/[A-Za-z0-9/_\-]*"
            aria-describedby="route-hint"
            defaultValue={editing?.route ?? ''}
            readOnly={editing !== null}
          />
        </label>
        <label className="console__field">
          <span>Title (optional)</span>
          <input
            name="title"
            maxLength={120}
            placeholder={MAINTENANCE_DEFAULTS.title}
            defaultValue={editing?.title ?? ''}
          />
        </label>
        <label className="console__field">
          <span>Message (optional)</span>
          <textarea
            name="message"
            maxLength={1000}
            rows={3}
            placeholder={MAINTENANCE_DEFAULTS.message}
            defaultValue={editing?.message ?? ''}
          />
        </label>
        <label className="console__check">
          <input
            type="checkbox"
            name="showDashboardLink"
            defaultChecked={editing?.showDashboardLink ?? false}
          />{' '}
          Show a link to the dashboard
        </label>
        <div className="console__buttons">
          <button type="submit" className="console__button" disabled={save.isPending}>
            Turn on maintenance
          </button>
          {editing && (
            <button
              type="button"
              className="console__button console__button--secondary"
              onClick={() => setEditing(null)}
            >
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
