/**
 * A judge puts an Item onto the field attached to a unit (302.2) through the real client and the emulator:
 * /judge adjust's `onto` autocomplete offers the units on the field to the judge only, an Item without `onto`
 * is refused in the judge's language and changes nothing, and the logged line names the unit it is attached to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgedRecord } from '../../src/match/history.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { cardDef } from '../../src/engine/index.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, challenge } from './support/driver.js';
import { zoneOf } from '../../src/engine/games/fadalgia/zones.js';
import { playUntilPriority, unitOnField } from './support/fadalgia-board.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });


/** An Item that attaches to a unit, anywhere but the field and the Break (a judge may move it from any zone). */
function itemOffField(s: FState): string | null {
  const o = Object.values(s.objs).find((x) => x.zone !== 'field' && x.zone !== 'break' && cardDef(x.card)?.type === 'item' && cardDef(x.card)?.attach === 'unit');
  return o ? o.id : null;
}

describe('judge puts an Item onto the field', () => {
  it('302.2 a judge attaches an Item to a unit on the field with onto; 302.2.1 without onto it is refused', { timeout: 180_000 }, async () => {
    await (await h.emu.slash(IDS.watcher, IDS.channel, 'ruling config', { 'judge-role': IDS.adminRole })).settled();
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const m = await playUntilPriority(d, (x) => !!unitOnField(x) && !!itemOffField(x));
    const s = m.state as FState;
    const unit = unitOnField(s);
    const item = itemOffField(s);
    expect(unit, 'a unit reached the field').toBeTruthy();
    expect(item, 'the decks hold an Item').toBeTruthy();
    const versionBefore = m.snap.version;

    // onto offers the units on the field, to the judge only.
    const opts = { reason: 'x', action: 'move', card: item!, to: 'field', onto: '' };
    expect(await h.emu.autocomplete(IDS.alice, game.thread, 'judge adjust', opts, 'onto')).toEqual([]);
    const offered = await h.emu.autocomplete(IDS.watcher, game.thread, 'judge adjust', opts, 'onto');
    expect(offered.map((c) => c.value)).toContain(unit);
    for (const c of offered) expect(s.objs[String(c.value)]?.zone === 'field' && cardDef(s.objs[String(c.value)]!.card)?.type === 'unit', String(c.name)).toBe(true);

    const bad = await (await h.emu.slash(IDS.watcher, game.thread, 'judge adjust', { reason: 'x', action: 'move', card: item!, to: 'field' })).settled();
    expect(String(bad?.content)).toMatch(/always enters attached.*302\.2\.1/s);
    expect((await d.load()).snap.version).toBe(versionBefore);

    const done = await (await h.emu.slash(IDS.watcher, game.thread, 'judge adjust', { reason: 'item wrongly destroyed', action: 'move', card: item!, to: 'field', onto: unit! })).settled();
    expect(String(done?.content)).toMatch(/board was adjusted/);
    const st = (await d.load()).state as FState;
    const itemCard = s.objs[item!]!.card;
    const placed = zoneOf(st, s.objs[item!]!.owner, 'field').map((id) => st.objs[id]!).find((o) => o.card === itemCard);
    expect(placed?.att).toBe(unit);
    const rec = ((await d.service.log(game.matchId)) as JudgedRecord[])[versionBefore]!;
    expect(rec).toMatchObject({ action: { type: 'judge-adjust', op: { k: 'move', object: item, to: 'field', onto: unit } }, judge: { reason: 'item wrongly destroyed' } });
    const lines = rec.events.filter((e) => e.audience === null).map((e) => e.text.en);
    expect(lines[1]).toContain(`attached to ${cardDef(s.objs[unit!]!.card)!.name.en}`);
  });
});
