// Strategy cards (10): four conditions each (score pad lines a-d). Outlaw War, Isolationism, Global
// Trade and The 14 Points are fixed by the rulebook scoring example; the rest are reconstructed
// (this project's reconstruction of the cards). Card 10's printed erratum is not shown in
// the translation; its values are a design.
import type { StrategyCard } from './types.js';

export const STRATEGY_CARDS: readonly StrategyCard[] = [
  {
    id: 'regional_competition',
    number: 1,
    name: { en: 'Regional Competition', it: 'Competizione Regionale' },
    conditions: [
      { kind: 'region_majority', vp: 2 },
      { kind: 'regions_present', vp: 1 },
      { kind: 'tokens', token: 'naval', vp: 1 },
      { kind: 'own_units', vp: 1 },
    ],
    provenance: 'reconstructed: appendix fragments name Issue control and different regions',
  },
  {
    id: 'outlaw_war',
    number: 2,
    name: { en: 'Outlaw War', it: 'Rendere Fuorilegge la Guerra' },
    conditions: [
      { kind: 'tokens', token: 'german_containment', vp: 1 },
      { kind: 'tokens', token: 'bolshevik_containment', vp: 1 },
      { kind: 'tokens', token: 'self_determination', vp: 1 },
      { kind: 'regions_high', vp: 2 },
    ],
    provenance: 'rulebook scoring example (1 GC = 1, 3 SD = 3, 2 regions = 4); BC rate reconstructed',
  },
  {
    id: 'isolationism',
    number: 3,
    name: { en: 'Isolationism', it: 'Isolazionismo' },
    conditions: [
      { kind: 'tokens', token: 'industrial_growth', vp: 1 },
      { kind: 'tokens', token: 'self_determination', vp: 1 },
      { kind: 'treaty_refused', vp: 3 },
      { kind: 'happiness_x2' },
    ],
    provenance: 'rulebook scoring example (1, 3, 0 with both signing, x2); 3 per refusal reconstructed',
  },
  {
    id: 'mobilization',
    number: 4,
    name: { en: 'Mobilization', it: 'Mobilitazione' },
    conditions: [
      { kind: 'own_units', vp: 2 },
      { kind: 'tokens', token: 'german_containment', vp: 1 },
      { kind: 'tokens', token: 'german_reparations', vp: 1 },
      { kind: 'regions_high', vp: 1 },
    ],
    provenance: 'reconstructed: military posture against German intransigence',
  },
  {
    id: 'global_trade',
    number: 5,
    name: { en: 'Global Trade', it: 'Commercio Globale' },
    conditions: [
      { kind: 'tokens', token: 'industrial_growth', vp: 2 },
      { kind: 'tokens', token: 'german_reparations', vp: -1 },
      { kind: 'happiness_x2' },
      { kind: 'regions_low', vp: 1 },
    ],
    provenance: 'rulebook scoring example (2, -1, x2, 3 regions = 3)',
  },
  {
    id: 'national_growth',
    number: 6,
    name: { en: 'National Growth', it: 'Crescita Nazionale' },
    conditions: [
      { kind: 'tokens', token: 'empire', vp: 2 },
      { kind: 'tokens', token: 'naval', vp: 1 },
      { kind: 'tokens', token: 'self_determination', vp: -1 },
      { kind: 'regions_low', vp: 2 },
    ],
    provenance: 'reconstructed: fragments show two any-flag icons and a region icon',
  },
  {
    id: 'fourteen_points',
    number: 7,
    name: { en: 'The 14 Points', it: 'I 14 Punti' },
    conditions: [
      { kind: 'tokens', token: 'german_containment', vp: 1 },
      { kind: 'tokens', token: 'self_determination', vp: 1 },
      { kind: 'treaty_signed', vp: 3 },
      { kind: 'own_issues', category: 'league', vp: 1 },
    ],
    provenance: 'rulebook scoring example (1, 3, 6 with both signing, 2 League Issues = 2)',
  },
  {
    id: 'revanchism',
    number: 8,
    name: { en: 'Revanchism', it: 'Revanscismo' },
    conditions: [
      { kind: 'own_issues', category: 'balkans', vp: 2 },
      { kind: 'tokens', token: 'empire', vp: 1 },
      { kind: 'own_units', vp: 1 },
      { kind: 'italy_refuses', vp: 3 },
    ],
    provenance: 'reconstructed: expansion on the Balkan coast backed by troops',
  },
  {
    id: 'reparations',
    number: 9,
    name: { en: 'Reparations', it: 'Riparazioni' },
    conditions: [
      { kind: 'tokens', token: 'german_reparations', vp: 2 },
      { kind: 'own_issues', category: 'reparations', vp: 2 },
      { kind: 'tokens', token: 'german_containment', vp: 1 },
      { kind: 'regions_high', vp: 1 },
    ],
    provenance: 'reconstructed: the appendix shows a Reparations-Issues-you-control icon',
  },
  {
    id: 'containment_of_communism',
    number: 10,
    name: { en: 'Containment of Communism', it: 'Contenimento del Comunismo' },
    conditions: [
      { kind: 'tokens', token: 'bolshevik_containment', vp: 2 },
      { kind: 'own_units', vp: 1 },
      { kind: 'tokens', token: 'naval', vp: 1 },
      { kind: 'tokens', token: 'german_containment', vp: 1 },
    ],
    provenance: 'reconstructed (errata E3 changed card 10; correction not shown in the translation)',
  },
];
