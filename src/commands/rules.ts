import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../bot/command.js';
import { parseRuleCustomId, ruleCustomId } from '../bot/custom-id.js';
import { en } from '../bot/i18n/en.js';
import { it } from '../bot/i18n/it.js';
import { optString } from '../bot/options.js';
import { Refusal, type Context, type Embed, type Response } from '../bot/types.js';
import {
  autocomplete,
  gameRules,
  getEntry,
  GAMES as RULE_GAMES,
  resolveValue,
  searchRules,
  type GameSlug,
  type LookupEntry,
} from '../lookup/index.js';
import { renderRuleDiagram } from '../render/diagrams.js';

const T = en.command.rules;
const I = it.command.rules;

const gameChoice: APIApplicationCommandBasicOption = {
  name: 'game',
  description: T.opt_game,
  description_localizations: { it: I.opt_game },
  type: ApplicationCommandOptionType.String,
  required: false,
  choices: RULE_GAMES.map((g) => ({ name: g.name.en, name_localizations: { it: g.name.it }, value: g.game })),
};

const data: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  name: 'rules',
  description: T.description,
  description_localizations: { it: I.description },
  contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  options: [
    {
      name: 'topic',
      description: T.topic.description,
      description_localizations: { it: I.topic.description },
      type: ApplicationCommandOptionType.Subcommand,
      options: [
        {
          name: 'topic',
          description: T.topic.opt_topic,
          description_localizations: { it: I.topic.opt_topic },
          type: ApplicationCommandOptionType.String,
          required: true,
          autocomplete: true,
          max_length: 100,
        },
        gameChoice,
      ],
    },
    {
      name: 'search',
      description: T.search.description,
      description_localizations: { it: I.search.description },
      type: ApplicationCommandOptionType.Subcommand,
      options: [
        {
          name: 'query',
          description: T.search.opt_query,
          description_localizations: { it: I.search.opt_query },
          type: ApplicationCommandOptionType.String,
          required: true,
          max_length: 200,
        },
        gameChoice,
      ],
    },
    {
      name: 'card',
      description: T.card.description,
      description_localizations: { it: I.card.description },
      type: ApplicationCommandOptionType.Subcommand,
      options: [
        {
          name: 'name',
          description: T.card.opt_name,
          description_localizations: { it: I.card.opt_name },
          type: ApplicationCommandOptionType.String,
          required: true,
          autocomplete: true,
          max_length: 100,
        },
        gameChoice,
      ],
    },
  ],
};

function isGame(x: string | undefined): x is GameSlug {
  return !!x && RULE_GAMES.some((g) => g.game === x);
}

/** Finds the entry the user meant: an autocomplete value, a section id, or the best search hit. */
function find(ctx: Context, text: string, game: GameSlug | undefined, kind?: 'section' | 'card'): LookupEntry | null {
  const direct = resolveValue(text) ?? (game ? getEntry(game, text) : null);
  if (direct && (!kind || direct.kind === kind)) return direct;
  const [hit] = searchRules(text, { game, locale: ctx.locale, kind, limit: 1 });
  return hit ? getEntry(hit.game, hit.id) : null;
}

function entryEmbed(ctx: Context, e: LookupEntry, extra?: string): Embed {
  const g = gameRules(e.game);
  const title =
    e.kind === 'section' ? `§${e.entry.section} — ${e.entry.title[ctx.locale]}` : `🃏 ${e.entry.title[ctx.locale]}`;
  return {
    title: title.slice(0, 256),
    description: `${e.entry.body[ctx.locale]}${extra ? `\n\n${extra}` : ''}`.slice(0, 4000),
    footer: `${g.name[ctx.locale]}${e.kind === 'card' ? ` · ${e.entry.deck}` : ''}`,
    image: e.kind === 'section' && e.entry.diagram ? 'diagram.png' : undefined,
  };
}

