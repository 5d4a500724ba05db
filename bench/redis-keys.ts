/** The benches' clean-up on a shared Redis: only their own keys, by prefix, never FLUSHDB. */
import type { Redis } from 'ioredis';

export async function unlinkByPrefix(raw: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await raw.unlink(...keys);
  } while (cursor !== '0');
}
