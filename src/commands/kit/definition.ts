// Pieces of a game command's definition (STYLE §9) that every game command shares: descriptions
// in English with their Italian localization, the `game:` option, where the command may be used.
import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
} from 'discord-api-types/v10';
import { cut } from '../../bot/pages.js';
import type { TextFn } from './menus.js';

/** A description and its Italian localization from a text path, within Discord's 100 characters. */
export function describedBy(t: TextFn) {
  return (path: string) => ({
    description: cut(t('en', path), 100),
    description_localizations: { it: cut(t('it', path), 100) },
  });
}

/** The optional `game:` option (autocompleted), for a channel with several games. */
export function gameOptionOf(
  description: ReturnType<ReturnType<typeof describedBy>>,
): APIApplicationCommandBasicOption {
  return {
    name: 'game',
    ...description,
    type: ApplicationCommandOptionType.String,
    required: false,
    autocomplete: true,
  };
}

/** Servers, DMs with the bot and group DMs. */
export const GAME_CONTEXTS = [
  InteractionContextType.Guild,
  InteractionContextType.BotDM,
  InteractionContextType.PrivateChannel,
];

/** A subcommand whose only option is `game:` (status, map, hand, …). */
export function plainSubOf(
  name: string,
  description: ReturnType<ReturnType<typeof describedBy>>,
  gameOption: APIApplicationCommandBasicOption,
) {
  return { name, ...description, type: ApplicationCommandOptionType.Subcommand as const, options: [gameOption] };
}

/** An optional option with fixed choices, each named in English and Italian (a map's detail or zone). */
export function choiceOptionOf(
  name: string,
  description: ReturnType<ReturnType<typeof describedBy>>,
  choices: readonly { value: string; en: string; it: string }[],
): APIApplicationCommandBasicOption {
  return {
    name,
    ...description,
    type: ApplicationCommandOptionType.String,
    required: false,
    choices: choices.map((c) => ({ name: c.en, name_localizations: { it: c.it }, value: c.value })),
  };
}

/** A subcommand with its own options, then `game:` (the map with its detail, zone or zoom). */
export function subWithOptions<N extends string>(
  name: N,
  description: ReturnType<ReturnType<typeof describedBy>>,
  options: readonly APIApplicationCommandBasicOption[],
  gameOption: APIApplicationCommandBasicOption,
) {
  return {
    name,
    ...description,
    type: ApplicationCommandOptionType.Subcommand as const,
    options: [...options, gameOption],
  };
}
