/**
 * Spirit Duel's clocks in the bot, on the real engine, the in-process store and a controlled clock: the turn
 * time (sd:goal.2) enforced from the store's deadlines, and the Trap windows (sd:trap.3) held for the same
 * fixed time whatever the defender holds, publishing nothing until the hold ends.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createEngine } from '../../src/match/engine-adapter.js';
import { publicBoard } from '../../src/bot/board-message.js';
import { createMemoryKv, type KeyValueRepo } from '../../src/store/kv.js';
import { TimerService } from '../../src/bot/timers.js';
import { turnDeadline } from '../../src/bot/games/spirit-duel.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../../src/match/service.js';
import { SD_CARDS } from '../../src/engine/games/spirit-duel/cards.js';
import type { ScenarioCard } from '../../src/engine/core/scenario.js';
import type { MatchStore } from '../../src/store/types.js';
import { build } from '../engine/spirit-duel/helpers.js';
import { MATCH_ID, memoryStore, meta, P0, P1, userOf } from './support/real-match.js';

const engine = createEngine({ includeTestOnly: true });
const sdMeta: MatchMeta = { ...meta, game: 'spirit-duel', format: 'standard', d0: 'precon:x', d1: 'precon:y' };
const HOLD = 5_000;
const START = 1_000_000;

interface Rig {
  store: MatchStore; service: MatchService; kv: KeyValueRepo; timers: TimerService; clock: { now: number };
  published: Array<{ at: number; body: string }>; said: string[]; id: (n: string) => string; publish(m: LoadedMatch): Promise<void>;
}

/** A match from a scenario, stored as the bot stores it; `applied` publishes the public board and re-arms, as the bot does. */
async function rig(trap: ScenarioCard | null, step: 'main' | 'battle' = 'battle'): Promise<Rig> {
  const clock = { now: START };
  const b = build([
    { name: 'Anan', zones: { spirits: [{ card: 'SD-014', as: 'bear' }], hand: [{ card: 'SD-011', as: 'imp' }] }, state: { core: 10 } },
    { name: 'Bee', zones: { spirits: [{ card: 'SD-010', as: 'golem' }], traps: trap ? [trap] : [] } },
  ], { step });
  const state = { ...b.s, matchId: MATCH_ID };
  const store = memoryStore(() => clock.now);
  await store.create({ matchId: MATCH_ID, state: JSON.stringify(state), meta: { ...sdMeta }, participants: [P0, P1], interactionId: 'create', now: clock.now, links: [] });
  const service = new MatchService(store, engine);
  const kv = createMemoryKv(() => clock.now);
  const timers = new TimerService(store, service, { decisionMs: 600_000, warnBeforeMs: 0, graceMs: 60_000, sweepMs: 100, trapHoldMs: HOLD }, pino({ level: 'silent' }), () => clock.now, kv);
  const published: Rig['published'] = [];
  const said: string[] = [];
  const publish = async (m: LoadedMatch) => {
    published.push({ at: clock.now - START, body: JSON.stringify(publicBoard(engine, m, { decisionMs: 600_000, turnDeadline: await turnDeadline(kv, m) })) });
  };
  timers.setEffects({ say: async (_m, text) => { said.push(text); }, applied: async (o) => { await publish(o.after); await timers.arm(o.after); } });
  const first = (await service.load(MATCH_ID))!;
  await publish(first);
  await timers.arm(first);
  return { store, service, kv, timers, clock, published, said, id: b.id, publish };
}

/** A click as the bot handles it: on 'applied' the board is published and the timer re-armed. */
async function click(r: Rig, seat: 0 | 1, choice: string): Promise<string> {
  const out = await r.service.act({
    matchId: MATCH_ID, userId: userOf(seat), interactionId: `click${r.clock.now}:${choice}`, now: r.clock.now,
    decide: (p, s) => ({ ok: true, action: { type: 'answer', seat: s, promptId: p!.promptId, choice: [choice] } }),
  });
  if (out.kind === 'applied') { await r.publish(out.after); await r.timers.arm(out.after); }
  return out.kind;
}

async function runFor(r: Rig, ms: number, every = 250): Promise<void> {
  const end = r.clock.now + ms;
  while (r.clock.now < end) {
    r.clock.now += every;
    await r.timers.sweep();
  }
}

