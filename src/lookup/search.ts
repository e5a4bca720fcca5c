import { boundedDamerau } from './distance.js';
import { contentTokens, fold, stem, tokens } from './normalize.js';
import type { CardEntry, GameRules, GameSlug, Locale, RuleEntry } from './types.js';

export type HitKind = 'section' | 'card';

export interface SearchHit {
  game: GameSlug;
  id: string;
  kind: HitKind;
  /** Section number as printed, or the card number/deck for cards. */
  section: string;
  title: string;
  score: number;
}

interface SearchOptions {
  game?: GameSlug;
  locale?: Locale;
  limit?: number;
  kind?: HitKind;
  /** Treat the last query word as a prefix (what autocomplete wants while the user is typing). */
  prefix?: boolean;
}

interface Doc {
  game: GameSlug;
  kind: HitKind;
  entry: RuleEntry | CardEntry;
  /** folded ids that name this doc exactly: id, aliases, section number */
  ids: string[];
  /** the same ids split by priority for getEntry: own id, then aliases, then the printed number */
  idTiers: [string[], string[], string[]];
  /** weighted term frequencies */
  tf: Map<string, number>;
  len: number;
  /** content words of each title, joined by spaces (for phrase matching) */
  titlePhrases: string[];
  keywordPhrases: string[];
}

export interface SearchIndex {
  docs: Doc[];
  postings: Map<string, Array<[number, number]>>;
  byStem: Map<string, string[]>;
  byLength: Map<number, string[]>;
  /** vocabulary, sorted, for prefix ranges by binary search */
  vocab: string[];
  /** vocabulary by first letter, for typo scans */
  byFirst: Map<string, string[]>;
  avgLen: number;
  /** memo of per-term BM25 scores and of query-word expansions (the index never changes) */
  bm25Memo: Map<string, Map<number, number>>;
  expandMemo: Map<string, Array<[string, number]>>;
  byGameId: Map<string, number>;
}

const W_TITLE = 4;
const W_KEYWORD = 3;
const W_BODY = 1;
const W_DECK = 0.5;
const K1 = 1.2;
const B = 0.5;

function addTokens(tf: Map<string, number>, text: string, weight: number): number {
  let n = 0;
  for (const t of contentTokens(text)) {
    tf.set(t, (tf.get(t) ?? 0) + weight);
    n += weight;
  }
  return n;
}

function isCard(e: RuleEntry | CardEntry): e is CardEntry {
  return (e as CardEntry).deck !== undefined;
}

export function buildIndex(games: readonly GameRules[]): SearchIndex {
  const docs: Doc[] = [];
  for (const g of games) {
    const all: Array<RuleEntry | CardEntry> = [...g.ruleEntries, ...g.cardEntries];
    for (const e of all) {
      const tf = new Map<string, number>();
      let len = 0;
      len += addTokens(tf, `${e.title.en} ${e.title.it}`, W_TITLE);
      len += addTokens(tf, [...e.keywords.en, ...e.keywords.it].join(' | '), W_KEYWORD);
      len += addTokens(tf, `${e.body.en} ${e.body.it}`, W_BODY);
      const card = isCard(e);
      if (card) len += addTokens(tf, `card carta ${e.deck}`, W_DECK);
      const aliases = [...(e.aliases ?? [])];
      if (card && e.number !== undefined) aliases.push(`${e.deck}-${e.number}`);
      const idTiers: [string[], string[], string[]] = [[fold(e.id)], aliases.map(fold), card ? [] : [fold(e.section)]];
      const ids = [...new Set(idTiers.flat())];
      docs.push({
        game: g.game,
        kind: card ? 'card' : 'section',
        entry: e,
        ids,
        idTiers,
        tf,
        len,
        titlePhrases: [contentTokens(e.title.en).join(' '), contentTokens(e.title.it).join(' ')],
        keywordPhrases: [...e.keywords.en, ...e.keywords.it].map((k) => contentTokens(k).join(' ')),
      });
    }
  }
  const postings = new Map<string, Array<[number, number]>>();
  docs.forEach((d, i) => {
    for (const [t, w] of d.tf) {
      let p = postings.get(t);
      if (!p) postings.set(t, (p = []));
      p.push([i, w]);
    }
  });
  const vocab = [...postings.keys()].sort();
  const byFirst = new Map<string, string[]>();
  for (const t of vocab) {
    const l = byFirst.get(t[0]);
    if (l) l.push(t);
    else byFirst.set(t[0], [t]);
  }
  const byStem = new Map<string, string[]>();
  const byLength = new Map<number, string[]>();
  for (const t of vocab) {
    const s = stem(t);
    const list = byStem.get(s);
    if (list) list.push(t);
    else byStem.set(s, [t]);
    const l = byLength.get(t.length);
    if (l) l.push(t);
    else byLength.set(t.length, [t]);
  }
  const avgLen = docs.reduce((a, d) => a + d.len, 0) / Math.max(1, docs.length);
  const byGameId = new Map<string, number>();
  // Primary ids first, so an alias can never shadow another entry's own id.
  for (const tier of [0, 1, 2] as const) {
    docs.forEach((d, i) => {
      for (const id of d.idTiers[tier]) {
        const key = `${d.game}\u0000${d.kind}\u0000${id}`;
        if (!byGameId.has(key)) byGameId.set(key, i);
      }
    });
  }
  return {
    docs,
    postings,
    byStem,
    byLength,
    vocab,
    byFirst,
    avgLen,
    byGameId,
    bm25Memo: new Map(),
    expandMemo: new Map(),
  };
}

