import type { CardHalf, Effect } from './effects.js';
import type { PowerId } from './powers.js';

/** Event cards (6.0, reconstruction v1 §4.3). All resolve in the Event Phase, with no choices. */
export interface EventCard {
  id: string;
  era: 1 | 2 | 3;
  promo: boolean;
  effects: Effect[];
  provenance: string;
}

const ev = (id: string, era: 1 | 2 | 3, effects: Effect[], provenance: string, promo = false): EventCard => ({
  id,
  era,
  promo,
  effects,
  provenance,
});

export const EVENT_CARDS: readonly EventCard[] = [
  ev(
    'E1_austria_serbia',
    1,
    [{ op: 'place', n: 2, owner: 'central-empires', territory: 'serbia', rule: 'event' }],
    'reconstructed: Vienna sponsors King Milan (1882)',
  ),
  ev('E1_economic_crisis', 1, [{ op: 'money', who: 'each_power', amount: -3 }], 'reconstructed: the Long Depression'),
  ev(
    'E1_economic_progress',
    1,
    [{ op: 'money', who: 'each_power', amount: 3 }],
    'reconstructed: the Second Industrial Revolution',
  ),
  ev(
    'E1_italian_horn',
    1,
    [{ op: 'place', n: 2, owner: 'italy', territory: 'horn_of_africa', rule: 'event' }],
    'TEXT 6.2, EX §12',
  ),
  ev(
    'E1_austria_turmoil',
    1,
    [
      { op: 'prestige', who: 'central-empires', amount: -1, bonus: false },
      { op: 'embassy', who: 'central-empires', amount: -1 },
    ],
    'reconstructed: the nationalities question',
  ),
  ev('E1_portugal_bankruptcy', 1, [{ op: 'remove', n: 'all', owner: 'portugal', scope: 'AF' }], 'TEXT/EX §12'),
  ev(
    'E1_macedonia',
    1,
    [{ op: 'remove_each_power', territory: 'ottoman_empire', atLeast: 1 }],
    'reconstructed: Macedonian strife',
  ),
  ev(
    'E1_sino_french',
    1,
    [
      { op: 'place', n: 2, owner: 'france', territory: 'indochina', rule: 'event' },
      { op: 'money', who: 'france', amount: -3 },
    ],
    'reconstructed: Tonkin (1885)',
  ),
  ev(
    'E1_sino_japanese',
    1,
    [
      { op: 'place', n: 1, owner: 'japan', territory: 'manchuria_korea', rule: 'event' },
      { op: 'place', n: 1, owner: 'japan', territory: 'china', rule: 'event' },
    ],
    'reconstructed: 1894–95',
  ),
  ev(
    'E1_mahdi',
    1,
    [{ op: 'remove_by_die', territory: 'egypt_sudan', rolls: 2 }],
    'reconstructed: the Mahdist uprising',
  ),
  ev(
    'E2_anglo_boer',
    2,
    [
      { op: 'remove', n: 'all', owner: 'boer', scope: 'south_africa' },
      { op: 'prestige', who: 'controller_of:south_africa', amount: -1, bonus: false },
    ],
    'reconstructed: annexation stains the winner',
  ),
  ev(
    'E2_umberto',
    2,
    [{ op: 'remove_each_power', territory: 'italy', atLeast: 1 }],
    'reconstructed: the regicide of 1900',
  ),
  ev(
    'E2_persia_coup',
    2,
    [
      { op: 'place', n: 2, owner: 'russia', territory: 'persia', rule: 'event' },
      { op: 'place', n: 1, owner: 'great-britain', territory: 'persia', rule: 'event' },
    ],
    'reconstructed: the 1907 division of Persia',
  ),
  ev(
    'E2_irredentism',
    2,
    [{ op: 'remove', n: 2, owner: 'central-empires', scope: 'italy' }],
    'reconstructed: Trento and Trieste',
  ),
  ev(
    'E2_korea',
    2,
    [{ op: 'place', n: 2, owner: 'japan', territory: 'manchuria_korea', rule: 'event' }],
    'reconstructed: 1905–1910',
  ),
  ev(
    'E2_armenia',
    2,
    [{ op: 'prestige', who: 'ally_of:ottoman_empire', amount: -1, bonus: false }],
    'reconstructed: the Hamidian massacres',
  ),
  ev(
    'E2_young_turks',
    2,
    [{ op: 'remove_each_power', territory: 'ottoman_empire', atLeast: 2 }],
    'reconstructed: the 1908 revolution',
  ),
  ev(
    'E2_royal_scandal',
    2,
    [{ op: 'prestige', who: 'great-britain', amount: -1, bonus: false }],
    'reconstructed: the Prince of Wales',
  ),
  ev(
    'E2_spanish_american',
    2,
    [
      { op: 'swap_minor', from: 'spain', to: 'usa', continent: 'AS' },
      { op: 'place', n: 1, owner: 'usa', territory: 'micronesia', rule: 'event' },
    ],
    'reconstructed: 1898',
  ),
  ev('E2_boxers', 2, [{ op: 'remove_each_power', territory: 'china', atLeast: 1 }], 'reconstructed: the Boxer rising'),
  ev(
    'E2_may_coup',
    2,
    [
      { op: 'remove', n: 1, owner: 'central-empires', scope: 'serbia' },
      { op: 'place', n: 1, owner: 'russia', territory: 'serbia', rule: 'event' },
    ],
    'reconstructed: the 1903 regicide',
  ),
  ev(
    'E2_dreyfus',
    2,
    [
      { op: 'prestige', who: 'france', amount: -1, bonus: false },
      { op: 'embassy', who: 'france', amount: -1 },
    ],
    'reconstructed; promo card, TEXT 6.1 (4 Era II cards leave the game)',
    true,
  ),
  ev('E3_sarajevo', 3, [{ op: 'end_game' }], 'TEXT 6.3'),
  ev(
    'E3_italo_turkish',
    3,
    [{ op: 'place', n: 2, owner: 'italy', territory: 'ottoman_empire', rule: 'event' }],
    'reconstructed: Libya and the Dodecanese',
  ),
  ev(
    'E3_russo_japanese',
    3,
    [
      { op: 'place', n: 2, owner: 'japan', territory: 'manchuria_korea', rule: 'event' },
      { op: 'prestige', who: 'russia', amount: -1, bonus: false },
      { op: 'fleet_lost', who: 'russia', box: 'AS', n: 1 },
    ],
    'reconstructed: Mukden and Tsushima',
  ),
  ev(
    'E3_balkan_wars',
    3,
    [
      { op: 'assign_balkan_wars', vp: 3 },
      { op: 'prestige', who: 'ally_of:ottoman_empire', amount: -1, bonus: false },
    ],
    'TEXT 10.2 (an assigned card scores at the end); effect reconstructed',
  ),
];
export const EVENTS: Record<string, EventCard> = Object.fromEntries(EVENT_CARDS.map((c) => [c.id, c]));

