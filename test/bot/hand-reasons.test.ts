/**
 * Spirit Duel's private hand panel through the real discord.js client and the emulator, as good as Fadalgia's:
 * every card shows its type, Core cost, ATK/HP and full text, and in the Main Phase each card says whether it
 * can be played now — and if not, the engine's reason with its rule paragraph (sd:…).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import type { SpiritDuelView } from '../../src/engine/games/spirit-duel/view-types.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { shownCards } from '../../src/bot/card-show.js';
import { challenge, Driver, flatComponents } from './support/driver.js';

let h: Harness;
const saved = process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS;
beforeAll(async () => {
  process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = '0.1';
  h = await startHarness();
  await h.startBot();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS; else process.env.SPIRIT_DUEL_TRAP_WINDOW_SECONDS = saved;
  await h?.close();
});

type Json = Record<string, unknown>;

describe('Spirit Duel hand panel', () => {
  it('sd:turn.4 each hand card shows cost, stats and text, and why it cannot be played now with its paragraph', { timeout: 90_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'spirit-duel', format: 'standard', deckA: 'precon:sd-blaze', deckB: 'precon:sd-tide' });
    const d = new Driver(h.emu, h.store, game);
    // Rock-paper-scissors: seat 0 picks the first option, seat 1 the second, so there is a winner.
    let m = await d.load();
    for (let i = 0; i < 6 && m.prompt?.kind === 'rps'; i++) {
      const user = m.prompt.seat === 0 ? m.meta.p0 : m.meta.p1;
      // The board of this version carries the "My hand" button (under load the previous one may be replaced).
      await d.waitBoard(m.snap.version);
      const panel = await d.panel(user);
      const buttons = flatComponents(panel).filter((c) => parseCustomId(c.custom_id as string)?.kind === 'answer');
      await (await h.emu.click(user, panel.id as string, buttons[m.prompt.seat]!.custom_id as string)).settled();
      m = await d.load();
    }
    expect(m.prompt?.kind).toBe('priority');
    const seat = m.prompt!.seat;
    const view = realEngine.viewFor(m.state, seat) as SpiritDuelView;
    expect(view.phase).toBe('main');
    const hand = view.players[seat].hand!;
    const user = seat === 0 ? m.meta.p0 : m.meta.p1;
    await d.waitBoard(m.snap.version);
    const panel = await d.panel(user);
    expect(panel.flags).toBe(64);
    const fields = ((panel.embeds as Json[])[0]!.fields as Array<{ name: string; value: string }>);
    expect(fields).toHaveLength(hand.length);
    let blocked = 0;
    hand.forEach((c, i) => {
      const f = fields[i]!;
      expect(f.name).toMatch(new RegExp(`Core ${c.cost}`));
      if (c.type === 'spirit') expect(f.name).toContain(`ATK ${c.atk}`);
      const text = (c.text.en || c.text.th).slice(0, 15);
      expect(f.value.includes(c.text.en.slice(0, 15)) || f.value.includes(c.text.th.slice(0, 15)), text).toBe(true);
      const why = realEngine.whyNotPlayable(m.state, seat, c.objectId);
      if (why) {
        blocked++;
        expect(f.value).toContain('⛔');
        expect(f.value).toContain(why.rule);
        expect(why.rule).toMatch(/^sd:/);
      } else {
        expect(f.value).toContain('✅');
        expect(m.prompt!.options.some((o) => o.objectId === c.objectId)).toBe(true);
      }
    });
    // Every card that no option plays has a reason: the panel never says "playable" about a card it cannot play.
    const offered = new Set(m.prompt!.options.map((o) => o.objectId));
    expect(blocked).toBe(hand.filter((c) => !offered.has(c.objectId)).length);
    expect(blocked).toBeGreaterThan(0);
    // The opponent's panel while waiting shows no ✅ / ⛔: it is not deciding.
    const other = seat === 0 ? m.meta.p1 : m.meta.p0;
    const theirs = JSON.stringify(await d.panel(other));
    expect(theirs.includes('⛔') || theirs.includes('✅')).toBe(false);

    // Summon a Spirit, then a watcher opens it from the board's 📖 Cards list: its ATK/HP and full text.
    const summon = m.prompt!.options.findIndex((o) => o.group === 'summon');
    expect(summon).toBeGreaterThanOrEqual(0);
    const button = flatComponents(panel).find((c) => { const id = parseCustomId(c.custom_id as string); return id?.kind === 'answer' && id.choice.kind === 'option' && id.choice.index === summon; })!;
    await (await h.emu.click(user, panel.id as string, button.custom_id as string)).settled();
    const after = await d.load();
    await d.waitBoard(after.snap.version);
    const spirit = shownCards(realEngine.viewFor(after.state, 'spectator')).find((c) => c.kind === 'spirit')!;
    expect(spirit).toBeDefined();
    const cards = flatComponents(d.board()).find((c) => parseCustomId(c.custom_id as string)?.kind === 'cards')!;
    const list = (await (await h.emu.click(IDS.watcher, d.board().id as string, cards.custom_id as string)).settled())!;
    const select = flatComponents(list).find((c) => parseCustomId(c.custom_id as string)?.kind === 'card')!;
    expect((select.options as Json[]).map((o) => o.value)).toContain(spirit.objectId);
    const shown = (await (await h.emu.select(IDS.watcher, list.id as string, select.custom_id as string, [spirit.objectId])).settled())!;
    const embed = (shown.embeds as Json[])[0]!;
    expect(embed.title).toBe(spirit.embed('en').title);
    expect(String(embed.description)).toMatch(/ATK \d+ · HP \d+/);
    const face = hand.find((c) => c.objectId === m.prompt!.options[summon]!.objectId)!;
    expect(String(embed.description)).toContain(face.text.en.slice(0, 20));
  });

  it('610 a Summoner Master hand card that cannot be cast says why, with its section', { timeout: 90_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'summoner-master', format: 'casual', deckA: 'precon:sm-blazing-kaijuu', deckB: 'precon:sm-twilight-curse' });
    const d = new Driver(h.emu, h.store, game);
    const notes: string[] = [];
    for (let i = 0; i < 60 && notes.length === 0; i++) {
      const m = await d.load();
      if (m.snap.status === 'finished' || !m.prompt) break;
      const seat = m.prompt.seat;
      const view = realEngine.viewFor(m.state, seat);
      const hand = view.players[seat].hand ?? [];
      const why = hand.map((c) => realEngine.whyNotPlayable(m.state, seat, c.objectId));
      if (why.some(Boolean)) {
        await d.waitBoard(m.snap.version);
        const panel = await d.panel(seat === 0 ? m.meta.p0 : m.meta.p1);
        const fields = ((panel.embeds as Json[])[0]!.fields as Array<{ name: string; value: string }>);
        why.forEach((w, k) => {
          if (w) { expect(fields[k]!.value).toContain('⛔'); expect(fields[k]!.value).toContain(w.rule); notes.push(w.code); }
          else expect(fields[k]!.value).toContain('✅');
        });
      }
      if (!(await d.step())) break;
    }
    expect(notes.length).toBeGreaterThan(0);
  });
});
