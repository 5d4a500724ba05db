/**
 * A Spirit Duel match end to end through the bot: the real discord.js client, the emulator, the real Redis,
 * the real engine and renderer. Challenged with game: spirit-duel and precon decks, played by clicks on the
 * players' private panels (Trap windows are closed by the bot after the fixed hold), conceded if it runs
 * long. No card that is hidden at that moment (hand, deck, face-down Trap) is named in any public payload
 * or board image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnStrings, layoutBoard, renderBoard, type BoardView } from '../../src/render/index.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { SD_CARDS } from '../../src/engine/games/spirit-duel/cards.js';
import type { SDState } from '../../src/engine/games/spirit-duel/state.js';
import type { LoadedMatch } from '../../src/match/service.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';

let h: Harness;
const drawn: string[][] = [];
const render = async (view: BoardView) => {
  expect(view.viewer).toBe('spectator');
  drawn.push(drawnStrings(layoutBoard(view)));
  return renderBoard(view);
};
const saved = process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS;

beforeAll(async () => {
  process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = '0.1';
  h = await startHarness(); // production choices: Spirit Duel is offered to players
  await h.startBot({ render });
});
afterAll(async () => {
  if (saved === undefined) delete process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS; else process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = saved;
  await h?.close();
});

/** Names (both languages) of the cards nobody but their owner may know now, less any name that is public anyway. */
function hiddenNames(s: SDState): string[] {
  const hidden = new Set<string>();
  const open = new Set<string>();
  for (const o of Object.values(s.zones.objs)) {
    const secret = o.zone === 'hand' || o.zone === 'deck' || (o.zone === 'traps' && o.faceDown);
    (secret ? hidden : open).add(o.card);
  }
  for (const l of s.log) if (l.audience === null) for (const c of Object.values(SD_CARDS)) if (l.text.en.includes(c.name.en)) open.add(c.id);
  // A name that is part of an open card's name or text (ลูกไฟ in ลูกไฟน้อย, an evolution's material) says nothing.
  const openText = [...open].map((c) => JSON.stringify([SD_CARDS[c]!.name, SD_CARDS[c]!.text])).join('\n');
  return [...hidden].filter((c) => !open.has(c)).flatMap((c) => [SD_CARDS[c]!.name.en, SD_CARDS[c]!.name.th]).filter((n) => !openText.includes(n));
}

const GROUPS = ['rps', 'attack', 'summon', 'equip', 'field', 'trap', 'magic', 'pass'];

/** One decision by clicks on the acting user's panel; Trap windows are left to the bot's hold. */
async function step(d: Driver, m: LoadedMatch): Promise<void> {
  const p = m.prompt!;
  if (p.kind === 'optional' && p.options.some((o) => o.id === 'no-trap')) {
    // The bot closes the window when the hold ends (0.1 s here, the shortest allowed), asked or not; its sweep may
    // come late on a loaded machine, so the limit is generous and counted in time, not in polls.
    for (const end = Date.now() + 30_000; Date.now() < end;) {
      if ((await d.load()).snap.version > m.snap.version) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the Trap window was never closed');
  }
  const user = p.seat === 0 ? m.meta.p0 : m.meta.p1;
  const panel = await d.panel(user);
  // Rock-paper-scissors: each seat its own pick, or ties would replay for ever.
  const rank = (idx: number) => {
    const group = p.options[idx]?.group ?? '';
    if (group === 'rps') return idx === p.seat ? 0 : 50;
    const g = GROUPS.indexOf(group);
    return (g < 0 ? GROUPS.length : g) * 100 + idx;
  };
  const cands: Array<{ rank: number; run: () => Promise<unknown> }> = [];
  for (const c of flatComponents(panel)) {
    const id = parseCustomId(c.custom_id as string);
    if (id?.kind !== 'answer') continue;
    if (id.choice.kind === 'option') cands.push({ rank: rank(id.choice.index), run: async () => (await h.emu.click(user, panel.id as string, c.custom_id as string)).settled() });
    else if (id.choice.kind === 'select') {
      for (const v of (c.options as Array<{ value: string }>).map((o) => o.value)) cands.push({ rank: rank(Number(v)), run: async () => (await h.emu.select(user, panel.id as string, c.custom_id as string, [v])).settled() });
    }
  }
  cands.sort((a, b) => a.rank - b.rank);
  for (const cand of cands) {
    await cand.run();
    if ((await d.load()).snap.version > m.snap.version) return;
  }
  throw new Error(`no visible choice was accepted for ${p.kind} (${p.promptId})`);
}

describe('Spirit Duel through the bot and the emulator', () => {
  it('sd:setup.1 is challenged with precon decks, played by clicks and ended, naming no hidden card in public', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'spirit-duel', format: 'standard', deckA: 'precon:sd-blaze', deckB: 'precon:sd-tide' });
    const d = new Driver(h.emu, h.store, game);
    expect(((await d.load()).state as { game: string }).game).toBe('spirit-duel');
    let steps = 0;
    let windows = 0;
    let checked = 0;
    let clockShown = 0;
    for (;;) {
      const m = await d.load();
      if (m.snap.status === 'finished' || steps >= 150) break;
      if (m.prompt?.kind === 'optional') windows++;
      await step(d, m);
      steps++;
      const after = await d.load();
      await d.waitBoard(after.snap.version);
      const publicJson = JSON.stringify(h.emu.visibleMessages(IDS.watcher, game.thread));
      // The turn clock (sd:goal.2) is on the live board as a Discord timestamp.
      const stamp = /<t:(\d+):R>/.exec(JSON.stringify(d.board()));
      if (stamp && after.snap.status !== 'finished') clockShown++;
      const images = drawn.flat().join('\n');
      for (const name of hiddenNames(after.state as SDState)) {
        checked++;
        expect(publicJson.includes(name), name).toBe(false);
        expect(images.includes(name), name).toBe(false);
      }
    }
    if ((await d.load()).snap.status !== 'finished') {
      const ask = await (await h.emu.slash(IDS.alice, game.thread, 'match concede')).settled();
      const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
      await (await h.emu.click(IDS.alice, ask!.id as string, confirm.custom_id as string)).settled();
    }
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    // Played well past the opening: several turns, Spirits summoned and attacks declared.
    expect((end.state as SDState).turn).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify((await d.service.log(game.matchId)).map((r) => r.action))).toMatch(/"atk:/);
    expect(steps).toBeGreaterThan(10);
    expect(clockShown).toBeGreaterThan(10);
    expect(drawn.length).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(100);
    // Every Trap window that came up was closed by the bot's hold (the driver never answers them; an unclosed one
    // throws above). Whether any comes up depends on the match's shuffle (a Trap must be set on an earlier turn),
    // so the hold itself is shown deterministically in spirit-duel-clock.test.ts.
    console.log(`spirit-duel e2e: ${windows} Trap windows held and closed`);
  });
});