const half = (
  id: string,
  timing: CardHalf['timing'],
  npSymbol: boolean,
  effects: Effect[],
  provenance: string,
): CardHalf => ({ id, timing, npSymbol, effects, provenance });
const T: Effect = { op: 'choose_target' };

/** Intrigue card halves (8.6, reconstruction v1 §4.4, §4.6). */
export const INTRIGUE_HALVES: Record<string, CardHalf> = Object.fromEntries(
  [
    half(
      'I_diplomatic_attack',
      'action',
      true,
      [T, { op: 'remove_spread', n: 2 }],
      'TEXT name (13.4.6); effect reconstructed',
    ),
    half(
      'I_press_campaign',
      'action',
      true,
      [T, { op: 'prestige', who: 'target', amount: -1, bonus: false }],
      'TEXT name (13.4.6); effect reconstructed',
    ),
    half(
      'I_financial_scandal',
      'action',
      true,
      [T, { op: 'money', who: 'target', amount: -5 }],
      'TEXT name (13.4.6); £5 reconstructed',
    ),
    half(
      'I_sabotage',
      'action',
      true,
      [T, { op: 'dispute_mod', who: 'target', amount: -2, duration: 'turn', totalCap: null }],
      'TEXT name (13.4.6); effect reconstructed',
    ),
    half('I_change_strategy', 'rx_roll', true, [{ op: 'reroll' }], 'TEXT 13.4.6'),
    half(
      'I_italian_diplomacy',
      'action',
      true,
      [
        { op: 'place', n: 1, owner: 'italy', territory: 'horn_of_africa', rule: 'intrigue' },
        { op: 'place', n: 1, owner: 'italy', territory: 'algeria_morocco', rule: 'intrigue' },
        { op: 'place', n: 1, owner: 'italy', territory: 'ottoman_empire', rule: 'intrigue' },
      ],
      "TEXT name 8.6.2; territories reconstructed (Italy's aims)",
    ),
    half(
      'I_rising_sun',
      'action',
      true,
      [
        { op: 'place', n: 2, owner: 'japan', territory: 'manchuria_korea', rule: 'intrigue' },
        { op: 'place', n: 1, owner: 'japan', territory: 'china', rule: 'intrigue' },
      ],
      'TEXT name 8.6.2; territories reconstructed',
    ),
    half(
      'I_big_stick',
      'action',
      true,
      [
        { op: 'place', n: 1, owner: 'usa', territory: 'japan', rule: 'intrigue' },
        { op: 'place', n: 1, owner: 'usa', territory: 'china', rule: 'intrigue' },
        { op: 'place_one_of', owner: 'usa', territories: ['micronesia', 'melanesia'], rule: 'intrigue' },
      ],
      'TEXT 8.6.2 example',
    ),
    half(
      'I_intercepted_dispatches',
      'action',
      true,
      [T, { op: 'intrigue_take', how: 'random' }],
      'reconstructed: the "cards" case of 13.4.3',
    ),
    half(
      'I_expelled_diplomats',
      'action',
      true,
      [T, { op: 'embassy', who: 'target', amount: -2 }],
      'reconstructed: the "Embassies" case of 13.4.3',
    ),
    half(
      'I_secret_diplomacy',
      'action',
      true,
      [{ op: 'embassy', who: 'self', amount: 2 }],
      'reconstructed (13.7.1 expects Intrigue DM cubes)',
    ),
    half(
      'I_subversion',
      'action',
      true,
      [T, { op: 'replace', victim: 'target' }],
      "reconstructed: turning a rival's agent",
    ),
    half(
      'I_royal_visit',
      'action',
      true,
      [{ op: 'prestige', who: 'self', amount: 1, bonus: true }],
      'reconstructed: a state visit',
    ),
    half(
      'I_political_scandal',
      'action',
      false,
      [
        T,
        {
          op: 'choose_one',
          chooser: 'target',
          options: [
            { key: 'prestige', effects: [{ op: 'prestige', who: 'target', amount: -1, bonus: false }] },
            { key: 'embassy', effects: [{ op: 'embassy', who: 'target', amount: -1 }] },
          ],
        },
      ],
      'TEXT 13.4.6 (Prestige or an Embassies cube)',
    ),
    half('I_secret_funds', 'action', false, [{ op: 'money', who: 'self', amount: 4 }], 'reconstructed'),
    half('I_arms_contract', 'action', false, [{ op: 'units_free', unit: 'army', n: 2 }], 'reconstructed'),
    half('I_naval_manoeuvres', 'action', false, [{ op: 'fleet_shift', n: 1 }], 'reconstructed'),
    half(
      'I_consular_network',
      'action',
      false,
      [{ op: 'send_extra', n: 2, source: 'embassies', where: { continents: ['AF', 'AS'] }, ignoreReach: true }],
      'reconstructed',
    ),
    half('I_secret_treaty', 'action', false, [{ op: 'move_own', n: 2 }], 'reconstructed'),
    half(
      'I_military_mission',
      'rx_pre',
      false,
      [{ op: 'dispute_mod', who: 'self', amount: 1, duration: 'dispute', totalCap: null }],
      'reconstructed',
    ),
    half('I_colonial_concession', 'action', false, [{ op: 'place_where_present', type: 'colony' }], 'reconstructed'),
    half('I_spy_ring', 'action', false, [T, { op: 'intrigue_take', how: 'choice' }], 'reconstructed'),
    half('I_bribed_officials', 'action', false, [{ op: 'replace', victim: 'neutral_minor' }], 'reconstructed'),
    half('I_gunboat_diplomacy', 'rx_start', false, [{ op: 'no_fleets_defender' }], 'reconstructed'),
    half(
      'I_foreign_loan',
      'action',
      false,
      [
        { op: 'money', who: 'self', amount: 7 },
        { op: 'income_next', who: 'self', amount: -3 },
      ],
      'reconstructed',
    ),
    half(
      'I_mobilisation',
      'action',
      false,
      [{ op: 'unit_cost', unit: 'army', cost: 0, scope: 'all', duration: 'turn' }],
      'reconstructed',
    ),
    half(
      'I_embassy_staff',
      'action',
      false,
      [
        { op: 'embassy', who: 'self', amount: 1 },
        { op: 'money', who: 'self', amount: 2 },
      ],
      'reconstructed',
    ),
    // promo halves (reconstruction §4.6)
    half(
      'I_fashoda',
      'action',
      true,
      [{ op: 'remove_opp', n: 2, maxPerPower: 1, oneTerritoryIn: 'AF' }],
      'promo; reconstructed (1898)',
    ),
    half('I_entente_cordiale', 'action', false, [{ op: 'shield' }], 'promo; reconstructed (1904)'),
    half(
      'I_anarchist_outrage',
      'action',
      true,
      [T, { op: 'prestige', who: 'target', amount: -1, bonus: false }, { op: 'embassy', who: 'target', amount: -1 }],
      'promo; reconstructed',
    ),
    half('I_secret_protocol', 'action', false, [{ op: 'place_where_present', type: 'minor' }], 'promo; reconstructed'),
    half(
      'I_colonial_conference',
      'action',
      true,
      [{ op: 'send_extra', n: 1, source: 'reserve', where: 'colonies', ignoreReach: true }],
      'promo; reconstructed (Berlin 1884–85)',
    ),
    half(
      'I_railway_concession',
      'action',
      false,
      [
        { op: 'money', who: 'self', amount: 3 },
        { op: 'embassy', who: 'self', amount: 1 },
      ],
      'promo; reconstructed',
    ),
  ].map((h) => [h.id, h]),
);

