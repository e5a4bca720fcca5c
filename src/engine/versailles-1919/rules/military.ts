// Military actions (4.7 deploy, 4.8 demobilize) and forced demobilization (4.9 mutiny).
import type { GameEvent } from '../../core/index.js';
import { DEPLOY_COLUMNS, DEPLOY_EFFECT, REGIONS, maxUnits } from '../data/board.js';
import type { Nation, Region } from '../data/types.js';
import type { UnitSource, VState } from '../state.js';
import { deployedIn, log, ownedUnits, pool, unitIndex, unitSources, unitsOf } from './helpers.js';
import { changeHappiness, nextDemobBox } from './tracks.js';

interface DeployChoice {
  from: UnitSource;
  region: Region;
  column: number;
}

function slotTaken(s: VState, r: Region, col: number): boolean {
  return s.armedNations.some((n) => unitsOf(s, n).some((u) => u.at === 'deployed' && u.region === r && u.col === col));
}

/** 4.7: every legal deploy for a nation: an Available unit, or one already deployed moving within or between regions. */
export function legalDeploys(s: VState, n: Nation): DeployChoice[] {
  const out: DeployChoice[] = [];
  const sources = unitSources(s, n, ['available', 'deployed']);
  for (const from of sources) {
    for (const r of REGIONS) {
      // one unit per nation per region; a unit already in r may move to another empty slot of r
      if (deployedIn(s, n, r) && from !== r) continue;
      for (const column of DEPLOY_COLUMNS) {
        if (slotTaken(s, r, column)) continue;
        out.push({ from, region: r, column });
      }
    }
  }
  return out;
}

export function deploy(s: VState, ev: GameEvent[], n: Nation, d: DeployChoice): void {
  const i = unitIndex(s, n, d.from);
  if (i < 0) throw new Error(`deploy: no unit of ${n} at ${d.from}`);
  unitsOf(s, n)[i] = { at: 'deployed', region: d.region, col: d.column };
  log(ev, 'deployed', { nation: n, from: d.from, region: d.region, column: d.column });
  const reg = s.regions[d.region];
  if (reg.unrest > d.column - 1) {
    reg.unrest = d.column - 1;
    log(ev, 'unrest_pushed_back', { region: d.region, to: reg.unrest });
  }
  const eff = DEPLOY_EFFECT[d.column]!;
  const p = pool(s, n);
  const back = Math.min(eff.recover, p.exhausted);
  if (back > 0) {
    p.exhausted -= back;
    p.available += back;
    log(ev, 'recovered', { nation: n, cubes: back });
  }
  changeHappiness(s, ev, n, eff.happiness);
}

export function legalDemobilizations(s: VState, n: Nation): UnitSource[] {
  return unitSources(s, n, ['available', 'exhausted', 'deployed']);
}

/** 4.8: a unit goes to the highest free numbered box for its happiness value; it never comes back (R5). */
export function demobilize(s: VState, ev: GameEvent[], n: Nation, from: UnitSource): void {
  const i = unitIndex(s, n, from);
  if (i < 0) throw new Error(`demobilize: no unit of ${n} at ${from}`);
  const box = nextDemobBox(s);
  if (box.index >= 0) s.demob.boxes[box.index]!.nation = n;
  else s.demob.one.push(n);
  unitsOf(s, n)[i] = { at: 'demobilized', box: box.value };
  log(ev, 'demobilized', { nation: n, from, box: box.value });
  changeHappiness(s, ev, n, box.value);
}

/** 4.9: a mutinied unit always goes to box "1" (+1 happiness), even when numbered boxes are free. */
export function mutiny(s: VState, ev: GameEvent[], n: Nation, from: UnitSource): void {
  const i = unitIndex(s, n, from);
  if (i < 0) throw new Error(`mutiny: no unit of ${n} at ${from}`);
  s.demob.one.push(n);
  unitsOf(s, n)[i] = { at: 'demobilized', box: 1 };
  log(ev, 'mutiny', { nation: n, from });
  changeHappiness(s, ev, n, 1);
}

export function isOverUnitLimit(s: VState, n: Nation): boolean {
  const h = s.happiness[n];
  return h !== undefined && ownedUnits(s, n) > maxUnits(h);
}
