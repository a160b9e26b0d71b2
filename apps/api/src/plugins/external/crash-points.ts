/**
 * Fault injection for the crash tests (decision 0179): outside production, `HEARTH_CRASH_AT=<point>` kills this
 * process with SIGKILL the first time the code passes that point, as a power cut or `kill -9` would: no `finally`,
 * no shutdown hook, nothing flushed. Production never reads the variable.
 */
const CRASH_AT = process.env.HEARTH_ENV === 'production' ? undefined : process.env.HEARTH_CRASH_AT;

export type CrashPoint =
  | 'signing.act-recorded'
  | 'notary.deed-signed'
  | 'recording.ordered'
  | 'funding.file-written'
  | 'funding.settled';

export function crashPoint(point: CrashPoint): void {
  if (CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
