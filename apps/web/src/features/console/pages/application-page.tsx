import {
  CONSOLE_API_PATHS,
  type ConsoleApplicationView,
  MANUAL_DECLINE_REASON_LABELS,
  QUEUE_LANE_LABELS,
  type StaffMember,
  staffMay,
} from '@hearth/domain/console';
import { CONDITION_CATEGORIES } from '@hearth/domain/enum-values';
import { MANUAL_DECLINE_REASONS, type ManualDeclineReason } from '@hearth/domain/final-decision';
import { type HoldDecision, holdDecisionsFor, manualHoldOf } from '@hearth/domain/manual-holds';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  ConsoleError,
  consoleActions,
  consoleKeys,
  consoleSession,
  useApplication,
  useLiveStatusChanges,
} from '@/features/console/api';
import { money, when } from '@/features/console/format';
import { Link, useParams } from '@/lib/routing';

const fieldOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Runs a console action, then reads the file again; the server's refusal is shown as it is. */
function useAction(uuid: string) {
  const client = useQueryClient();
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ kind: 'done', text: done });
    } catch (caught) {
      setMessage({
        kind: 'error',
        text: caught instanceof ConsoleError ? caught.message : 'Something went wrong.',
      });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: consoleKeys.application(uuid) });
    }
  };
  return { run, busy, message };
}

function Message({ message }: { message: { kind: 'error' | 'done'; text: string } | null }) {
  if (!message) return null;
  return (
    <div
      className={message.kind === 'error' ? 'console__alert' : 'console__done'}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </div>
  );
}

