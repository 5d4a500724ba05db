/**
 * The publisher builds a new version's views while its commit travels to the store (issue 34), as the bot wires
 * it (bot.ts: MatchService.setWhileCommitting → BoardPublisher.prepareWhileCommitting), and not when its event
 * loop is late: then no core sits idle during the round trip and a version the board loop skips over would be
 * built for nothing.
 */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Client } from 'discord.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { EnginePort } from '../../src/match/engine-port.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../../src/match/service.js';
import { BoardPublisher, EAGER_VIEWS_LAG_MS } from '../../src/bot/publisher.js';
import { DEFAULT_TIMERS } from '../../src/bot/context.js';
import { createMemoryStore, MemoryMatches } from '../../src/store/memory-store.js';
import { seedHexFor } from '../support/seed.js';

const P0 = '100000000000000001';
const P1 = '100000000000000002';
const deck = (id: string) => realEngine.precons().find((p) => p.id === id)!.deck;

/** The real engine, counting the views it builds, by state object. */
function countingEngine(): { engine: EnginePort; built: unknown[] } {
  const built: unknown[] = [];
  const engine = Object.create(realEngine) as EnginePort;
  engine.viewFor = (state, viewer) => { built.push(state); return realEngine.viewFor(state, viewer); };
  engine.viewsFor = (state) => { built.push(state); return realEngine.viewsFor!(state); };
  return { engine, built };
}

/** Holds the event loop for `ms`, as a saturated process does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) { /* the loop is late meanwhile */ }
}

/** Waits until the publisher's lag probe finds its loop on time (a loaded test machine may take a while). */
async function quiet(p: BoardPublisher): Promise<void> {
  const lag = (p as unknown as { lag: { current(): number } }).lag;
  for (let i = 0; i < 200 && lag.current() > EAGER_VIEWS_LAG_MS; i++) await new Promise((r) => setTimeout(r, 50));
  expect(lag.current()).toBeLessThanOrEqual(EAGER_VIEWS_LAG_MS);
}

describe('views built while a commit travels (issue 34)', () => {
  let publisher: BoardPublisher | undefined;
  afterEach(() => publisher?.stop());

  async function setup() {
    const { engine, built } = countingEngine();
    const service = new MatchService(createMemoryStore({ data: new MemoryMatches(), idleTtlMs: 600_000, archiveTtlMs: 600_000 }), engine);
    publisher = new BoardPublisher({ rest: new EventEmitter() } as unknown as Client, service, engine, pino({ level: 'silent' }), DEFAULT_TIMERS);
    const p = publisher;
    service.setWhileCommitting((state, matchId) => p.prepareWhileCommitting(matchId, state));
    const matchId = 'eager-views';
    const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'th', guild: 'g', channel: 'c', thread: 't', board: 'b',
      startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P0 };
    let m: LoadedMatch = (await service.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('views-while-committing'),
      seats: [{ name: 'A', deck: deck('starter-flame') }, { name: 'B', deck: deck('starter-tide') }], challenger: 0 }, meta, interactionId: 'create', now: 1 }))!;
    let n = 0;
    const step = async () => {
      const r = await service.act({ matchId, userId: m.prompt!.seat === 0 ? P0 : P1, interactionId: `i${++n}`, now: 2,
        decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: p!.options.slice(0, Math.max(p!.min, 1)).map((o) => o.id) } }) });
      if (r.kind !== 'applied') throw new Error(`not applied: ${r.kind}`);
      m = r.after;
      return r.after;
    };
    return { built, step, engine };
  }

  it('a landed version\'s board view is built during its commit, once, and the publisher reads that very view', async () => {
    const { built, step } = await setup();
    await quiet(publisher!);
    const after = await step();
    expect(built).toEqual([after.state]);
    // Read as the board reads it: handed out again, not built again.
    const shared = (publisher as unknown as { engine: EnginePort }).engine;
    const view = shared.viewFor(after.state, 'spectator');
    expect(built).toHaveLength(1);
    expect(view).toEqual(realEngine.viewFor(after.state, 'spectator'));
  });

  it(`a late event loop (over ${EAGER_VIEWS_LAG_MS} ms) builds nothing while committing; a quiet one again does`, async () => {
    const { built, step } = await setup();
    // The probe ticks every 100 ms: held for 300 ms, its next tick finds the loop ~200 ms late.
    busy(300);
    await new Promise((r) => setTimeout(r, 30));
    await step();
    expect(built).toEqual([]);
    // The lag halves every quiet tick.
    await quiet(publisher!);
    const after = await step();
    expect(built).toEqual([after.state]);
  });
});
