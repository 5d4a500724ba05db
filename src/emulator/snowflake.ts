import type { Clock } from './clock.js';

const DISCORD_EPOCH = 1420070400000n;

/**
 * Real-shaped 17–19 digit snowflakes: @discordjs/rest splits rate-limit buckets by them and
 * discord.js derives createdTimestamp from them. Strictly increasing even when a manual clock
 * stands still or goes backwards.
 */
export class Snowflakes {
  private last = 0n;
  constructor(private readonly clock: Clock) {}

  next(): string {
    const ts = BigInt(Math.max(0, Math.floor(this.clock.now()))) - DISCORD_EPOCH;
    let id = (ts << 22n) | (1n << 17n);
    if (id <= this.last) id = this.last + 1n;
    this.last = id;
    return id.toString();
  }
}

export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}
