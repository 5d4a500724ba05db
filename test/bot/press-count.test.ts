/**
 * Issue 15 item 6: how many presses a Fadalgia turn takes through the real bot (emulator + discord.js + Redis).
 * Scripted games with the precon decks are played twice as a player with the panel open would: with the
 * default play settings (stops at the opponent's attacks and casts, clearly-best payments made automatically)
 * and with full control and manual payment (what every turn cost before). The per-turn counts are printed,
 * as turn player + other player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../../src/match/autopass/settings.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { seededMatch } from './support/scenario-match.js';
import { PressDriver, type TurnPresses } from './support/press-driver.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

async function playOne(seed: string): Promise<TurnPresses[]> {
  const d = await playGame(seed);
  return [...d.turns.values()].sort((a, b) => a.turn - b.turn);
}

async function playGame(seed: string): Promise<PressDriver> {
  const game = await seededMatch(h, seed);
  const d = new PressDriver(h.emu, h.store, game);
  for (let i = 0; i < 800 && (await d.step()); i++);
  expect((await d.load()).snap.status).toBe('finished');
  if (process.env.PRESS_TRACE) for (const [turn, xs] of d.trace) console.log(`t${turn}: ${xs.join(' ')}`);
  return d;
}

/** Fixed shuffles: the games, and so the counts, are the same every run. */
const SEEDS = ['5eed'.repeat(16), 'c0ffee00'.repeat(8), '1234abcd'.repeat(8)];

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0; };
/** Mid-game: from turn 3 on (both players have had a turn and have Streams), without the last two turns. */
const midGame = (turns: TurnPresses[]) => turns.filter((t) => t.turn >= 3 && t.turn <= turns.length - 2);

describe('presses per turn (issue 15 item 6)', () => {
  it('a typical mid-game turn takes at most 6 presses for the turn player with the default settings; full control takes more', { timeout: 600_000 }, async () => {
    const runs: Record<string, TurnPresses[]> = {};
    for (const user of [IDS.somchai, IDS.alice]) await saveSettings(h.kv, user, { full: true, payment: 'manual' });
    runs.full = await playOne(SEEDS[0]!);
    for (const user of [IDS.somchai, IDS.alice]) await saveSettings(h.kv, user, { full: false, attacks: true, casts: true, payment: 'auto' });
    for (const [i, seed] of SEEDS.entries()) runs[`defaults, seed ${i + 1}`] = await playOne(seed);
    for (const [name, turns] of Object.entries(runs)) {
      console.log(`presses per turn (${name}): ${turns.map((t) => `t${t.turn}:${t.active}+${t.other}`).join(' ')}`);
      console.log(`  mid-game median for the turn player: ${median(midGame(turns).map((t) => t.active))}, max ${Math.max(...midGame(turns).map((t) => t.active))}; for the other player: ${median(midGame(turns).map((t) => t.other))}, max ${Math.max(...midGame(turns).map((t) => t.other))}`);
    }
    const mid = SEEDS.flatMap((_, i) => midGame(runs[`defaults, seed ${i + 1}`]!));
    // The other player's presses include their stops, which now wait whatever their hand holds (the engine asks
    // every seat holding a card, priority.ts publiclyIdle): printed, not bounded.
    console.log(`mid-game turns over ${SEEDS.length} games: median ${median(mid.map((t) => t.active))} presses for the turn player, ${median(mid.map((t) => t.other))} for the other player`);
    expect(mid.length).toBeGreaterThan(10);
    expect(median(mid.map((t) => t.active))).toBeLessThanOrEqual(6);
    // The same shuffles with full control and manual payment take more presses per mid-game turn (the games
    // part ways once a payment is chosen differently, so per-turn figures are compared, not totals).
    expect(median(midGame(runs['defaults, seed 1']!).map((t) => t.active))).toBeLessThan(median(midGame(runs.full!).map((t) => t.active)));
  });
});
