/** A replay frame's caption in words, in the requester's language (src/bot/replay/frames.ts). */
import { ownerName, territoryName } from '../../commands/belle-epoque/names.js';
import { phaseTitle } from '../../commands/diplomacy/text.js';
import { issueName, nationName } from '../../commands/versailles-1919/names.js';
import { eventText, roleLabel } from '../roles.js';
import type { Context } from '../types.js';
import type { Caption, FrameSpec } from './frames.js';

type Named = Pick<Context, 't' | 'has' | 'locale'>;

function params(ctx: Named, slug: string, p: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...p };
  const L = ctx.locale;
  if (typeof p.role === 'string') out.role = roleLabel(ctx, slug, p.role);
  if (Array.isArray(p.roles)) out.roles = (p.roles as string[]).map((r) => roleLabel(ctx, slug, r)).join(', ');
  if (slug === 'diplomacy' && typeof p.season === 'string')
    out.phase = phaseTitle(L, p as { season: string; year: number; phase: string });
  if (slug === 'belle-epoque') {
    if (typeof p.territory === 'string') out.territory = territoryName(L, p.territory);
    if (typeof p.attacker === 'string') out.attacker = ownerName(L, p.attacker);
    if (typeof p.defender === 'string') out.defender = ownerName(L, p.defender);
  }
  if (slug === 'versailles-1919') {
    if (typeof p.issue === 'string') out.issue = issueName(L, p.issue);
    if (typeof p.nation === 'string') out.nation = nationName(L, p.nation);
  }
  if (typeof p.d === 'number') out.d = p.d > 0 ? `+${p.d}` : String(p.d);
  return out;
}

function line(ctx: Named, named: Named, slug: string, m: Caption['head']): string {
  // the platform's own caption keys, or a game's public event (its own naming, as /game history words it)
  if (m.key.startsWith('replay.')) return ctx.t(m.key, params(ctx, slug, m.params));
  return eventText(named, { key: m.key, params: m.params as never, audience: 'public' });
}

/** Heading and changes of one frame. `named`: the game's naming context (cards, places by name). */
export function captionText(ctx: Named, named: Named, slug: string, f: FrameSpec): { head: string; changes: string } {
  return {
    head: line(ctx, named, slug, f.caption.head),
    changes: f.caption.changes.map((c) => line(ctx, named, slug, c)).join(' · '),
  };
}
