import { describe, expect, it } from 'vitest';
import { CATALOG, viewFor } from '../helpers/fadalgia-api.js';
import { cardDefSchema } from '../../../src/engine/games/fadalgia/cards/schema.js';
import { C, Scenario, toDescriptionWith } from '../helpers/scenario.js';

const ELEMENTS = ['fire', 'water', 'wind', 'earth', 'none'];
const TYPES = ['unit', 'item', 'terrain', 'action'];
const base = { id: 'SNM-T01-001', name: { th: 'ทดสอบ', en: 'Test' }, subtypes: [], element: 'fire', cost: 1, mana: 1, text: { th: '-', en: '-' } };

describe('200–304 cards and card types', () => {
  it('200.1 207.1 every card carries a name, cost, mana, stream symbol (element), text box, type and subtypes; units also AT and DF — all shown in its face', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.avatar] } });
    const face = viewFor(sc.state, 'spectator').players[0].units[0]!;
    expect(face).toMatchObject({ name: { th: 'พระเพลิง', en: 'Avatar of Flame' }, cost: 3, mana: 1, element: 'fire', type: 'unit', subtypes: ['Avatar', 'Spirit'], at: 4, df: 3 });
    expect(face.text.th.length * face.text.en.length).toBeGreaterThan(0);
    for (const c of CATALOG.values()) {
      expect(c.name.th && c.name.en && c.text.th && c.text.en, c.id).toBeTruthy();
      expect(Number.isInteger(c.cost) && [0, 1, 2].includes(c.mana), c.id).toBe(true);
      if (c.type === 'unit') expect([typeof c.at, typeof c.df], c.id).toEqual(['number', 'number']);
    }
    expect(cardDefSchema.safeParse({ ...base, type: 'unit' }).success).toBe(false); // a unit without AT/DF
    expect(cardDefSchema.safeParse({ ...base, type: 'unit', at: 1, df: 1 }).success).toBe(true);
    expect(cardDefSchema.safeParse({ ...base, type: 'unit', at: 1, df: 1, text: undefined }).success).toBe(false); // no text box
  });

  it('202.1 202.1.1 the stream symbol sets the card\'s element and its mana\'s: five elements only; a fire Stream pays fire cards', () => {
    for (const element of ELEMENTS) expect(cardDefSchema.safeParse({ ...base, type: 'unit', at: 1, df: 1, element }).success).toBe(true);
    expect(cardDefSchema.safeParse({ ...base, type: 'unit', at: 1, df: 1, element: 'light' }).success).toBe(false);
    expect(new Set([...CATALOG.values()].map((c) => c.element))).toEqual(new Set(ELEMENTS));
    const fire = new Scenario({ p0: { hand: [C.recruit, C.crab], mana: [C.swordsman] } });
    expect(fire.options()).toContain('cast:' + fire.id(0, 'hand', C.recruit));
    expect(fire.options()).not.toContain('cast:' + fire.id(0, 'hand', C.crab)); // no water Stream
  });

  it('202.1.2 a face-down card has no stream symbol and no element: a face-down Drake pays only colourless cards and shows no face to the opponent', () => {
    const sc = new Scenario({ p0: { hand: [C.recruit, C.wanderer], mana: [{ card: C.drake, faceUp: false }] } });
    expect(sc.options()).not.toContain('cast:' + sc.id(0, 'hand', C.recruit)); // fire
    expect(sc.options()).toContain('cast:' + sc.id(0, 'hand', C.wanderer)); // none
    const m = viewFor(sc.state, 1).players[0].mana[0]!;
    expect(m.face).toBeUndefined();
    expect(JSON.stringify(m)).not.toMatch(/fire|Drake/);
  });

  it('204.1 the cost is the mana paid to cast: Crimson Drake (cost 4) is not castable with 3 mana, and with 4 it empties exactly 4', () => {
    const three = new Scenario({ p0: { hand: [C.drake, C.wanderer], mana: [C.recruit, C.recruit, C.recruit] } });
    expect(three.options()).not.toContain('cast:' + three.id(0, 'hand', C.drake));
    const four = new Scenario({ p0: { hand: [C.drake, C.wanderer], mana: [C.recruit, C.recruit, C.recruit, C.recruit, C.recruit] } });
    four.answer(0, 'priority', 'cast:' + C.drake).payIfAsked(0);
    expect(four.state.zones['0:mana'].filter((id) => four.obj(id).empty)).toHaveLength(4);
    expect(four.state.players[0].pool).toEqual({});
  });

  it('205.1 300.1 there are exactly four card types: Unit, Item, Terrain and Action', () => {
    for (const type of TYPES) {
      const extra = type === 'unit' ? { at: 1, df: 1 } : type === 'action' ? { timing: ['AT'] } : type === 'item' ? { duration: 1, attach: 'unit' } : { duration: 1 };
      expect(cardDefSchema.safeParse({ ...base, type, ...extra }).success, type).toBe(true);
    }
    expect(cardDefSchema.safeParse({ ...base, type: 'spell', timing: ['AT'] }).success).toBe(false);
    expect(new Set([...CATALOG.values()].map((c) => c.type))).toEqual(new Set(TYPES));
  });

  it('206.1 206.2 the subtype line may hold several subtypes, all kept and shown (a Guild adds one more)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.avatar, C.knight] } });
    const units = viewFor(sc.state, 1).players[0].units;
    expect(units[0]!.subtypes).toEqual(['Avatar', 'Spirit']);
    expect(units[1]!.subtypes).toEqual(['Knight', 'Guild: สมาคมอัศวินเพลิง']);
  });

  it('208.1 the printed set is part of every card id (SET-NUMBER); an id without a set part is refused; the artist is not modelled', () => {
    for (const c of CATALOG.values()) expect(c.id).toMatch(/^[A-Z]+-[A-Z0-9]+-[A-Z0-9]+$/);
    expect(cardDefSchema.safeParse({ ...base, id: 'X', type: 'unit', at: 1, df: 1 }).success).toBe(false);
    expect(cardDefSchema.safeParse({ ...base, type: 'unit', at: 1, df: 1, artist: 'someone' }).success).toBe(false);
  });

  it('303.2.1 303.2.2 a Terrain has no target: Sanam reads "attached" as attached to its controller\'s field, so it always enters and never fails to attach', () => {
    for (const c of CATALOG.values()) if (c.type === 'terrain') expect(c.target, c.id).toBeUndefined();
    const sc = new Scenario({ p0: { hand: [C.volcano, C.wanderer], mana: [C.recruit, C.recruit] } });
    sc.answer(0, 'priority', 'cast:' + C.volcano).payIfAsked(0);
    const terrain = viewFor(sc.state, 1).players[0].terrain;
    expect(terrain).toMatchObject({ cardId: C.volcano, attachedTo: null, controller: 0 });
    expect(sc.state.zones['0:grave']).toHaveLength(0);
  });

  it('304.2 a resolved Unit enters its controller\'s field; 304.3 units can attack, items and terrains cannot', () => {
    const sc = new Scenario({ p0: { hand: [C.recruit, C.wanderer], field: [C.swordsman, C.volcano, C.charm], mana: [C.recruit] }, p1: {} });
    const attacks = sc.options().filter((o) => o.startsWith('attack:'));
    expect(attacks).toEqual(['attack:' + sc.id(0, 'field', C.swordsman)]);
    sc.answer(0, 'priority', 'cast:' + C.recruit);
    const rec = sc.obj(sc.id(0, 'field', C.recruit));
    expect(rec).toMatchObject({ ctrl: 0, owner: 0, mode: 'AT' });
    expect(sc.logRules()).toContain('304.2');
  });

  it('302.3.1 303.4.1 an Item and a Terrain go to the grave at the clean up in which their last turn runs out (the cast tests only check the count-down)', () => {
    const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer] }, p1: {} }, (d) => {
      d.seats[0].zones.field = [{ card: C.charm, as: 'charm', state: { left: 1 } }, { card: C.valley, as: 'valley', state: { left: 2 } }];
    }));
    const valley = sc.named('valley');
    expect(sc.obj(sc.named('charm')).left).toBe(1);
    sc.pass(0); // seat 0's turn ends
    expect(sc.ids(0, 'grave', C.charm)).toHaveLength(1);
    expect(sc.obj(valley).left).toBe(1);
    expect(sc.logRules()).toContain('302.3.1');
    expect(sc.logRules()).not.toContain('303.4.1');
  });

  it('400.5.1 a "when destroyed" ability sees the card in its new zone: Soul Keeper\'s trigger comes from the grave object and still gives its controller Soul Energy', () => {
    // Seat 0 keeps an Ancient Tome castable so that it gets a real priority prompt at every step.
    const sc = new Scenario({ p0: { hand: [C.fireball, C.tome], mana: [C.recruit, { card: C.sage, faceUp: false }, { card: C.sage, faceUp: false }] }, p1: { field: [C.keeper] } });
    const old = sc.id(1, 'field', C.keeper);
    sc.answer(0, 'priority', 'cast:' + C.fireball).payIfAsked(0);
    sc.pass(0); // the Fireball resolves; the Keeper's trigger goes on the Break
    const inGrave = sc.id(1, 'grave', C.keeper);
    expect(inGrave).not.toBe(old);
    expect(sc.state.brk.map((e) => [e.kind, e.src])).toEqual([['trigger', inGrave]]);
    sc.pass(0);
    expect(sc.state.players[1].counters['Soul Energy']).toBe(1);
    expect(sc.state.log.some((l) => l.rule === '606.4' && l.text.en.startsWith('Soul Keeper triggers'))).toBe(true);
  });
});
