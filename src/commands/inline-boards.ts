// The board for the chat (issue #30): each game's inline image, from the observer view (and the view
// before the move, to find where the action was), with the outcome on a finished game's banner.
import type { Locale } from '../bot/i18n/index.js';
import type { DiplomacyView } from '../engine/diplomacy/view.js';
import type { VersaillesView } from '../engine/versailles-1919/index.js';
import type { Succession1701View } from '../engine/succession-1701/view.js';
import { lbeInlineContinent, renderBelleEpoqueInline } from '../render/belle-epoque/inline.js';
import { renderDiplomacyInline } from '../render/diplomacy/inline.js';
import { toSuccession1701MapInput } from '../render/succession-1701/adapter.js';
import { renderSuccession1701Inline, s1701InlineTheatre } from '../render/succession-1701/inline.js';
import { toVersaillesBoardInput } from '../render/versailles-1919/adapter.js';
import { renderVersaillesInline } from '../render/versailles-1919/inline.js';
import { lbeMapInputFor } from './belle-epoque/present.js';
import { currentMapInput } from './diplomacy/present.js';
import { stepText } from './versailles-1919/present.js';

export interface InlineOpts {
  locale: Locale;
  /** the observer view before the move: the view shows where the action was */
  before?: unknown;
  /** a finished game's outcome, already localized */
  banner?: string;
}

const banner = (o: InlineOpts) => (o.banner ? { banner: o.banner } : {});

export function renderLbeInline(view: unknown, o: InlineOpts): Promise<Buffer> {
  const input = lbeMapInputFor(view, o.locale);
  const before = o.before ? lbeMapInputFor(o.before, o.locale) : null;
  return renderBelleEpoqueInline(input, { continent: lbeInlineContinent(input, before), ...banner(o) });
}

export function renderDipInline(view: unknown, o: InlineOpts): Promise<Buffer> {
  return renderDiplomacyInline(currentMapInput(view as DiplomacyView, o.locale), banner(o));
}

export function renderVrInline(view: unknown, o: InlineOpts): Promise<Buffer> {
  const v = view as VersaillesView;
  return renderVersaillesInline(
    toVersaillesBoardInput(v, { lang: o.locale, step: v.ended ? undefined : stepText(o.locale, v) }),
    banner(o),
  );
}

export function renderS1701Inline(view: unknown, o: InlineOpts): Promise<Buffer> {
  const input = toSuccession1701MapInput(view as Succession1701View, { lang: o.locale });
  const before = o.before ? toSuccession1701MapInput(o.before as Succession1701View, { lang: o.locale }) : null;
  // the 1701 map names the winner itself (its outcome line); the banner adds the platform's summary
  return renderSuccession1701Inline(input, { theatre: s1701InlineTheatre(input, before) });
}
