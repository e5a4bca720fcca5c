// Card lookup entries for 1701, built from the game's own card data (../cards.ts strategy cards,
// ../tactical.ts battle decks) so ids and contents cannot drift from the engine. Wording is ours.
import { STRATEGY_CARDS } from '../cards.js';
import { tacticalDeck, tacticalCard } from '../tactical.js';
import type { MandatoryDef, OppCode, Side, StrategyCardDef } from '../types.js';
import { card, type CardEntry } from './types.js';

type Lang = 'en' | 'it';

const SIDE: Record<Lang, Record<Side, string>> = {
  en: { loyalists: 'Loyalists', 'grand-alliance': 'Grand Alliance' },
  it: { loyalists: 'Lealisti', 'grand-alliance': 'Alleanza' },
};

/** Strategy card opportunities (rulebook §11). */
const OPP: Record<Lang, Record<OppCode, string>> = {
  en: {
    RES_PLUS: 'army resistance +1',
    RES_MINUS: 'enemy army resistance −1',
    FORCED_OK: 'forced march without penalty',
    HALT: 'an enemy army stays put this semester',
    ALLY_BONUS: 'alliance attempt +1 free',
    STEAL_BONUS: 'stealing an enemy ally +1 free',
    INCOME_MINUS: 'enemy leader income −2',
    INCOME_PLUS: 'income +2 to one of your states',
  },
  it: {
    RES_PLUS: 'resistenza armata +1',
    RES_MINUS: 'resistenza armata nemica −1',
    FORCED_OK: 'marcia forzata senza penalità',
    HALT: "un'armata nemica resta ferma nel semestre",
    ALLY_BONUS: "tentativo d'alleanza +1 gratis",
    STEAL_BONUS: 'strappare un alleato nemico +1 gratis',
    INCOME_MINUS: 'rendita leader nemico −2',
    INCOME_PLUS: 'rendita +2 a un tuo Stato',
  },
};

const AREA: Record<Lang, Record<string, string>> = {
  en: {
    SPANISH_NL: 'the Spanish Netherlands',
    ITALY: 'northern Italy',
    DANUBE: 'the Danube',
    FRENCH_TOWNS: 'French towns',
    HABSBURG_TOWNS: 'Habsburg towns',
    REICH_TOWNS: 'Reich towns',
    REICH_HABSBURG: 'Habsburg or Reich towns',
    REICH_UPPER_RHINE: 'the Upper Rhine',
  },
  it: {
    SPANISH_NL: 'i Paesi Bassi spagnoli',
    ITALY: "l'Italia settentrionale",
    DANUBE: 'il Danubio',
    FRENCH_TOWNS: 'città francesi',
    HABSBURG_TOWNS: 'città asburgiche',
    REICH_TOWNS: "città dell'Impero",
    REICH_HABSBURG: "città asburgiche o dell'Impero",
    REICH_UPPER_RHINE: "l'Alto Reno",
  },
};

function mandatoryText(m: MandatoryDef, l: Lang): string {
  const where = m.set ? (AREA[l][m.set] ?? m.set) : '';
  const en = l === 'en';
  const army = m.armyState
    ? en
      ? ` with a ${m.armyState.toLowerCase()} army`
      : ` con un'armata ${m.armyState.toLowerCase()}`
    : '';
  switch (m.kind) {
    case 'enter':
      return en ? `enter ${where}${army}` : `entrare in ${where}${army}`;
    case 'attack':
      return en
        ? `attack an enemy army${where ? ` in ${where}` : ''}${army}`
        : `attaccare un'armata nemica${where ? ` in ${where}` : ''}${army}`;
    case 'siege':
      return en
        ? `besiege a town${where ? ` in ${where}` : ''}${army}`
        : `assediare una città${where ? ` in ${where}` : ''}${army}`;
  }
}

