/**
 * Smart passing without leaking (issue 15 item 6): a window that is not one of the player's stops is passed
 * for them in the same commit whatever their hand holds, so two games that differ only in the passer's hidden
 * hand show the other player and the thread the very same REST traffic — the same board edits in the same
 * order, the same panel edits, the same versions and custom ids — and nobody is waited for. Through the real
 * bot: emulator + discord.js + Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../../src/bot/autopass/settings.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/bot/engine-adapter.js';
import { MatchService } from '../../src/bot/match-service.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { C } from '../engine/helpers/scenario.js';
import { boardVersion, currentBoard, flatComponents } from './support/driver.js';
import { startHarness, type Harness } from './support/harness.js';
import { scenarioMatch, type ScenarioGame } from './support/scenario-match.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

type Json = Record<string, unknown>;

/**
 * Seat 0 (the turn player) holds Fireball; seat 1 has a Storm Hawk and a Fire Stream (Ember Swordsman) and one
 * card in hand: Rage Burst, which it could cast in answer (a [DF] action, 301.1), or a Nameless Wanderer, which
 * it could not (a unit, 304.1).
 */
const spec = (hand1: string) => ({ format: 'starter-c' as const, p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { hand: [hand1], field: [C.hawk], mana: [C.swordsman] } });

/** Seat 0 opens its panel and casts Fireball (its only target is the Hawk, its only payment the Recruit Stream). */
async function castFireball(g: ScenarioGame): Promise<{ requests: string[]; after: number; panel: string }> {
  const service = new MatchService(h.store, realEngine);
  const m = (await service.load(g.matchId))!;
  const s = m.state as FState;
  const idx = m.prompt!.options.findIndex((o) => o.id.startsWith('cast:') && s.objs[o.objectId!]?.cardId === C.fireball);
  expect(idx).toBeGreaterThanOrEqual(0);
  const board = currentBoard(h.emu, g.thread)!;
  const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
  const panel = (await (await h.emu.click(g.users[0], board.id as string, hand.custom_id as string)).settled())!;
  const cast = flatComponents(panel).find((c) => { const id = parseCustomId(String(c.custom_id)); return id?.kind === 'answer' && id.choice.kind === 'option' && id.choice.index === idx; })!;
  const mark = h.emu.requests.length;
  await (await h.emu.click(g.users[0], panel.id as string, cast.custom_id as string)).settled();
  const after = (await service.load(g.matchId))!.snap.version;
  await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, g.thread)) >= after || undefined, 5000);
  await h.bots.at(-1)!.router.drain();
  const norm = (x: string) => x.split(g.matchId).join('<match>').split(g.thread).join('<thread>').replace(/\d{17,20}/g, '<id>');
  const requests = h.emu.requests.slice(mark).map((r) => norm(`${r.method} ${r.route} ${r.status} ${JSON.stringify(r.body)}`));
  return { requests, after, panel: norm(JSON.stringify((h.emu.message(panel.id as string) as Json).embeds)) };
}

describe('smart passing is the same whatever the passer holds (issue 15 item 6)', () => {
  it('601.5.2 605.2.4.1 a window that is not a stop: identical REST traffic, board and versions with or without a possible response', { timeout: 60_000 }, async () => {
    const seen: Array<Awaited<ReturnType<typeof castFireball>>> = [];
    for (const hand1 of [C.rage, C.wanderer]) {
      const g0 = await scenarioMatch(h, spec(hand1));
      await saveSettings(h.kv, g0.users[1], { casts: false, attacks: true, full: false });
      const run = await castFireball(g0);
      // One commit for the cast and both passes: Fireball resolved, the turn player has its Main phase back.
      expect(run.after).toBe(g0.version + 1);
      const m = (await new MatchService(h.store, realEngine).load(g0.matchId))!;
      expect(m.prompt).toMatchObject({ seat: 0, kind: 'priority' });
      expect((m.state as FState).log.map((l) => l.text.en)).toEqual(expect.arrayContaining([expect.stringMatching(/passes$/), 'Fireball resolves']));
      // The store's log keeps every action applied (it is never shown as is: the public log has public events only):
      // with Rage Burst the engine asked seat 1 and the bot passed; without, the engine passed by itself.
      const last = (await new MatchService(h.store, realEngine).log(g0.matchId)).at(-1)!;
      const auto = (last.auto ?? []).map((a) => (a.type === 'answer' ? `${a.seat}:${a.choice.join()}` : a.type));
      expect(auto).toEqual(hand1 === C.rage ? ['1:pass'] : []);
      seen.push(run);
    }
    expect(seen[0]!.requests.length).toBeGreaterThan(1);
    // The thread's messages in order; the player's own panel edit runs beside the board edit, so across all
    // requests only the same set is required (their interleaving is a race of the two edits, not of the hand).
    const thread = (xs: string[]) => xs.filter((x) => x.includes('/channels/:channel/messages'));
    expect(thread(seen[0]!.requests).length).toBeGreaterThan(0);
    expect(thread(seen[0]!.requests)).toEqual(thread(seen[1]!.requests));
    expect([...seen[0]!.requests].sort()).toEqual([...seen[1]!.requests].sort());
    expect(seen[0]!.panel).toEqual(seen[1]!.panel);
  });

  it('601.5.2 a stop is shown to the player: with "stop at my opponent\'s casts" the window waits for them', { timeout: 60_000 }, async () => {
    const g0 = await scenarioMatch(h, spec(C.rage));
    await saveSettings(h.kv, g0.users[1], { casts: true, full: false });
    const run = await castFireball(g0);
    const m = (await new MatchService(h.store, realEngine).load(g0.matchId))!;
    expect(m.prompt).toMatchObject({ seat: 1, kind: 'priority' });
    expect(run.after).toBe(g0.version + 1);
    // The public board offers the waiting player their public option (pass), named by kind and seat only.
    const ids = flatComponents(currentBoard(h.emu, g0.thread)).map((c) => parseCustomId(String(c.custom_id))).filter((id) => id?.kind === 'answer');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatchObject({ version: run.after, promptRef: 'priority.1' });
  });
});
