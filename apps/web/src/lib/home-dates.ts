import { formatClockTime } from '@hearth/domain/business-hours';
import { formatLongDate, propertyDate, propertyTimeZone, zonedDateTime } from '@hearth/domain/dates';

/**
 * The dates a borrower or an owner sees, on the home's calendar and in the product's format (issue 21 item 9,
 * decision 0272), worked out without Intl (decision 0271). `state` is the home's state ("NY"); an unknown or empty
 * one reads as Pacific, as `propertyTimeZone` does.
 */

/** "November 24, 2026": the day an instant (ISO) falls on at the home; a value that is not an instant, as given. */
export function homeDay(iso: string, state: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatLongDate(propertyDate(at, state));
}

/** "November 24, 2026 at 11:30 PM": an instant (ISO) on the home's clock; a value that is not an instant, as given. */
export function homeDateTime(iso: string, state: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const wall = zonedDateTime(at, propertyTimeZone(state));
  return `${formatLongDate(wall)} at ${formatClockTime(`${wall.hour}:${String(wall.minute).padStart(2, '0')}`)}`;
}

/**
 * The state of a home from its address on one line, as the owner's invitation and application give it
 * ("1400 Happy Path Ln, Sacramento, CA 95814" is "CA"); '' when the line does not end in a state (and its ZIP code).
 */
export function stateOfAddressLine(line: string): string {
  return /,\s*([A-Za-z]{2})(?:\s+[\d-]+)?\s*$/.exec(line)?.[1]?.toUpperCase() ?? '';
}