function strategyEntry(c: StrategyCardDef): CardEntry {
  const body = (l: Lang): string => {
    const en = l === 'en';
    const parts: string[] = [];
    parts.push(
      en
        ? `Strategy card for ${c.year} (${c.back} back), concerns the ${SIDE.en[c.concerns]}.`
        : `Carta strategica del ${c.year} (dorso ${c.back === 'white' ? 'bianco' : 'giallo'}), riguarda i ${SIDE.it[c.concerns]}.`,
    );
    if (c.red && c.mandatory.length) {
      const acts = c.mandatory.map((m) => mandatoryText(m, l)).join(en ? ' or ' : ' oppure ');
      parts.push(
        en
          ? `Red title: if it concerns your side you must ${acts} this semester, or roll the D4 penalty.`
          : `Titolo rosso: se riguarda il tuo schieramento devi ${acts} nel semestre, altrimenti tiri il D4 di penalità.`,
      );
    }
    if (c.automatic === 'savoy_defection')
      parts.push(
        en ? 'Savoy leaves the Loyalists and joins the Alliance.' : "La Savoia lascia i Lealisti e passa all'Alleanza.",
      );
    for (const s of ['loyalists', 'grand-alliance'] as const) {
      const o = c.opps[s];
      parts.push(
        en
          ? `${SIDE.en[s]}: use ${o.use} of ${o.list.map((x) => OPP.en[x]).join(', ')}.`
          : `${SIDE.it[s]}: usa ${o.use} tra ${o.list.map((x) => OPP.it[x]).join(', ')}.`,
      );
    }
    return parts.join(' ') + (en ? ' Card text reconstructed.' : ' Testo della carta ricostruito.');
  };
  return card(
    c.id,
    'strategy',
    [c.title.en, c.title.it],
    [body('en'), body('it')],
    [
      [`strategy card ${c.year}`, `${c.year}`],
      [`carta strategica ${c.year}`, `${c.year}`],
    ],
    ['10', '11'],
    Number(c.id.slice(1)),
  );
}

/** One entry per kind of tactical card; every copy id of both decks resolves to it. */
function tacticalEntries(): CardEntry[] {
  const ids = [...tacticalDeck('L'), ...tacticalDeck('A')];
  const kinds = [...new Set(ids.map((id) => id.split('-')[1]!))];
  return kinds.map((kind) => {
    const c = tacticalCard(`L-${kind}-1`);
    const copies = ids.filter((id) => id.split('-')[1] === kind);
    const name: [string, string] = c.joker
      ? ['Tactical card: Joker', 'Carta tattica: Jolly']
      : [
          `Tactical card: attack ${c.attack}, defence ${c.defence}`,
          `Carta tattica: attacco ${c.attack}, difesa ${c.defence}`,
        ];
    const body: [string, string] = c.joker
      ? [
          'Battle card (in both decks). Lets an army that is losing withdraw from battle without losing brigades, instead of rolling the D4.',
          "Carta battaglia (in entrambi i mazzi). Permette a un'armata che sta perdendo di ritirarsi senza perdere brigate, invece di tirare il D4.",
        ]
      : [
          `Battle card (in both decks, ${copies.length / 2} per deck): ${c.attack} attack (cavalryman) and ${c.defence} defence (infantryman). In a clash your attack minus the other card's defence is compared with theirs; the higher wins.`,
          `Carta battaglia (in entrambi i mazzi, ${copies.length / 2} per mazzo): ${c.attack} attacco (cavaliere) e ${c.defence} difesa (fante). Nello scontro il tuo attacco meno la difesa dell'altra carta si confronta col suo; vince il più alto.`,
        ];
    const e = card(
      `tactical-${kind}`,
      'tactical',
      name,
      body,
      [
        [`tactical ${kind}`, c.joker ? 'joker' : 'battle card'],
        [`tattica ${kind}`, c.joker ? 'jolly' : 'carta battaglia'],
      ],
      ['19', '20'],
    );
    return { ...e, aliases: copies };
  });
}

export const cardEntries: readonly CardEntry[] = [...STRATEGY_CARDS.map(strategyEntry), ...tacticalEntries()];
