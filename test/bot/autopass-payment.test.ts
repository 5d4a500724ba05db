/**
 * Auto-payment through the real bot (issue 15 item 6): a clearly best payment is made in the commit of the
 * cast, so the player presses once; with /autopass payment:manual, or when no way is clearly best, the
 * player chooses (605.2.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../../src/match/autopass/settings.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { C } from '../engine/helpers/scenario.js';
import { boardVersion, currentBoard, flatComponents } from './support/driver.js';
import { startHarness, type Harness } from './support/harness.js';
import { scenarioMatch } from './support/scenario-match.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const SPRITE = 'SNM-S01-403';

/** Seat 0 casts Fireball at the only unit from its panel; returns the match after it and seat 0's panel. */
async function castFireball(mana: Array<string | { card: string; faceUp: boolean }>, payment: 'auto' | 'manual'): Promise<{ m: LoadedMatch; panel: Record<string, unknown> }> {
  const g = await scenarioMatch(h, { format: 'starter-c', p0: { hand: [C.fireball, C.wanderer], mana }, p1: { field: [C.hawk] } });
  await saveSettings(h.kv, g.users[0], { payment });
  const service = new MatchService(h.store, realEngine);
  const m0 = (await service.load(g.matchId))!;
  const idx = m0.prompt!.options.findIndex((o) => o.id.startsWith('cast:') && (m0.state as FState).objs[o.objectId!]?.card === C.fireball);
  const board = currentBoard(h.emu, g.thread)!;
  const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
  const panel = (await (await h.emu.click(g.users[0], board.id as string, hand.custom_id as string)).settled())!;
  const cast = flatComponents(panel).find((c) => { const id = parseCustomId(String(c.custom_id)); return id?.kind === 'answer' && id.choice.kind === 'option' && id.choice.index === idx; })!;
  await (await h.emu.click(g.users[0], panel.id as string, cast.custom_id as string)).settled();
  const m = (await service.load(g.matchId))!;
  await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, g.thread)) >= m.snap.version || undefined, 30_000);
  await h.bots.at(-1)!.router.drain();
  return { m, panel: h.emu.message(panel.id as string) as Record<string, unknown> };
}

const emptied = (m: LoadedMatch) => { const s = m.state as FState; return s.zones['0:mana'].filter((id) => s.objs[id]!.empty).map((id) => s.objs[id]!.card); };

describe('auto-payment through the bot (605.2.2)', () => {
  it('605.2.2 503.5.1 a clearly best payment (a face-down Mana, not the Mana-2 Stream) is made with the cast: one press', { timeout: 30_000 }, async () => {
    const { m, panel } = await castFireball([C.drake, { card: C.crab, faceUp: false }], 'auto');
    expect(m.prompt?.kind).not.toBe('mana-payment');
    expect(emptied(m)).toEqual([C.crab]);
    expect((m.state as FState).log.some((l) => l.text.en.endsWith('casts Fireball'))).toBe(true);
    expect(JSON.stringify(panel.components)).not.toMatch(/face-down Mana|มานาคว่ำ/);
  });

  it('605.2.2 with payment:manual the player is asked how to pay, in the panel', { timeout: 30_000 }, async () => {
    const { m, panel } = await castFireball([C.drake, { card: C.crab, faceUp: false }], 'manual');
    expect(m.prompt).toMatchObject({ seat: 0, kind: 'mana-payment' });
    expect(emptied(m)).toEqual([]);
    const labels = flatComponents(panel).map((c) => String(c.label ?? ''));
    expect(labels.filter((l) => /Stream|สตรีม|Mana|มานา/.test(l)).length).toBe(2);
  });

  it('406.2.1 503.5.1 when no way is clearly best the player is asked even with automatic payment', { timeout: 30_000 }, async () => {
    const { m } = await castFireball([C.drake, SPRITE], 'auto');
    expect(m.prompt).toMatchObject({ seat: 0, kind: 'mana-payment' });
  });
});
