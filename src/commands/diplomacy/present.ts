// What /dip shows: results embeds of adjudicated phases, the status embed, the maps. Everything here
// reads the observer view (or a phase record from its public history); current orders never appear.
import type { Locale } from '../../bot/i18n/index.js';
import { cut } from '../../bot/pages.js';
import type { Embed } from '../../bot/types.js';
import { formatOrder, type DiplomacyView, type PhaseRecord } from '../../engine/diplomacy/index.js';
import {
  toDiplomacyMapInput,
  toDiplomacyOwnOrdersInput,
  toDiplomacyResultsInput,
} from '../../render/diplomacy/adapter.js';
import { VARIANTS, type VariantId } from '../../engine/diplomacy/data/variants.js';
import { renderDiplomacyMap } from '../../render/diplomacy/render.js';
import { dt, et, phaseTitle, powerName } from './text.js';

export const SLUG = 'diplomacy';
const POWER_ORDER = ['england', 'france', 'germany', 'italy', 'austria', 'russia', 'turkey'];
const COLOUR = 0x3a6ea5;

/** One line per order: ✅ A PAR - BUR, ❌ F NTH - HOL (bounced). */
function outcomeLine(locale: Locale, o: PhaseRecord['orders'][number]): string {
  const mark = o.result === 'succeeds' ? '✅' : o.result === 'illegal' ? '⛔' : '❌';
  const why = o.reason
    ? et(locale, `reason.${o.reason}`) !== `reason.${o.reason}`
      ? et(locale, `reason.${o.reason}`)
      : o.reason
    : '';
  return `${mark} ${formatOrder(o.order)}${o.result !== 'succeeds' ? ` (${[et(locale, `result.${o.result}`), why].filter(Boolean).join(', ')})` : ''}`;
}

function centreLines(
  locale: Locale,
  supplyCenters: Record<string, string>,
  units: { power: string }[],
  powers: readonly string[],
): string {
  const cc: Record<string, number> = {};
  const uc: Record<string, number> = {};
  for (const p of Object.values(supplyCenters)) cc[p] = (cc[p] ?? 0) + 1;
  for (const u of units) uc[u.power] = (uc[u.power] ?? 0) + 1;
  return POWER_ORDER.filter((p) => powers.includes(p) || cc[p] || uc[p])
    .sort((a, b) => (cc[b] ?? 0) - (cc[a] ?? 0) || POWER_ORDER.indexOf(a) - POWER_ORDER.indexOf(b))
    .map((p) => dt(locale, 'ui.centre_line', { power: powerName(locale, p), centres: cc[p] ?? 0, units: uc[p] ?? 0 }))
    .join('\n');
}

/** The public results of one adjudicated phase: every order with its outcome, by power; centre counts. */
export function resultsEmbed(
  locale: Locale,
  view: Pick<DiplomacyView, 'powers'>,
  r: PhaseRecord,
  index: number,
): Embed {
  const byPower = new Map<string, string[]>();
  for (const o of r.orders) {
    const list = byPower.get(o.power) ?? [];
    list.push(outcomeLine(locale, o));
    byPower.set(o.power, list);
  }
  const fields: NonNullable<Embed['fields']> = POWER_ORDER.filter((p) => byPower.has(p)).map((p) => ({
    name: powerName(locale, p),
    value: cut(byPower.get(p)!.join('\n'), 1024),
    inline: true,
  }));
  if (r.dislodged.length) {
    fields.push({
      name: dt(locale, 'ui.dislodged'),
      value: cut(
        r.dislodged
          .map(
            (d) =>
              `${powerName(locale, d.power)}: ${d.type === 'army' ? 'A' : 'F'} ${d.at.toUpperCase()} ← ${d.from.toUpperCase()}`,
          )
          .join('\n'),
        1024,
      ),
    });
  }
  if (r.lost.length) {
    fields.push({
      name: dt(locale, 'ui.lost'),
      value: cut(
        r.lost
          .map((u) => `${powerName(locale, u.power)}: ${u.type === 'army' ? 'A' : 'F'} ${u.at.toUpperCase()}`)
          .join('\n'),
        1024,
      ),
    });
  }
  fields.push({
    name: dt(locale, 'ui.centres'),
    value: cut(centreLines(locale, r.supplyCenters, r.unitsAfter, view.powers), 1024),
  });
  return {
    title: dt(locale, 'ui.results', { phase: phaseTitle(locale, r) }),
    description: r.orders.length ? undefined : dt(locale, 'ui.none'),
    fields: fields.slice(0, 25),
    color: COLOUR,
    footer: dt(locale, 'ui.results_footer', { n: index + 1 }),
  };
}

