/**
 * The game's extension points: one Subscriptions table on the kernel bus (card triggers, rule hooks and
 * keyword files register here), and the handlers of queued tasks and prompt answers by kind, so a keyword
 * file owns its whole procedure (Progress asks and carries out its own choice) without the turn code
 * naming it.
 */
import { Subscriptions, type AppliedEffect, type Bus, type KeywordModule, type KeywordRegistry } from '../../core/kernel.js';
import type { Ask, Frame, SmState, Task, Verb } from './types.js';

export const SUBS = new Subscriptions<SmState>();

export type TaskHandler = (s: SmState, bus: Bus, task: Task) => void;
export type AnswerHandler = (s: SmState, bus: Bus, choice: string[], ask: Ask) => void;

/** Verb handlers by verb name (verbs.ts defines the common ones; a keyword file may add its own, e.g. Fortune). */
export type VerbHandler = (s: SmState, bus: Bus, f: Frame, v: Verb) => void;
export const VERBS = new Map<string, VerbHandler>();

export const TASKS = new Map<string, TaskHandler>();
export const ANSWERS = new Map<string, AnswerHandler>();

/** A keyword file: the kernel's KeywordModule plus the tasks and answers of its own procedure. */
export interface SmKeyword extends KeywordModule<SmState> {
  tasks?: Record<string, TaskHandler>;
  answers?: Record<string, AnswerHandler>;
}

let keywords: KeywordRegistry<SmState> | null = null;

/** Set once by assemble.ts: the registry the stat layers read keyword contributions from. */
export function setKeywordRegistry(r: KeywordRegistry<SmState>): void {
  keywords = r;
}

export function keywordEffects(s: SmState, id: string, names: readonly string[]): AppliedEffect[] {
  if (!keywords) throw new Error('engine bug: Summoner Master keywords not assembled');
  return keywords.effectsFor(s, id, names);
}

export function registerHandlers(mods: readonly SmKeyword[]): void {
  for (const m of mods) {
    for (const [k, h] of Object.entries(m.tasks ?? {})) TASKS.set(k, h);
    for (const [k, h] of Object.entries(m.answers ?? {})) ANSWERS.set(k, h);
  }
}

/** Game events on the bus besides the kernel's zone-change. */
export interface SmEvent {
  kind: 'check-up' | 'end-of-subturn' | 'became-inactive' | 'line-changed' | 'entered' | 'attacking' | 'skill-resolved' | 'growth' | 'destroyed';
  seat?: 0 | 1;
  obj?: string;
  card?: string;
  skill?: string;
  fromHand?: boolean;
  byOrder?: boolean;
}
