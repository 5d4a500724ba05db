import { describe, expect, it } from 'vitest';
import { C, Scenario, toDescriptionWith } from './helpers/scenario.js';

describe('604 Streams and Mana, 605 casting', () => {
  it('605.2.3.3 604.2.1 604.3 604.3.1 with no Stream, Mana cards are colourless only: a none card is castable, a fire card is not', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.recruit], mana: [{ card: C.drake, faceUp: false }] } });
    expect(sc.options()).toContain('cast:' + sc.id(0, 'hand', C.wanderer));
    expect(sc.options()).not.toContain('cast:' + sc.id(0, 'hand', C.recruit));
  });

  it('604.2 604.2.2 203.1.1 406.3.2 with a fire Stream, Mana cards count as fire: Stream + face-down Mana pay a fire card', () => {
    const sc = new Scenario({ p0: { hand: [C.swordsman, C.wanderer], mana: [C.recruit, { card: C.crab, faceUp: false }] } });
    sc.answer(0, 'priority', 'cast:' + C.swordsman); // cost 2 = Recruit Stream (1) + one Mana (1): the only way
    expect(sc.ids(0, 'field', C.swordsman)).toHaveLength(1);
    expect(sc.state.zones['0:mana'].every((id) => sc.obj(id).empty)).toBe(true);
  });

  it('604.4 604.5 203.1 406.3.1 a Stream with mana 0 cannot be emptied; Streams give their mana value', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.tome], mana: [C.wanderer, C.crab] } });
    expect(sc.options()).not.toContain('cast:' + sc.id(0, 'hand', C.tome)); // needs 2, only the Crab (1) can be emptied
    const s2 = new Scenario({ p0: { hand: [C.wanderer, C.tome], mana: [C.drake, { card: C.crab, faceUp: false }] } });
    s2.answer(0, 'priority', 'cast:' + C.tome); // Crimson Drake Stream gives 2: the only way to pay 2
    s2.answer(0, 'discard', '@' + C.wanderer);
    expect(s2.state.zones['0:hand']).toHaveLength(2); // Wanderer + 2 drawn - 1 discarded
  });

  it('605.2.4 605.2.4.1 601.5 the cast card goes to the Break and the opponent gets priority; 601.5.1 601.3 407.1.2 responses stack on top; 601.6 407.1.3; 407.1.1 601.4 each caster controls their own; 301.2 605.2.5.3.1 resolved Actions go to the grave; 608.3.1.1 lethal damage', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], field: [C.recruit], mana: [C.recruit] }, p1: { hand: [C.rage], field: [C.hawk], mana: [C.swordsman] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    sc.answer(0, 'targets', '@' + C.hawk);
    expect(sc.state.brk).toHaveLength(1);
    expect(sc.prompt.seat).toBe(1);
    sc.answer(1, 'priority', 'cast:' + C.rage);
    sc.answer(1, 'targets', '@' + C.hawk);
    // Seat 0 cannot respond: Rage Burst (on top) resolves first, then Fireball (407.1.2 / 407.1.3).
    const resolved = sc.state.log.filter((l) => l.rule === '605.2.5.3.1').map((l) => [l.text.en, l.seat]);
    expect(resolved).toEqual([['Rage Burst resolves', 1], ['Fireball resolves', 0]]); // 407.1.1 601.4: each controls its own
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1); // 2 damage vs DF 1 (608.3.1.1 / 304.4.1)
    expect(sc.ids(1, 'grave', C.rage)).toHaveLength(1);
    expect(sc.ids(0, 'grave', C.fireball)).toHaveLength(1); // 301.2 605.2.5.3.1
  });

  it('602.1 602.3 605.2.5.2 605.2.5.4 a card whose target is gone is void and goes to the grave', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit] }, p1: { hand: [C.wave], field: [C.hawk], mana: [C.crab, C.crab] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball); // the Hawk is the only unit
    sc.answer(1, 'priority', 'cast:' + C.wave);
    expect(sc.ids(1, 'hand', C.hawk)).toHaveLength(1);
    expect(sc.ids(0, 'grave', C.fireball)).toHaveLength(1);
    expect(sc.logRules()).toContain('602.3');
  });

  it('301.1 301.1.1 302.1 303.1 304.1 timing: units, items and terrains only in the own AT turn with an empty Break; actions by their marks', () => {
    const sc = new Scenario({ at: 1, p1: { hand: [C.wanderer] }, p0: { hand: [C.recruit, C.spring, C.fireball, C.volcano], mana: [C.recruit, C.crab], field: [C.hawk] } });
    sc.answer(1, 'priority', 'stream:' + C.wanderer);
    // Seat 1 has nothing more (auto-pass). Seat 0 is the DF player: only Spring of Life ([DF Turn]) is castable.
    const opts = sc.options();
    expect(opts).toContain('cast:' + sc.id(0, 'hand', C.spring));
    for (const c of [C.recruit, C.fireball, C.volcano]) expect(opts).not.toContain('cast:' + sc.id(0, 'hand', c));
  });

  it('302.2 302.2.1 302.3 302.3.1 an Item attaches to its target, changes it, and goes to the grave when its turns run out', () => {
    const sc = new Scenario({ p0: { hand: [C.wings, C.wanderer], field: [C.recruit], mana: [C.hawk] } });
    sc.answer(0, 'priority', 'cast:' + C.wings); // the Recruit is the only unit
    const wings = sc.id(0, 'field', C.wings);
    expect(sc.obj(wings).att).toBe(sc.id(0, 'field', C.recruit));
    expect(sc.obj(wings).left).toBe(2);
    sc.pass(0);
    expect(sc.obj(wings).left).toBe(1);
  });

  it('302.2.2 an Item whose unit left the field goes to its owner\'s grave', () => {
    const sc = new Scenario({ p0: { hand: [C.blade, C.wanderer, C.fireball], field: [C.hawk], mana: [C.recruit, C.swordsman] } });
    sc.answer(0, 'priority', 'cast:' + C.blade);
    sc.answer(0, 'mana-payment', 'pay0');
    sc.pass(0); // the Blade resolves and attaches to the Hawk
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    expect(sc.ids(0, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.ids(0, 'grave', C.blade)).toHaveLength(1);
    expect(sc.logRules()).toContain('302.2.2');
  });

  it('303.2 303.3 303.3.1 404.1 404.1.1 a second Terrain: the player chooses one to put into the grave; 303.4 303.4.1 durations', () => {
    const sc = new Scenario({ p0: { hand: [C.valley, C.wanderer], field: [{ card: C.volcano }], mana: [C.giant] } });
    sc.answer(0, 'priority', 'cast:' + C.valley);
    sc.answer(0, 'choose-cards', '@' + C.volcano);
    expect(sc.ids(0, 'grave', C.volcano)).toHaveLength(1);
    expect(sc.obj(sc.id(0, 'field', C.valley)).left).toBe(4);
  });

  it('603.1 603.2 603.2.1 603.2.2 605.2.5.1 605.2.5.1.1 an additional cost is paid on resolution; if it cannot be paid in full the card fails', () => {
    const sc = new Scenario({ p0: { hand: [C.offering, C.wanderer], field: [C.recruit], mana: [{ card: C.crab, faceUp: false }] }, p1: { hand: [C.wave], mana: [C.crab, C.crab] } });
    sc.answer(0, 'priority', 'cast:' + C.offering);
    // Seat 1 answers by bouncing the only unit: when Dark Offering resolves there is nothing to sacrifice.
    sc.answer(1, 'priority', 'cast:' + C.wave);
    expect(sc.ids(0, 'grave', C.offering)).toHaveLength(1);
    expect(sc.state.zones['0:hand']).toHaveLength(2); // Wanderer + the bounced Recruit; no draw
    expect(sc.logRules()).toContain('605.2.5.1.1');
  });

  it('407.3 606.3.6 606.3.6.1 606.3.6.2 paying mana ([Skill-Mana]) never passes priority', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.wanderer], mana: [C.recruit, C.swordsman] }, p1: { field: [C.hawk, C.crab] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    sc.answer(0, 'targets', '@' + C.crab);
    expect(sc.prompt.kind).toBe('mana-payment');
    expect(sc.prompt.seat).toBe(0);
    sc.answer(0, 'mana-payment', 'pay0');
    expect(sc.state.zones['0:mana'].filter((id) => sc.obj(id).empty)).toHaveLength(1);
  });
});

