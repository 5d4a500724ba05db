/**
 * REST options for a test bot talking to the emulator. discord.js paces every client to Discord's global
 * 50 requests per second on its own side (@discordjs/rest `globalRequestsPerSecond`) and then sleeps until
 * the second is over. The emulator enforces no global limit, so a test bot would spend most of a long game
 * asleep (press-count: about 2,860 requests, some 57 s of pacing on an idle machine). Production keeps
 * discord.js's default.
 */
export const UNPACED_REST = { globalRequestsPerSecond: 1_000_000 } as const;
