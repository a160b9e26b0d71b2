import { formatMoney } from '@hearth/domain/money';

/** Whole dollars as the console shows them ($12,500). */
export function money(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}

/** How long ago, in the largest whole unit: "3 h", "2 d", "12 min". */
export function ageOf(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** A moment in the reader's time zone, to the minute. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
