/** A tiny levelled logger writing JSON lines to stderr (stdout is for the console table). */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

let threshold: number = LEVELS[(process.env.LOG_LEVEL as LogLevel) ?? 'info'] ?? LEVELS.info;

export function setLogLevel(level: LogLevel): void {
  threshold = LEVELS[level];
}

const MAX_MESSAGE = 240;

/** JSON-looking spans (`{…}`, `[…]`) in a message: a state, a hand, an order or a row would hide there. */
function withoutData(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '{' || ch === '[') {
      if (depth === 0) out += ch === '{' ? '{…}' : '[…]';
      depth += 1;
    } else if ((ch === '}' || ch === ']') && depth > 0) depth -= 1;
    else if (depth === 0) out += ch;
  }
  return out;
}

function clip(text: string, max = MAX_MESSAGE): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * An error as the logs may carry it: its name, code, a short message and where it was thrown, then its
 * causes the same way. Never the data it carried: a failed query's parameters (a game's whole hidden
 * state: hands, decks, orders, the random-number state), Postgres's `detail` (the failing row), a
 * Discord request body. Messages lose their JSON-looking parts and are clipped.
 */
export function safeError(e: unknown, depth = 0): Record<string, unknown> {
  if (!(e instanceof Error)) return { thrown: typeof e };
  const x = e as Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown; status?: unknown };
  const out: Record<string, unknown> = { name: x.name };
  if (typeof x.code === 'string' || typeof x.code === 'number') out.code = x.code;
  if (typeof x.status === 'number') out.status = x.status;
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every value>": keep the SQL only.
  // (PGlite's own errors also carry `query` and `params`, with the server's message kept as it is.)
  const message =
    typeof x.query === 'string' && x.message.startsWith('Failed query:')
      ? `Failed query: ${x.query}`
      : (x.message.split('\n')[0] ?? '');
  out.message = clip(withoutData(message));
  const frames = (x.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 8)
    .map((l) => clip(l.trim(), 200));
  if (frames.length) out.at = frames;
  if (x.cause !== undefined && depth < 4) out.cause = safeError(x.cause, depth + 1);
  return out;
}

function write(level: Exclude<LogLevel, 'silent'>, msg: string, ctx?: Record<string, unknown>): void {
  if (LEVELS[level] < threshold) return;
  const line = { t: new Date().toISOString(), level, msg, ...ctx };
  process.stderr.write(`${JSON.stringify(line, (_k, v) => (v instanceof Error ? safeError(v) : v))}\n`);
}

export const log = {
  debug: (m: string, c?: Record<string, unknown>) => write('debug', m, c),
  info: (m: string, c?: Record<string, unknown>) => write('info', m, c),
  warn: (m: string, c?: Record<string, unknown>) => write('warn', m, c),
  error: (m: string, c?: Record<string, unknown>) => write('error', m, c),
};