function Facts({ items }: { items: [string, string | number | null][] }) {
  return (
    <dl className="console__facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const HOLD_DECISION_LABELS = { COUNTER_OFFER: 'Counter-offer a smaller line', DECLINE: 'Decline' } as const;

/**
 * A reviewer's decision on a file held for manual review (issue 24 item 5, decision 0253): underwriting review,
 * delinquency, incorrect ownership, the payoff hold or the BPO hold. The answers are the hold's (a counter-offer only
 * where the status machine has one); a decline names the reasons the borrower's notice states.
 */
export function DecisionPanel({ uuid, status }: { uuid: string; status: string }) {
  const { run, busy, message } = useAction(uuid);
  const [decision, setDecision] = useState<HoldDecision>('APPROVE');
  const hold = manualHoldOf(status);
  if (!hold) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reasons = form.getAll('reasons').map(String) as ManualDeclineReason[];
    void run(
      () =>
        consoleActions.decideHold(uuid, {
          decision,
          note: fieldOf(form, 'note'),
          ...(decision === 'DECLINE' ? { reasons } : {}),
        }),
      'Decision recorded. The borrower sees it now.',
    );
  };
  return (
    <section className="console__card" aria-labelledby="decide-title">
      <h2 id="decide-title">Decide this review</h2>
      <p>Held for: {hold.name}.</p>
      <Message message={message} />
      <form onSubmit={submit}>
        <fieldset className="console__fieldset">
          <legend>Decision</legend>
          {holdDecisionsFor(status).map((value) => (
            <label key={value} className="console__check">
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
              />
              <span>{value === 'APPROVE' ? hold.approve : HOLD_DECISION_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        {decision === 'DECLINE' && (
          <fieldset className="console__fieldset">
            <legend>Reasons for the decline (up to four; the borrower’s notice states them)</legend>
            {MANUAL_DECLINE_REASONS.map((code) => (
              <label key={code} className="console__check">
                <input type="checkbox" name="reasons" value={code} />
                <span>{MANUAL_DECLINE_REASON_LABELS[code]}</span>
              </label>
            ))}
          </fieldset>
        )}
        <label className="console__field">
          <span>Note for the file</span>
          <textarea name="note" rows={3} required maxLength={1000} />
        </label>
        <button type="submit" className="console__button" disabled={busy}>
          Record decision
        </button>
      </form>
    </section>
  );
}

/** Four eyes on funding (decision 0230): one person prepares the file, another approves it. */
function FundingPanel({ file, staff }: { file: ConsoleApplicationView; staff: StaffMember }) {
  const { run, busy, message } = useAction(file.uuid);
  const prepared = file.fundingPreparation;
  const submit = (kind: 'prepare' | 'approve') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = fieldOf(new FormData(event.currentTarget), 'note');
    void run(
      () =>
        kind === 'prepare'
          ? consoleActions.prepareFunding(file.uuid, note)
          : consoleActions.approveFunding(file.uuid, note),
      kind === 'prepare'
        ? 'File prepared. Another person approves its funding.'
        : 'Funding approved. The draw is on its way.',
    );
  };
  return (
    <section className="console__card" aria-labelledby="funding-title">
      <h2 id="funding-title">Funding approval</h2>
      <p className="console__hint">
        The funding checks held this file. One person prepares it; someone else approves it.
      </p>
      <Message message={message} />
      {prepared ? (
        <p>
          Prepared by {prepared.preparedByEmail} on {when(prepared.preparedAt)}: “{prepared.note}”
        </p>
      ) : (
        staffMay(staff.role, 'prepareFunding') && (
          <form onSubmit={submit('prepare')}>
            <label className="console__field">
              <span>What you checked</span>
              <textarea name="note" rows={2} required maxLength={500} />
            </label>
            <button type="submit" className="console__button" disabled={busy}>
              Prepare for funding
            </button>
          </form>
        )
      )}
      {prepared && !prepared.approvedBy && (
        <form onSubmit={submit('approve')}>
          <label className="console__field">
            <span>Approval note</span>
            <textarea name="note" rows={2} required maxLength={500} />
          </label>
          <button type="submit" className="console__button" disabled={busy}>
            Approve funding
          </button>
        </form>
      )}
    </section>
  );
}

/** A file shown in the page: images inline, a PDF in a new tab of its own (the site frames nothing). */
function DocumentViewer({
  uuid,
  documentId,
  mediaType,
}: {
  uuid: string;
  documentId: string;
  mediaType: string;
}) {
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const token = consoleSession.token();
    void fetch(CONSOLE_API_PATHS.document(uuid, documentId), {
      headers: { authorization: `Bearer ${token ?? ''}` },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error('This file could not be opened.');
        const blob = await response.blob();
        if (mediaType.startsWith('image/')) {
          const reader = new FileReader();
          reader.onload = () => !cancelled && setSource(String(reader.result));
          reader.readAsDataURL(blob);
        } else setSource(URL.createObjectURL(blob));
      })
      .catch((caught: Error) => !cancelled && setError(caught.message));
    return () => {
      cancelled = true;
    };
  }, [uuid, documentId, mediaType]);
  if (error) return <p className="console__alert">{error}</p>;
  if (!source) return <p role="status">Opening the file…</p>;
  if (mediaType.startsWith('image/'))
    return <img className="console__viewer" src={source} alt="The uploaded document" />;
  return (
    <p>
      <a href={source} target="_blank" rel="noreferrer">
        Open the PDF in a new tab
      </a>
    </p>
  );
}

function ConditionsPanel({ file, staff }: { file: ConsoleApplicationView; staff: StaffMember }) {
  const { run, busy, message } = useAction(file.uuid);
  const [viewing, setViewing] = useState<string | null>(null);
  const may = staffMay(staff.role, 'workConditions');
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = fieldOf(form, 'commentsToBorrower');
    void run(
      () =>
        consoleActions.openCondition(file.uuid, {
          category: fieldOf(form, 'category'),
          ...(note ? { commentsToBorrower: note } : {}),
        }),
      'Task added. The borrower’s task list shows it now.',
    );
  };
  return (
    <section className="console__card" aria-labelledby="tasks-title">
      <h2 id="tasks-title">Tasks</h2>
      <Message message={message} />
      {file.conditions.length === 0 && <p>No tasks on this file.</p>}
      <ul className="console__list">
        {file.conditions.map((condition) => (
          <li key={condition.uuid} className="console__task">
            <div className="console__task-head">
              <strong>{condition.task.header}</strong>{' '}
              <span className="console__status">{condition.status}</span>
            </div>
            {condition.commentsToBorrower && (
              <p className="console__sub">To the borrower: {condition.commentsToBorrower}</p>
            )}
            {condition.clearedNote && (
              <p className="console__sub">
                {condition.clearedBy === 'lender-waived' ? 'Waived' : 'Cleared'}: {condition.clearedNote}
              </p>
            )}
            {condition.documents.map((document) => (
              <div key={document.uploadId}>
                <button
                  type="button"
                  className="console__link-button"
                  onClick={() => setViewing(document.uploadId)}
                >
                  View the document sent {when(document.attachedAt)}
                </button>
                {viewing === document.uploadId && (
                  <DocumentViewer
                    uuid={file.uuid}
                    documentId={document.uploadId}
                    mediaType={document.mediaType}
                  />
                )}
              </div>
            ))}
            {may && condition.status === 'SUBMITTED' && (
              <form
                className="console__inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                  const reason = fieldOf(new FormData(event.currentTarget), 'reason');
                  const outcome = submitter?.value === 'REJECT' ? 'REJECT' : 'ACCEPT';
                  void run(
                    () =>
                      consoleActions.reviewCondition(file.uuid, condition.uuid, {
                        outcome,
                        ...(reason ? { reason } : {}),
                      }),
                    outcome === 'ACCEPT'
                      ? 'Document accepted; the task is cleared.'
                      : 'Document rejected; the borrower is asked again.',
                  );
                }}
              >
                <label className="console__field">
                  <span>Reason the borrower reads (to reject)</span>
                  <input name="reason" maxLength={500} />
                </label>
                <button
                  type="submit"
                  name="outcome"
                  value="ACCEPT"
                  className="console__button"
                  disabled={busy}
                >
                  Accept document
                </button>
                <button
                  type="submit"
                  name="outcome"
                  value="REJECT"
                  className="console__button console__button--secondary"
                  disabled={busy}
                >
                  Reject document
                </button>
              </form>
            )}
            {may && condition.status !== 'CLEARED' && (
              <form
                className="console__inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  const reason = fieldOf(new FormData(event.currentTarget), 'waive');
                  void run(
                    () => consoleActions.waiveCondition(file.uuid, condition.uuid, reason),
                    'Task waived.',
                  );
                }}
              >
                <label className="console__field">
                  <span>Why it is waived</span>
                  <input name="waive" required maxLength={500} />
                </label>
                <button type="submit" className="console__button console__button--secondary" disabled={busy}>
                  Waive task
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {may && (
        <form onSubmit={add} className="console__inline-form">
          <label className="console__field">
            <span>New task</span>
            <select name="category" required>
              {CONDITION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category.replaceAll('_', ' ').toLowerCase()}
                </option>
              ))}
            </select>
          </label>
          <label className="console__field">
            <span>Note to the borrower</span>
            <input name="commentsToBorrower" maxLength={1000} />
          </label>
          <button type="submit" className="console__button console__button--secondary" disabled={busy}>
            Add task
          </button>
        </form>
      )}
    </section>
  );
}

