import { InteractionContextType } from 'discord-api-types/v10';
import type { ChatCommand } from '../bot/command.js';
import { en } from '../bot/i18n/en.js';
import { it } from '../bot/i18n/it.js';

/** `/help`: what the bot does and how to start. */
export const helpCommand: ChatCommand = {
  data: {
    name: 'help',
    description: en.command.help.description,
    description_localizations: { it: it.command.help.description },
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  },
  instant: true,
  ephemeral: true,
  async execute(ctx, s) {
    const games = s.registry
      .list()
      .map((m) => {
        // each game's own command for its moves (`/lbe`, `/dip`, `/versailles`, `/1701`)
        const cmd = s.uis.get(m.slug)?.command?.data.name;
        return `${m.title[ctx.locale]} (\`${m.slug}\`, ${m.minPlayers}–${m.maxPlayers}${cmd ? `, \`/${cmd}\`` : ''})`;
      })
      .join(', ');
    return {
      replies: [
        { embeds: [{ title: ctx.t('help.title'), description: ctx.t('help.body', { games }) }], ephemeral: true },
      ],
    };
  },
};
