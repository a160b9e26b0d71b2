import { useEffect, useState } from 'react';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

/** The phone line's hours (spec section 7: OPS_PHONE with display, 6 s timeout), shared by every line on the page. */
type PhoneHours = { openStatus: 'OPEN' | 'CLOSED'; display?: string[] };
const PHONE_HOURS_PATH = '/service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true';
const cache = new Map<string, { at: number; hours: Promise<PhoneHours | null> }>();

function phoneHours(orgCode: string): Promise<PhoneHours | null> {
  const hit = cache.get(orgCode);
  // Refreshed at most every 60 seconds (spec section 9).
  if (hit && Date.now() - hit.at < 60_000) return hit.hours;
  const hours = Promise.resolve()
    .then(() => fetch(PHONE_HOURS_PATH, { headers: { 'x-org': orgCode }, signal: AbortSignal.timeout(6000) }))
    .then((response) => (response?.ok ? (response.json() as Promise<PhoneHours>) : null))
    .catch(() => null);
  cache.set(orgCode, { at: Date.now(), hours });
  return hours;
}

/**
 * "Questions? Call ..." line shown in the top bar on desktop and in the side nav everywhere, with whether the line
 * is open now and its hours in the lender's time zone; without an answer in 6 seconds, the number alone.
 */
export function SupportLine({ className }: { className?: string }) {
  const brand = useBrand();
  const [hours, setHours] = useState<PhoneHours | null>(null);
  useEffect(() => {
    let live = true;
    void phoneHours(brand.orgCode).then((answer) => live && setHours(answer));
    return () => {
      live = false;
    };
  }, [brand.orgCode]);
  return (
    <p className={className}>
      Questions? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a>
      {hours ? (
        <span className="support-line__hours" title={hours.display?.join('\n')}>
          {hours.openStatus === 'OPEN'
            ? ' We are open now.'
            : ` We are closed now. ${hours.display?.[0] ?? ''}`}
        </span>
      ) : null}
    </p>
  );
}
