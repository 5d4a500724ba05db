/**
 * Discord does not count interaction endpoints (an interaction's callback, and its webhook: the reply's edits
 * and follow-ups, a hand panel's edits) in a bot's global 50 requests per second (rate-limits.mdx; the emulator
 * models it), and a request without the bot's token cannot count in it. @discordjs/rest counts every request
 * in its own throttle of that limit, so a busy moment of hand panels held the board edits, which do count, for
 * up to a second: in the click bench (Summoner Master, ~5 requests per click, 4 of them to the interaction's
 * webhook) one click in ~30 waited ~0.85 s for the throttle's next second, and 16 ms without it.
 *
 * So requests made without the bot's token go through a REST of their own: the same options, their per-route
 * buckets kept as before, but no share of the bot's global budget. Its events reach the bot's REST listeners.
 */
import { REST, RESTEvents, type RequestData } from 'discord.js';

/** Requests per second the side REST allows itself: the interaction endpoints have no global limit to keep. */
const UNBOUND = 1_000_000;

const FORWARDED = [RESTEvents.Response, RESTEvents.RateLimited, RESTEvents.InvalidRequestWarning, RESTEvents.Debug, RESTEvents.HashSweep, RESTEvents.HandlerSweep] as const;

/** Sends `rest`'s requests made with `auth: false` through a REST of their own; returns that REST. */
export function separateTokenlessRequests(rest: REST): REST {
  const side = new REST({ ...rest.options, globalRequestsPerSecond: UNBOUND });
  for (const event of FORWARDED) side.on(event, (...args: unknown[]) => { (rest.emit as (e: string, ...a: unknown[]) => boolean)(event, ...args); });
  const own = rest.request.bind(rest);
  rest.request = (options: RequestData & Parameters<REST['request']>[0]) => (options.auth === false ? side.request(options) : own(options));
  return side;
}
