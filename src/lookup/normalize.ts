/** Text normalisation shared by indexing and querying: accent-free, lower-case, tokenised. */

const STOPWORDS = new Set([
  // en
  'a',
  'an',
  'the',
  'of',
  'to',
  'in',
  'on',
  'for',
  'and',
  'or',
  'is',
  'are',
  'be',
  'can',
  'i',
  'my',
  'do',
  'does',
  'what',
  'how',
  'when',
  'with',
  'it',
  'its',
  'at',
  'by',
  'from',
  'if',
  'you',
  'your',
  'there',
  'this',
  'that',
  'which',
  'who',
  'may',
  'get',
  'much',
  'many',
  'as',
  'than',
  'into',
  'out',
  'up',
  'rule',
  'rules',
  'happens',
  'happen',
  'was',
  'were',
  'been',
  'work',
  'works',
  'one',
  'someone',
  'have',
  'has',
  'had',
  'am',
  'we',
  'our',
  'me',
  'will',
  'would',
  'should',
  'could',
  'any',
  'does',
  'did',
  'about',
  'there',
  'them',
  'they',
  'their',
  'now',
  'got',
  'over',
  'between',
  // it
  'il',
  'lo',
  'la',
  'i',
  'gli',
  'le',
  'un',
  'uno',
  'una',
  'di',
  'da',
  'del',
  'della',
  'dei',
  'delle',
  'degli',
  'dello',
  'al',
  'alla',
  'ai',
  'alle',
  'allo',
  'agli',
  'nel',
  'nella',
  'nei',
  'nelle',
  'nello',
  'negli',
  'sul',
  'sulla',
  'sui',
  'sulle',
  'con',
  'per',
  'tra',
  'fra',
  'e',
  'ed',
  'o',
  'come',
  'cosa',
  'che',
  'chi',
  'quando',
  'quanto',
  'quanti',
  'quante',
  'posso',
  'puo',
  'si',
  'mi',
  'ci',
  'non',
  'se',
  'ha',
  'ho',
  'hanno',
  'sono',
  'piu',
  'funziona',
  'regola',
  'regole',
  'succede',
  'quale',
  'quali',
  'mio',
  'mia',
  'devo',
  'deve',
  // Italian elisions ("all'inizio", "cos'è", "c'è", "un'armata", "dell'evento") and everyday verbs
  'all',
  'dell',
  'nell',
  'sull',
  'dall',
  'l',
  'cos',
  'c',
  'quest',
  'quell',
  'fa',
  'fare',
  'faccio',
  'vuol',
  'dire',
  'va',
  'vanno',
  'viene',
  'vengono',
  'sta',
  'stanno',
  'tuo',
  'tua',
  'suo',
  'sua',
  'questo',
  'questa',
  'ne',
  'col',
  'coi',
  'dal',
  'dalla',
  'dallo',
  'dai',
  'dagli',
  'dalle',
]);

/** Lower-case, strip diacritics, unify apostrophes. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/**
 * Split folded text into tokens. Section numbers such as `8.7`, `13.4.4`, `xii.3`, `22c` stay whole;
 * other punctuation separates words.
 */
export function tokens(text: string): string[] {
  const folded = fold(text);
  const out: string[] = [];
  const re = /[a-z0-9]+(?:\.[a-z0-9]+)*/g;
  for (const m of folded.matchAll(re)) {
    const t = m[0];
    out.push(t);
    // also index the parts of dotted words that are not section numbers ("e.g." and the like)
    if (t.includes('.') && !/^[0-9ivx]+(\.[0-9a-z]+)+$/.test(t)) out.push(...t.split('.'));
  }
  return out;
}
/** Content tokens of a text: tokens without stopwords (single letters dropped unless digits). */
export function contentTokens(text: string): string[] {
  return tokens(text).filter((t) => !STOPWORDS.has(t) && (t.length > 1 || /\d/.test(t)));
}

/**
 * A crude stem shared by English and Italian: drops one plural/gender ending so that
 * "fleets"/"fleet", "flotte"/"flotta", "contese"/"contesa" meet.
 */
export function stem(t: string): string {
  if (t.length <= 4 || /\d/.test(t)) return t;
  if (t.endsWith('ies') && t.length > 5) return `${t.slice(0, -3)}y`;
  // Italian verb and noun endings (pescano/pescare, appoggio/appoggiare, assediata/assedio)
  const it = t.match(
    /^(.{4,}?)(iamo|ando|endo|are|ere|ire|ano|ono|ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute|zione|zioni)$/,
  );
  if (it) return it[1].replace(/[aeio]$/, '');
  if (/ations?$/.test(t) && t.length > 7) return t.replace(/ations?$/, '').replace(/[aeio]$/, '');
  if (t.endsWith('ing') && t.length > 6) return t.slice(0, -3);
  if (t.endsWith('ed') && t.length > 5) return t.slice(0, -2);
  return t.replace(/(es|s|i|e|a|o)$/, '');
}
