/**
 * pino's `err` serializer without personal data (issue 9 item 4, decision 0087). A failed query's error carries
 * the values it was run with: Drizzle's `params` and its message's `params:` line, PostgreSQL's `detail`
 * ("Key (email)=(...) already exists") and `where`, and messages that quote the rejected value
 * (`invalid input syntax for type uuid: "..."`). Only an allow-list of diagnostic fields is kept, messages and
 * stacks are cut before any value, and causes are scrubbed the same way.
 */

const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'routine',
] as const;
const MAX_CAUSES = 5;
const MAX_QUERY_CHARS = 2_000;
export const SCRUBBED = '[SCRUBBED]';

/**
 * The message without any value: Drizzle's `Failed query: <SQL>` keeps its SQL (placeholders only) and loses its
 * `params:` line; any other message has every double-quoted part and `Key (...)=(...)` value SCRUBBED
 * (`value "1000000000000" is out of range`, `invalid input syntax for type uuid: "..."`).
 */
export function scrubMessage(message: string): string {
  const withoutParams = message.split(/\r?\nparams:/)[0] ?? '';
  if (withoutParams.startsWith('Failed query:')) return withoutParams;
  return withoutParams
    .replace(/"(?:[^"\\]|\\.)*"/g, `"${SCRUBBED}"`)
    .replace(/=\((?:[^()]|\([^()]*\))*\)/g, `=(${SCRUBBED})`);
}

function scrubStack(stack: string, name: string, message: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${name}: ${message}`, ...frames].join('\n');
}

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

export function scrubbedError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') {
    return { type: typeof error, message: scrubMessage(String(error)) };
  }
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const message = scrubMessage(typeof source.message === 'string' ? source.message : '');
  const out: SerializedError = { type, message };
  if (typeof source.stack === 'string') out.stack = scrubStack(source.stack, type, message);
  // The SQL text: its values are placeholders ($1, $2), and the cut stops a very long statement at a bound.
  if (typeof source.query === 'string') out.query = source.query.slice(0, MAX_QUERY_CHARS);
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSES) out.cause = scrubbedError(source.cause, depth + 1);
  return out;
}
