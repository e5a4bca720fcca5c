import type { Locale, Translate } from './i18n/index.js';

/** An interaction, independent of Discord: what the console, the tests and discord.js all produce. */
export interface Request {
  kind: 'command' | 'component' | 'autocomplete' | 'modal';
  /** Interaction id: the same interaction is never applied twice. */
  id: string;
  /** Slash command name, e.g. `game`. */
  command?: string;
  group?: string;
  subcommand?: string;
  options: Record<string, string | number | boolean>;
  /** Component / modal custom id. */
  customId?: string;
  /** Selected values of a select menu. */
  values?: string[];
  /** Modal text fields by custom id. */
  fields?: Record<string, string>;
  /** Autocomplete: the option being typed. */
  focused?: string;
  user: { id: string; name: string };
  locale: string;
  guildId: string | null;
  channelId: string;
  /** The interaction comes from the user's own DM with the bot (not a group DM): a seated player's private place. */
  inBotDm?: boolean;
  /** When the interaction comes from a thread: the channel the thread belongs to, if the transport knows it. */
  parentChannelId?: string | null;
  /** Attachment options, already downloaded by the transport. */
  attachments?: Record<
    string,
    { name: string; data: Buffer /** Size in bytes, when too big to download. */; size?: number }
  >;
  /** The member may manage the server the interaction comes from (game-master rights on that server's games only). */
  canManageGuild?: boolean;
}

export interface EmbedField {
  name: string;
  value: string;
  inline?: boolean;
}

export interface Embed {
  title?: string;
  description?: string;
  fields?: EmbedField[];
  color?: number;
  footer?: string;
  /** Name of an attached file to show as the embed image. */
  image?: string;
}

export interface Button {
  type: 'button';
  customId: string;
  label: string;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  disabled?: boolean;
}

export interface SelectMenu {
  type: 'select';
  customId: string;
  placeholder?: string;
  options: { label: string; value: string; description?: string }[];
  minValues?: number;
  maxValues?: number;
}

export type Component = Button | SelectMenu;

export interface Modal {
  customId: string;
  title: string;
  fields: {
    customId: string;
    label: string;
    style: 'short' | 'paragraph';
    value?: string;
    required?: boolean;
    placeholder?: string;
  }[];
}

export interface Reply {
  content?: string;
  embeds?: Embed[];
  files?: { name: string; data: Buffer }[];
  /** Rows of components (at most 5 rows of 5 buttons, or one select per row). */
  components?: Component[][];
  ephemeral?: boolean;
  /** User ids this message may mention (nobody else is pinged). */
  mentions?: string[];
  /**
   * This is the table message of that game (its state, whose turn, the buttons): the transport edits
   * the one it posted before in this channel instead of posting a new one (a calm channel).
   */
  table?: string;
}

/** Lines for a game's move log, which the transport keeps in one thread of the channel. */
export interface LogPost {
  gameId: string;
  /** The thread's name when it must be opened. */
  title: string;
  lines: string[];
  /** Users pinged in the thread (whoever must act now). */
  mentions?: string[];
}

export interface Response {
  /** The reply and follow-ups, in order. */
  replies: Reply[];
  /** Private messages to other users (e.g. a defender's prompt); falls back to an ephemeral note. */
  dms?: { userId: string; reply: Reply }[];
  /** Autocomplete choices. */
  choices?: { name: string; value: string }[];
  /** Open a private thread in the channel for these users (`/game talk`). */
  thread?: { name: string; userIds: string[]; gameId: string; roles: string[] };
  /** Open a modal instead of replying. */
  modal?: Modal;
  /** Lines for the game's move log (a thread), kept out of the channel. */
  log?: LogPost;
}

/** What a handler gets: the request, text in the user's language, and the services. */
export interface Context {
  req: Request;
  locale: Locale;
  t: Translate;
  /** Whether a text exists for this key in this locale (or English). */
  has(key: string): boolean;
  /** Acknowledge now (Discord's 3-second rule) before slow work; safe to call more than once. */
  defer(ephemeral: boolean): Promise<void>;
}

/** A refusal the user sees as an ephemeral localized message; nothing changed. */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly rule?: string,
  ) {
    super(key);
  }
}
