import type { Context } from './types.js';
import { Refusal } from './types.js';

/** Option readers for handlers: the transport already typed them; these only narrow. */
export function optString(ctx: Context, name: string): string | undefined {
  const v = ctx.req.options[name];
  if (v === undefined || v === null || v === '') return undefined;
  return String(v);
}

export function optInt(ctx: Context, name: string): number | undefined {
  const v = ctx.req.options[name];
  if (v === undefined || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n)) throw new Refusal('error.bad_input', { detail: `${name}=${String(v).slice(0, 50)}` });
  return n;
}

/** `key=value key2=value2` → object; values that look like JSON (numbers, booleans) are parsed. */
export function parseKeyValues(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  const out: Record<string, unknown> = {};
  for (const part of text.trim().split(/\s+/)) {
    const m = /^([A-Za-z][\w-]*)=(.*)$/.exec(part);
    if (!m) throw new Refusal('error.bad_input', { detail: part.slice(0, 50) });
    const raw = m[2]!;
    let value: unknown = raw;
    if (/^(true|false|-?\d+(\.\d+)?)$/.test(raw)) value = JSON.parse(raw);
    out[m[1]!] = value;
  }
  return out;
}
