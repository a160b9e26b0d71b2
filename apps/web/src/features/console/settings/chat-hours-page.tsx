import type { StaffMember } from '@hearth/domain/console';
import { HoursForm } from '@/features/console/settings/hours-form';

/**
 * Chat hours (issue 24 item 6, decision 0234): when the lender's agents answer chat. Outside them the chatbot
 * answers; the widget reads the hours every minute, so a change needs no restart.
 */
export default function ChatHoursPage({ staff }: { staff: StaffMember }) {
  return (
    <section aria-labelledby="chat-hours-page-title">
      <h1 id="chat-hours-page-title">Chat hours</h1>
      <p className="console__hint">
        During these hours your chat agents answer; outside them the chatbot does, and says when an agent is
        back.
      </p>
      <HoursForm organizationCode={staff.organizationCode} department="OPS_CHAT" title="Chat hours" />
    </section>
  );
}
