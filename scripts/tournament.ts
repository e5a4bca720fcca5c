/**
 * `npm run tournament -- --game diplomacy --bot <level> --vs <level|random> --games N --seed s
 *   [--end-year 1910] [--seven] [--json-only]`
 *
 * 1-vs-6 games: the tested bot (`--bot`) takes each power in turn (game i plays the i-th power of
 * seven, so 70 games give every power 10 games) against six players of `--vs` (a bot level, or
 * `random` for uniform random legal play). Games end at a solo, an agreed draw or after the end
 * year's adjustments. Prints centres per year (tested power and the others' mean), solos, survivals,
 * largest-power finishes and draws as a table, then one JSON line with every figure.
 *
 * `--seven`: seven players of `--bot` (no `--vs`), ending by 1915 unless `--end-year` says otherwise:
 * how many games reach a solo or an agreed draw.
 * The same seed always gives the same output.
 *
 * `--game belle-epoque | versailles-1919 | succession-1701` (`--vs` may also be `greedy`; `--players n`;
 * `--solo`): the tested bot in one seat, rotating, against the others: win share and mean score with
 * 95% intervals, overall and per seat (scripts/lib/seat-tournament.ts).
 */
import { parseArgs } from 'node:util';
import { playMatch, type Policy } from '../src/engine/diplomacy/bot-match.js';
import { BOT_LEVELS } from '../src/engine/diplomacy/bot.js';
import { POWERS, type PhaseRecord, type Power } from '../src/engine/diplomacy/index.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'diplomacy' },
    bot: { type: 'string', default: 'standard' },
    vs: { type: 'string', default: 'baseline' },
    games: { type: 'string', default: '70' },
    seed: { type: 'string', default: 't' },
    'end-year': { type: 'string' },
    seven: { type: 'boolean', default: false },
    'json-only': { type: 'boolean', default: false },
    players: { type: 'string' },
    solo: { type: 'boolean', default: false },
  },
});
const fail = (msg: string): never => {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
};
if (values.game !== 'diplomacy') {
  // La Belle Époque, Versailles 1919 and 1701: one tested seat, rotating (scripts/lib/seat-tournament.ts)
  const { SPECS, runSeatTournament } = await import('./lib/seat-tournament.js');
  if (!SPECS[values.game]) fail(`--game must be diplomacy or one of ${Object.keys(SPECS).join(', ')}`);
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) fail('--games must be a whole number of at least 1');
  const json = runSeatTournament({
    game: values.game,
    bot: values.bot,
    vs: values.vs,
    games,
    seed: values.seed,
    players: values.players ? Number(values.players) : undefined,
    solo: values.solo,
    say: (s) => {
      if (!values['json-only']) process.stdout.write(`${s}\n`);
    },
  });
  process.stdout.write(`${JSON.stringify(json)}\n`);
  process.exit(0);
}
const policies = [...BOT_LEVELS, 'random'];
const isPolicy = (x: string): x is Policy => policies.includes(x);
if (!isPolicy(values.bot)) fail(`--bot must be one of ${policies.join(', ')}`);
if (!isPolicy(values.vs)) fail(`--vs must be one of ${policies.join(', ')}`);
const bot = values.bot as Policy;
const vs = values.vs as Policy;
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) fail('--games must be a whole number of at least 1');
const seven = values.seven;
const endYear = Number(values['end-year'] ?? (seven ? 1915 : 1910));
const say = (s: string) => {
  if (!values['json-only']) process.stdout.write(`${s}\n`);
};

const years = Array.from({ length: endYear - 1900 }, (_, i) => 1901 + i);
/** Centre counts at the end of each year (the last phase record of the year). */
function countsByYear(phases: readonly PhaseRecord[]): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  for (const r of phases) {
    if (r.season === 'spring') continue;
    const c: Record<string, number> = {};
    for (const p of Object.values(r.supplyCenters)) c[p] = (c[p] ?? 0) + 1;
    out.set(r.year, c);
  }
  return out;
}

const started = Date.now();
const perYearTested = years.map(() => 0);
const perYearOthers = years.map(() => 0);
const perYearN = years.map(() => 0);
let solos = 0;
let soloByOthers = 0;
let draws = 0;
let survivals = 0;
let largest = 0;
let soleLargest = 0;
let testedFinal = 0;
let othersFinal = 0;
let refusals = 0;
const endings: Record<string, number> = {};
const byPower: Record<string, { games: number; centres: number; largest: number }> = {};
const seven_: { seed: string; reason: string; year: number }[] = [];

