import type { Continent, PowerId } from './powers.js';
import type { TerritoryId } from './territories.js';

/** National Objective conditions (reconstruction v1 §3.3). */
export type Condition =
  | { kind: 'allied'; power: PowerId; territory: TerritoryId }
  | { kind: 'controls'; power: PowerId; territory: TerritoryId }
  | { kind: 'cubes_at_least'; power: PowerId; territory: TerritoryId; n: number }
  | { kind: 'naval_top'; power: PowerId }
  | { kind: 'colonies_in'; power: PowerId; continent: Continent; n: number }
  | { kind: 'foothold'; power: PowerId }
  | { kind: 'other_allied'; power: PowerId; territory: TerritoryId }
  | { kind: 'other_controls'; power: PowerId; territory: TerritoryId }
  | { kind: 'prestige_above'; power: PowerId; than: PowerId };

interface Objective {
  id: string;
  condition: Condition;
  vp: number;
  endOnly: boolean;
  provenance: string;
}

const GB = 'great-britain',
  CE = 'central-empires',
  FR = 'france',
  RU = 'russia';
const o = (id: string, condition: Condition, vp: number, provenance: string, endOnly = false): Objective => ({
  id,
  condition,
  vp,
  endOnly,
  provenance,
});

export const OBJECTIVES: Record<PowerId, Objective[]> = {
  'great-britain': [
    o('G1', { kind: 'allied', power: GB, territory: 'netherlands' }, 3, 'EX 10.1'),
    o(
      'G2',
      { kind: 'allied', power: GB, territory: 'portugal' },
      1,
      'reconstructed: the oldest alliance (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'G3',
      { kind: 'controls', power: GB, territory: 'egypt_sudan' },
      2,
      'reconstructed: Suez (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'G4',
      { kind: 'controls', power: GB, territory: 'south_africa' },
      1,
      'reconstructed: the Cape route (VP tuned for the 4-bot balance, issue 5)',
    ),
    o('G5', { kind: 'cubes_at_least', power: GB, territory: 'china', n: 2 }, 2, 'EX 10.1'),
    o('G6', { kind: 'cubes_at_least', power: GB, territory: 'china', n: 4 }, 5, 'EX 10.1'),
    o('G7', { kind: 'controls', power: GB, territory: 'china' }, 3, 'EX 10.1'),
    o(
      'G8',
      { kind: 'naval_top', power: GB },
      1,
      'reconstructed: the Two-Power Standard (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'G9',
      { kind: 'controls', power: RU, territory: 'afghanistan_baluchistan' },
      -4,
      'reconstructed: the road to India (VP tuned for the 4-bot balance, issue 5)',
      true,
    ),
    o('G10', { kind: 'allied', power: CE, territory: 'belgium' }, -2, 'reconstructed: the Low Countries', true),
  ],
  'central-empires': [
    o('C1', { kind: 'allied', power: CE, territory: 'serbia' }, 3, 'EX 10.1'),
    o('C2', { kind: 'allied', power: CE, territory: 'belgium' }, 3, 'EX 10.1'),
    o('C3', { kind: 'allied', power: CE, territory: 'ottoman_empire' }, 4, 'reconstructed: Berlin–Baghdad'),
    o('C4', { kind: 'allied', power: CE, territory: 'romania' }, 2, 'reconstructed: the treaty of 1883'),
    o('C5', { kind: 'controls', power: CE, territory: 'tanganyika' }, 2, 'reconstructed: German East Africa'),
    o('C6', { kind: 'controls', power: CE, territory: 'namibia' }, 2, 'reconstructed: German South-West Africa'),
    o('C7', { kind: 'controls', power: CE, territory: 'micronesia' }, 2, 'reconstructed: islands bought in 1899'),
    o('C8', { kind: 'foothold', power: CE }, 3, 'reconstructed: Weltpolitik'),
    o('C9', { kind: 'other_allied', power: CE, territory: 'serbia' }, -3, 'reconstructed: a hostile Serbia', true),
    o(
      'C10',
      { kind: 'other_allied', power: CE, territory: 'ottoman_empire' },
      -2,
      'reconstructed: the Straits closed',
      true,
    ),
  ],
  france: [
    o('F1', { kind: 'allied', power: FR, territory: 'italy' }, 3, 'EX 10.1'),
    o(
      'F2',
      { kind: 'allied', power: FR, territory: 'belgium' },
      3,
      'reconstructed (VP tuned for the 4-bot balance, issue 5)',
    ),
    o('F3', { kind: 'controls', power: FR, territory: 'algeria_morocco' }, 3, 'reconstructed'),
    o('F4', { kind: 'controls', power: FR, territory: 'french_guinea' }, 2, 'reconstructed'),
    o(
      'F5',
      { kind: 'controls', power: FR, territory: 'indochina' },
      4,
      'reconstructed (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'F6',
      { kind: 'controls', power: FR, territory: 'melanesia' },
      3,
      'reconstructed: New Caledonia (VP tuned for the 4-bot balance, issue 5)',
    ),
    o('F7', { kind: 'cubes_at_least', power: FR, territory: 'china', n: 2 }, 2, 'reconstructed'),
    o('F8', { kind: 'colonies_in', power: FR, continent: 'AF', n: 3 }, 3, 'reconstructed'),
    o('F9', { kind: 'prestige_above', power: CE, than: FR }, -3, 'reconstructed: revanche', true),
    o(
      'F10',
      { kind: 'other_controls', power: FR, territory: 'algeria_morocco' },
      -2,
      'reconstructed: the Moroccan crises',
      true,
    ),
  ],
  russia: [
    o('R1', { kind: 'allied', power: RU, territory: 'romania' }, 2, 'EX 10.1'),
    o('R2', { kind: 'allied', power: RU, territory: 'bulgaria' }, 2, 'EX 10.1'),
    o(
      'R3',
      { kind: 'allied', power: RU, territory: 'serbia' },
      4,
      'reconstructed: Slav brotherhood (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'R4',
      { kind: 'allied', power: RU, territory: 'ottoman_empire' },
      5,
      'reconstructed: the Straits (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'R5',
      { kind: 'controls', power: RU, territory: 'persia' },
      5,
      'reconstructed (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'R6',
      { kind: 'controls', power: RU, territory: 'manchuria_korea' },
      5,
      'reconstructed: Port Arthur (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'R7',
      { kind: 'controls', power: RU, territory: 'afghanistan_baluchistan' },
      4,
      'reconstructed: the Great Game (VP tuned for the 4-bot balance, issue 5)',
    ),
    o(
      'R8',
      { kind: 'cubes_at_least', power: RU, territory: 'china', n: 2 },
      3,
      'reconstructed (VP tuned for the 4-bot balance, issue 5): 2 cubes, as for GB and FR',
    ),
    o(
      'R9',
      { kind: 'other_allied', power: RU, territory: 'japan' },
      -1,
      'reconstructed: 1902 (VP tuned for the 4-bot balance, issue 5)',
      true,
    ),
    o(
      'R10',
      { kind: 'allied', power: CE, territory: 'serbia' },
      -2,
      'reconstructed: 1908 (VP tuned for the 4-bot balance, issue 5)',
      true,
    ),
  ],
};
