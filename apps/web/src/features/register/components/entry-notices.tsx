import { formatUsDate, parseDateInput } from '@hearth/domain/dates';
import { ENTRY_MESSAGES, type PrefillField, referralMessage } from '@hearth/domain/entry-route-rules';
import { useId } from 'react';
import type { EntryNotice } from '@/features/register/register-answers';
import '@/features/register/entry.css';

const FIELD_NAMES: Record<PrefillField, string | null> = {
  firstName: 'name',
  lastName: 'name',
  suffix: null,
  propertyAddress: 'property address',
  dob: 'date of birth',
  email: 'email address',
  phoneNumber: 'mobile phone number',
  income: 'income',
};

/** "name, property address and email address" */
export function prefilledList(fields: readonly PrefillField[]): string {
  const names = [...new Set(fields.map((f) => FIELD_NAMES[f]).filter((n): n is string => n !== null))];
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function checkSentence(fields: readonly PrefillField[], from: string): string {
  return `We've filled in your ${prefilledList(fields)} ${from}. Check your answers and change anything that isn't right.`;
}

function content(notice: EntryNotice): { title: string; body: string[]; tone: 'info' | 'warning' } {
  switch (notice.kind) {
    case 'prefilled': {
      if (notice.source === 'offer-code') {
        const respondBy = notice.respondByDate ? parseDateInput(notice.respondByDate) : null;
        return {
          title: `Your offer code ${notice.offerCode ?? ''}`.trim(),
          body: [
            notice.fields.length > 0
              ? checkSentence(notice.fields, 'from the letter we sent you')
              : 'We will send your offer code with your application.',
            ...(respondBy ? [`Apply by ${formatUsDate(respondBy)} to use this offer.`] : []),
          ],
          tone: 'info',
        };
      }
      if (notice.source === 'affiliate') {
        return {
          title: "We've started your application",
          body: [checkSentence(notice.fields, 'from the site that sent you here')],
          tone: 'info',
        };
      }
      return {
        title: 'Referred by your loan officer',
        body: [checkSentence(notice.fields, "from your loan officer's referral")],
        tone: 'info',
      };
    }
    case 'offer-code-not-found':
      return {
        title: `We couldn't use offer code ${notice.offerCode}`.trim(),
        body: [ENTRY_MESSAGES.offerCodeNotFound],
        tone: 'warning',
      };
    case 'referral-unavailable':
      return {
        title: 'About your referral link',
        body: [referralMessage(notice.availability)],
        tone: 'warning',
      };
  }
}

function Notice({ notice }: { notice: EntryNotice }) {
  const titleId = useId();
  const { title, body, tone } = content(notice);
  return (
    <section className={`entry-notice entry-notice--${tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="entry-notice__title">
        {title}
      </h2>
      {body.map((text) => (
        <p key={text} className="entry-notice__text">
          {text}
        </p>
      ))}
    </section>
  );
}

/**
 * What the entry link did (decision 0051): the answers an offer code, affiliate or referral filled in, or a
 * polite word about a code or referral that could not be used. Shown above the first question.
 */
export function EntryNotices({ notices }: { notices: readonly EntryNotice[] | undefined }) {
  if (!notices || notices.length === 0) return null;
  return (
    <div className="entry-notices">
      {notices.map((notice) => (
        <Notice
          key={notice.kind === 'prefilled' ? `prefilled-${notice.source}` : notice.kind}
          notice={notice}
        />
      ))}
    </div>
  );
}
