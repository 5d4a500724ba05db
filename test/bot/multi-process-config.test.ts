/**
 * SHARDS / SHARD_COUNT: validated with the rest of the configuration (one line naming the problem) and
 * turned into discord.js's `shards` / `shardCount` client options.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { shardClientOptions } from '../../src/bot/shard.js';

const shardsOf = (env: Record<string, string>) => shardClientOptions(parseConfig(env));
const problem = (env: Record<string, string>) => { try { parseConfig(env); return null; } catch (err) { return (err as Error).message; } };

describe('SHARDS and SHARD_COUNT', () => {
  it('unset: one shard of one (discord.js\'s default)', () => {
    expect(shardsOf({})).toEqual({});
  });

  it('a list, one id, or the JSON array ShardingManager sets, each with SHARD_COUNT', () => {
    expect(shardsOf({ SHARDS: '0,2', SHARD_COUNT: '3' })).toEqual({ shards: [0, 2], shardCount: 3 });
    expect(shardsOf({ SHARDS: '1', SHARD_COUNT: '2' })).toEqual({ shards: [1], shardCount: 2 });
    expect(shardsOf({ SHARDS: '[0, 1]', SHARD_COUNT: '4' })).toEqual({ shards: [0, 1], shardCount: 4 });
  });

  it('SHARD_COUNT alone connects every shard of that count; SHARDS=auto asks Discord', () => {
    expect(shardsOf({ SHARD_COUNT: '3' })).toEqual({ shards: [0, 1, 2], shardCount: 3 });
    expect(shardsOf({ SHARDS: 'auto' })).toEqual({ shards: 'auto' });
  });

  it('refuses bad pairs with one line naming the variable', () => {
    expect(problem({ SHARDS: '0,3', SHARD_COUNT: '3' })).toBe('Configuration error: SHARDS has shard 3, but shard ids run from 0 to SHARD_COUNT - 1 (2)');
    expect(problem({ SHARDS: '1' })).toBe('Configuration error: SHARD_COUNT is required when SHARDS lists shard ids');
    expect(problem({ SHARDS: 'auto', SHARD_COUNT: '2' })).toBe('Configuration error: SHARDS=auto takes the shard count from Discord; leave SHARD_COUNT unset');
    expect(problem({ SHARDS: '0,0', SHARD_COUNT: '2' })).toBe('Configuration error: SHARDS lists a shard twice');
    expect(problem({ SHARDS: 'one', SHARD_COUNT: '2' })).toBe('Configuration error: SHARDS must be auto or shard ids such as 0 or 0,2');
    expect(problem({ SHARDS: '-1', SHARD_COUNT: '2' })).toBe('Configuration error: SHARDS must be auto or shard ids such as 0 or 0,2');
    expect(problem({ SHARD_COUNT: '0' })).toBe('Configuration error: SHARD_COUNT must be at least 1');
    expect(problem({ SHARD_COUNT: '1.5' })).toMatch(/^Configuration error: SHARD_COUNT /);
  });
});
