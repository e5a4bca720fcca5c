// The one custom-id codec (STYLE §9): every button, select menu and modal of the bot names itself
// `<prefix>:<part>:<part>…`. The router finds the command by the prefix; a game's component says
// `<prefix>:<gameId>:<stamp>:<verb>[:arg…]`, where the stamp (the state's version, or Diplomacy's
// phase key) makes a click on an old message stale instead of acting on a board that moved on.

/** Discord's limit on a custom id. */
export const CUSTOM_ID_MAX = 100;

const ID = /^[a-z0-9]+$/;

/**
 * `prefix:part:part…`. A longer id than Discord takes is a bug (a cut id would name something else),
 * so it throws instead of cutting; a part may not hold the separator unless it is the last one.
 */
export function encodeCustomId(prefix: string, ...parts: (string | number)[]): string {
  const id = [prefix, ...parts].join(':');
  if (id.length > CUSTOM_ID_MAX) throw new Error(`custom id over ${CUSTOM_ID_MAX} characters: ${id.slice(0, 40)}…`);
  return id;
}

/** The prefix (what the router matches) and the parts after it. */
export function decodeCustomId(customId: string): { prefix: string; parts: string[] } {
  const [prefix = '', ...parts] = customId.split(':');
  return { prefix, parts };
}

/** A game component's id, read. */
export interface GameCustomId {
  prefix: string;
  gameId: string;
  /** the stamp as written: a version, or a phase key */
  stamp: string;
  /** the stamp as a version (NaN when it is not a number) */
  version: number;
  /** everything after the stamp: `verb[:arg…]` */
  key: string;
  verb: string;
  args: string[];
}

/** `<prefix>:<gameId>:<stamp>:<verb>[:arg…]` */
export function encodeGameCustomId(prefix: string, gameId: string, stamp: string | number, key: string): string {
  return encodeCustomId(prefix, gameId, stamp, key);
}

/** A game component's id, or null when it is not one (of `prefix`, when given). */
export function decodeGameCustomId(customId: string, prefix?: string): GameCustomId | null {
  const { prefix: p, parts } = decodeCustomId(customId);
  const [gameId, stamp, verb, ...args] = parts;
  if ((prefix !== undefined && p !== prefix) || !gameId || !stamp || !verb) return null;
  if (!ID.test(gameId) || !ID.test(stamp)) return null;
  const version = /^\d+$/.test(stamp) ? Number(stamp) : Number.NaN;
  return { prefix: p, gameId, stamp, version, key: [verb, ...args].join(':'), verb, args };
}

/** A rule entry's button (`/rules`, a refusal's pointer): `r:<game>:<section>`. */
export function ruleCustomId(game: string, section: string): string {
  return encodeCustomId('r', game, section);
}

export function parseRuleCustomId(customId: string): { game: string; section: string } | null {
  const { prefix, parts } = decodeCustomId(customId);
  const [game, ...rest] = parts;
  const section = rest.join(':');
  return prefix === 'r' && game && /^[a-z0-9-]+$/.test(game) && section ? { game, section } : null;
}

/** A page of `/game history`: `h:<gameId>:<page>`. */
export function historyPageCustomId(gameId: string, page: number): string {
  return encodeCustomId('h', gameId, page);
}

export function parseHistoryPageCustomId(customId: string): { gameId: string; page: number } | null {
  const { prefix, parts } = decodeCustomId(customId);
  const [gameId, page] = parts;
  return prefix === 'h' && parts.length === 2 && gameId && ID.test(gameId) && page && /^\d+$/.test(page)
    ? { gameId, page: Number(page) }
    : null;
}

/** What a log may say of an id: prefix, game id and stamp; the rest may name a secret order. */
export function customIdForLog(customId: string): string {
  return customId.split(':').slice(0, 3).join(':').slice(0, 60);
}

/** The codec of one game command's prefix (letters and digits only), stamped with the state's version. */
export interface CustomIds {
  /** what the router matches (`ChatCommand.prefixes`) */
  prefix: string;
  id(gameId: string, version: number, key: string): string;
  parse(customId: string): GameCustomId | null;
}

export function customIds(prefix: string): CustomIds {
  return {
    prefix,
    id: (gameId, version, key) => encodeGameCustomId(prefix, gameId, version, key),
    parse(customId) {
      const id = decodeGameCustomId(customId, prefix);
      return id && Number.isFinite(id.version) ? id : null;
    },
  };
}
