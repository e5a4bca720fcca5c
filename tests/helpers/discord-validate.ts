/**
 * Discord's documented limits on what a bot sends, checked the way Discord checks them: a violation
 * is answered with 400, code 50035 "Invalid Form Body", and an `errors` object that mirrors the JSON
 * path of each offending field (`{ embeds: { 0: { title: { _errors: [{ code, message }] } } } }`).
 * Written against the API docs (message, embed, component, interaction-response and modal limits),
 * independently of the bot's own fitting code (src/transport/discord-limits.ts), so the two check each other.
 */

/** The limits, as the Discord API documents them. */
export const DISCORD = {
  content: 2000,
  embeds: 10,
  embed: { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, author: 256 },
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  modalTitle: 45,
  modalRows: 5,
  textInputLabel: 45,
  textInputValue: 4000,
  textInputPlaceholder: 100,
  attachments: 10,
  /**
   * Upload limit per request for a server without boosts, which Discord states in every interaction
   * as `attachment_size_limit` (10 MiB = 10,485,760 bytes). A bigger upload gets 413, code 40005.
   */
  uploadBytes: 10 * 1024 * 1024,
} as const;

export interface ErrorTree {
  _errors?: { code: string; message: string }[];
  [key: string]: ErrorTree | { code: string; message: string }[] | undefined;
}

class Errors {
  readonly tree: ErrorTree = {};
  count = 0;

  add(path: (string | number)[], code: string, message: string): void {
    let node = this.tree;
    for (const p of path) {
      const k = String(p);
      node[k] ??= {};
      node = node[k] as ErrorTree;
    }
    node._errors ??= [];
    node._errors.push({ code, message });
    this.count += 1;
  }

