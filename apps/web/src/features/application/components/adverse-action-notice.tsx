import { useAdverseAction } from '@/features/application/api/get-adverse-action';

/** The notice a lender must send after a decline (ECOA principal reasons, FCRA score disclosure). */
export function AdverseActionNoticeView({ uuid }: { uuid: string }) {
  const notice = useAdverseAction(uuid);
  if (notice.isLoading) return <p role="status">Loading your notice…</p>;
  if (!notice.data) {
    return <p>Your notice of action taken will be sent to you by email within 30 days.</p>;
  }
  const { data } = notice;
  return (
    <section className="card adverse-notice" aria-labelledby="adverse-notice-title">
      <h2 id="adverse-notice-title">Notice of action taken</h2>
      <p className="muted">Dated {data.date}</p>
      {data.actionTaken ? <p>{data.actionTaken}</p> : null}
      {data.principalReasons.length > 0 ? (
        <>
          <h3>Principal reasons</h3>
          <ul>
            {data.principalReasons.map((reason) => (
              <li key={reason.code}>{reason.statement}</li>
            ))}
          </ul>
        </>
      ) : null}
      {data.creditScore ? (
        <>
          <h3>Your credit score</h3>
          <p>
            {data.creditScore.score ?? 'Not available'} (scores range from {data.creditScore.range.min} to{' '}
            {data.creditScore.range.max}), as of {data.creditScore.scoreDate}.
          </p>
        </>
      ) : null}
      {data.fcraNotice ? <p>{data.fcraNotice}</p> : null}
      <p className="adverse-notice__ecoa">{data.ecoaNotice}</p>
    </section>
  );
}
