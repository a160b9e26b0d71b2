import {
  CONSOLE_PAGES,
  QUEUE_LANE_LABELS,
  QUEUE_LANES,
  type QueueFilter,
  type QueueLane,
  type StaffMember,
} from '@hearth/domain/console';
import { applicationStatusLabel } from '@hearth/domain/status-words';
import { useCallback, useState } from 'react';
import { useLiveStatusChanges, useQueue } from '@/features/console/api';
import { ageOf, money } from '@/features/console/format';
import { Link, useSearchParams } from '@/lib/routing';

/** The queue (issue 24 item 2): files by lane, status and age, filtered, updated live as statuses change. */
export default function QueuePage({ staff }: { staff: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const filter: QueueFilter = {
    ...(params.get('lane') ? { lane: params.get('lane') as QueueLane } : {}),
    ...(params.get('status') ? { status: params.get('status') ?? '' } : {}),
    ...(params.get('state') ? { state: params.get('state') ?? '' } : {}),
    ...(params.get('overdue') === 'true' ? { overdue: 'true' as const } : {}),
  };
  const queue = useQueue(filter);
  const [changes, setChanges] = useState(0);
  const onChange = useCallback(() => setChanges((n) => n + 1), []);
  useLiveStatusChanges(onChange);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = queue.data;
  return (
    <section aria-labelledby="queue-title">
      <div className="console__title-row">
        <h1 id="queue-title">Queue</h1>
        <p className="console__live" aria-live="polite">
          <span className="console__live-dot" aria-hidden="true" /> Live
          {changes > 0
            ? ` · ${changes} status ${changes === 1 ? 'change' : 'changes'} since you opened it`
            : ''}
        </p>
      </div>
      <p className="console__hint">
        {staff.organizationCode}’s applications, the longest waiting first. A file past its lane’s service
        level is marked overdue.
      </p>
      <nav aria-label="Lanes" className="console__lanes">
        <button type="button" aria-pressed={!filter.lane} onClick={() => set('lane', null)}>
          All lanes
        </button>
        {QUEUE_LANES.map((lane) => (
          <button
            key={lane}
            type="button"
            aria-pressed={filter.lane === lane}
            onClick={() => set('lane', lane)}
          >
            {QUEUE_LANE_LABELS[lane]} <span className="console__count">{data?.laneCounts[lane] ?? '–'}</span>
          </button>
        ))}
      </nav>
      <form className="console__filters" onSubmit={(event) => event.preventDefault()}>
        <label className="console__field console__field--inline">
          <span>Status</span>
          <select value={filter.status ?? ''} onChange={(event) => set('status', event.target.value || null)}>
            <option value="">Any status</option>
            {(data?.statuses ?? []).map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label className="console__field console__field--inline">
          <span>Property state</span>
          <input
            defaultValue={filter.state ?? ''}
            maxLength={2}
            size={3}
            onBlur={(event) => set('state', event.target.value.trim().toUpperCase() || null)}
          />
        </label>
        <label className="console__check">
          <input
            type="checkbox"
            checked={filter.overdue === 'true'}
            onChange={(event) => set('overdue', event.target.checked ? 'true' : null)}
          />
          <span>Overdue only</span>
        </label>
      </form>
      {queue.isError && (
        <div className="console__alert" role="alert">
          {queue.error.message}
        </div>
      )}
      {data && data.items.length === 0 && <p>No applications match these filters.</p>}
      {data && data.items.length > 0 && (
        <div className="console__table-wrap">
          <table className="console__table">
            <caption className="visually-hidden">Applications in the queue</caption>
            <thead>
              <tr>
                <th scope="col">Borrower</th>
                <th scope="col">Status</th>
                <th scope="col">Waiting on</th>
                <th scope="col">In status</th>
                <th scope="col">State</th>
                <th scope="col">Draw</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.uuid} className={item.overdue ? 'console__row--overdue' : undefined}>
                  <td>
                    <Link to={CONSOLE_PAGES.application(item.uuid)}>{item.borrowerName}</Link>
                    <div className="console__sub">{item.loanNumber}</div>
                  </td>
                  <td>
                    <span className="console__status">{item.status}</span>
                    <div className="console__sub">{applicationStatusLabel(item.status)}</div>
                  </td>
                  <td>{QUEUE_LANE_LABELS[item.lane]}</td>
                  <td>
                    {ageOf(item.enteredStatusAt)}
                    {item.overdue && <span className="console__tag">Overdue</span>}
                  </td>
                  <td>{item.propertyState}</td>
                  <td>{money(item.amountCents / 100)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