describe('606 abilities', () => {
  it('606.3 606.3.1 606.3.2 606.3.5 [Skill] turns the unit DF when the ability resolves; 606.3.2.9 then its effect', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.knight, C.recruit], mana: [C.drake] } });
    sc.answer(0, 'priority', 'act:' + C.knight);
    sc.answer(0, 'targets', '@' + C.recruit);
    const knight = sc.obj(sc.id(0, 'field', C.knight));
    expect(knight.mode).toBe('DF');
    expect(sc.obj(sc.id(0, 'field', C.recruit)).ctr).toEqual({ '+1/+1': 1 });
  });

  it('606.3.3 an activated ability cannot be used again until it left the Break; 606.3.4 not by an attacking unit', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.keeper, C.archer], mana: [C.drake, C.swordsman], counters: { 'Soul Energy': 4 } }, p1: { hand: [C.mist], mana: [C.crab], field: [C.hawk] } });
    sc.answer(0, 'priority', 'act:' + C.keeper);
    sc.answer(0, 'mana-payment', 'pay0');
    expect(sc.prompt.seat).toBe(1);
    sc.answer(1, 'priority', 'cast:' + C.mist);
    sc.answer(1, 'targets', '@' + C.archer);
    expect(sc.prompt.seat).toBe(0);
    expect(sc.options()).not.toContain(`act:${sc.id(0, 'field', C.keeper)}:0`);
    const s2 = new Scenario({ p0: { hand: [C.wanderer], field: [C.archer], mana: [C.drake] }, p1: { hand: [C.mist], mana: [C.crab], field: [C.crab] } });
    s2.answer(0, 'priority', 'attack:' + C.archer);
    s2.pass(1);
    expect(s2.options()).not.toContain(`act:${s2.id(0, 'field', C.archer)}:0`);
  });

  it('606.4 606.4.1 606.4.2 606.4.2.1 606.4.2.1.2 606.4.3 606.4.4 an optional trigger: choosing not to use it removes it', () => {
    const sc = new Scenario({ p0: { hand: [C.sage, C.wanderer], mana: [C.giant], main: [C.giant, C.wanderer, C.wanderer] } });
    sc.answer(0, 'priority', 'cast:' + C.sage);
    sc.answer(0, 'optional', 'no');
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.logRules()).toContain('606.4.2.1.2');
  });

  it('607.11 100.4 search shows the card, shuffles the pile and offers the opponent one more shuffle', () => {
    const sc = new Scenario({ p0: { hand: [C.sage, C.wanderer], mana: [C.giant], main: [C.giant, C.wanderer, C.wanderer, C.wanderer] } });
    sc.answer(0, 'priority', 'cast:' + C.sage);
    sc.answer(0, 'optional', 'yes');
    sc.answer(0, 'choose-cards', '@' + C.giant);
    expect(sc.ids(0, 'hand', C.giant)).toHaveLength(1);
    expect(sc.state.log.some((l) => l.rule === '607.11' && l.text.en.includes('Stone Giant'))).toBe(true);
    expect(sc.state.shuffles).toHaveLength(1);
    sc.answer(1, 'reshuffle', 'reshuffle');
    expect(sc.state.shuffles).toHaveLength(2);
  });

  it('601.2 601.2.1 601.2.1.1 601.2.1.2 simultaneous triggers: the AT player\'s go on the Break first, the DF player\'s on top; 612.5 612.5.1 player counters', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.keeper] }, p1: { field: [C.keeper] } });
    sc.answer(0, 'priority', 'attack:' + C.keeper);
    sc.answer(1, 'blockers', '@' + C.keeper);
    // Both Soul Keepers die (609.7.1(b)); AT's trigger first (bottom), DF's on top; the DF one resolves first.
    expect(sc.state.players[0].counters['Soul Energy']).toBe(1);
    expect(sc.state.players[1].counters['Soul Energy']).toBe(1);
    const order = sc.state.log.filter((l) => l.text.en.startsWith('gets 1 Soul Energy')).map((l) => l.seat);
    expect(order).toEqual([1, 0]);
  });
});

