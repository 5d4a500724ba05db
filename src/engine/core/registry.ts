/**
 * Game modules by id. The public API (src/engine/index.ts) looks a match's module up by `state.game`
 * (and a setup's module by `setup.game`), so a new game (Spirit Duel, Summoner Master) is one more
 * entry in src/engine/games/index.ts, not a change to the dispatch.
 */
import type { GameModule, RuleError } from './api-types.js';
import { ruleError } from './text.js';

/** A module whose state and view types are erased: the registry only routes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any> & { testOnly?: boolean };

export class GameRegistry {
  private readonly byId = new Map<string, AnyGameModule>();

  constructor(modules: readonly AnyGameModule[]) {
    for (const m of modules) {
      if (this.byId.has(m.id)) throw new Error(`game module ${m.id} registered twice`);
      this.byId.set(m.id, m);
    }
  }

  /** Ids of the games offered to players (test-only games left out unless asked for). */
  ids(opts: { includeTestOnly?: boolean } = {}): string[] {
    return [...this.byId.values()].filter((m) => opts.includeTestOnly || !m.testOnly).map((m) => m.id);
  }

  modules(opts: { includeTestOnly?: boolean } = {}): AnyGameModule[] {
    return [...this.byId.values()].filter((m) => opts.includeTestOnly || !m.testOnly);
  }

  get(id: string): AnyGameModule | undefined {
    return this.byId.get(id);
  }

  /** The module of a stored match state; a state of an unknown game is a caller bug, not a player's mistake. */
  forState(state: unknown): AnyGameModule {
    const id = state && typeof state === 'object' ? (state as { game?: unknown }).game : undefined;
    const m = typeof id === 'string' ? this.byId.get(id) : undefined;
    if (!m) throw new Error(`no game module for state.game=${JSON.stringify(id)}`);
    return m;
  }

  /** The module a setup asks for; a setup without `game` means the first registered game. */
  forSetup(setup: unknown): AnyGameModule | RuleError {
    const id = setup && typeof setup === 'object' ? (setup as { game?: unknown }).game : undefined;
    if (id === undefined) return [...this.byId.values()][0]!;
    const m = typeof id === 'string' ? this.byId.get(id) : undefined;
    if (m) return m;
    const known = this.ids({ includeTestOnly: true }).join(', ');
    return ruleError('setup/unknown-game', '100.1', `ไม่รู้จักเกม ${JSON.stringify(id)} (มี: ${known})`, `Unknown game ${JSON.stringify(id)} (known: ${known})`);
  }
}
