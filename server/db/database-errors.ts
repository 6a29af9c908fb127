/**
 * Errors that say the database cannot be reached or has gone away, rather than that a query is wrong:
 * the server is down, restarting or refusing connections, a connection was cut, or no answer came in time.
 * The error handler answers them with 503 database_unavailable; the pool reconnects by itself.
 */

/** Node's socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL's SQLSTATEs for the same (class 08 is "connection exception" as a whole). */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (or pg_terminate_backend ended this connection)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout (server/db/database.ts) or an operator's cancel
]);

/** node-postgres and pg-pool report these without a code. */
const MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /^Query read timeout/, // the client's query_timeout
  /not queryable/, // a query on a client whose connection already failed
];

/** True when `error` (or anything in its cause chain: Drizzle and better-auth wrap pg's errors) is one of the above. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Node reports a refused connection to every address of a name as one AggregateError.
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...inner].some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/**
 * PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race with another one
 * and was rolled back whole, so running it again is safe (found anywhere in the cause chain).
 */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '40P01' || code === '40001') return true;
  return isTransactionConflict(error.cause, depth + 1);
}
