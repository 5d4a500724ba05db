/**
 * Issue 30, fewer presses: the Refresh answer that ends Refresh (501.5's draw, with 501.6 answered "keep" when
 * some Mana is face down) may name a hand card to place as this turn's Stream (502.2.1): one press for what took
 * two. The card is placed at the AT player's first priority of Main, as their own press would; when the Break
 * is not empty then (a "when entering Main" trigger, 502.1.1), it is not placed and the player places it.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario, type ScenarioSpec } from '../helpers/scenario.js';
import { publicPrompt } from '../../../src/engine/games/fadalgia/module.js';

const FACE_DOWN: ScenarioSpec = { step: 'refresh', p0: { hand: [C.fireball, C.crab], mana: [C.recruit, { card: C.drake, faceUp: false }], life: 10 } };
const streamOf = (sc: Scenario) => sc.state.zones['0:mana'].filter((id) => sc.obj(id).faceDown === false).map((id) => sc.obj(id).card);
const logText = (sc: Scenario) => sc.state.log.map((l) => l.text.en);

describe('501.5 501.6 502.2.1 Refresh and the Stream in one press', () => {
  it('501.5 501.6 502.2.1 "Draw from life pile, keep Mana, then place Deep Sea Crab as a Stream": one private option per hand card; the Stream is placed as Main begins and the player has priority', () => {
    const sc = new Scenario(FACE_DOWN);
    const crab = sc.id(0, 'hand', C.crab);
    const plans = sc.prompt.options.filter((o) => o.id.includes(':stream:'));
    // The hand after 501.4's draw: Fireball, Crab and the drawn card; each its own option, private (hand cards).
    expect(plans.map((o) => o.id)).toEqual(sc.state.zones['0:hand'].map((id) => `life-draw:keep:stream:${id}`));
    expect(plans.find((o) => o.objectId === crab)!.label).toEqual({ th: 'จั่วจากกองไลฟ์ ไม่เปลี่ยนมานา แล้ววาง ปูยักษ์ทะเลลึก เป็นสตรีม', en: 'Draw from life pile, keep Mana, then place Deep Sea Crab as a Stream' });
    expect(plans.every((o) => o.visibility === 'private' && o.rule === '502.2.1')).toBe(true);
    // What the opponent may see of the question is what it was: the four public answers.
    expect(publicPrompt(sc.state)!.options.filter((o) => o.visibility === 'public').map((o) => o.id)).toEqual(['life-draw', 'life-draw:keep', 'skip', 'skip:keep']);
    sc.answer(0, 'refresh-options', `life-draw:keep:stream:${crab}`);
    expect(sc.state.zones['0:life']).toHaveLength(9); // 501.5
    expect(sc.obj(sc.id(0, 'mana', C.drake)).faceDown).toBe(true); // 501.6: kept
    expect(streamOf(sc)).toEqual([C.recruit, C.crab]); // 502.2.1
    expect(sc.state.players[0].streamPlaced).toBe(1);
    expect(sc.state.players[0].streamPlan).toBeUndefined();
    expect(sc.state.step).toBe('main');
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(sc.options().some((o) => o.startsWith('stream:'))).toBe(false); // 502.2.1.3: one a turn
  });

  it('501.5 502.2.1 the same as the two presses it stands for: "life-draw:keep", then "stream:<card>" in Main (the old answers keep their meaning)', () => {
    const one = new Scenario(FACE_DOWN);
    const two = new Scenario(FACE_DOWN);
    const crab = one.id(0, 'hand', C.crab);
    one.answer(0, 'refresh-options', `life-draw:keep:stream:${crab}`);
    two.answer(0, 'refresh-options', 'life-draw:keep');
    expect(two.options()).toContain(`stream:${crab}`);
    two.answer(0, 'priority', `stream:${crab}`);
    expect(logText(one)).toEqual(logText(two));
    expect(one.state.zones).toEqual(two.state.zones);
    expect(one.options()).toEqual(two.options());
  });

  it('501.5 502.2.1 with no face-down Mana (no 501.6 to answer) the plain draw names the Stream: "life-draw:stream:<card>"', () => {
    const sc = new Scenario({ step: 'refresh', p0: { hand: [C.crab, C.rage], mana: [C.recruit], life: 10 }, p1: { field: [C.hawk] } });
    const crab = sc.id(0, 'hand', C.crab);
    expect(sc.prompt.options.find((o) => o.id === `life-draw:stream:${crab}`)?.label.en).toBe('Draw from life pile, then place Deep Sea Crab as a Stream');
    sc.answer(0, 'refresh-options', `life-draw:stream:${crab}`);
    expect(sc.state.zones['0:life']).toHaveLength(9);
    expect(streamOf(sc)).toEqual([C.recruit, C.crab]);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
  });

  it('502.1.1 502.2.1 a "when entering Main" trigger on the Break at the first priority: the Stream is not placed, the player is told privately and places it once the Break is empty', () => {
    const sc = new Scenario({ step: 'refresh', p0: { hand: [C.crab, C.rage], field: [C.monk], mana: [C.recruit], life: 10 } });
    const crab = sc.id(0, 'hand', C.crab);
    sc.answer(0, 'refresh-options', `life-draw:stream:${crab}`);
    // Dawn Monk's trigger is on the Break (502.1.1): no Stream may be placed now (502.2.1.1).
    expect(sc.state.brk.map((e) => e.kind)).toEqual(['trigger']);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(streamOf(sc)).toEqual([C.recruit]);
    expect(sc.state.players[0].streamPlan).toBeUndefined();
    const note = sc.events.find((e) => e.kind === 'stream-plan');
    expect(note).toMatchObject({ audience: 0 });
    expect(note!.text.en).toMatch(/not placed/);
    sc.pass(0);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    sc.answer(0, 'priority', `stream:${crab}`);
    expect(streamOf(sc)).toEqual([C.recruit, C.crab]);
  });
});