  max(path: (string | number)[], value: unknown, limit: number): void {
    if (typeof value === 'string' && value.length > limit)
      this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${limit} or fewer in length.`);
    else if (Array.isArray(value) && value.length > limit)
      this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${limit} or fewer in length.`);
  }
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function checkEmbeds(e: Errors, path: (string | number)[], embeds: unknown[]): void {
  e.max(path, embeds, DISCORD.embeds);
  let total = 0;
  embeds.forEach((raw, i) => {
    const em = obj(raw);
    const at = [...path, i];
    const L = DISCORD.embed;
    e.max([...at, 'title'], em.title, L.title);
    e.max([...at, 'description'], em.description, L.description);
    e.max([...at, 'fields'], em.fields, L.fields);
    e.max([...at, 'footer', 'text'], obj(em.footer).text, L.footer);
    e.max([...at, 'author', 'name'], obj(em.author).name, L.author);
    total +=
      str(em.title).length +
      str(em.description).length +
      str(obj(em.footer).text).length +
      str(obj(em.author).name).length;
    arr(em.fields).forEach((f, j) => {
      const field = obj(f);
      e.max([...at, 'fields', j, 'name'], field.name, L.fieldName);
      e.max([...at, 'fields', j, 'value'], field.value, L.fieldValue);
      if (!str(field.name) || !str(field.value))
        e.add([...at, 'fields', j], 'BASE_TYPE_REQUIRED', 'This field is required');
      total += str(field.name).length + str(field.value).length;
    });
  });
  if (total > DISCORD.embedTotal)
    e.add(path, 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${DISCORD.embedTotal}`);
}

function checkComponents(e: Errors, path: (string | number)[], rows: unknown[], ids: Set<string>): void {
  e.max(path, rows, DISCORD.actionRows);
  rows.forEach((raw, i) => {
    const row = obj(raw);
    const at = [...path, i];
    const items = arr(row.components);
    if (row.type !== 1) return;
    if (items.length === 0) e.add([...at, 'components'], 'BASE_TYPE_MIN_LENGTH', 'Must be 1 or more in length.');
    const selects = items.filter((c) => obj(c).type !== 2);
    if (selects.length > 0 && items.length > 1)
      e.add(
        [...at, 'components'],
        'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
        'The specified component exceeds the maximum width',
      );
    e.max([...at, 'components'], items, DISCORD.buttonsPerRow);
    items.forEach((c, j) => {
      const comp = obj(c);
      const cat = [...at, 'components', j];
      const id = comp.custom_id;
      if (typeof id === 'string') {
        e.max([...cat, 'custom_id'], id, DISCORD.customId);
        if (ids.has(id))
          e.add([...cat, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
        ids.add(id);
      }
      if (comp.type === 2) e.max([...cat, 'label'], comp.label, DISCORD.buttonLabel);
      if (comp.type === 3) {
        const options = arr(comp.options);
        e.max([...cat, 'options'], options, DISCORD.selectOptions);
        e.max([...cat, 'placeholder'], comp.placeholder, DISCORD.selectPlaceholder);
        options.forEach((o, k) => {
          const opt = obj(o);
          for (const key of ['label', 'value', 'description'] as const)
            e.max([...cat, 'options', k, key], opt[key], DISCORD.selectOptionText);
        });
        const maxValues = typeof comp.max_values === 'number' ? comp.max_values : 1;
        if (maxValues > Math.max(1, options.length))
          e.add([...cat, 'max_values'], 'BASE_TYPE_MAX', `Must be ${options.length} or less.`);
      }
    });
  });
}

/** The message fields of a create/edit body (channel message, webhook, interaction reply data). */
function checkMessageBody(e: Errors, path: (string | number)[], body: Obj): void {
  e.max([...path, 'content'], body.content, DISCORD.content);
  checkEmbeds(e, [...path, 'embeds'], arr(body.embeds));
  checkComponents(e, [...path, 'components'], arr(body.components), new Set());
  e.max([...path, 'attachments'], body.attachments, DISCORD.attachments);
}

export interface Verdict {
  status: number;
  json: { message: string; code: number; errors?: ErrorTree };
}

function verdict(e: Errors, files: { data: Buffer }[]): Verdict | null {
  if (files.length > DISCORD.attachments)
    e.add(['files'], 'BASE_TYPE_MAX_LENGTH', `Must be ${DISCORD.attachments} or fewer in length.`);
  if (e.count > 0) return { status: 400, json: { message: 'Invalid Form Body', code: 50035, errors: e.tree } };
  const bytes = files.reduce((n, f) => n + f.data.length, 0);
  if (bytes > DISCORD.uploadBytes) return { status: 413, json: { message: 'Request entity too large', code: 40005 } };
  return null;
}

/** A message create or edit (channel message, webhook execute, webhook message edit). */
export function checkMessage(body: unknown, files: { data: Buffer }[]): Verdict | null {
  const e = new Errors();
  checkMessageBody(e, [], obj(body));
  return verdict(e, files);
}

/** An interaction callback: a reply or message update (4, 7), autocomplete choices (8), a modal (9). */
export function checkCallback(body: unknown, files: { data: Buffer }[]): Verdict | null {
  const e = new Errors();
  const b = obj(body);
  const data = obj(b.data);
  if (b.type === 4 || b.type === 7) checkMessageBody(e, ['data'], data);
  if (b.type === 8) {
    const choices = arr(data.choices);
    e.max(['data', 'choices'], choices, DISCORD.choices);
    choices.forEach((c, i) => {
      const ch = obj(c);
      e.max(['data', 'choices', i, 'name'], ch.name, DISCORD.choiceName);
      e.max(['data', 'choices', i, 'value'], ch.value, DISCORD.choiceValue);
      if (!str(ch.name)) e.add(['data', 'choices', i, 'name'], 'BASE_TYPE_MIN_LENGTH', 'Must be 1 or more in length.');
    });
  }
  if (b.type === 9) {
    e.max(['data', 'title'], data.title, DISCORD.modalTitle);
    e.max(['data', 'custom_id'], data.custom_id, DISCORD.customId);
    const rows = arr(data.components);
    e.max(['data', 'components'], rows, DISCORD.modalRows);
    rows.forEach((r, i) => {
      arr(obj(r).components).forEach((c, j) => {
        const input = obj(c);
        const at = ['data', 'components', i, 'components', j];
        e.max([...at, 'label'], input.label, DISCORD.textInputLabel);
        e.max([...at, 'value'], input.value, DISCORD.textInputValue);
        e.max([...at, 'placeholder'], input.placeholder, DISCORD.textInputPlaceholder);
        e.max([...at, 'custom_id'], input.custom_id, DISCORD.customId);
      });
    });
  }
  return verdict(e, files);
}