describe('Spirit Duel turn clock (sd:goal.2)', () => {
  it('sd:goal.2 the seat the game waits for loses on turn time, counted from the turn start even after moves, fired once by two processes', async () => {
    const r = await rig(null, 'main');
    const board = r.published[0]!.body;
    // The deadline is shown as a Discord timestamp on the public board.
    expect(board).toContain(`<t:${(START + 120_000) / 1000}:R>`);
    r.clock.now += 60_000;
    expect(await click(r, 0, `sum:${r.id('imp')}`)).toBe('applied');
    // A second process with its own timer service shares the store and the key-value repository.
    const other = new TimerService(r.store, r.service, { decisionMs: 600_000, warnBeforeMs: 0, graceMs: 60_000, sweepMs: 100, trapHoldMs: HOLD }, pino({ level: 'silent' }), () => r.clock.now, r.kv);
    const otherSaid: string[] = [];
    other.setEffects({ say: async (_m, text) => { otherSaid.push(text); }, applied: async () => undefined });
    await runFor(r, 59_000, 1000);
    await other.sweep();
    expect((await r.service.load(MATCH_ID))!.snap.status).toBe('active');
    r.clock.now = START + 120_000;
    await Promise.all([r.timers.sweep(), other.sweep()]);
    const end = (await r.service.load(MATCH_ID))!;
    expect(end.snap.status).toBe('finished');
    const res = engine.result(end.state)!;
    expect(res.winner).toBe(1);
    expect(res.rule).toBe('sd:goal.2');
    expect([...r.said, ...otherSaid].filter((x) => x.includes('ran out of turn time'))).toHaveLength(1);
    const log = await r.service.log(MATCH_ID);
    expect(log.filter((x) => (x.action as { type: string } | null)?.type === 'forfeit')).toHaveLength(1);
  });
});

describe('Spirit Duel Trap windows in the bot (sd:trap.3)', () => {
  /** The attacker attacks the Golem; the defender's clicks come from `defender`; returns what was published and when. */
  async function attack(trap: ScenarioCard | null, defender: (r: Rig) => Promise<void>): Promise<Rig> {
    const r = await rig(trap);
    r.clock.now += 1_000;
    expect(await click(r, 0, `atk:${r.id('bear')}:${r.id('golem')}`)).toBe('applied');
    await defender(r);
    await runFor(r, 3 * HOLD);
    return r;
  }

  it('sd:trap.3 the public boards and their times are the same whether the defender holds a usable Trap (and declines), or one that never fits', async () => {
    const usable = await attack({ card: 'SD-401', as: 'trap' }, async (r) => {
      const m = (await r.service.load(MATCH_ID))!;
      expect(m.prompt!.options.map((o) => o.id)).toContain(`trap:${r.id('trap')}`);
      r.clock.now += 1_000;
      // The defender declines at once: recorded, not applied; nothing public moves until the hold ends.
      expect(await click(r, 1, 'no-trap')).toBe('held');
      expect((await r.service.load(MATCH_ID))!.snap.version).toBe(m.snap.version);
    });
    const never = await attack({ card: 'SD-404', as: 'trap' }, async (r) => { r.clock.now += 1_000; });
    const times = (r: Rig) => r.published.map((p) => p.at);
    // Board at start, board at the attack (the window), then one board per window after each fixed hold.
    expect(times(usable)).toEqual([0, 1_000, 1_000 + HOLD, 1_000 + 2 * HOLD]);
    expect(times(never)).toEqual(times(usable));
    expect(never.published.map((p) => p.body)).toEqual(usable.published.map((p) => p.body));
    for (const r of [usable, never]) {
      for (const p of r.published) for (const card of [SD_CARDS['SD-401']!, SD_CARDS['SD-404']!]) {
        expect(p.body).not.toContain(card.name.en);
        expect(p.body).not.toContain(card.name.th);
      }
    }
  });

  it('sd:trap.3 a Trap chosen in the window is opened only when the hold ends', async () => {
    const r = await attack({ card: 'SD-401', as: 'trap' }, async (x) => {
      x.clock.now += 500;
      expect(await click(x, 1, `trap:${x.id('trap')}`)).toBe('held');
    });
    expect(r.published.map((p) => p.at)).toEqual([0, 1_000, 1_000 + HOLD]);
    const last = (await r.service.log(MATCH_ID)).at(-1)!;
    expect(last.at).toBe(START + 1_000 + HOLD);
    expect((last.action as { choice: string[] }).choice).toEqual([`trap:${r.id('trap')}`]);
    expect(JSON.stringify(last.events.filter((e) => e.audience === null))).toContain(SD_CARDS['SD-401']!.name.en);
  });
});
