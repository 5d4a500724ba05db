/**
 * Issue 30: the clicks bench (bench/clicks.bench.ts) counts presses on the engine with the autopass chain
 * answering in between, as the match service does. This replays one scripted Fadalgia turn both ways — that
 * count, and through the real bot (emulator + discord.js + Redis), clicking the player's panel ("My hand" not
 * counted, as in the bench) — and checks the bot asks for exactly the presses the bench counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../src/engine/core/api-types.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { autoChoice } from '../../src/match/autopass/chain.js';
import { DEFAULT_SETTINGS, saveSettings, type PlaySettings } from '../../src/match/autopass/settings.js';
import { realEngine as engine } from '../../src/match/engine-adapter.js';
import { MatchService } from '../../src/match/service.js';
import { C } from '../engine/helpers/scenario.js';
import { boardVersion, currentBoard, flatComponents } from './support/driver.js';
import { startHarness, type Harness } from './support/harness.js';
import { scenarioMatch } from './support/scenario-match.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

/** Seat 0's turn: 501.5 + 501.6 in one press, a Stream from hand, an attack, then the end of Main. */
const TURN = ['life-draw:keep', 'stream:', 'attack:', 'pass'];

/** The option the script answers (the next step when offered, else the first option: a forced follow-up). */
function chooser(SCRIPT: string[]) {
  let next = 0;
  return {
    done: () => next >= SCRIPT.length,
    pick(p: Prompt): number {
      const idx = p.options.findIndex((o) => o.id.startsWith(SCRIPT[next]!));
      if (idx >= 0) { next++; return idx; }
      return 0;
    },
  };
}

type Count = { presses: string[]; where: string };

/** Where the turn left the match: whose decision is next, and the public log (the versions differ: the bot commits). */
function where(state: unknown): string {
  const p = engine.currentPrompt(state);
  const log = (state as { log: Array<{ text: { en: string } }> }).log.map((l) => l.text.en);
  return `${p ? `${p.seat}:${p.kind}` : 'over'}|${log.join('\n')}`;
}

/** The bench's count: every answer not given by the autopass chain is a press. */
function benchCount(start: unknown, settings: PlaySettings, steps: string[]): Count {
  let state = start;
  const script = chooser(steps);
  const presses: string[] = [];
  let first = true;
  for (let i = 0; i < 200 && !script.done(); i++) {
    const p = engine.currentPrompt(state)!;
    const auto = first ? null : autoChoice(engine, state, p, { settings, hold: null });
    first = false;
    const choice = auto ?? [p.options[script.pick(p)]!.id];
    if (!auto) presses.push(`${p.seat}:${choice[0]!}`);
    const r = engine.apply(state, { type: 'answer', seat: p.seat, promptId: p.promptId, choice } satisfies Action);
    if (!r.ok) throw new Error(r.error.message.en);
    state = r.state;
    // After the last press the chain still answers what the players left to the bot, as after every press.
    for (let k = 0; k < 64 && script.done(); k++) {
      const q = engine.currentPrompt(state);
      const a = q && autoChoice(engine, state, q, { settings, hold: null });
      if (!q || !a) break;
      const r2 = engine.apply(state, { type: 'answer', seat: q.seat, promptId: q.promptId, choice: a } satisfies Action);
      if (!r2.ok) break;
      state = r2.state;
    }
  }
  return { presses, where: where(state) };
}

describe('the clicks bench counts what the bot asks (issue 30)', () => {
  const cases: Array<{ name: string; settings: PlaySettings; steps: string[]; presses: number }> = [
    { name: 'default settings', settings: DEFAULT_SETTINGS, steps: ['pass', ...TURN], presses: 4 },
    { name: '/autopass refresh: draw', settings: { ...DEFAULT_SETTINGS, refresh: 'draw' }, steps: ['pass', ...TURN.slice(1)], presses: 3 },
    // The Refresh answer that also names the Stream (502.2.1): one press for the first two of TURN.
    { name: 'default settings, the Stream named with the Refresh answer', settings: DEFAULT_SETTINGS, steps: ['pass', 'life-draw:keep:stream:', ...TURN.slice(2)], presses: 3 },
  ];
  for (const c of cases) it(`501.5 501.6 502.2.1 502.2.3 502.2.5 one scripted Fadalgia turn takes the same presses through the emulator as the bench counts (${c.name})`, { timeout: 120_000 }, async () => {
    const g = await scenarioMatch(h, {
      // Seat 1's turn ends at a press (so the chain runs before seat 0's Refresh, as in any match), then seat 0's turn.
      turn: 2, at: 1,
      p0: { hand: [C.crab], field: [{ card: C.hawk, mode: 'DF', since: true }], mana: [{ card: C.drake, faceUp: false }], life: 10 },
      p1: { life: 10 },
    });
    for (const u of g.users) await saveSettings(h.kv, u, c.settings);
    const service = new MatchService(h.store, engine);
    const bench = benchCount((await service.load(g.matchId))!.state, c.settings, c.steps);

    const script = chooser(c.steps);
    const presses: string[] = [];
    for (let i = 0; i < 20 && !script.done(); i++) {
      const m = (await service.load(g.matchId))!;
      const p = m.prompt!;
      const user = g.users[p.seat];
      const idx = script.pick(p);
      const board = currentBoard(h.emu, g.thread)!;
      const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
      const panel = (await (await h.emu.click(user, board.id as string, hand.custom_id as string)).settled())!;
      const comps = flatComponents(panel).map((c) => ({ c, id: parseCustomId(String(c.custom_id)) }));
      const button = comps.find((x) => x.id?.kind === 'answer' && x.id.choice.kind === 'option' && x.id.choice.index === idx);
      const select = comps.find((x) => x.id?.kind === 'answer' && x.id.choice.kind === 'select' && (x.c.options as Array<{ value: string }>).some((o) => o.value === String(idx)));
      if (button) await (await h.emu.click(user, panel.id as string, String(button.c.custom_id))).settled();
      else if (select) await (await h.emu.select(user, panel.id as string, String(select.c.custom_id), [String(idx)])).settled();
      else throw new Error(`no component for ${p.kind} option ${p.options[idx]!.id}`);
      presses.push(`${p.seat}:${p.options[idx]!.id}`);
      const after = (await service.load(g.matchId))!;
      expect(after.snap.version).toBeGreaterThan(m.snap.version);
      await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, g.thread)) >= after.snap.version || undefined, 30_000);
    }
    const end = (await service.load(g.matchId))!;
    console.log(`scripted turn: bench ${bench.presses.join(' ')}; bot ${presses.join(' ')}`);
    expect(presses).toEqual(bench.presses);
    expect(where(end.state)).toBe(bench.where);
        // The first press is seat 0's pass in seat 1's Main (seat 1 has nothing to do, so the engine moves on);
    // the rest is seat 0's own turn.
    expect(presses.slice(1)).toHaveLength(c.presses);
  });
});
