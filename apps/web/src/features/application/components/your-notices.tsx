import { CFPB_HELOC_BOOKLET } from '@hearth/domain/disclosures';
import { NOTICE_API_PATHS, type NoticeView } from '@hearth/domain/notices';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useNotices } from '@/features/application/api/get-notices';
import { downloadPdf } from '@/lib/download-pdf';
import { useApplication } from '@/lib/get-application';
import { homeDay } from '@/lib/home-dates';
import { userMessageFor } from '@/lib/http-client';

const DELIVERED: Record<NoticeView['delivery'], string> = {
  EMAIL: 'emailed to you',
  MAIL: 'mailed to you',
};

/** One notice: its title, when (the day at the home, as the notice is dated) and how it was given, and its PDF. */
function NoticeItem({ uuid, notice, state }: { uuid: string; notice: NoticeView; state: string }) {
  const [error, setError] = useState<unknown>(null);
  const filename = `${notice.kind.toLowerCase().replaceAll('_', '-')}.pdf`;
  return (
    <li>
      <strong>{notice.title}</strong>, {DELIVERED[notice.delivery]} on {homeDay(notice.createdAt, state)}.{' '}
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Download ${notice.title} (PDF)`}
        onClick={() => {
          setError(null);
          downloadPdf(NOTICE_API_PATHS.pdf(uuid, notice.id), filename).catch(setError);
        }}
      >
        Download (PDF)
      </button>
      <FormAlert message={error ? userMessageFor(error) : null} />
    </li>
  );
}

/**
 * The notices given on the application (decision 0200), each a PDF to keep: whatever the decision, the applicant can
 * open the terms and the booklet given at application, and their credit score notice, again.
 */
export function YourNotices({ uuid }: { uuid: string }) {
  const notices = useNotices(uuid);
  // Read by the application frame before the page: the home's state, on whose calendar the dates are (0272).
  const state = useApplication(uuid).data?.property.state ?? '';
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <section className="card" aria-labelledby="your-notices-title">
      <h2 id="your-notices-title">Your notices</h2>
      <ul>
        {list.map((notice) => (
          <NoticeItem key={notice.id} uuid={uuid} notice={notice} state={state} />
        ))}
      </ul>
      {list.some((notice) => notice.kind === 'EARLY_HELOC_DISCLOSURE') ? (
        <p>
          The booklet we gave you when you applied,{' '}
          <a href={CFPB_HELOC_BOOKLET.url} target="_blank" rel="noreferrer">
            {CFPB_HELOC_BOOKLET.label} (Consumer Financial Protection Bureau, PDF)
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