function maxTypos(len: number): number {
  if (len <= 3) return 0;
  if (len <= 5) return 1;
  return 2;
}

/** The sorted-vocabulary terms starting with `prefix`. */
function withPrefix(vocab: string[], prefix: string): string[] {
  let lo = 0;
  let hi = vocab.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vocab[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < vocab.length && vocab[i].startsWith(prefix); i++) out.push(vocab[i]);
  return out;
}

const MEMO_LIMIT = 20_000;

/** Vocabulary terms a query word may stand for, with a confidence factor (memoized). */
function expand(index: SearchIndex, word: string, asPrefix: boolean): Array<[string, number]> {
  const key = `${asPrefix ? 'p' : 'w'}:${word}`;
  const hit = index.expandMemo.get(key);
  if (hit) return hit;
  if (index.expandMemo.size > MEMO_LIMIT) index.expandMemo.clear();
  const out = computeExpansions(index, word, asPrefix);
  index.expandMemo.set(key, out);
  return out;
}

function computeExpansions(index: SearchIndex, word: string, asPrefix: boolean): Array<[string, number]> {
  const out = new Map<string, number>();
  const put = (t: string, f: number) => {
    if ((out.get(t) ?? 0) < f) out.set(t, f);
  };
  if (index.postings.has(word)) put(word, 1);
  for (const t of index.byStem.get(stem(word)) ?? []) put(t, 0.9);
  // Inflected forms sharing a long prefix (negotiate/negotiation, assedio/assediata).
  if (word.length >= 6 && !/\d/.test(word)) {
    for (const t of withPrefix(index.vocab, word.slice(0, 6))) {
      const shorter = Math.min(t.length, word.length);
      let k = 0;
      while (k < shorter && t.charCodeAt(k) === word.charCodeAt(k)) k++;
      if (k >= 6 && k >= Math.ceil(shorter * 0.75)) put(t, 0.75);
    }
  }
  if (asPrefix && word.length >= 2) {
    let n = 0;
    for (const t of withPrefix(index.vocab, word)) {
      if (t.length > word.length) {
        put(t, word.length >= 4 ? 0.8 : 0.6);
        if (++n > 60) break;
      }
    }
  }
  if (out.size === 0 && !/\d/.test(word)) {
    const max = maxTypos(word.length);
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const t of index.byLength.get(len) ?? []) {
        const d = boundedDamerau(word, t, max);
        if (d <= max) put(t, d === 1 ? 0.7 : 0.45);
      }
    }
    // a typo inside a prefix the user is still typing
    if (asPrefix && word.length >= 4) {
      const candidates = [
        ...(index.byFirst.get(word[0]) ?? []),
        ...(word[1] !== word[0] ? (index.byFirst.get(word[1]) ?? []) : []),
      ];
      for (const t of candidates) {
        if (t.length > word.length && boundedDamerau(word, t.slice(0, word.length), 1) <= 1) put(t, 0.5);
      }
    }
  }
  return [...out];
}