/** The 28 Intrigue cards, each with its NP-symbol half first (reconstruction §4.5), plus 3 promo cards (§4.6). */
interface IntrigueCard {
  id: string;
  halves: [string, string];
  promo: boolean;
}
const ic = (id: string, a: string, b: string, promo = false): IntrigueCard => ({ id, halves: [a, b], promo });
export const INTRIGUE_CARDS: readonly IntrigueCard[] = [
  ic('IC01', 'I_diplomatic_attack', 'I_secret_funds'),
  ic('IC02', 'I_diplomatic_attack', 'I_consular_network'),
  ic('IC03', 'I_diplomatic_attack', 'I_mobilisation'),
  ic('IC04', 'I_press_campaign', 'I_arms_contract'),
  ic('IC05', 'I_press_campaign', 'I_secret_treaty'),
  ic('IC06', 'I_press_campaign', 'I_embassy_staff'),
  ic('IC07', 'I_financial_scandal', 'I_naval_manoeuvres'),
  ic('IC08', 'I_financial_scandal', 'I_colonial_concession'),
  ic('IC09', 'I_sabotage', 'I_political_scandal'),
  ic('IC10', 'I_sabotage', 'I_foreign_loan'),
  ic('IC11', 'I_change_strategy', 'I_political_scandal'),
  ic('IC12', 'I_change_strategy', 'I_spy_ring'),
  ic('IC13', 'I_italian_diplomacy', 'I_military_mission'),
  ic('IC14', 'I_italian_diplomacy', 'I_bribed_officials'),
  ic('IC15', 'I_rising_sun', 'I_gunboat_diplomacy'),
  ic('IC16', 'I_rising_sun', 'I_secret_funds'),
  ic('IC17', 'I_big_stick', 'I_arms_contract'),
  ic('IC18', 'I_big_stick', 'I_naval_manoeuvres'),
  ic('IC19', 'I_intercepted_dispatches', 'I_consular_network'),
  ic('IC20', 'I_intercepted_dispatches', 'I_mobilisation'),
  ic('IC21', 'I_expelled_diplomats', 'I_secret_treaty'),
  ic('IC22', 'I_expelled_diplomats', 'I_military_mission'),
  ic('IC23', 'I_secret_diplomacy', 'I_gunboat_diplomacy'),
  ic('IC24', 'I_secret_diplomacy', 'I_spy_ring'),
  ic('IC25', 'I_subversion', 'I_colonial_concession'),
  ic('IC26', 'I_subversion', 'I_foreign_loan'),
  ic('IC27', 'I_royal_visit', 'I_bribed_officials'),
  ic('IC28', 'I_royal_visit', 'I_embassy_staff'),
  ic('ICP1', 'I_fashoda', 'I_entente_cordiale', true),
  ic('ICP2', 'I_anarchist_outrage', 'I_secret_protocol', true),
  ic('ICP3', 'I_colonial_conference', 'I_railway_concession', true),
];
export const INTRIGUE: Record<string, IntrigueCard> = Object.fromEntries(INTRIGUE_CARDS.map((c) => [c.id, c]));

