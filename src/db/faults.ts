/**
 * Lost database connections: what they look like, and the error a request gets when the database
 * cannot be reached long enough to finish it.
 */

/** Socket errors of a connection that broke or could not be made. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * Postgres's own codes for a connection that is gone or not accepted yet: class 08 (connection
 * exception), and a server shutting down or starting (57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now).
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** What node-postgres and its pool say when a connection ends, breaks or cannot be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether `e` (or an error it wraps, as drizzle's query errors do) is a lost or refused database
 * connection: the statement never reached the server, or its outcome is unknown, but nothing about
 * the process is broken — the pool drops that connection and opens a new one.
 */
export function isConnectionLoss(e: unknown): boolean {
  let cur: unknown = e;
  for (let depth = 0; depth < 6 && cur && typeof cur === 'object'; depth++) {
    const x = cur as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof x.code === 'string' && (SOCKET_CODES.has(x.code) || SERVER_CODES.test(x.code))) return true;
    if (typeof x.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(x.message as string))) return true;
    // AggregateError (a connection tried on several addresses)
    if (Array.isArray(x.errors) && x.errors.some((inner) => isConnectionLoss(inner))) return true;
    cur = x.cause;
  }
  return false;
}

/**
 * The database could not be reached for long enough to finish a request. `inDoubt`: the connection
 * broke after a write was sent (a commit without its answer), so it may or may not have been applied;
 * otherwise nothing was changed.
 */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';
  constructor(
    readonly inDoubt: boolean,
    cause: unknown,
  ) {
    super(inDoubt ? 'database connection lost during a write' : 'database unreachable', { cause });
  }
}

/**
 * The errors the last-resort handler (`npm start`'s `uncaughtException` / `unhandledRejection`) lets the
 * process survive: a lost or refused database connection (`isConnectionLoss`), or a request that gave up
 * waiting for the database. Each leaves nothing half-done (a transaction is all or nothing, and the pool
 * replaces the broken connection). Anything else may have left the process in a state nobody planned
 * for: it exits, non-zero, for its supervisor to restart it.
 */
export function survivable(e: unknown): boolean {
  return e instanceof DbUnavailableError || isConnectionLoss(e);
}
