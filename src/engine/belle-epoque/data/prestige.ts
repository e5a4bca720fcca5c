/** The Prestige Track, spaces 0–20 (11.0, 11.1; reconstruction v1 §2). */
type PrestigeBonus = { kind: 'dm' } | { kind: 'money'; amount: number } | { kind: 'intrigue' } | { kind: 'none' };
interface PrestigeSpace {
  space: number;
  vp: number;
  bonus: PrestigeBonus;
  provenance: string;
}

const dm: PrestigeBonus = { kind: 'dm' };
const intrigue: PrestigeBonus = { kind: 'intrigue' };
const money = (amount: number): PrestigeBonus => ({ kind: 'money', amount });
const none: PrestigeBonus = { kind: 'none' };

export const PRESTIGE_TRACK: readonly PrestigeSpace[] = [
  { space: 0, vp: -5, bonus: none, provenance: 'reconstructed: below every start' },
  { space: 1, vp: -4, bonus: none, provenance: 'reconstructed' },
  { space: 2, vp: -3, bonus: none, provenance: 'reconstructed' },
  { space: 3, vp: -2, bonus: none, provenance: 'reconstructed' },
  { space: 4, vp: -1, bonus: none, provenance: 'reconstructed: France starts here' },
  {
    space: 5,
    vp: 0,
    bonus: dm,
    provenance: 'reconstructed: Russia and Great Britain start here (GB tuned 7 → 5 for the 4-bot balance, issue 5)',
  },
  { space: 6, vp: 0, bonus: money(2), provenance: 'reconstructed: Central Empires start here' },
  { space: 7, vp: 1, bonus: intrigue, provenance: 'EX 8.3 (FR 6 → 8 yields an Intrigue card and £3)' },
  { space: 8, vp: 1, bonus: money(3), provenance: 'EX 8.3' },
  { space: 9, vp: 2, bonus: money(2), provenance: 'EX §12 (Social Policy: £2 then a DM cube)' },
  { space: 10, vp: 2, bonus: dm, provenance: 'EX §12 and EX 8.5' },
  { space: 11, vp: 3, bonus: intrigue, provenance: 'EX §12 (Dreadnought 10 → 12 gains no money, no DM)' },
  { space: 12, vp: 3, bonus: intrigue, provenance: 'EX §12' },
  { space: 13, vp: 4, bonus: money(3), provenance: 'reconstructed' },
  { space: 14, vp: 4, bonus: dm, provenance: 'reconstructed' },
  { space: 15, vp: 5, bonus: money(4), provenance: 'reconstructed' },
  { space: 16, vp: 6, bonus: intrigue, provenance: 'reconstructed' },
  { space: 17, vp: 7, bonus: money(3), provenance: 'reconstructed' },
  { space: 18, vp: 8, bonus: dm, provenance: 'reconstructed' },
  { space: 19, vp: 9, bonus: money(4), provenance: 'reconstructed' },
  { space: 20, vp: 10, bonus: money(4), provenance: 'reconstructed: the summit pays best' },
];
export const PRESTIGE_MAX = 20;
