import type { LoanOriginator } from '@hearth/domain/entities';
import { useId } from 'react';
import { telHref } from '@/lib/brand/private-label-data';
import '@/components/loan-originator-card.css';

/** "Sam Ortiz" -> "SO"; "Prince" -> "P". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The page's CSP allows images from this origin only: a photo elsewhere shows initials instead. */
function sameOriginImage(uri: string | undefined): string | undefined {
  return uri?.startsWith('/') && !uri.startsWith('//') ? uri : undefined;
}

/**
 * The referring loan officer (spec sections 1 and 3): name, company, NMLS id, photo or initials, phone,
 * e-mail and the states they are licensed in. Display only; the licensed-state rule is the property check's.
 */
export function LoanOriginatorCard({ originator }: { originator: LoanOriginator }) {
  const titleId = useId();
  const info = originator.displayInfo;
  const photo = sameOriginImage(info.avatarUri);
  const states = [...originator.licensedStates].map((s) => s.toUpperCase()).sort();
  return (
    <aside className="lo-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="lo-card__title">
        Your loan officer
      </h2>
      <div className="lo-card__person">
        {photo ? (
          <img className="lo-card__photo" src={photo} alt="" width={48} height={48} />
        ) : (
          <span className="lo-card__initials" aria-hidden="true">
            {initialsOf(info.originatorName)}
          </span>
        )}
        <div>
          <p className="lo-card__name">{info.originatorName}</p>
          {info.brokerName ? <p className="lo-card__detail">{info.brokerName}</p> : null}
          <p className="lo-card__detail">NMLS ID {info.nmls}</p>
        </div>
      </div>
      <ul className="lo-card__contact">
        <li>
          <a href={telHref(info.phoneNumber)}>
            <span className="visually-hidden">Call {info.originatorName} on </span>
            {info.phoneNumber}
          </a>
        </li>
        <li>
          <a href={`mailto:${info.email}`}>
            <span className="visually-hidden">Email {info.originatorName} at </span>
            {info.email}
          </a>
        </li>
      </ul>
      {states.length > 0 ? <p className="lo-card__states">Licensed to lend in {states.join(', ')}</p> : null}
    </aside>
  );
}