/** The status embed: phase, centres and units per power, who is ready and who is awaited, draw votes. */
export function dipStatusEmbed(view: unknown, locale: Locale): Embed {
  const v = view as DiplomacyView;
  const fields: NonNullable<Embed['fields']> = [];
  fields.push({
    name: dt(locale, 'ui.centres'),
    value: cut(centreLines(locale, v.supplyCenters, v.units, v.powers), 1024),
  });
  if (!v.result) {
    const waiting = v.owing.filter((p) => !v.ready.includes(p));
    fields.push({
      name: dt(locale, 'ui.ready_list'),
      value: v.ready.map((p) => powerName(locale, p)).join(', ') || '—',
      inline: true,
    });
    fields.push({
      name: dt(locale, 'ui.waiting'),
      value: waiting.map((p) => powerName(locale, p)).join(', ') || '—',
      inline: true,
    });
  }
  // D-16: the two-player game counts a side's units; every other variant one power's centres (E-1)
  const sideUnits = VARIANTS[v.variant as VariantId]?.sideUnitsToWin ?? null;
  fields.push({
    name: dt(locale, 'ui.to_win'),
    value:
      sideUnits === null
        ? dt(locale, 'ui.win_centres', { n: v.victoryCentres })
        : dt(locale, 'ui.win_side_units', { n: sideUnits }),
    inline: true,
  });
  if (v.drawVotes.length)
    fields.push({ name: dt(locale, 'ui.votes'), value: v.drawVotes.map((p) => powerName(locale, p)).join(', ') });
  return { description: v.result ? undefined : phaseTitle(locale, v), fields };
}

export function currentMapInput(view: DiplomacyView, locale: Locale) {
  return toDiplomacyMapInput(view, { lang: locale, caption: phaseTitle(locale, view) });
}

/** The current position (GameUi.renderMap); detail `results` draws the last adjudicated phase instead. */
export async function renderDipMap(
  view: unknown,
  opts: { locale: Locale; detail?: string; zone?: string },
): Promise<Buffer> {
  const v = view as DiplomacyView;
  if (opts.detail === 'results' && v.lastPhase) return renderResultsMap(v.lastPhase, opts.locale);
  const input = currentMapInput(v, opts.locale);
  if (!opts.zone) return renderDiplomacyMap(input);
  return renderDiplomacyMap(
    { ...input, caption: zoneCaption(opts.locale, input.caption, opts.zone) },
    { zone: opts.zone },
  );
}

function zoneCaption(locale: Locale, caption: string | undefined, zone: string): string {
  const name = dt(locale, `ui.zones.${zone}`);
  return caption ? `${caption} · ${name}` : name;
}

/** A power's own orders so far on the current position (for that player only: ephemeral). */
export function renderOwnOrdersMap(view: DiplomacyView, power: string, locale: Locale, zone?: string): Promise<Buffer> {
  const input = toDiplomacyOwnOrdersInput(view, power, {
    lang: locale,
    caption: dt(locale, 'ui.own_orders', { phase: phaseTitle(locale, view), power: powerName(locale, power as never) }),
  });
  if (!zone) return renderDiplomacyMap(input);
  return renderDiplomacyMap({ ...input, caption: zoneCaption(locale, input.caption, zone) }, { zone });
}

/** One adjudicated phase: the position before it with every order drawn (failed ones marked). */
export function renderResultsMap(r: PhaseRecord, locale: Locale): Promise<Buffer> {
  return renderDiplomacyMap(
    toDiplomacyResultsInput(r, {
      lang: locale,
      caption: dt(locale, 'ui.results', { phase: phaseTitle(locale, r) }),
    }),
  );
}
