/**
 * Builds the bot around a discord.js Client: context, router, publisher, timers. The client may point at
 * real Discord or at the local emulator (rest.api); nothing here knows which.
 */
import { Client, Events, GatewayCloseCodes, GatewayIntentBits, InteractionType, Partials, type ClientOptions } from 'discord.js';
import type { Logger } from '../log.js';
import type { MatchStore } from '../store/types.js';
import { metrics } from '../metrics/registry.js';
import { DEFAULT_TIMERS, type BotContext, type DelegateHandlers, type RenderBoard, type TimerConfig } from './context.js';
import type { EnginePort } from '../match/engine-port.js';
import { MatchService } from '../match/service.js';
import { BoardPublisher, type PublishedSink } from './publisher.js';
import { separateTokenlessRequests } from './interaction-rest.js';
import { DeckRepository } from './repo/decks.js';
import type { KeyValueRepo } from '../store/kv.js';
import { afterApplied } from './after-commit.js';
import { Router } from './router.js';
import { TimerService } from './timers.js';
import { ruleDelegates } from './handlers/rules.js';
import { startLeagueSweeper } from './handlers/league-games.js';
import { LEAVE_KEY, LeaveWatch, disallowedIntentsError, leaveGraceMsFromEnv, memberEventsFromEnv } from './handlers/member-leave.js';
import { background, listener } from '../supervise.js';
import { quoteRuleButton } from '../rules/discord/handlers.js';
import { MemoryRulingsStore } from '../rules/rulings/memory.js';
import type { RulingsStore } from '../rules/rulings/types.js';

export interface BotOptions {
  token: string;
  /** REST base, e.g. http://127.0.0.1:8787/api for the emulator; the gateway URL then comes from its /gateway/bot. */
  apiUrl?: string;
  store: MatchStore;
  kv: KeyValueRepo;
  engine: EnginePort;
  log: Logger;
  timers?: Partial<TimerConfig>;
  render?: RenderBoard;
  /** Community rulings for /ruling and /rule; in-process when not given. */
  rulings?: RulingsStore;
  /** Overrides of the /rule and /ruling handlers (tests). */
  delegates?: DelegateHandlers;
  now?: () => number;
  /** Start the deadline sweeper (off for a process that should only serve interactions). */
  sweep?: boolean;
  /** How long a seated player who left the server or match thread has to come back (default SANAM_LEAVE_GRACE_SECONDS or 5 min). */
  leaveGraceMs?: number;
  /** Ask for the Server Members intent and watch players leave (default SANAM_MEMBER_EVENTS, on). */
  memberEvents?: boolean;
  /** The league sweeper's period (default 30 s; the outage test shortens it). */
  leagueSweepMs?: number;
  sink?: PublishedSink;
  /** Saved decks per user and game (MAX_DECKS_PER_USER). */
  decksPerUser?: number;
  clientOptions?: Partial<ClientOptions>;
}

export interface Bot {
  client: Client;
  ctx: BotContext;
  router: Router;
  start(): Promise<void>;
  /** Graceful: stop the sweeper, let handlers in flight finish, disconnect. */
  stop(): Promise<void>;
  /** Abrupt, as if the process died: no draining (tests of restarts use this). */
  kill(): void;
}

