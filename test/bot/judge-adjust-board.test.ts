/**
 * A judge's board adjustment through the real client and the emulator (issue 19): on a Fadalgia match the
 * judge picks a unit on the field from /judge adjust's card autocomplete (offered to the judge only), moves
 * it back to its owner's hand, and the match log shows who, why and what (400.5); a bad adjustment is
 * refused in the judge's language and changes nothing; a rewind to before it restores the exact state hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgedRecord } from '../../src/match/history.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { cardDef } from '../../src/engine/index.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, challenge } from './support/driver.js';
import { zoneOf } from '../../src/engine/games/fadalgia/zones.js';
import { playUntilPriority, unitOnField } from './support/fadalgia-board.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });


describe('judge board adjustment in a match thread', () => {
  it('400.5 a judge moves a unit back to the hand: logged with who and why, shown in /match log, removed by a rewind; a hidden card moved stays unnamed', { timeout: 180_000 }, async () => {
    await (await h.emu.slash(IDS.watcher, IDS.channel, 'ruling config', { 'judge-role': IDS.adminRole })).settled();
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const m = await playUntilPriority(d, (x) => !!unitOnField(x));
    const unit = unitOnField(m.state as FState);
    expect(unit, 'a unit reached the field').toBeTruthy();
    const s = m.state as FState;
    const o = s.objs[unit!]!;
    const name = cardDef(o.card)!.name.en;
    const hashBefore = realEngine.stateHash(m.state);
    const versionBefore = m.snap.version;

    // The card autocomplete names the match's objects for the judge only.
    expect(await h.emu.autocomplete(IDS.alice, game.thread, 'judge adjust', { reason: 'x', action: 'move', card: '' }, 'card')).toEqual([]);
    const cards = await h.emu.autocomplete(IDS.watcher, game.thread, 'judge adjust', { reason: 'x', action: 'move', card: '' }, 'card');
    const offered = cards.find((c) => c.value === unit);
    expect(offered?.name).toContain(name);

    // A bad adjustment is refused with the engine's reason and changes nothing.
    const bad = await (await h.emu.slash(IDS.watcher, game.thread, 'judge adjust', { reason: 'x', action: 'move', card: unit!, to: 'deck' })).settled();
    expect(String(bad?.content)).toMatch(/has no zone "deck"/);
    const missing = await (await h.emu.slash(IDS.watcher, game.thread, 'judge adjust', { reason: 'x', action: 'move', card: unit! })).settled();
    expect(String(missing?.content)).toMatch(/needs: card, to/);
    expect((await d.load()).snap.version).toBe(versionBefore);

    const done = await (await h.emu.slash(IDS.watcher, game.thread, 'judge adjust', { reason: 'misplayed unit', action: 'move', card: unit!, to: 'hand' })).settled();
    expect(String(done?.content)).toMatch(/board was adjusted/);
    const after = await d.load();
    expect(after.snap.version).toBe(versionBefore + 1);
    expect(realEngine.stateHash(after.state)).not.toBe(hashBefore);
    const st = after.state as FState;
    expect(st.objs[unit!]).toBeUndefined();
    expect(zoneOf(st, o.owner, 'hand').some((id) => st.objs[id]!.card === o.card)).toBe(true);
    const rec = ((await d.service.log(game.matchId)) as JudgedRecord[])[versionBefore]!;
    expect(rec).toMatchObject({ by: IDS.watcher, action: { type: 'judge-adjust', op: { k: 'move', object: unit, to: 'hand' } }, judge: { kind: 'adjust', board: true, reason: 'misplayed unit', authority: 'judge' } });
    const lines = rec.events.filter((e) => e.audience === null).map((e) => e.text.en);
    expect(lines[0]).toMatch(/adjusted the board: misplayed unit/);
    expect(lines[1]).toContain(`Judge adjustment: ${name}`);

    // The players see it in /match log.
    const shownLog = await (await h.emu.slash(IDS.alice, game.thread, 'match log', {})).settled();
    expect(JSON.stringify(shownLog)).toMatch(/adjusted the board: misplayed unit/);

    // A rewind to before it: exactly the state it replaced.
    const rew = await (await h.emu.slash(IDS.watcher, game.thread, 'judge rewind', { version: versionBefore, reason: 'undo the fix' })).settled();
    expect(String(rew?.content)).toMatch(new RegExp(`rewound to v${versionBefore}`));
    expect(realEngine.stateHash((await d.load()).state)).toBe(hashBefore);

    // A hidden card (in a hand) moved by a judge: the public log line says "a card from the Hand", not its name.
    const now = await d.load();
    const hs = now.state as FState;
    const handCard = hs.zones['0:hand'][0]!;
    const hidden = cardDef(hs.objs[handCard]!.card)!.name;
    await (await h.emu.slash(IDS.watcher, game.thread, 'judge adjust', { reason: 'drew an extra card', action: 'move', card: handCard, to: 'main' })).settled();
    const hiddenRec = ((await d.service.log(game.matchId)) as JudgedRecord[])[now.snap.version]!;
    const pub = hiddenRec.events.filter((e) => e.audience === null);
    expect(pub.map((e) => e.text.en).join('\n')).toContain('a card from the Hand');
    // Other copies of the same card may be public (e.g. the unit moved above): the adjustment's own lines must not name it.
    for (const e of pub) expect(`${e.text.en} ${e.text.th}`).not.toContain(hidden.en);
    const publicLog = await (await h.emu.slash(IDS.alice, game.thread, 'match log', {})).settled();
    expect(JSON.stringify(publicLog)).toMatch(/a card from the Hand/);
  });
});