/** National cards (8.6, reconstruction v1 §4.7): 3 common cards per Power plus one of its own. */
interface NationalCard {
  id: string;
  kind: string;
  owner: PowerId;
  cost: number;
  /** a Great Work that must be built first */
  requires: string | null;
  effects: Effect[];
  provenance: string;
}
const COMMON: { kind: string; cost: Record<PowerId, number>; effects: Effect[]; provenance: string }[] = [
  {
    kind: 'diplomatic_contrasts',
    cost: { 'great-britain': 5, 'central-empires': 4, france: 5, russia: 4 },
    effects: [{ op: 'lock_send', armamentPenalty: 1 }],
    provenance: 'TEXT 8.9.2; CE £4 EX §12; Prestige penalty IT 8.9.2 (differences R1); other costs reconstructed',
  },
  {
    kind: 'social_policy',
    cost: { 'great-britain': 6, 'central-empires': 5, france: 6, russia: 7 },
    effects: [
      {
        op: 'choose_one',
        chooser: 'self',
        options: [
          { key: 'prestige', effects: [{ op: 'prestige', who: 'self', amount: 2, bonus: true }] },
          { key: 'embassy', effects: [{ op: 'embassy', who: 'self', amount: 3 }] },
        ],
      },
    ],
    provenance: 'GB £6 and the Prestige option EX §12; other costs and the Embassies option reconstructed',
  },
  {
    kind: 'nationalist_disorders',
    cost: { 'great-britain': 8, 'central-empires': 6, france: 7, russia: 6 },
    effects: [{ op: 'remove_opp', n: 4, maxPerPower: 2, oneTerritoryIn: null }],
    provenance: 'TEXT/EX 13.4.4 (4 cubes, max 2 per Power; FR £7); other costs reconstructed',
  },
];
const OWN: NationalCard[] = [
  {
    id: 'N_superior_doctrine',
    kind: 'superior_doctrine',
    owner: 'central-empires',
    cost: 10,
    requires: null,
    effects: [{ op: 'dispute_mod', who: 'self', amount: 2, duration: 'game', totalCap: 6 }],
    provenance: 'TEXT 8.7 (+2, up to +6); cost and game-long duration reconstructed',
  },
  {
    id: 'N_empire_of_the_seas',
    kind: 'empire_of_the_seas',
    owner: 'great-britain',
    cost: 4,
    requires: null,
    effects: [
      { op: 'dispute_cap', cap: 6, duration: 'next_attack' },
      { op: 'fleet_value', value: 3, duration: 'next_attack' },
      { op: 'unit_cost', unit: 'fleet', cost: 0, scope: 'all', duration: 'next_attack' },
    ],
    provenance: 'TEXT 13.4.7 (a Dispute card); effect and £4 reconstructed',
  },
  {
    id: 'N_trans_siberian',
    kind: 'trans_siberian',
    owner: 'russia',
    cost: 4,
    requires: 'trans_siberian_railway',
    effects: [
      {
        op: 'send_extra',
        n: 2,
        source: 'reserve',
        where: { territories: ['manchuria_korea', 'china'] },
        ignoreReach: true,
      },
      {
        op: 'unit_cost',
        unit: 'army',
        cost: 0,
        scope: { territories: ['persia', 'afghanistan_baluchistan', 'china', 'manchuria_korea'] },
        duration: 'game',
      },
    ],
    provenance: 'TEXT 8.3 (needs the Great Work); effect and £4 reconstructed',
  },
  {
    id: 'N_foreign_legion',
    kind: 'foreign_legion',
    owner: 'france',
    cost: 4,
    requires: null,
    effects: [
      { op: 'army_reach', scope: { continents: ['AF', 'AS'] }, duration: 'turn' },
      { op: 'unit_cost', unit: 'army', cost: 0, scope: { continents: ['AF', 'AS'] }, duration: 'turn' },
    ],
    provenance: "reconstructed: France's own card (the Legion in the colonial wars)",
  },
];
const POWER_CODE: Record<PowerId, string> = {
  'great-britain': 'GB',
  'central-empires': 'CE',
  france: 'FR',
  russia: 'RU',
};
export const NATIONAL_CARDS: readonly NationalCard[] = [
  ...(['great-britain', 'central-empires', 'france', 'russia'] as PowerId[]).flatMap((p) =>
    COMMON.map((c) => ({
      id: `N_${c.kind}_${POWER_CODE[p]}`,
      kind: c.kind,
      owner: p,
      cost: c.cost[p],
      requires: null,
      effects: c.effects,
      provenance: c.provenance,
    })),
  ),
  ...OWN,
];
export const NATIONAL: Record<string, NationalCard> = Object.fromEntries(NATIONAL_CARDS.map((c) => [c.id, c]));
