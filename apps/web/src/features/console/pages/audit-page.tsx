import { CONSOLE_PAGES } from '@hearth/domain/console';
import { useAudit } from '@/features/console/api';
import { when } from '@/features/console/format';
import { Link } from '@/lib/routing';

const summary = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log (issue 24 item 8): every console action, newest first. Nobody can change or remove a line. */
export default function AuditPage() {
  const audit = useAudit();
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p className="console__hint">
        Every action taken in the console, newest first. The log is append-only: no one, admins included, can
        change or remove a line.
      </p>
      {audit.isError && (
        <div className="console__alert" role="alert">
          {audit.error.message}
        </div>
      )}
      {audit.data && (
        <div className="console__table-wrap">
          <table className="console__table">
            <caption className="visually-hidden">Console actions</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Application</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.at)}</td>
                  <td>
                    {entry.actorEmail}
                    <div className="console__sub">{entry.actorRole.toLowerCase().replace('_', ' ')}</div>
                  </td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.applicationUuid ? (
                      <Link to={CONSOLE_PAGES.application(entry.applicationUuid)}>
                        {entry.applicationUuid.slice(0, 8)}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="console__code">{summary(entry.before)}</td>
                  <td className="console__code">{summary(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
