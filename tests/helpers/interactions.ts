/**
 * Slash-command interactions as Discord sends them over the gateway (INTERACTION_CREATE), for the
 * tests that drive the bot's real process through the fake gateway.
 */

export type Opt = { type: number; name: string; value?: string | number | boolean; options?: Opt[] };
export const sub = (name: string, options: Opt[] = []): Opt => ({ type: 1, name, options });
export const group = (name: string, options: Opt[]): Opt => ({ type: 2, name, options });
export const str = (name: string, value: string): Opt => ({ type: 3, name, value });
export const int = (name: string, value: number): Opt => ({ type: 4, name, value });
export const bool = (name: string, value: boolean): Opt => ({ type: 5, name, value });

export const APP_ID = '1100000000000000001';
export const ALICE = {
  id: '1500000000000000001',
  username: 'alice',
  discriminator: '0',
  global_name: 'Alice',
  avatar: null,
};

let seq = 0;
/** A fresh snowflake-shaped id (unique in this process). */
export const snowflake = () => `14${String(Date.now()).slice(-9)}${String(++seq).padStart(7, '0')}`;

/** `/name …options` typed by `user` (Alice) in the first channel of `guild`. */
export function slash(
  guild: { id: string; channels: { id: string; name: string }[] },
  name: string,
  options: Opt[],
  user = ALICE,
) {
  const channel = guild.channels[0]!;
  return {
    id: snowflake(),
    application_id: APP_ID,
    type: 2,
    token: `itok-${snowflake()}`,
    version: 1,
    locale: 'en-US',
    guild_locale: 'en-US',
    guild_id: guild.id,
    guild: { id: guild.id, locale: 'en-US', features: [] },
    channel_id: channel.id,
    channel: {
      id: channel.id,
      type: 0,
      name: channel.name,
      guild_id: guild.id,
      position: 0,
      permission_overwrites: [],
      flags: 0,
    },
    app_permissions: '2248473465835073',
    entitlements: [],
    attachment_size_limit: 10_485_760,
    context: 0,
    authorizing_integration_owners: { '0': guild.id },
    member: {
      user,
      roles: [],
      permissions: '2147483648',
      joined_at: '2026-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
    },
    data: { id: snowflake(), name, type: 1, options },
  };
}
