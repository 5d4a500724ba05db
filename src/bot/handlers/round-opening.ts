/**
 * Opening a league round's games a few at a time. Each game costs a thread in the league's channel (that
 * channel's thread bucket: about 5 per 5 s on Discord) and then a few requests inside its own thread. One at
 * a time, every game's in-thread posts held up the next thread, so 16 games took 16 × those posts; all at
 * once, the games would race on the league's revision (LeagueRepo.update retries a bounded number of times).
 * A few at once keep the channel's thread bucket busy while earlier games fill in their threads.
 */
export const ROUND_OPENING_CONCURRENCY = 4;

/** Runs `start` for each item, at most `limit` at a time; a failure is left to `start` to log. */
export async function openInParallel<T>(items: readonly T[], start: (item: T) => Promise<void>, limit = ROUND_OPENING_CONCURRENCY): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await start(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