for (let g = 0; g < games; g++) {
  const seed = `${values.seed}-${g}`;
  const tested: Power = POWERS[g % 7]!;
  const r = playMatch(seed, { endYear }, (p) => (seven || p === tested ? bot : vs));
  refusals += r.refusals.length;
  const s = r.state;
  const reason = s.result!.reason.replace('diplomacy.end.', '');
  endings[reason] = (endings[reason] ?? 0) + 1;
  if (seven) {
    seven_.push({ seed, reason, year: s.year });
    say(`${seed}: ${reason} ${s.year} ${JSON.stringify(s.result!.winners)}`);
    continue;
  }
  const yearly = countsByYear(r.phases);
  let last: Record<string, number> = {};
  years.forEach((y, i) => {
    // After a solo the board stays as it was at the end.
    last = yearly.get(y) ?? last;
    const others = POWERS.filter((p) => p !== tested);
    perYearTested[i]! += last[tested] ?? 0;
    perYearOthers[i]! += others.reduce((n, p) => n + (last[p] ?? 0), 0) / others.length;
    perYearN[i]! += 1;
  });
  const final: Record<string, number> = {};
  for (const p of Object.values(s.supplyCenters)) final[p] = (final[p] ?? 0) + 1;
  const mine = final[tested] ?? 0;
  const others = POWERS.filter((p) => p !== tested).map((p) => final[p] ?? 0);
  testedFinal += mine;
  othersFinal += others.reduce((a, b) => a + b, 0) / others.length;
  const solo = reason === 'solo' && s.result!.winners.includes(tested);
  if (solo) solos++;
  else if (reason === 'solo') soloByOthers++;
  if (reason === 'draw') draws++;
  if (mine > 0 || s.units.some((u) => u.power === tested)) survivals++;
  const top = solo || mine >= Math.max(...others);
  if (top) largest++;
  if (solo || mine > Math.max(...others)) soleLargest++;
  const bp = (byPower[tested] ??= { games: 0, centres: 0, largest: 0 });
  bp.games++;
  bp.centres += mine;
  if (top) bp.largest++;
  say(`${seed} ${tested}: ${reason} ${s.year}, ${mine} centres (others ${others.join(' ')})`);
}

const ms = Date.now() - started;
const r2 = (x: number) => Math.round(x * 100) / 100;
const pc = (x: number) => `${r2((100 * x) / games)}%`;
let json: Record<string, unknown>;
if (seven) {
  const decided = seven_.filter((x) => x.reason === 'solo' || x.reason === 'draw').length;
  say(`\n## Seven ${bot} bots, ${games} games to ${endYear}`);
  say('| games | solo | agreed draw | time limit | solo or draw |');
  say('|---|---|---|---|---|');
  say(
    `| ${games} | ${endings.solo ?? 0} | ${endings.draw ?? 0} | ${endings.time_limit ?? 0} | ${decided} (${pc(decided)}) |`,
  );
  json = {
    mode: 'seven',
    bot,
    games,
    seed: values.seed,
    endYear,
    endings,
    decided,
    decidedShare: r2(decided / games),
    ms,
  };
} else {
  say(`\n## ${bot} (one power) against six ${vs}, ${games} games to ${endYear}, seed ${values.seed}`);
  say('| year | tested bot centres | other powers, mean | ratio |');
  say('|---|---|---|---|');
  years.forEach((y, i) => {
    const a = perYearTested[i]! / perYearN[i]!;
    const b = perYearOthers[i]! / perYearN[i]!;
    say(`| ${y} | ${r2(a)} | ${r2(b)} | ${r2(a / b)} |`);
  });
  say('');
  say('| games | solos | solos by others | draws | survivals | largest (ties incl.) | sole largest | final ratio |');
  say('|---|---|---|---|---|---|---|---|');
  say(
    `| ${games} | ${solos} | ${soloByOthers} | ${draws} | ${survivals} (${pc(survivals)}) | ${largest} (${pc(largest)}) | ${soleLargest} (${pc(soleLargest)}) | ${r2(testedFinal / othersFinal)} |`,
  );
  say('');
  say('| power | games | mean centres | largest |');
  say('|---|---|---|---|');
  for (const p of POWERS) {
    const b = byPower[p];
    if (b) say(`| ${p} | ${b.games} | ${r2(b.centres / b.games)} | ${b.largest} |`);
  }
  json = {
    mode: 'one-vs-six',
    bot,
    vs,
    games,
    seed: values.seed,
    endYear,
    centresPerYear: Object.fromEntries(
      years.map((y, i) => [
        y,
        { tested: r2(perYearTested[i]! / perYearN[i]!), othersMean: r2(perYearOthers[i]! / perYearN[i]!) },
      ]),
    ),
    finalTested: r2(testedFinal / games),
    finalOthersMean: r2(othersFinal / games),
    ratio: r2(testedFinal / othersFinal),
    solos,
    soloByOthers,
    draws,
    survivals,
    largest,
    soleLargest,
    largestShare: r2(largest / games),
    byPower,
    endings,
    randomRefusals: refusals,
    ms,
  };
}
say(`(${r2(ms / 1000)} s; offered actions refused to random players and redrawn: ${refusals})`);
process.stdout.write(`${JSON.stringify(json)}\n`);
