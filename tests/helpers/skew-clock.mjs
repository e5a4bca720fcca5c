// Preloaded with `node --import` into a child process: this process's clock runs CHANCERY_CLOCK_SKEW_MS
// ahead (or behind, when negative) of the machine's. `new Date()`, `Date()` and `Date.now()` all follow it;
// dates built from a value or a string are left alone. It says so on stderr, with the time it now reads.
const skew = Number(process.env.CHANCERY_CLOCK_SKEW_MS ?? 0);
const RealDate = Date;

function SkewedDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + skew).toString();
  return args.length === 0 ? new RealDate(RealDate.now() + skew) : new RealDate(...args);
}
SkewedDate.prototype = RealDate.prototype;
SkewedDate.now = () => RealDate.now() + skew;
SkewedDate.parse = RealDate.parse;
SkewedDate.UTC = RealDate.UTC;
globalThis.Date = SkewedDate;

process.stderr.write(
  `${JSON.stringify({ level: 'info', msg: 'clock skewed', skewMs: skew, now: new Date().toISOString() })}\n`,
);
