import type { Component, Reply } from './types.js';

/**
 * The one paginator for long text. Discord takes 2000 characters a message; nothing is ever cut
 * without a word: long text is split at line ends into pages (or into several messages), and a line
 * longer than a page is broken at a space and carries on in the next chunk after a "↪".
 */
export const PAGE_CHARS = 1900;

/** Breaks one over-long line into pieces of at most `max` characters, each continuation marked. */
function breakLine(line: string, max: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max - 2);
    if (cut < max / 2) cut = max - 2;
    out.push(`${rest.slice(0, cut)} ↪`);
    rest = `↪ ${rest.slice(cut).trimStart()}`;
  }
  out.push(rest);
  return out;
}

/** Groups lines into chunks of at most `max` characters, whole lines where they fit. */
export function chunkLines(lines: readonly string[], max = PAGE_CHARS): string[] {
  const chunks: string[] = [];
  let cur = '';
  for (const raw of lines) {
    for (const line of raw.length > max ? breakLine(raw, max) : [raw]) {
      if (cur && cur.length + 1 + line.length > max) {
        chunks.push(cur);
        cur = '';
      }
      cur = cur ? `${cur}\n${line}` : line;
    }
  }
  if (cur || chunks.length === 0) chunks.push(cur);
  return chunks;
}

/** Text that must fit one message: the whole of it, or several messages (never a silent cut). */
export function chunkText(text: string, max = PAGE_CHARS): string[] {
  return chunkLines(text.split('\n'), max);
}

/**
 * One page of a long list, with ◀ ▶ buttons whose custom ids the caller makes (`idFor(page)`), and
 * "page i/n" in the header so the reader knows there is more. `page` is 1-based; out of range goes to
 * the nearest page; `undefined` means the last page (the newest lines).
 */
export function pagedReply(
  header: (page: number, pages: number) => string,
  lines: readonly string[],
  page: number | undefined,
  idFor: (page: number) => string,
  extra: Omit<Reply, 'content'> = {},
): Reply & { page: number; pages: number } {
  // leave room for the header on every page
  const pagesText = chunkLines(lines, PAGE_CHARS - 150);
  const pages = pagesText.length;
  const p = Math.min(pages, Math.max(1, page ?? pages));
  const content = `${header(p, pages)}\n${pagesText[p - 1]}`;
  const components: Component[][] = [...(extra.components ?? [])];
  if (pages > 1)
    components.unshift([
      { type: 'button', customId: idFor(1), label: '⏮', disabled: p === 1 },
      { type: 'button', customId: idFor(Math.max(1, p - 1)), label: '◀', disabled: p === 1 },
      { type: 'button', customId: idFor(Math.min(pages, p + 1)), label: '▶', disabled: p === pages },
      { type: 'button', customId: idFor(pages), label: '⏭', disabled: p === pages },
    ]);
  return { ...extra, content, components, page: p, pages };
}

/** A reply whose content is too long becomes several replies (the first keeps embeds/files/buttons last). */
export function splitReply(r: Reply, max = 2000): Reply[] {
  if (!r.content || r.content.length <= max) return [r];
  const parts = chunkText(r.content, max);
  return parts.map((content, i) =>
    i === parts.length - 1
      ? { ...r, content }
      : { content, ephemeral: r.ephemeral, mentions: i === 0 ? r.mentions : [], table: undefined },
  );
}

/** Text at most `max` characters; a shortened one ends in "…" so the reader sees it was shortened. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
