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
import type { BoardView } from '../render/index.js';
import type { RulingsStore } from '../rules/rulings/types.js';

/**
 * Fadalgia has no official per-decision clock (Spirit Duel's 120 s turn timer is the only one in our rule
 * texts), so Sanam uses a generous per-decision timer: a warning `warnBeforeMs` before the end, then the
 * consequence — auto-pass when the prompt has a pass option (or decline an optional prompt), otherwise a
 * last call of `graceMs` after which the silent player concedes.
 */
export interface TimerConfig {
  decisionMs: number;
  warnBeforeMs: number;
  graceMs: number;
  /** How often the sweeper asks the store for due deadlines. */
  sweepMs: number;
}

export const DEFAULT_TIMERS: TimerConfig = { decisionMs: 180_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 1000 };

export type RenderBoard = (view: BoardView) => Promise<Buffer>;

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
