/**
 * Rule lookups for every game: a fuzzy, accent-insensitive, English + Italian search over the
 * rule sections and cards that live in each game's `data/rules/` folder. Pure TypeScript, no
 * discord.js; the `/rules` command wires it to Discord.
 *
 * The search index is built lazily on first use and cached for the process (lookup is not engine
 * code, so module-level caching is allowed here).
 */
import * as belleEpoque from '../engine/belle-epoque/data/rules/index.js';
import * as diplomacy from '../engine/diplomacy/data/rules/index.js';
import * as succession1701 from '../engine/succession-1701/data/rules/index.js';
import * as versailles1919 from '../engine/versailles-1919/data/rules/index.js';
import { fold } from './normalize.js';
import { buildIndex, search, type HitKind, type SearchHit, type SearchIndex } from './search.js';
import type { CardEntry, GameRules, GameSlug, Locale, RuleEntry } from './types.js';

export type { CardEntry, GameRules, GameSlug, RuleEntry } from './types.js';
export type { SearchHit } from './search.js';

export const GAMES: readonly GameRules[] = [
  { game: 'belle-epoque', name: { en: 'La Belle Époque', it: 'La Belle Époque' }, ...pick(belleEpoque) },
  { game: 'diplomacy', name: { en: 'Diplomacy', it: 'Diplomacy' }, ...pick(diplomacy) },
  { game: 'versailles-1919', name: { en: 'Versailles 1919', it: 'Versailles 1919' }, ...pick(versailles1919) },
  {
    game: 'succession-1701',
    name: { en: '1701: A Question of Succession', it: '1701: Una questione di successione' },
    ...pick(succession1701),
  },
];

function pick(m: { ruleEntries: readonly unknown[]; cardEntries: readonly unknown[] }) {
  return {
    ruleEntries: m.ruleEntries as readonly RuleEntry[],
    cardEntries: m.cardEntries as readonly CardEntry[],
  };
}

/** Short tags used in cross-game autocomplete labels. */
const GAME_TAG: Record<GameSlug, string> = {
  'belle-epoque': 'LBE',
  diplomacy: 'DIP',
  'versailles-1919': 'V1919',
  'succession-1701': '1701',
};

let cached: SearchIndex | null = null;
function index(): SearchIndex {
  cached ??= buildIndex(GAMES);
  return cached;
}

interface SearchRulesOptions {
  game?: GameSlug;
  locale?: Locale;
  limit?: number;
  /** Only sections or only cards. */
  kind?: HitKind;
}

/** Ranked hits for a free-text question, a section number, a card name or a keyword. */
export function searchRules(query: string, opts: SearchRulesOptions = {}): SearchHit[] {
  return search(index(), query, { ...opts, limit: opts.limit ?? 10 });
}

export type LookupEntry =
  | { game: GameSlug; kind: 'section'; entry: RuleEntry }
  | { game: GameSlug; kind: 'card'; entry: CardEntry };

/**
 * The entry for a section id (or an alias such as an older numbering) or a card id.
 * Sections win over cards when both share an id. Accepts `'<game>:<id>'` values from autocomplete.
 */
export function getEntry(game: GameSlug, id: string): LookupEntry | null {
  const idx = index();
  const key = fold(id.startsWith(`${game}:`) ? id.slice(game.length + 1) : id).trim();
  for (const kind of ['section', 'card'] as const) {
    const i = idx.byGameId.get(`${game}\u0000${kind}\u0000${key}`);
    if (i !== undefined) {
      const d = idx.docs[i];
      return d.kind === 'section'
        ? { game, kind: 'section', entry: d.entry as RuleEntry }
        : { game, kind: 'card', entry: d.entry as CardEntry };
    }
  }
  return null;
}

/** Resolve an autocomplete value (`'<game>:<id>'`) back to its entry. */
export function resolveValue(value: string): LookupEntry | null {
  const g = GAMES.find((x) => value.startsWith(`${x.game}:`));
  return g ? getEntry(g.game, value.slice(g.game.length + 1)) : null;
}

export interface Choice {
  name: string;
  value: string;
}

interface AutocompleteOptions {
  game?: GameSlug;
  locale?: Locale;
  kind?: HitKind;
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

function label(game: GameSlug, kind: HitKind, section: string, title: string, withGame: boolean): string {
  const tag = withGame ? `[${GAME_TAG[game]}] ` : '';
  const num = kind === 'section' ? `${section} ` : '';
  const cardMark = kind === 'card' ? '🃏 ' : '';
  return clip(`${tag}${cardMark}${num}${title}`, 100);
}

/**
 * Up to 25 Discord autocomplete choices. `value` is `'<game>:<id>'` (≤ 100 chars), `name` is the
 * section number and localized title (≤ 100 chars), prefixed by the game when no game is given.
 */
export function autocomplete(query: string, opts: AutocompleteOptions = {}): Choice[] {
  const locale = opts.locale ?? 'en';
  const withGame = !opts.game;
  if (query.trim() === '') {
    const out: Choice[] = [];
    for (const g of GAMES) {
      if (opts.game && g.game !== opts.game) continue;
      const list: Array<RuleEntry | CardEntry> = opts.kind === 'card' ? [...g.cardEntries] : [...g.ruleEntries];
      for (const e of list) {
        if (out.length >= 25) break;
        if (opts.kind !== 'card' && !opts.game && (e as RuleEntry).section.includes('.')) continue;
        const kind: HitKind = opts.kind === 'card' ? 'card' : 'section';
        out.push({
          name: label(g.game, kind, (e as RuleEntry).section ?? '', e.title[locale], withGame),
          value: clip(`${g.game}:${e.id}`, 100),
        });
      }
    }
    return out.slice(0, 25);
  }
  const hits = search(index(), query, { game: opts.game, locale, kind: opts.kind, limit: 25, prefix: true });
  return hits.map((h) => ({
    name: label(h.game, h.kind, h.section, h.title, withGame),
    value: clip(`${h.game}:${h.id}`, 100),
  }));
}

/** All entries of one game (or every game), for completeness checks and listings. */
export function gameRules(game: GameSlug): GameRules {
  const g = GAMES.find((x) => x.game === game);
  if (!g) throw new Error(`unknown game ${game}`);
  return g;
}

/** Warm the cached index (e.g. at bot start, so the first autocomplete is fast). */
export function warmIndex(): void {
  index();
}
