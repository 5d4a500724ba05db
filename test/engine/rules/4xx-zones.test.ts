import { describe, expect, it } from 'vitest';
import { apply, viewFor } from '../helpers/fadalgia-api.js';
import { C, Scenario, toDescriptionWith } from '../helpers/scenario.js';
import { Z } from './zone-cards.js';
import { zoneOf } from '../../../src/engine/games/fadalgia/zones.js';

const publicText = (sc: Scenario) => JSON.stringify(sc.events.filter((e) => e.audience === null)) + JSON.stringify(sc.state.log);

describe('400 zones', () => {
  it('400.1 each player has a hand, grave, field, mana zone, main pile, life pile and Outer Zone; the Break is one zone both share', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { hand: [C.rage], field: [C.hawk], mana: [C.recruit] } });
    for (const p of [0, 1] as const) for (const z of ['hand', 'grave', 'field', 'mana', 'main', 'life', 'outer'] as const) expect(Array.isArray(zoneOf(sc.state, p, z))).toBe(true);
    sc.answer(0, 'priority', 'cast:' + C.fireball); // the Hawk is the only target
    sc.answer(1, 'priority', 'cast:' + C.rage);
    // Both players' cards went through the same Break (one list, not one per player).
    expect(sc.state.log.filter((l) => l.rule === '605.2.4').map((l) => l.seat)).toEqual([0, 1]);
    expect('brk' in sc.state.players[0]).toBe(false);
  });

  it('400.2 400.2.1 400.2.2 403.3 open zones (field, mana Streams, grave, Break, Outer Zone) are shown to everyone; closed zones (hand, piles) only as counts, the own hand to its owner', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], field: [C.recruit], mana: [C.drake, { card: C.sage, faceUp: false }], grave: [C.hawk], outer: [C.archer] }, p1: { hand: [C.spring, C.mist], field: [C.giant], mana: [C.crab] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    sc.answer(0, 'targets', '@' + C.giant).payIfAsked(0);
    expect(sc.prompt.seat).toBe(1); // seat 1 may respond: the Fireball waits on the Break
    const seen = (v: ReturnType<typeof viewFor>) => JSON.stringify(v);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(sc.state, viewer);
      const p0 = v.players[0];
      expect(p0.units.map((u) => u.cardId)).toEqual([C.recruit]);
      expect(p0.grave.map((c) => c.cardId)).toEqual([C.hawk]);
      expect(p0.outer.map((c) => c.cardId)).toEqual([C.archer]);
      expect(v.breakZone.map((e) => e.source.cardId)).toEqual([C.fireball]);
      expect(p0.mana.find((m) => m.faceUp)?.face?.cardId).toBe(C.drake);
      expect(p0.handCount).toBe(1);
      expect(v.players[1].handCount).toBe(2); // 403.3: the opponent may always count a hand
      expect(p0.mainCount).toBe(20);
      expect('main' in p0 || 'life' in p0).toBe(false);
      if (viewer !== 1) expect(seen(v)).not.toContain(C.spring); // seat 1's hand
      if (viewer !== 0) {
        expect(p0.hand).toBeUndefined();
        expect(seen(v)).not.toContain(C.wanderer); // seat 0's hand (and main pile filler)
        expect(seen(v)).not.toContain(C.sage); // face-down Mana
      }
    }
    expect(viewFor(sc.state, 0).players[0].hand?.map((c) => c.cardId)).toEqual([C.wanderer]);
    expect(viewFor(sc.state, 1).players[1].hand?.map((c) => c.cardId)).toEqual([C.spring, C.mist]);
  });

  it('400.3 400.7 a card sent to a zone without saying whose goes to its owner\'s; 400.9 a change of control moves the card to the new controller\'s field', () => {
    const sc = new Scenario({ p0: { hand: [Z.siren, C.wave, C.wanderer], mana: [C.crab, C.crab, C.crab, C.crab, C.crab] }, p1: { field: [{ card: C.giant, dmg: 2 }] } });
    const giant = sc.id(1, 'field', C.giant);
    sc.answer(0, 'priority', 'cast:' + Z.siren).payIfAsked(0);
    sc.pass(0); // seat 1 could not respond; seat 0 lets the Call resolve rather than respond with the Wave
    // 400.9: now on seat 0's field, controlled by seat 0, still owned by seat 1; the same card on the field.
    expect(sc.state.zones['0:field']).toContain(giant);
    expect(sc.state.zones['1:field']).not.toContain(giant);
    expect(sc.obj(giant)).toMatchObject({ ctrl: 0, owner: 1, dmg: 2, since: false });
    expect(viewFor(sc.state, 'spectator').players[0].units[0]).toMatchObject({ cardId: C.giant, owner: 1, controller: 0 });
    expect(sc.logRules()).toContain('400.9');
    // 304.3.1: not under seat 0's control since the last clean up, so it cannot attack yet.
    expect(sc.options()).not.toContain('attack:' + giant);
    // 400.3 / 400.7: "return to its owner's hand" — and a card moved without naming a player goes to its owner.
    sc.answer(0, 'priority', 'cast:' + C.wave).payIfAsked(0);
    expect(sc.ids(1, 'hand', C.giant)).toHaveLength(1);
    expect(sc.ids(0, 'hand', C.giant)).toHaveLength(0);
  });

  it('400.4 401.1 402.1 the order of the main pile, life pile and Break cannot be changed by a player', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], grave: [C.hawk, C.crab] } });
    const before = JSON.stringify(sc.state);
    for (const ids of [[...sc.state.zones['0:main']].reverse(), [...sc.state.zones['0:life']].reverse()]) {
      const r = apply(sc.state, { type: 'arrange-grave', seat: 0, order: ids });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'zone/fixed-order', rule: '400.4' });
    }
    expect(JSON.stringify(sc.state)).toBe(before);
    // Face down: not even their owner sees the piles' cards, only counts.
    const v = viewFor(sc.state, 0).players[0];
    expect(v).toMatchObject({ mainCount: 20, lifeCount: 10 });
    expect(Object.keys(v)).not.toContain('main');
  });

  it('400.6 400.6.1 401.3 cards put to the bottom of the main pile go in the order their owner chooses, and the opponent does not learn it', () => {
    // Main pile bottom first: the two top cards are the Drake and the Hawk, drawn by Ebb Tide.
    const sc = new Scenario({ p0: { hand: [Z.ebb, C.recruit, C.giant], mana: [C.crab], main: [...Array(18).fill(C.wanderer), C.hawk, C.drake] }, p1: {} });
    sc.answer(0, 'priority', 'cast:' + Z.ebb);
    expect(sc.prompt).toMatchObject({ kind: 'choose-cards', seat: 0, min: 2, max: 2, rule: '401.3' });
    sc.answer(0, 'choose-cards', '@' + C.recruit, '@' + C.hawk);
    // The ordering prompt: one card at a time from the bottom; its label (seen by the opponent as "waiting for") names no card.
    expect(sc.prompt).toMatchObject({ kind: 'choose-cards', seat: 0, min: 1, max: 1, rule: '400.6.1' });
    const waiting = viewFor(sc.state, 1).waitingFor!;
    expect(waiting.kind).toBe('choose-cards');
    expect(JSON.stringify(waiting)).not.toMatch(/Hawk|Recruit|เหยี่ยว|ทหาร/);
    sc.answer(0, 'choose-cards', '@' + C.hawk);
    const main = sc.state.zones['0:main'].map((id) => sc.obj(id).card);
    expect(main.slice(0, 2)).toEqual([C.hawk, C.recruit]); // the Hawk at the very bottom, as chosen
    expect(main).toHaveLength(20);
    expect(sc.ids(0, 'hand', C.drake)).toHaveLength(1);
    // Hidden: public events and log lines say how many cards, never which or in what order; the owner is told privately.
    expect(publicText(sc)).not.toMatch(/Storm Hawk|Flame Recruit|เหยี่ยวพายุ|ทหารเปลวเพลิง/);
    const priv = sc.events.filter((e) => e.kind === 'put-back-order');
    expect(priv).toHaveLength(1);
    expect(priv[0]!.audience).toBe(0);
    expect(priv[0]!.text.en).toBe('Order from the bottom: Storm Hawk, Flame Recruit');
    expect(JSON.stringify(viewFor(sc.state, 1))).not.toContain(C.hawk);
  });

  it('402.3 cards put on top of the life pile go in the order their owner chooses; 402.4 damage then takes the top life card', () => {
    // A card for this match only: "deal 1 damage to yourself", to damage the life pile through apply.
    const hurt = { id: 'TEST-402-4', name: { th: 'เจ็บ', en: 'Self Harm' }, type: 'action', subtypes: ['Event'], element: 'earth', cost: 1, mana: 1, timing: ['AT'], text: { th: 'ทำ Damage 1 แก่เรา', en: 'Deal 1 damage to you.' },
      effects: [{ verb: 'damage', to: 'ctrl', n: 1 }] };
    const sc = new Scenario(toDescriptionWith({ p0: { hand: [Z.weave, C.recruit, C.hawk, C.crab], mana: [C.warden, C.warden], life: 5 }, p1: {} }, (d) => {
      d.cards = [hurt];
      d.seats[0].zones.hand!.push({ card: hurt.id, as: 'hurt' });
    }));
    sc.answer(0, 'priority', 'cast:' + Z.weave).payIfAsked(0);
    sc.pass(0); // seat 0 could answer its own Weave with the other card; it lets the Weave resolve
    expect(sc.prompt.rule).toBe('402.3');
    sc.answer(0, 'choose-cards', '@' + C.recruit, '@' + C.hawk);
    sc.answer(0, 'choose-cards', '@' + C.hawk); // position 1 from the top
    const life = sc.state.zones['0:life'].map((id) => sc.obj(id).card);
    expect(life).toHaveLength(7);
    expect(life.slice(-2)).toEqual([C.recruit, C.hawk]);
    // 402.4: one damage moves the top life card (the Hawk) into its owner's grave.
    sc.answer(0, 'priority', `cast:${sc.named('hurt')}`).payIfAsked(0);
    expect(sc.state.zones['0:grave'].map((id) => sc.obj(id).card)).toContain(C.hawk);
    expect(sc.state.zones['0:life']).toHaveLength(6);
  });

  it('400.8 a revealed card stays where it was: Scrying Mirror names the top card publicly, then Heal takes that same card', () => {
    const sc = new Scenario({ p0: { hand: [Z.mirror, C.wanderer], mana: [{ card: C.crab, faceUp: false }], main: [...Array(10).fill(C.wanderer), C.giant] }, p1: {} });
    const top = sc.state.zones['0:main'].at(-1)!;
    sc.answer(0, 'priority', 'cast:' + Z.mirror);
    const reveal = sc.events.find((e) => e.kind === 'reveal')!;
    expect(reveal.audience).toBeNull(); // shown to everyone (607.4)
    expect(reveal.text.en).toContain('Stone Giant');
    // Heal 1 moved exactly the revealed card from the main pile to the top of the life pile.
    expect(sc.state.objs[top]).toBeUndefined();
    expect(sc.obj(sc.state.zones['0:life'].at(-1)!).card).toBe(C.giant);
    expect(sc.state.zones['0:main']).toHaveLength(10);
  });

  it('401.2 402.2 either player (and a spectator) can count both main piles and both life piles at any time', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], main: 13, life: 7 }, p1: { main: 21, life: 4 } });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(sc.state, viewer);
      expect(v.players.map((p) => [p.mainCount, p.lifeCount])).toEqual([[13, 7], [21, 4]]);
    }
  });
});

