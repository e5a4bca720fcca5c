import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/transport/discord.js';
import { ConfigError, parseConfig } from '../../src/config.js';

/** Shard settings (#22): a range per host, and the variables the ShardingManager gives its processes. */
describe('shard configuration', () => {
  it('SHARD_IDS takes a list, a range or both, with SHARD_COUNT the total over all hosts', () => {
    expect(parseConfig({ SHARD_IDS: '0,1', SHARD_COUNT: '4' }).SHARD_IDS).toEqual([0, 1]);
    expect(parseConfig({ SHARD_IDS: '0-1', SHARD_COUNT: '4' }).SHARD_IDS).toEqual([0, 1]);
    expect(parseConfig({ SHARD_IDS: ' 2-3, 5 ', SHARD_COUNT: '6' }).SHARD_IDS).toEqual([2, 3, 5]);
  });

  it('refuses a shard id out of range, SHARD_IDS without SHARD_COUNT, and text that is not ids', () => {
    expect(() => parseConfig({ SHARD_IDS: '2', SHARD_COUNT: '2' })).toThrow(/SHARD_IDS: 2: shard ids run from 0 to/);
    expect(() => parseConfig({ SHARD_IDS: '0' })).toThrow(/SHARD_COUNT: is required with SHARD_IDS/);
    expect(() => parseConfig({ SHARD_IDS: 'all', SHARD_COUNT: '2' })).toThrow(ConfigError);
  });

  it("in a process the ShardingManager started, its SHARDS (this shard's id, 0 included) is not the manager's setting", () => {
    // This threw "SHARDS: Too small" for shard 0 before: `npm run shards` could not start its first shard.
    const c = parseConfig({
      SHARDING_MANAGER: 'true',
      SHARDS: '0',
      SHARD_COUNT: '2',
      SHARDING_MANAGER_MODE: 'process',
    });
    expect(c.MANAGED_SHARD).toEqual({ id: 0, count: 2 });
    expect(c.SHARDS).toBe('auto');
    expect(c.SHARD_COUNT).toBeUndefined();
    expect(parseConfig({ SHARDS: '3' }).MANAGED_SHARD).toBeUndefined();
  });

  it('the client connects the configured shards; SHARDS=auto from a copied .env.example no longer breaks npm start', async () => {
    const saved = process.env.SHARDS;
    // dotenv puts .env.example's SHARDS=auto into the environment, where discord.js looked for a shard list
    // and threw "Unexpected token 'a', "auto" is not valid JSON" before the client existed.
    process.env.SHARDS = 'auto';
    try {
      const all = createClient({});
      expect(all.options.shards).toBe('auto');
      const range = createClient(parseConfig({ SHARD_IDS: '1', SHARD_COUNT: '2' }));
      expect([range.options.shards, range.options.shardCount]).toEqual([[1], 2]);
      const managed = createClient(parseConfig({ SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '2' }));
      expect([managed.options.shards, managed.options.shardCount]).toEqual([[0], 2]);
      await Promise.all([all, range, managed].map((c) => c.destroy()));
    } finally {
      if (saved === undefined) delete process.env.SHARDS;
      else process.env.SHARDS = saved;
    }
  });
});
