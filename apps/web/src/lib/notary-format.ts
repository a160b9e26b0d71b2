import type { NotaryPlace } from '@hearth/domain/notary';

/**
 * How the notary pages write times, days and places (decisions 0174, 0176): in the browser's time zone, or in
 * `timeZone` when the place fixes it (a Texas closing at the title office, decision 0208), the zone named.
 */
export const when = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

/** A yyyy-MM-dd day as "Monday, December 7, 2026". */
export const longDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const placeLine = (place: Omit<NotaryPlace, 'name'>) =>
  [place.street1, place.street2, `${place.city}, ${place.state} ${place.zip}`].filter(Boolean).join(', ');

/** A calendar invite (RFC 5545) built in the browser. */
export function calendarHref(event: {
  uid: string;
  startsAt: string;
  minutes: number;
  summary: string;
  description: string;
  location?: string;
}): string {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const start = new Date(event.startsAt);
  const end = new Date(start.getTime() + event.minutes * 60 * 1000);
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Notary//EN',
    'BEGIN:VEVENT',
    `UID:${stamp(start)}-${event.uid}@hearth`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${event.summary}`,
    `DESCRIPTION:${event.description}`,
    ...(event.location ? [`LOCATION:${event.location.replace(/,/g, '\\,')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