function bm25(index: SearchIndex, term: string): Map<number, number> {
  const memo = index.bm25Memo.get(term);
  if (memo) return memo;
  const p = index.postings.get(term);
  const res = new Map<number, number>();
  index.bm25Memo.set(term, res);
  if (!p) return res;
  const n = index.docs.length;
  const idf = Math.log(1 + (n - p.length + 0.5) / (p.length + 0.5));
  for (const [i, w] of p) {
    const d = index.docs[i];
    const s = (idf * (w * (K1 + 1))) / (w + K1 * (1 - B + (B * d.len) / index.avgLen));
    res.set(i, s);
  }
  return res;
}

const SECTION_PRIOR = 1.25;
const CARD_WORDS = new Set(['card', 'cards', 'carta', 'carte']);
const SECTION_WORDS = new Set([
  'section',
  'sect',
  'sec',
  'rule',
  'chapter',
  'par',
  'sezione',
  'paragrafo',
  'capitolo',
  'regola',
  'art',
]);
const SECTION_LIKE = /^(?:[0-9]+[a-z]?(?:\.[0-9a-z]+)*|[ivx]+(?:\.[0-9]+)*)$/;

/** Words that make a question about a special case (or a section title one). */
const SPECIAL_WORDS = new Set([
  'np',
  'automated',
  'automatizzata',
  'automatizzate',
  'automa',
  'bot',
  'bots',
  'solo',
  'solitario',
  'example',
  'esempio',
  'q&a',
  'qa',
  'errata',
  'notes',
  'note',
  'design',
  'history',
  'storia',
  'historical',
  'storiche',
]);
const SPECIAL_CASE_WEIGHT = 0.6;

function isSpecialCase(d: Doc): boolean {
  const e = d.entry as RuleEntry;
  if (/^(13(\.|$)|solo|two-player|qa|example|errata|design-notes|notes|history)/.test(e.id)) return true;
  return tokens(e.title.en).some((t) => t === 'np' || t === 'solo' || t === 'bot');
}

