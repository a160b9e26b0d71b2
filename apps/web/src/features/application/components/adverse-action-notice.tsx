import { postalAddressLines } from '@hearth/domain/brands';
import { usDateOf } from '@hearth/domain/dates';
import { reasonAsListed } from '@hearth/domain/decisioning/reasons';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import {
  type NoticeCreditor,
  type NoticeEcoaAgency,
  useAdverseAction,
} from '@/features/application/api/get-adverse-action';
import { downloadPdf } from '@/lib/download-pdf';
import { userMessageFor } from '@/lib/http-client';

/** A name and the lines under it, as a letter prints an address. */
function AddressBlock({ title, name, lines }: { title: string; name: string; lines: string[] }) {
  return (
    <div className="adverse-notice__party">
      <h3>{title}</h3>
      <address>
        <strong className="adverse-notice__line">{name}</strong>
        {lines.map((line) => (
          <span key={line} className="adverse-notice__line">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

/** ECOA wants the creditor's name and address on the notice: printed as a letter's return address. */
function CreditorAddress({ creditor }: { creditor: NoticeCreditor }) {
  const { address } = creditor;
  const lines = !address ? [] : typeof address === 'string' ? [address] : postalAddressLines(address);
  return (
    <AddressBlock
      title="Creditor"
      name={creditor.name}
      lines={creditor.phone ? [...lines, creditor.phone] : lines}
    />
  );
}

/** Where the borrower can write about the creditor's ECOA compliance: the agency the ECOA paragraph names. */
function EcoaAgencyAddress({ agency }: { agency: NoticeEcoaAgency }) {
  const lines = postalAddressLines(agency.address);
  return (
    <AddressBlock
      title="Federal agency for this creditor"
      name={agency.name}
      lines={agency.office ? [agency.office, ...lines] : lines}
    />
  );
}

/** The notice as a PDF to keep (issue 12 item 2). */
function DownloadNotice({ uuid }: { uuid: string }) {
  const [error, setError] = useState<unknown>(null);
  const download = () => {
    setError(null);
    downloadPdf(HELOC_API_PATHS.adverseActionPdf(uuid), 'notice-of-action-taken.pdf').catch(setError);
  };
  return (
    <div className="button-row">
      <button type="button" className="button button--secondary" onClick={download}>
        Download this notice (PDF)
      </button>
      <FormAlert message={error ? userMessageFor(error) : null} />
    </div>
  );
}

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
      <p className="muted">Dated {usDateOf(data.date)}</p>
      {/* Near the top, so a phone need not scroll the whole notice to keep it (issue 21 item 14, decision 0208). */}
      <DownloadNotice uuid={uuid} />
      {data.creditor ? <CreditorAddress creditor={data.creditor} /> : null}
      {data.actionTaken ? <p>{data.actionTaken}</p> : null}
      {data.principalReasons.length > 0 ? (
        <>
          <h3>Principal reasons</h3>
          <ul>
            {data.principalReasons.map((reason) => (
              <li key={reason.statement}>{reasonAsListed(reason.statement)}</li>
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
            {data.creditScore.bureau ? ` Source: ${data.creditScore.bureau.name}.` : null}
          </p>
          {data.creditScore.keyFactors.length > 0 ? (
            <>
              <h4>Key factors that adversely affected your credit score</h4>
              <ol>
                {data.creditScore.keyFactors.map((factor) => (
                  <li key={factor.code}>{factor.description}</li>
                ))}
              </ol>
              {data.creditScore.inquiriesWereAKeyFactor ? (
                <p>The number of inquiries on your credit report was a key factor.</p>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
      {data.fcraNotice ? <p>{data.fcraNotice}</p> : null}
      <p className="adverse-notice__ecoa">{data.ecoaNotice}</p>
      {data.ecoaAgency ? <EcoaAgencyAddress agency={data.ecoaAgency} /> : null}
    </section>
  );
}