async function entryResponse(ctx: Context, s: Services, e: LookupEntry, extra?: string): Promise<Response> {
  const related = e.entry.related
    .map((id) => getEntry(e.game, id))
    .filter((x): x is LookupEntry => x !== null)
    .slice(0, 5);
  const files = [];
  if (e.kind === 'section' && e.entry.diagram && s.images) {
    const png = await renderRuleDiagram(e.entry.diagram, ctx.locale);
    if (png) files.push({ name: 'diagram.png', data: png });
  }
  const embed = entryEmbed(ctx, e, extra);
  if (!files.length) delete embed.image;
  return {
    replies: [
      {
        embeds: [embed],
        files,
        components: related.length
          ? [
              related.map((r) => ({
                type: 'button' as const,
                customId: ruleCustomId(r.game, r.entry.id),
                label: (r.kind === 'section'
                  ? `§${r.entry.section} ${r.entry.title[ctx.locale]}`
                  : r.entry.title[ctx.locale]
                ).slice(0, 80),
              })),
            ]
          : [],
      },
    ],
  };
}

/** Where a card is in this channel's game: deck, discard, played (never whose hand). */
async function cardWhereabouts(ctx: Context, s: Services, e: LookupEntry): Promise<string | undefined> {
  const rows = await s.table.listHere(ctx.req, ['active', 'paused']);
  const row = rows.find((r) => r.kind === e.game);
  if (!row) return undefined;
  const ui = s.uis.get(row.kind);
  if (!ui?.cardLocation) return undefined;
  const game = await s.table.load(row.id);
  if (!game.state) return undefined;
  const ids = [e.entry.id, ...(e.entry.aliases ?? [])];
  const where = ui.cardLocation(game.state, ids);
  return ctx.t(`command.rules.card.where_${where}`, { id: row.id });
}

/** `/rules`: rule sections and cards of every game, in English and Italian, for anyone. */
export const rulesCommand: ChatCommand = {
  data,
  prefixes: ['r'],
  ephemeral: false,
  async execute(ctx, s) {
    const gameOpt = optString(ctx, 'game');
    const game = isGame(gameOpt) ? gameOpt : undefined;
    if (ctx.req.subcommand === 'search') {
      const query = optString(ctx, 'query') ?? '';
      const hits = searchRules(query, { game, locale: ctx.locale, limit: 8 });
      if (hits.length === 0) throw new Refusal('command.rules.none', { query: query.slice(0, 80) });
      const first = getEntry(hits[0]!.game, hits[0]!.id)!;
      const res = await entryResponse(ctx, s, first);
      const more = hits
        .slice(1)
        .map(
          (h) =>
            `• ${gameRules(h.game).name[ctx.locale]} — ${h.kind === 'section' ? `§${h.section} ` : '🃏 '}${h.title}`,
        );
      if (more.length) res.replies[0]!.content = `${ctx.t('command.rules.also')}\n${more.join('\n')}`;
      return res;
    }
    if (ctx.req.subcommand === 'card') {
      const name = optString(ctx, 'name') ?? '';
      const e = find(ctx, name, game, 'card');
      if (!e) throw new Refusal('command.rules.none', { query: name.slice(0, 80) });
      return entryResponse(ctx, s, e, await cardWhereabouts(ctx, s, e));
    }
    const topic = optString(ctx, 'topic') ?? '';
    const e = find(ctx, topic, game);
    if (!e) throw new Refusal('command.rules.none', { query: topic.slice(0, 80) });
    return entryResponse(ctx, s, e, e.kind === 'card' ? await cardWhereabouts(ctx, s, e) : undefined);
  },
  async autocomplete(ctx) {
    const gameOpt = optString(ctx, 'game');
    const game = isGame(gameOpt) ? gameOpt : undefined;
    const typed = String(ctx.req.options[ctx.req.focused ?? 'topic'] ?? '');
    const choices = autocomplete(typed, {
      game,
      locale: ctx.locale,
      kind: ctx.req.subcommand === 'card' ? 'card' : undefined,
    });
    return { replies: [], choices };
  },
  async component(ctx, s) {
    const m = parseRuleCustomId(ctx.req.customId ?? '');
    const game = m?.game;
    if (!m || !isGame(game)) throw new Refusal('error.stale');
    const e = getEntry(game, m.section);
    if (!e) throw new Refusal('error.stale');
    const res = await entryResponse(ctx, s, e);
    res.replies[0]!.ephemeral = true;
    return res;
  },
};
