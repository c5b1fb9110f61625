/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, frozen,
 * network gone) rather than that a query is wrong. Such a request is worth retrying in a moment,
 * so it answers 503, not 500. Drizzle wraps driver errors (`cause`), so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (isUnavailableItself(current)) return true;
    current = current.cause;
  }
  return false;
}

/** Socket-level failures reaching the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL's own: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up or shutting down), 53300 too many connections; class 08 is every connection exception.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and pg-pool report a lost connection, and their timeouts, by text only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Query read timeout$/, // the client's query_timeout: the server stopped answering
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  // A failed connect to several addresses (localhost → ::1 and 127.0.0.1) is an AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}
