/** What every handler needs, built once by createBot(). Nothing in here holds match state. */
import type { Client } from 'discord.js';
import type { Logger } from '../log.js';
import type { MatchStore } from '../store/types.js';
import type { EnginePort } from '../match/engine-port.js';
import type { MatchService } from '../match/service.js';
import type { BoardPublisher } from './publisher.js';
import type { DeckRepository } from './repo/decks.js';
import type { KeyValueRepo } from '../store/kv.js';
import type { TimerService } from './timers.js';
import type { RulingsStore } from '../rules/rulings/types.js';

// The timer and render settings are ports the services below the context take (ports.ts); re-exported for callers.
export { DEFAULT_TIMERS, type RenderBoard, type TimerConfig } from './ports.js';
import type { TimerConfig } from './ports.js';

/** Hook for the /rule and /ruling helper: handlers get the raw interaction and the bot's logger. */
export interface DelegateHandlers {
  command?: Partial<Record<'rule' | 'ruling', (interaction: unknown) => Promise<void>>>;
  autocomplete?: Partial<Record<'rule' | 'ruling', (interaction: unknown) => Promise<void>>>;
  component?: Partial<Record<'rule' | 'ruling', (interaction: unknown) => Promise<void>>>;
  /** Builds the "quote this rule" button for a rule error; falls back to none. */
  quoteRuleButton?: (section: string, lang: 'th' | 'en') => unknown;
}

export interface BotContext {
  client: Client;
  store: MatchStore;
  kv: KeyValueRepo;
  engine: EnginePort;
  service: MatchService;
  decks: DeckRepository;
  publisher: BoardPublisher;
  timers: TimerService;
  log: Logger;
  timerConfig: TimerConfig;
  delegates: DelegateHandlers;
  now: () => number;
  /** The rulings store: /ruling's settings hold the server's judge role (the judge tools read it). */
  rulings?: RulingsStore;
}
