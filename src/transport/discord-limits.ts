import { log } from '../log.js';
import { chunkText, cut } from '../bot/pages.js';
import type { Component, Embed, EmbedField, Modal, Reply, SelectMenu } from '../bot/types.js';

/**
 * Discord's documented limits on what a bot sends, and the one check every reply goes through before
 * it leaves the bot (`fitReply`, `fitChoices`, `fitModal`). Nothing is refused by Discord and nothing
 * is cut without a sign: long text is split into more messages, lists are spread over more embeds,
 * rows, menus or messages (a menu split in parts says "(1/2)"), and a label that has to be shortened
 * ends in "…".
 */
export const LIMITS = {
  content: 2000,
  embedsPerMessage: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  /** All titles, descriptions, field names and values, footers and author names of one message. */
  embedTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  selectOptions: 25,
  optionText: 100,
  placeholder: 150,
  choices: 25,
  choiceText: 100,
  modalTitle: 45,
  modalRows: 5,
  inputLabel: 45,
  inputValue: 4000,
  inputPlaceholder: 100,
  threadName: 100,
  files: 10,
  /**
   * Upload bytes per message: the 10 MiB Discord gives a server without boosts (it sends it in every
   * interaction as `attachment_size_limit`), which every server has at least.
   */
  uploadBytes: 10 * 1024 * 1024,
} as const;

const embedChars = (e: Embed): number =>
  (e.title?.length ?? 0) +
  (e.description?.length ?? 0) +
  (e.footer?.length ?? 0) +
  (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);

/** One field whose value is too long becomes several, the later ones named "↪". */
function fitField(f: EmbedField): EmbedField[] {
  const name = cut(f.name || '—', LIMITS.fieldName);
  const parts = f.value.length > LIMITS.fieldValue ? chunkText(f.value, LIMITS.fieldValue) : [f.value || '—'];
  return parts.map((value, i) => ({ name: i === 0 ? name : '↪', value: value || '—', inline: f.inline }));
}

/**
 * One embed within every per-embed limit: a long description is carried on in further embeds, fields
 * past 25 (or past the 6000 characters one message can hold) in continuation embeds titled "↪".
 */
function fitEmbed(e: Embed): Embed[] {
  const title = e.title ? cut(e.title, LIMITS.embedTitle) : undefined;
  const footer = e.footer ? cut(e.footer, LIMITS.footer) : undefined;
  const descriptions = e.description ? chunkText(e.description, LIMITS.embedDescription) : [];
  const out: Embed[] = [];
  const base = { color: e.color };
  descriptions.forEach((description, i) =>
    out.push({ ...base, ...(i === 0 ? { title, image: e.image } : {}), description }),
  );
  if (out.length === 0) out.push({ ...base, title, image: e.image });
  // room left for fields: the whole message budget less what the footer will take
  const budget = LIMITS.embedTotal - (footer?.length ?? 0);
  for (const field of (e.fields ?? []).flatMap(fitField)) {
    let last = out[out.length - 1]!;
    const full = (last.fields?.length ?? 0) >= LIMITS.embedFields;
    if (full || embedChars(last) + field.name.length + field.value.length > budget) {
      last = { ...base, title: '↪' };
      out.push(last);
    }
    last.fields = [...(last.fields ?? []), field];
  }
  if (footer) out[out.length - 1]!.footer = footer;
  return out;
}

/** Embeds grouped into messages: at most 10 each, and at most 6000 characters between them. */
function groupEmbeds(embeds: Embed[]): Embed[][] {
  const groups: Embed[][] = [];
  let cur: Embed[] = [];
  let chars = 0;
  for (const e of embeds.flatMap(fitEmbed)) {
    const n = embedChars(e);
    if (cur.length && (cur.length >= LIMITS.embedsPerMessage || chars + n > LIMITS.embedTotal)) {
      groups.push(cur);
      cur = [];
      chars = 0;
    }
    cur.push(e);
    chars += n;
  }
  if (cur.length) groups.push(cur);
  return groups;
}

/** A select menu with more than 25 options becomes several, each saying which part it is. */
function splitSelect(s: SelectMenu): SelectMenu[] {
  const options = s.options.map((o) => ({
    label: cut(o.label || '—', LIMITS.optionText),
    value: o.value,
    description: o.description ? cut(o.description, LIMITS.optionText) : undefined,
  }));
  const parts: (typeof options)[] = [];
  for (let i = 0; i < options.length; i += LIMITS.selectOptions) parts.push(options.slice(i, i + LIMITS.selectOptions));
  if (parts.length === 0) parts.push([]);
  return parts.map((opts, i) => {
    const suffix = parts.length > 1 ? ` (${i + 1}/${parts.length})` : '';
    const placeholder = `${cut(s.placeholder ?? '…', LIMITS.placeholder - suffix.length)}${suffix}`;
    const maxValues = Math.min(s.maxValues ?? 1, Math.max(1, opts.length));
    return { ...s, options: opts, placeholder, maxValues, minValues: Math.min(s.minValues ?? 1, maxValues) };
  });
}

/** Rows Discord accepts: a select menu alone in its row, at most five buttons to a row. */
function fitRows(rows: Component[][]): Component[][] {
  const out: Component[][] = [];
  for (const row of rows) {
    let buttons: Component[] = [];
    const flush = () => {
      for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow)
        out.push(buttons.slice(i, i + LIMITS.buttonsPerRow));
      buttons = [];
    };
    for (const c of row) {
      if (c.customId.length > LIMITS.customId)
        log.error('a component custom id is longer than Discord allows', { customId: c.customId });
      if (c.type === 'button') buttons.push({ ...c, label: cut(c.label || '—', LIMITS.buttonLabel) });
      else {
        flush();
        for (const part of splitSelect(c)) out.push([part]);
      }
    }
    flush();
  }
  return out;
}

