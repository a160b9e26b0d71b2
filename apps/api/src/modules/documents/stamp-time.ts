/**
 * "November 25, 2026 at 3:41 PM PST": the time of an act as a lender's document prints it, on the home's clock with
 * its zone named (issue 21 item 9: a California afternoon is not the next day in UTC).
 */
export function stampTime(at: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(at);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${date} at ${time} ${zone ?? timeZone}`;
}
