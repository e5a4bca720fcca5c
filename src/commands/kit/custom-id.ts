// Component custom ids of a game command: `<prefix>:<gameId>:<version>:<verb>[:arg]` (STYLE §9).
// The version makes a click on an old message stale instead of acting on a board that moved on.

export interface CustomIds {
  /** what the router matches (`ChatCommand.prefixes`) */
  prefix: string;
  id(gameId: string, version: number, key: string): string;
  parse(customId: string): { gameId: string; version: number; key: string } | null;
}

/** The codec for one prefix (letters and digits only). */
export function customIds(prefix: string): CustomIds {
  const re = new RegExp(`^${prefix}:([a-z0-9]+):(\\d+):(.+)$`);
  return {
    prefix,
    id: (gameId, version, key) => `${prefix}:${gameId}:${version}:${key}`.slice(0, 100),
    parse(customId) {
      const m = re.exec(customId);
      return m ? { gameId: m[1]!, version: Number(m[2]), key: m[3]! } : null;
    },
  };
}