/** Rows grouped into messages: at most five each, and no custom id twice in one message. */
function groupRows(rows: Component[][]): Component[][][] {
  const groups: Component[][][] = [];
  let cur: Component[][] = [];
  let ids = new Set<string>();
  for (const row of rows) {
    const clash = row.some((c) => ids.has(c.customId));
    if (cur.length && (cur.length >= LIMITS.rows || clash)) {
      groups.push(cur);
      cur = [];
      ids = new Set();
    }
    cur.push(row);
    for (const c of row) ids.add(c.customId);
  }
  if (cur.length) groups.push(cur);
  return groups;
}

type File = NonNullable<Reply['files']>[number];

/** Files grouped into messages: at most ten and 10 MiB each; a file bigger than that alone is named, not sent. */
function groupFiles(files: File[], images: Set<string>): { groups: File[][]; tooBig: File[] } {
  const tooBig = files.filter((f) => f.data.length > LIMITS.uploadBytes);
  // files an embed shows go first, so they travel with the embeds
  const sendable = files
    .filter((f) => f.data.length <= LIMITS.uploadBytes)
    .sort((a, b) => Number(images.has(b.name)) - Number(images.has(a.name)));
  const groups: File[][] = [];
  let cur: File[] = [];
  let bytes = 0;
  for (const f of sendable) {
    if (cur.length && (cur.length >= LIMITS.files || bytes + f.data.length > LIMITS.uploadBytes)) {
      groups.push(cur);
      cur = [];
      bytes = 0;
    }
    cur.push(f);
    bytes += f.data.length;
  }
  if (cur.length) groups.push(cur);
  return { groups, tooBig };
}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

/**
 * The one limits check: a reply becomes as many messages as Discord's limits need, in reading order
 * (text, then embeds with their files, the components on the last of them, then whatever did not fit
 * one message). The table marker stays on the message that carries the table's components.
 */
export function fitReply(r: Reply): Reply[] {
  const images = new Set((r.embeds ?? []).flatMap((e) => (e.image ? [e.image] : [])));
  const { groups: fileGroups, tooBig } = groupFiles(r.files ?? [], images);
  const notes = tooBig.map((f) => `📎✖ ${f.name} (${mib(f.data.length)} > ${mib(LIMITS.uploadBytes)})`);
  const text = [r.content ?? '', ...notes].filter(Boolean).join('\n');
  const common = { ephemeral: r.ephemeral, mentions: r.mentions };
  const msgs: Reply[] = text ? chunkText(text, LIMITS.content).map((content) => ({ ...common, content })) : [];
  const embedGroups = groupEmbeds(r.embeds ?? []);
  let withEmbeds = -1;
  embedGroups.forEach((embeds, i) => {
    if (i === 0 && msgs.length) msgs[msgs.length - 1]!.embeds = embeds;
    else msgs.push({ ...common, embeds });
    if (i === 0) withEmbeds = msgs.length - 1;
  });
  fileGroups.forEach((files, i) => {
    if (i === 0 && msgs.length) msgs[withEmbeds >= 0 ? withEmbeds : msgs.length - 1]!.files = files;
    else msgs.push({ ...common, files });
  });
  const rowGroups = groupRows(fitRows(r.components ?? []));
  rowGroups.forEach((components, i) => {
    if (i === 0 && msgs.length) msgs[msgs.length - 1]!.components = components;
    else msgs.push({ ...common, components });
  });
  if (msgs.length === 0) return [r];
  // the table message is the one with the table's buttons (the first group), or the last one
  const tableAt = rowGroups.length > 0 ? msgs.length - rowGroups.length : msgs.length - 1;
  if (r.table) msgs[tableAt]!.table = r.table;
  return msgs;
}

/**
 * Autocomplete choices Discord accepts: 25 at most (when there are more, the last one says how many
 * are left and submits what was typed, which commands resolve by unique prefix), names ≤ 100 ("…").
 * A value over 100 characters cannot be shortened without changing it: such a choice is left out, loudly.
 */
export function fitChoices(
  choices: readonly { name: string; value: string }[],
  typed: string,
): { name: string; value: string }[] {
  const ok = choices.filter((c) => {
    const fits = c.value.length > 0 && c.value.length <= LIMITS.choiceText;
    if (!fits) log.error('an autocomplete value does not fit Discord (1–100 characters)', { value: c.value });
    return fits;
  });
  const named = ok.map((c) => ({ name: cut(c.name || c.value, LIMITS.choiceText), value: c.value }));
  if (named.length <= LIMITS.choices) return named;
  const shown = named.slice(0, LIMITS.choices - 1);
  const rest = named.length - shown.length;
  const value = typed.trim().slice(0, LIMITS.choiceText) || named[LIMITS.choices - 1]!.value;
  return [...shown, { name: cut(`⋯ +${rest}: ${typed.trim() || '…'}`, LIMITS.choiceText), value }];
}

/** A modal Discord accepts: title and labels shortened with "…", a pre-filled value to 4000 characters. */
export function fitModal(m: Modal): Modal {
  if (m.fields.length > LIMITS.modalRows)
    log.error('a modal has more text inputs than Discord shows', { customId: m.customId, fields: m.fields.length });
  return {
    customId: m.customId,
    title: cut(m.title, LIMITS.modalTitle),
    fields: m.fields.slice(0, LIMITS.modalRows).map((f) => ({
      ...f,
      label: cut(f.label, LIMITS.inputLabel),
      value: f.value === undefined ? undefined : cut(f.value, LIMITS.inputValue),
      placeholder: f.placeholder === undefined ? undefined : cut(f.placeholder, LIMITS.inputPlaceholder),
    })),
  };
}
