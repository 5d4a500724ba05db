/**
 * Issue 30: Fadalgia's set-up answers that are the same every match — how to decide who goes first (101.2)
 * and "shuffle the opponent's piles once more?" (100.4) — are remembered per player from their last answer
 * and given for them in the next match; the coin call and the choice of who goes first stay theirs. Through
 * the real bot (emulator + discord.js + Redis); `/autopass` shows them and sets them back to "ask".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/match/autopass/settings.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import type { PromptOption } from '../../src/engine/core/api-types.js';
import { boardVersion, challenge, currentBoard, flatComponents, type Game } from './support/driver.js';
import { IDS, startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const load = async (g: Game): Promise<LoadedMatch> => (await new MatchService(h.store, realEngine).load(g.matchId))!;

/** Answers set-up prompts through the players' panels until turn 1; returns what each press answered. */
async function setUp(g: Game): Promise<string[]> {
  const presses: string[] = [];
  const prefer: Record<string, (o: PromptOption) => boolean> = {
    'first-player-method': (o) => o.id === 'coin' || o.id === 'agree',
    'coin-call': (o) => o.id === 'heads',
    'choose-first': (o) => o.id.startsWith('first:'),
    reshuffle: (o) => o.id === 'accept',
  };
  for (let i = 0; i < 12; i++) {
    const m = await load(g);
    const view = realEngine.viewFor(m.state, 'spectator');
    if (!m.prompt || (view.game === 'fadalgia' && view.turn > 0)) break;
    const p = m.prompt;
    const user = p.seat === 0 ? m.meta.p0 : m.meta.p1;
    const idx = p.options.findIndex(prefer[p.kind] ?? (() => true));
    const board = currentBoard(h.emu, g.thread)!;
    const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
    const panel = (await (await h.emu.click(user, board.id as string, hand.custom_id as string)).settled())!;
    const c = flatComponents(panel).find((x) => { const id = parseCustomId(String(x.custom_id)); return id?.kind === 'answer' && id.choice.kind === 'option' && id.choice.index === idx; })!;
    await (await h.emu.click(user, panel.id as string, c.custom_id as string)).settled();
    presses.push(`${p.seat}:${p.kind}/${p.options[idx]!.id}`);
    const v = (await load(g)).snap.version;
    await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, g.thread)) >= v || undefined, 30_000);
  }
  return presses;
}

describe('Fadalgia set-up answers remembered per player (issue 30)', () => {
  it('101.2 100.4 the method and the reshuffle answer are remembered from one match to the next; the coin call and who goes first are asked', { timeout: 120_000 }, async () => {
    for (const u of [IDS.somchai, IDS.alice]) await saveSettings(h.kv, u, DEFAULT_SETTINGS);
    const first = await setUp(await challenge(h.emu, h.kv));
    expect(first).toHaveLength(6);
    expect(first.filter((x) => x.includes('reshuffle/accept'))).toHaveLength(2);
    for (const u of [IDS.somchai, IDS.alice]) expect(await loadSettings(h.kv, u)).toMatchObject({ method: 'coin', reshuffle: 'accept' });

    const g = await challenge(h.emu, h.kv);
    const second = await setUp(g);
    // The proposer's first answer opens the match (nothing is committed before it); the agreement and both
    // reshuffle answers are given for the players, inside the commits of the presses before them.
    expect(second.map((x) => x.split(':')[1]!.split('/')[0])).toEqual(['first-player-method', 'coin-call', 'choose-first']);
    const m = await load(g);
    const view = realEngine.viewFor(m.state, 'spectator');
    expect(view.game === 'fadalgia' && view.turn).toBe(1);
    const autos = (await new MatchService(h.store, realEngine).log(g.matchId)).flatMap((r) => r.auto ?? []).map((a) => (a.type === 'answer' ? a.choice.join() : a.type));
    expect(autos).toEqual(expect.arrayContaining(['agree', 'accept', 'accept']));
  });

  it('/autopass shows the remembered set-up answers and sets them back to "ask"', { timeout: 30_000 }, async () => {
    await saveSettings(h.kv, IDS.alice, { method: 'coin', reshuffle: 'accept' });
    const shown = await (await h.emu.slash(IDS.alice, IDS.channel, 'autopass')).settled();
    expect(shown?.flags).toBe(64);
    expect(String(shown?.content)).toMatch(/how to decide who goes first: coin flip \(remembered\)/);
    await (await h.emu.slash(IDS.alice, IDS.channel, 'autopass', { 'first-player-method': 'ask', reshuffle: 'ask' })).settled();
    expect(await loadSettings(h.kv, IDS.alice)).toMatchObject({ method: 'ask', reshuffle: 'ask' });
  });
});
