/**
 * Smart passing without leaking (issue 15 item 6): a window that is not one of the player's stops is passed
 * for them in the same commit whatever their hand holds, and a window that is one of their stops is shown to
 * them and waits whatever their hand holds (the engine asks every seat holding a card, priority.ts
 * publiclyIdle). So two games that differ only in that player's hidden hand show the other player and the
 * thread the very same REST traffic — the same board edits in the same order, the same panel edits, the same
 * versions and custom ids. Through the real bot: emulator + discord.js + Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../../src/match/autopass/settings.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService } from '../../src/match/service.js';
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
  const idx = m.prompt!.options.findIndex((o) => o.id.startsWith('cast:') && s.objs[o.objectId!]?.card === C.fireball);
  expect(idx).toBeGreaterThanOrEqual(0);
  const board = currentBoard(h.emu, g.thread)!;
  const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
  const panel = (await (await h.emu.click(g.users[0], board.id as string, hand.custom_id as string)).settled())!;
  const cast = flatComponents(panel).find((c) => { const id = parseCustomId(String(c.custom_id)); return id?.kind === 'answer' && id.choice.kind === 'option' && id.choice.index === idx; })!;
  const mark = h.emu.requests.length;
  await (await h.emu.click(g.users[0], panel.id as string, cast.custom_id as string)).settled();
  const after = (await service.load(g.matchId))!.snap.version;
  await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, g.thread)) >= after || undefined, 30_000);
  await h.bots.at(-1)!.router.drain();
  const norm = (x: string) => x.split(g.matchId).join('<match>').split(g.thread).join('<thread>').replace(/\d{17,20}/g, '<id>');
  const requests = h.emu.requests.slice(mark).map((r) => norm(`${r.method} ${r.route} ${r.status} ${JSON.stringify(r.body)}`));
  return { requests, after, panel: norm(JSON.stringify((h.emu.message(panel.id as string) as Json).embeds)) };
}

/** The same public traffic in both games: the thread's messages in order, every request as a set, the caster's panel. */
function expectSameTraffic(seen: Array<Awaited<ReturnType<typeof castFireball>>>): void {
  expect(seen[0]!.requests.length).toBeGreaterThan(1);
  // The player's own panel edit runs beside the board edit, so across all requests only the same set is
  // required (their interleaving is a race of the two edits, not of the hand).
  const thread = (xs: string[]) => xs.filter((x) => x.includes('/channels/:channel/messages'));
  expect(thread(seen[0]!.requests).length).toBeGreaterThan(0);
  expect(thread(seen[0]!.requests)).toEqual(thread(seen[1]!.requests));
  const others = (xs: string[]) => xs.filter((x) => !x.startsWith('PATCH /webhooks/')).sort();
  expect(others(seen[0]!.requests)).toEqual(others(seen[1]!.requests));
  // The caster's own ephemeral panel: the reply to its click and the live refresh after the commit race, and
  // the refresh is dropped when the reply landed first (hand-panels.ts), so the same content may be sent
  // once or twice, in either game alike. What it is shown must be the same.
  const panelEdits = (xs: string[]) => [...new Set(xs.filter((x) => x.startsWith('PATCH /webhooks/')).map(panelContent))].sort();
  expect(panelEdits(seen[0]!.requests).length).toBeGreaterThan(0);
  expect(panelEdits(seen[0]!.requests)).toEqual(panelEdits(seen[1]!.requests));
  expect(seen[0]!.panel).toEqual(seen[1]!.panel);
}

/** A panel edit's embeds and components, whichever of discord.js's two edit paths sent it. */
function panelContent(request: string): string {
  const body = JSON.parse(request.slice(request.indexOf('{'))) as Json;
  return JSON.stringify({ embeds: body.embeds, components: body.components });
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
      // The store's log keeps every action applied (it is never shown as is: the public log has public events
      // only): seat 1 holds a card, so the engine asks it whatever the card is, and the bot passes for it; then
      // seat 0, holding the Wanderer, is asked about its own Fireball (601.5.3, not a stop) and passed for too.
      const last = (await new MatchService(h.store, realEngine).log(g0.matchId)).at(-1)!;
      const auto = (last.auto ?? []).map((a) => (a.type === 'answer' ? `${a.seat}:${a.choice.join()}` : a.type));
      expect(auto).toEqual(['1:pass', '0:pass']);
      seen.push(run);
    }
    expectSameTraffic(seen);
  });

  it('601.5.2 605.2.4.1 a stop: the board waits for the player whether or not they can respond, with identical REST traffic', { timeout: 60_000 }, async () => {
    const seen: Array<Awaited<ReturnType<typeof castFireball>>> = [];
    const boards: string[] = [];
    for (const hand1 of [C.rage, C.wanderer]) {
      const g0 = await scenarioMatch(h, spec(hand1));
      await saveSettings(h.kv, g0.users[1], { casts: true, attacks: true, full: false });
      const run = await castFireball(g0);
      const m = (await new MatchService(h.store, realEngine).load(g0.matchId))!;
      // "Stop at my opponent's casts": seat 1 is shown the window and the board waits, with Rage Burst it
      // could cast and with a Wanderer it could not; nothing was answered for it.
      expect(m.prompt).toMatchObject({ seat: 1, kind: 'priority' });
      expect(m.prompt!.options.some((o) => o.id.startsWith('cast:'))).toBe(hand1 === C.rage);
      expect(run.after).toBe(g0.version + 1);
      expect((m.state as FState).brk).toHaveLength(1);
      expect((await new MatchService(h.store, realEngine).log(g0.matchId)).at(-1)!.auto ?? []).toEqual([]);
      // The public board offers the waiting player their public option (pass), named by kind and seat only.
      const board = currentBoard(h.emu, g0.thread)!;
      const ids = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).filter((id) => id?.kind === 'answer');
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(id).toMatchObject({ version: run.after, promptRef: 'priority.1' });
      boards.push(JSON.stringify({ embeds: board.embeds, components: board.components }).split(g0.matchId).join('<match>').replace(/\d{17,20}/g, '<id>'));
      seen.push(run);
    }
    expectSameTraffic(seen);
    expect(boards[0]).toEqual(boards[1]);
  });
});
