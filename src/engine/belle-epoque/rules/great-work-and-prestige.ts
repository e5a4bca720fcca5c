import { POWER_DATA, type PowerId } from '../data/index.js';
import { log } from './board.js';
import { movePrestige } from './prestige-track.js';
import type { BelleState, Ev } from './types.js';

/** 8.3 Great Work: once per game; pay its cost, +2 Prestige with bonuses; its effect starts now. */
export function canBuildGreatWork(s: BelleState, p: PowerId): boolean {
  const ps = s.powers[p];
  return !ps.greatWork && ps.money >= POWER_DATA[p].greatWork.cost;
}

export function buildGreatWork(s: BelleState, p: PowerId, ev: Ev): void {
  const ps = s.powers[p];
  const gw = POWER_DATA[p].greatWork;
  ps.money -= gw.cost;
  ps.greatWork = true;
  log(ev, 'great_work_built', { power: p, work: gw.id });
  if (gw.id === 'hms_dreadnought') ps.fleetTrack += 1; // +1 box on the Fleet Track
  movePrestige(s, p, 2, true, ev);
}

/** 8.4 Economic Investment: one DM cube from Embassies back to the General Reserve for £2. */
export function invest(s: BelleState, p: PowerId, ev: Ev): void {
  const ps = s.powers[p];
  ps.embassies--;
  ps.reserve++;
  ps.money += 2;
  log(ev, 'invested', { power: p });
}

/** 8.5 International Prestige: once per turn, £5 for one step with its bonus. */
export function canGainPrestige(s: BelleState, p: PowerId): boolean {
  const ps = s.powers[p];
  return !ps.prestigeActionUsed && ps.money >= 5 && ps.prestige < 20;
}

export function gainPrestige(s: BelleState, p: PowerId, ev: Ev): void {
  const ps = s.powers[p];
  ps.money -= 5;
  ps.prestigeActionUsed = true;
  movePrestige(s, p, 1, true, ev);
}