describe('607 keyword actions, 608 damage, 612 counters, 613 Avatar', () => {
  it('612.1 612.2 612.3 612.3.1 612.4 +1/+1 and -1/-1 counters on one unit cancel out', async () => {
    const { addUnitCounter } = await import('../../src/engine/games/fadalgia/verbs/counter.js');
    const o = { id: 'x', card: C.recruit, owner: 0 as const, ctrl: 0 as const, zone: 'field' as const, ctr: { '-1/-1': 2 } };
    addUnitCounter(o, '+1/+1', 3);
    expect(o.ctr).toEqual({ '+1/+1': 1 });
    const sc = new Scenario({ p0: { hand: [C.surge, C.wanderer], field: [{ card: C.giant, ctr: { '-1/-1': 1 } }], mana: [{ card: C.crab, faceUp: false }] } });
    sc.answer(0, 'priority', 'cast:' + C.surge);
    expect(sc.obj(sc.id(0, 'field', C.giant)).ctr ?? {}).toEqual({});
  });

  it('613 613.1 613.2 206.3 a new Avatar of the same name destroys the older one without using the Break', () => {
    const sc = new Scenario({ p0: { hand: [C.avatar, C.wanderer], field: [C.avatar], mana: [C.drake, C.recruit] } });
    const old = sc.id(0, 'field', C.avatar);
    sc.answer(0, 'priority', 'cast:' + C.avatar);
    expect(sc.state.objs[old]).toBeUndefined();
    expect(sc.ids(0, 'field', C.avatar)).toHaveLength(1);
    expect(sc.ids(0, 'grave', C.avatar)).toHaveLength(1);
    expect(sc.logRules()).toContain('613.2');
  });

  it('607.8 Heal moves the top main card to the top of the life pile; 607.2 draw; 101.3.2.1 40 life cards win', () => {
    const sc = new Scenario({ p0: { hand: [C.priestess, C.wanderer], mana: [C.crab, C.crab], life: 39 } });
    const top = sc.state.zones['0:main'].at(-1)!;
    const topCard = sc.obj(top).card;
    sc.answer(0, 'priority', 'cast:' + C.priestess);
    expect(sc.state.result?.winner).toBe(0);
    expect(sc.state.result?.rule).toBe('101.3.2.1');
    expect(sc.obj(sc.state.zones['0:life'].at(-1)!).card).toBe(topCard);
  });

  it('607.12 Change Up turns a Mana into a Stream keeping Active/Empty and paying no life', () => {
    const sc = new Scenario({ p0: { hand: [C.spark, C.wanderer], mana: [{ card: C.drake, faceUp: false }] }, p1: {} });
    const life = sc.state.zones['0:life'].length;
    sc.answer(0, 'priority', 'cast:' + C.spark);
    const drake = sc.obj(sc.id(0, 'mana', C.drake));
    expect(drake).toMatchObject({ faceDown: false, empty: true });
    expect(sc.state.zones['0:life'].length).toBe(life);
  });

  it('101.3 101.3.1 101.3.3.3 101.3.2.3 a player whose main pile is empty loses at once', () => {
    const sc = new Scenario({ step: 'refresh', at: 1, p1: { main: 1 }, p0: {} });
    expect(sc.state.result?.winner).toBe(0);
    expect(sc.state.result?.rule).toBe('101.3.2.3');
  });

  it('101.3.2.4 101.3.3.5 a card that says "you win" ends the game; 101.3.1 the Break is cleared', () => {
    const sc = new Scenario({ p0: { hand: [C.gate, C.wanderer], life: 30, mana: [C.drake, C.giant, C.recruit, { card: C.crab, faceUp: false }] } });
    sc.answer(0, 'priority', 'cast:' + C.gate).payIfAsked(0);
    expect(sc.state.result?.winner).toBe(0);
    expect(sc.state.result?.rule).toBe('101.3.2.4');
    expect(sc.state.brk).toHaveLength(0);
  });

  it('101.7 a value pushed below 0 counts as 0 but further changes count from the raw value', async () => {
    const { stats } = await import('../../src/engine/games/fadalgia/stats.js');
    const at = (modify: Array<{ at: number; df: number; until: 'turn' }>) => {
      const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer] } }, (d) => { d.seats[0].zones.field = [{ card: C.priestess, as: 'p', state: { modify } }]; }));
      return stats({ s: sc.state, ev: [] }, sc.obj(sc.named('p')));
    };
    expect(at([{ at: -3, df: 0, until: 'turn' }])).toMatchObject({ rawAt: -2, at: 0 });
    expect(at([{ at: -3, df: 0, until: 'turn' }, { at: 2, df: 0, until: 'turn' }])).toMatchObject({ rawAt: 0, at: 0 });
  });

  it('101.8 an impossible instruction is done as far as it can be: "draw 3" from a main pile of 2 draws 2', () => {
    const draw3 = { id: 'TEST-101-8', name: { th: 'จั่วสาม', en: 'Draw Three' }, type: 'action', subtypes: ['Event'], element: 'fire', cost: 1, mana: 1, timing: ['AT'], text: { th: 'จั่ว 3', en: 'Draw 3.' },
      effects: [{ verb: 'draw', who: 'ctrl', n: 3 }] };
    const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer], main: [C.hawk, C.giant], mana: [C.drake] } }, (d) => {
      d.cards = [draw3];
      d.seats[0].zones.hand!.push({ card: 'TEST-101-8', as: 'd3' });
    }));
    sc.answer(0, 'priority', `cast:${sc.named('d3')}`).payIfAsked(0);
    expect(sc.ids(0, 'hand', C.hawk).length + sc.ids(0, 'hand', C.giant).length).toBe(2);
    // Then the empty main pile loses the game (101.3.3.3): the draw itself raised no error.
    expect(sc.state.result).toMatchObject({ winner: 1, rule: '101.3.2.3' });
  });

  it('400.5 a card that changes zone is a new object: effects on the old one do not follow it', () => {
    const sc = new Scenario(toDescriptionWith({ p0: { hand: [C.wanderer] }, p1: { hand: [C.wave], mana: [C.crab, C.crab] } }, (d) => {
      d.seats[0].zones.field = [{ card: C.recruit, as: 'r', state: { modify: [{ at: 5, df: 0, until: 'game' }] } }];
    }));
    const old = sc.named('r');
    expect(sc.state.effects.map((e) => e.targets)).toEqual([[old]]);
    sc.pass(0);
    sc.answer(1, 'priority', 'cast:' + C.wave);
    const inHand = sc.id(0, 'hand', C.recruit);
    expect(inHand).not.toBe(old);
    expect(sc.state.effects.some((e) => e.targets.includes(old))).toBe(false);
  });

  it('100.5 the manual-adjust prompt resolves a card the engine cannot model; the opponent confirms', () => {
    const sc = new Scenario({ p0: { hand: [C.prophecy, C.wanderer], mana: [C.drake, { card: C.crab, faceUp: false }] }, p1: { life: 10 } });
    sc.answer(0, 'priority', 'cast:' + C.prophecy).payIfAsked(0);
    sc.answer(0, 'manual-adjust', 'dmgopp1');
    sc.answer(0, 'manual-adjust', 'done');
    sc.answer(1, 'confirm', 'accept');
    expect(sc.state.zones['1:life']).toHaveLength(9);
    expect(sc.state.log.some((l) => l.text.en.includes('Manual adjustment'))).toBe(true);
  });
});