export function search(index: SearchIndex, query: string, opts: SearchOptions = {}): SearchHit[] {
  const locale = opts.locale ?? 'en';
  const limit = opts.limit ?? 10;
  const inScope = (d: Doc) => (!opts.game || d.game === opts.game) && (!opts.kind || d.kind === opts.kind);
  const scores = new Map<number, number>();
  const add = (i: number, s: number) => scores.set(i, (scores.get(i) ?? 0) + s);

  const raw = tokens(query);
  // A query made only of section numbers (and words like "section"): "5", "XII", "§ 8.7".
  const onlySections = contentTokens(query).every((t) => SECTION_LIKE.test(t) || SECTION_WORDS.has(t));
  // Exact section numbers ('8.7', 'xii.3', '22c') and the sections under them. Bare integers and
  // Roman numerals ('5', 'i', 'xii') count only in short queries, so "can I ..." is not section I.
  for (const t of raw) {
    if (!SECTION_LIKE.test(t)) continue;
    const compound = t.includes('.') || (/\d/.test(t) && /[a-z]/.test(t));
    if (!compound && !onlySections) continue;
    index.docs.forEach((d, i) => {
      if (!inScope(d)) return;
      if (d.kind !== 'section' && !compound) return;
      if (d.ids.includes(t)) add(i, 100);
      else if (d.kind === 'section' && d.ids.some((id) => id.startsWith(`${t}.`))) add(i, 4);
      else if (opts.prefix && d.kind === 'section' && d.ids.some((id) => id.startsWith(t))) add(i, 2);
    });
  }

  // The whole query typed as an entry id ('rhineland', 'E3_sarajevo', 'two-player'), or a word that
  // is a card id with digits ('c21', 'IC17').
  const idWords = new Set([fold(query).trim(), ...raw.filter((t) => /\d/.test(t) && /[a-z]/.test(t))]);
  index.docs.forEach((d, i) => {
    if (inScope(d) && d.ids.some((id) => idWords.has(id)) && !scores.has(i)) add(i, 100);
  });

  const words = contentTokens(query);
  const matched = new Map<number, number>();
  const corrected: string[] = [];
  words.forEach((w, wi) => {
    const isLast = wi === words.length - 1;
    const best = new Map<number, number>();
    const expansions = expand(index, w, Boolean(opts.prefix) && isLast);
    const top = expansions.reduce<[string, number] | null>((a, e) => (!a || e[1] > a[1] ? e : a), null);
    corrected.push(top && top[1] < 0.9 ? top[0] : w);
    for (const [term, factor] of expansions) {
      for (const [i, s] of bm25(index, term)) {
        if (!inScope(index.docs[i])) continue;
        const v = s * factor;
        if ((best.get(i) ?? 0) < v) best.set(i, v);
      }
    }
    for (const [i, v] of best) {
      add(i, v);
      matched.set(i, (matched.get(i) ?? 0) + 1);
    }
  });

  // Special cases (the rules for non-player Powers, solo bots, two players, examples, Q&A, notes)
  // answer only questions that ask about them: otherwise the chapter rule comes first.
  const asksSpecial =
    raw.some((t) => SPECIAL_WORDS.has(t)) ||
    (raw.some((t) => t === 'two' || t === 'due' || t === '2') &&
      raw.some((t) => /^(players?|giocator[ei]|player)$/.test(t)));
  if (!asksSpecial) {
    for (const [i, s] of scores) {
      const d = index.docs[i];
      if (d.kind === 'section' && isSpecialCase(d)) scores.set(i, s * SPECIAL_CASE_WEIGHT);
    }
  }

  // Coordination: documents that match more of the query words rank higher.
  if (words.length > 1) {
    for (const [i, s] of scores) {
      const m = matched.get(i) ?? 0;
      scores.set(i, s * (0.4 + (0.6 * m) / words.length));
    }
  }

  // Phrase bonus: the query (or its words) appearing as a title or keyword phrase.
  const phrase = corrected.join(' ');
  if (phrase.length >= 3) {
    for (const [i, s] of scores) {
      const d = index.docs[i];
      const titleHit = d.titlePhrases.some((t) => t.includes(phrase));
      const kwHit = d.keywordPhrases.some((k) => k === phrase || (phrase.length >= 5 && k.includes(phrase)));
      const kwExact = d.keywordPhrases.some((k) => k === phrase);
      const titleExact = d.titlePhrases.some((t) => t === phrase);
      scores.set(i, s * (titleExact || kwExact ? 2 : titleHit || kwHit ? 1.5 : 1));
    }
  }

  // Rule sections are the primary answer; a card wins only on a clearly better match.
  // ...unless the question itself says it is about a card.
  const askedForCard = raw.some((t) => CARD_WORDS.has(t));
  for (const [i, s] of scores) {
    const kind = index.docs[i].kind;
    if (kind === 'section' && !askedForCard) scores.set(i, s * SECTION_PRIOR);
    if (kind === 'card' && askedForCard) scores.set(i, s * SECTION_PRIOR);
  }

  const hits: SearchHit[] = [];
  for (const [i, score] of scores) {
    if (score <= 0) continue;
    const d = index.docs[i];
    hits.push({
      game: d.game,
      id: d.entry.id,
      kind: d.kind,
      section: d.kind === 'section' ? (d.entry as RuleEntry).section : (d.entry as CardEntry).deck,
      title: d.entry.title[locale],
      score: Math.round(score * 1000) / 1000,
    });
  }
  hits.sort((a, b) => b.score - a.score || a.game.localeCompare(b.game) || a.id.localeCompare(b.id));
  return hits.slice(0, limit);
}
