/**
 * # Sanam's local Discord emulator
 *
 * A fake Discord (REST v10 + Gateway v10) that the REAL, unpatched discord.js 14 client talks to
 * with no network. Used by the bot's end-to-end tests and by local mode (`npm start` with no
 * DISCORD_TOKEN), where a web page drives it through the HTTP control API below.
 *
 * ## Start
 * ```ts
 * const emu = await startEmulator({
 *   botToken: 'local-token', applicationId: '1300000000000000001',
 *   guild: { id: '1300000000000000100', name: 'สนาม', roles: [{ id: '1300000000000000200', name: 'Judge' }] },
 *   channels: [{ id: '1300000000000000300', name: 'general' }],
 *   users: [{ id: '1300000000000001000', username: 'somchai', locale: 'th', roles: ['1300000000000000200'] }],
 *   clock: new ManualClock(),          // optional: age tokens without waiting
 *   port: 0, host: '127.0.0.1',        // defaults
 * });
 * const client = new Client({ intents: [...], rest: { api: emu.apiBase, retries: 0 } });
 * await client.login('local-token');   // gateway URL comes from GET /api/v10/gateway/bot
 * ...
 * client.destroy(); await emu.stop();  // no handles are left open
 * ```
 * `demoWorld({ botToken, port })` gives a ready-made guild "สนาม" (lobby/matches/rulings channels,
 * Thai and English players, a judge with the Judge role) for local mode; ids in `DEMO_IDS`.
 * `emu.url` is http://127.0.0.1:PORT, `emu.apiBase` is `${url}/api`, `emu.gatewayUrl` is ws://…/gateway.
 * The bot user's id defaults to the application id. Ids must be 17–20 digit snowflakes.
 *
 * ## What Discord behaviour is reproduced
 * - Gateway: HELLO, IDENTIFY (token checked, close 4004 if wrong), READY (+ application), GUILD_CREATE
 *   (roles, members, channels, active threads), heartbeat ACK, RESUME with replay; dispatches
 *   MESSAGE_CREATE/UPDATE/DELETE (GuildMessages intent; content blanked without MessageContent for
 *   others' messages), CHANNEL_*, THREAD_CREATE/UPDATE/DELETE, THREAD_MEMBERS_UPDATE, INTERACTION_CREATE.
 * - Sharding: IDENTIFY `shard: [id, count]`; the guild's events reach only shard (guild_id >> 22) % count;
 *   close 4010 on an invalid shard, 4011 past `shards.maxGuildsPerShard`; /gateway/bot recommends `shards.recommended`.
 * - REST (`Authorization: Bot <token>`, else 401): gateway/bot, users/@me, applications/@me, guild and
 *   global commands (GET/PUT/POST/PATCH/DELETE, Discord's validation: Thai names allowed, lowercase,
 *   description 1–100, localizations, ≤25 options/choices, 8000 chars, 100 commands), channels,
 *   messages (create/edit/delete/get/list, multipart `files[n]` + `payload_json`), threads (from a
 *   message — same id as the message — or standalone, private threads with members), channel PATCH
 *   (rename/archive/lock) and DELETE. Attachments are kept and served at `/attachments/<channel>/<id>/<name>`;
 *   `attachment://name` URLs in embeds/components point there.
 * - Interactions (unauthenticated, token is the credential): callback types 4,5,6,7,8,9 and
 *   `with_response`; @original GET/PATCH/DELETE; follow-ups (`?wait=true`), their PATCH/DELETE; the
 *   first follow-up after a deferred reply fills in the "thinking…" message (Discord's compat rule).
 * - Errors with Discord's codes: 50035 (with the `errors` tree) for every limit (content 2000, embeds
 *   10/6000/title 256/description 4096/fields 25/name 256/value 1024/footer 2048/author 256, 5 rows,
 *   5 buttons or 1 select per row, label 80, custom_id 1–100 and unique, select options 25 and
 *   label/value/description 100, placeholder 150, min/max ≤25, modal title 45 and 1–5 rows, text input
 *   lengths, autocomplete ≤25 choices name 1–100 value ≤100), 50006 empty message, 40005 file > 10 MiB
 *   or body > 25 MiB, 10062 first response later than 3 s (clock time), 40060 second acknowledgement,
 *   50027 token older than 15 min, 10008 unknown message, 10003 unknown channel, 10015 follow-up
 *   before acknowledging.
 * - Rate limits (`rateLimits`: 'realistic' default | 'strict' | 'off' | a table; rate-limit-profiles.ts): buckets
 *   per route and top-level resource (channel, guild, webhook id + token), shared buckets, a global limit that
 *   interaction endpoints are exempt from, X-RateLimit-* headers, 429 with retry_after/global/scope, and the
 *   invalid-request ban (plain-text 429 "error code: 1015"). `emu.rateLimits()` counts them; each refused
 *   request is logged in `requests` with `rateLimited: 'user' | 'shared' | 'global' | 'blocked'`.
 * - Visibility: each message is public or ephemeral (flag 64: only the invoking user sees it).
 *   Ephemeral messages never reach the gateway and never appear in another user's view or stream.
 *
 * ## Control API (in-process: methods on the object startEmulator returns)
 * | method | what it does / returns |
 * |---|---|
 * | `users()`, `roles()`, `channels(userId?)`, `threads(userId?)`, `commands()` | lists (channels include threads; `member_ids` on threads) |
 * | `slash(userId, channelId, 'cmd [group] [sub]', { option: value }, { locale?, timeoutMs? })` | runs a slash command; names may be localized (Thai); user/channel/role options take ids, attachments `{ name, data }` → `InteractionOutcome` |
 * | `autocomplete(userId, channelId, 'cmd sub', { opt: 'partial' }, 'opt')` | the bot's choices `[{ name, value }]` |
 * | `click(userId, messageId, customId)` | presses a button → `InteractionOutcome` |
 * | `select(userId, messageId, customId, values)` | chooses in a select (string/user/role/mentionable/channel) → outcome |
 * | `openModal(userId)`, `submitModal(userId, customId, { inputId: 'text' })`, `dismissModal(userId)` | modals shown by the bot |
 * | `say(userId, channelId, content)` | a member posts a message (bot gets MESSAGE_CREATE) |
 * | `leaveGuild(userId)`, `joinGuild(userId)` | a member leaves the guild (GUILD_MEMBER_REMOVE, GUILD_MEMBERS intent; and its threads) or comes back (GUILD_MEMBER_ADD) |
 * | `leaveThread(userId, threadId)`, `joinThread(userId, threadId)` | a member leaves or joins a thread (THREAD_MEMBERS_UPDATE; other members' changes need GUILD_MEMBERS) |
 * | `visibleMessages(userId, channelId)` | API messages that user sees there, oldest first |
 * | `transcript(userId)` | `{ channelId, channelName, message }[]` across all channels, in order |
 * | `message(id)`, `attachment(id)` (→ `{ filename, contentType, bytes }`) | raw look-ups |
 * | `setLocale(userId, 'th' \| 'en-US')`, `localeOf(userId)` | the locale sent as interaction `locale` |
 * | `waitFor(() => value \| undefined, timeoutMs?)` | resolves when the predicate yields a value after any change |
 * | `requests` | the last 2000 REST calls `{ method, route, path, status, code?, rateLimited?, body, files }` |
 * | `rateLimits()` | `{ limited: { user, shared, global, blocked }, invalidTotal, invalidInWindow, blockedUntil }` or null when off |
 * | `state`, `gateway.sent` | internals for assertions (stored messages, dispatch log) |
 * | `gateway.disconnect(code?, invalidate?)` | drops the bot's connections (it RESUMEs and gets missed events) |
 * | `gateway.interactionsTo = shard \| null` | with `interactionDelivery: 'any-session'`: the shard whose session gets the next interactions (null: each session in turn) |
 *
 * `InteractionOutcome = { id, kind, callbackType, message?, choices?, modal?, messages(), settled() }`:
 * resolved as soon as the bot acknowledges. `message` is what the callback created (4/5) or
 * updated (7); `settled()` waits until a deferred reply is filled in (5) or the first edit/follow-up
 * after a deferUpdate (6) and gives the latest message. If the bot does not answer within
 * `answerTimeoutMs` real ms (default 5000), or answers after 3 s of clock time, the call rejects with
 * `InteractionFailedError` (`reason`: 'no-answer' | 'timeout' | 'late'). Misuse (unknown command,
 * missing required option, message not visible to that user, disabled button, value not among the
 * options...) throws `EmulatorControlError` before anything is sent to the bot.
 *
 * ## Control API over HTTP (`/_control/*`, JSON; same semantics)
 * - `GET state[?user=]` → `{ guild, bot, users, channels, commands, seq, rateLimits }`; `GET users|roles|commands|rate-limits`;
 *   `GET channels?user=`; `GET messages?user=&channel=`; `GET transcript?user=`; `GET modal?user=` (open modal or null).
 * - `POST slash {user, channel, command, options?, locale?, settle?}`; `POST autocomplete {user, channel,
 *   command, options, focused}` → `{choices}`; `POST click {user, message, customId, settle?}`;
 *   `POST select {user, message, customId, values, settle?}`; `POST modal {user, customId, fields, settle?}`;
 *   `POST modal/dismiss {user}`; `POST say {user, channel, content}`; `POST locale {user, locale}`;
 *   `POST guild/leave|guild/join {user}` and `POST thread/leave|thread/join {user, thread}` (a member leaves or
 *   comes back: GUILD_MEMBER_REMOVE/ADD, THREAD_MEMBERS_UPDATE).
 *   Interaction endpoints answer `{ id, kind, callbackType, message?, choices?, modal?, messages }`
 *   (with `settle: true` after `settled()`); 400 `{error}` for misuse, 409 `{error, reason}` when the
 *   interaction failed, 504 on timeouts.
 * - `GET events?user=ID` — server-sent events of what that user can see (without `user`: public only).
 *   Event names: `message.create|message.update` `{channelId, message}`, `message.delete` `{channelId,
 *   messageId}`, `channel.create|update|delete` `{channel}`, `thread.members`, `commands.update`, and
 *   for that user only: `interaction.create|ack|failed`, `modal.open {modal}`, `modal.close`.
 *   Each has `id: <seq>`; reconnecting with `Last-Event-ID` (or `?since=`) replays missed events.
 * - Attachments: `GET /attachments/<channel>/<attachment>/<filename>`.
 * - `corsOrigin` option adds CORS headers for a page served from another origin.
 */
export { startEmulator, type Emulator, type ControlApi } from './server.js';
export type { RequestRecord } from './http.js';
export { ManualClock, systemClock, type Clock } from './clock.js';
export { EmulatorControlError, InteractionFailedError } from './control-errors.js';
export { WaitTimeoutError } from './wait.js';
export { FIRST_RESPONSE_MS, TOKEN_LIFETIME_MS } from './interactions.js';
export type { InteractionOutcome, OutcomeSnapshot, ActOptions } from './control.js';
export type { EmulatorOptions, UserConfig, ChannelConfig, RoleConfig, Locale, Json } from './types.js';
export { demoWorld, DEMO_IDS } from './world.js';
export { REALISTIC_RATE_LIMITS, STRICT_RATE_LIMITS, type RateLimitConfig, type RateLimitSetting, type BucketLimit } from './rate-limit-profiles.js';
export type { RateLimitStats, RateLimitKind } from './rate-limiter.js';