export function createBot(opts: BotOptions): Bot {
  // REST options are merged, not replaced: tests pass REST pacing options alongside local mode's emulator URL.
  const rest = { ...(opts.apiUrl ? { api: opts.apiUrl } : {}), ...opts.clientOptions?.rest };
  const memberEvents = opts.memberEvents ?? memberEventsFromEnv();
  const client = new Client({
    // GuildMembers (privileged, to be enabled for the application): a seated player leaving the server or the
    // match thread (handlers/member-leave.ts). The partials let those events through for uncached members.
    intents: memberEvents ? [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers] : [GatewayIntentBits.Guilds],
    partials: [Partials.GuildMember, Partials.ThreadMember],
    ...opts.clientOptions,
    ...(Object.keys(rest).length ? { rest } : {}),
  });
  // Interaction callbacks and webhook edits do not count in the bot's global rate limit (interaction-rest.ts).
  const tokenless = separateTokenlessRequests(client.rest);
  // client.destroy() stops its own REST's sweepers, not the side REST's.
  const stopTokenless = () => { tokenless.clearHashSweeper(); tokenless.clearHandlerSweeper(); };
  const now = opts.now ?? Date.now;
  const timerConfig: TimerConfig = { ...DEFAULT_TIMERS, ...opts.timers };
  const service = new MatchService(opts.store, opts.engine);
  const publisher = new BoardPublisher(client, service, opts.engine, opts.log, timerConfig, opts.render, opts.sink, opts.kv);
  // A new version's views are built while its commit is on its way to the store, ready for its board.
  service.setWhileCommitting((state, matchId) => publisher.prepareWhileCommitting(matchId, state));
  const timers = new TimerService(opts.store, service, timerConfig, opts.log, now, opts.kv);
  const rulings = opts.rulings ?? new MemoryRulingsStore();
  const ctx: BotContext = {
    client, store: opts.store, kv: opts.kv, engine: opts.engine, service, decks: new DeckRepository(opts.kv, opts.engine, opts.decksPerUser),
    publisher, timers, log: opts.log, timerConfig, now, rulings,
    delegates: {
      ...ruleDelegates(rulings, now),
      quoteRuleButton: (section, lang) => quoteRuleButton(section, lang),
      ...opts.delegates,
    },
  };
  timers.setEffects({
    applied: (outcome) => afterApplied(ctx, outcome),
    say: (match, content, mention) => publisher.say(match, content, mention),
  });
  const leave = new LeaveWatch(ctx, opts.leaveGraceMs ?? leaveGraceMsFromEnv(), (outcome) => afterApplied(ctx, outcome));
  timers.handleDeadlines(LEAVE_KEY, (d) => leave.fire(d));
  const router = new Router(ctx);
  let stopLeagues: () => Promise<void> = async () => {};
  client.on(Events.InteractionCreate, listener(opts.log, 'interaction', (interaction) => router.handle(interaction).finally(metrics.interaction(InteractionType[interaction.type]))));
  client.on(Events.GuildMemberRemove, listener(opts.log, 'member left server', (member) => leave.leftServer(member.guild.id, member.id)));
  client.on(Events.ThreadMembersUpdate, listener(opts.log, 'thread members', (_added, removed, thread) => leave.leftThread(thread.id, [...removed.keys()])));
  client.on(Events.Error, (err) => opts.log.error({ err }, 'discord client error'));
  return {
    client, ctx, router,
    async start() {
      // A shard Discord closes for good (4014: an intent the application has not enabled) never gets ready.
      const ready = new Promise<void>((resolve, reject) => {
        client.once(Events.ClientReady, () => resolve());
        client.on(Events.ShardDisconnect, (event) => {
          if (event.code === GatewayCloseCodes.DisallowedIntents) reject(disallowedIntentsError({ code: 'DisallowedIntents' }) ?? new Error('disallowed intents'));
        });
      });
      await client.login(opts.token).catch((err: unknown) => { throw disallowedIntentsError(err) ?? err; });
      await ready;
      if (opts.sweep !== false) { timers.start(); stopLeagues = startLeagueSweeper(ctx, opts.leagueSweepMs); }
      opts.log.info({ user: client.user?.tag }, 'bot connected');
    },
    async stop() {
      await timers.stop();
      await stopLeagues();
      await router.drain();
      publisher.stop();
      stopTokenless();
      await client.destroy();
    },
    kill() {
      background(opts.log, 'stop timers', timers.stop());
      background(opts.log, 'stop league sweep', stopLeagues());
      publisher.stop();
      stopTokenless();
      background(opts.log, 'destroy client', client.destroy());
    },
  };
}