/** One file (issue 24 item 3): the facts, the decision and funding panels, the tasks, the timeline and the rest. */
export default function ApplicationPage({ staff }: { staff: StaffMember }) {
  const { uuid = '' } = useParams();
  const file = useApplication(uuid);
  const onChange = useCallback(() => {}, []);
  useLiveStatusChanges(onChange);
  if (file.isError) return <p className="console__alert">{file.error.message}</p>;
  if (!file.data) return <p role="status">Loading the file…</p>;
  const f = file.data;
  return (
    <article aria-labelledby="file-title">
      <p>
        <Link to="/console">Back to the queue</Link>
      </p>
      <div className="console__title-row">
        <h1 id="file-title">{f.borrower.name}</h1>
        <p>
          <span className="console__status">{f.status}</span> · {QUEUE_LANE_LABELS[f.lane]} · {f.loanNumber}
        </p>
      </div>
      <div className="console__grid">
        <section className="console__card" aria-labelledby="borrower-title">
          <h2 id="borrower-title">Borrower</h2>
          <Facts
            items={[
              ['Email', f.borrower.email],
              ['Phone', f.borrower.phoneNumber],
              ['Employment', f.borrower.employmentType],
              ['Stated income', money(f.borrower.statedIncome)],
              [
                'Verified income',
                f.borrower.verifiedIncome === null ? null : money(f.borrower.verifiedIncome),
              ],
            ]}
          />
        </section>
        <section className="console__card" aria-labelledby="property-title">
          <h2 id="property-title">Property</h2>
          <Facts
            items={[
              ['Address', `${f.property.street1}${f.property.street2 ? `, ${f.property.street2}` : ''}`],
              ['City', `${f.property.city}, ${f.property.state} ${f.property.zip}`],
              ['Occupancy', f.property.occupancyType],
            ]}
          />
        </section>
        <section className="console__card" aria-labelledby="offer-title">
          <h2 id="offer-title">Offer and decision</h2>
          <Facts
            items={[
              ['Line', f.offer ? money(f.offer.lineAmount) : null],
              ['Draw', f.offer ? money(f.offer.drawAmount) : null],
              ['Rate', f.offer ? `${(f.offer.rate * (f.offer.rate < 1 ? 100 : 1)).toFixed(2)}%` : null],
              ['Term', f.offer ? `${f.offer.term} years` : null],
              ['Decision', [f.decision.decision, f.decision.subDecision].filter(Boolean).join(' · ')],
              ['Credit score', f.decision.score],
              ['Final decision', f.decision.finalOutcome],
              ['Decline reasons', f.decision.declineReasons.join('; ')],
            ]}
          />
        </section>
      </div>
      {staffMay(staff.role, 'decide') && <DecisionPanel uuid={f.uuid} status={f.status} />}
      {f.status === 'FUNDING_DECISION' && <FundingPanel file={f} staff={staff} />}
      <ConditionsPanel file={f} staff={staff} />
      <section className="console__card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <ol className="console__timeline">
          {f.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.to ?? ''}-${entry.why}`}>
              <span className="console__sub">{when(entry.at)}</span>{' '}
              {entry.kind === 'STATUS' ? (
                <>
                  <strong>{entry.to}</strong> by {entry.by}: {entry.why}
                </>
              ) : (
                <>
                  <strong>{entry.why}</strong> by {entry.by}
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
      <div className="console__grid">
        <section className="console__card" aria-labelledby="documents-title">
          <h2 id="documents-title">Documents</h2>
          {f.documents.length === 0 ? (
            <p>No documents yet.</p>
          ) : (
            <ul className="console__list">
              {f.documents.map((d) => (
                <li key={d.id}>
                  {d.purpose.replaceAll('_', ' ').toLowerCase()} · {Math.ceil(d.sizeBytes / 1000)} KB ·{' '}
                  {when(d.createdAt)}
                  <DocumentViewer uuid={f.uuid} documentId={d.id} mediaType={d.mediaType} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="console__card" aria-labelledby="vendors-title">
          <h2 id="vendors-title">Vendor results</h2>
          {f.vendorResults.length === 0 ? (
            <p>No vendor requests yet.</p>
          ) : (
            <ul className="console__list">
              {f.vendorResults.map((v) => (
                <li key={v.id}>
                  <strong>{v.vendor}</strong> {v.purpose}: {v.status.toLowerCase()}
                  {v.completedAt ? `, ${when(v.completedAt)}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="console__card" aria-labelledby="messages-title">
          <h2 id="messages-title">Messages sent</h2>
          {f.messages.length === 0 ? (
            <p>Nothing sent yet.</p>
          ) : (
            <ul className="console__list">
              {f.messages.map((m) => (
                <li key={`${m.at}-${m.kind}-${m.recipient}`}>
                  <strong>{m.subject}</strong> to {m.recipient} ({m.channel.toLowerCase()}), {when(m.at)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
