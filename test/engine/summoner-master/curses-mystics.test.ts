/**
 * Rules content beyond the Nihil keywords, per summoner-master-base.md (our reconstruction; section numbers
 * are the digest's): the Charm and Dimension curses (709), PM Mystics (610.12.4), Mystic Skills (§10.1, §12)
 * and the "when destroyed" (701) / "when it falls to the Shrine" (703) ability slots.
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, m, offered, passUntil, prompt, statOf, zone, zoneOf, type Game, orders } from './helpers.js';

const resolveAll = (g: Game) => passUntil(g, (x) => !x.s.stack.items.length && !x.s.frames.length);

function cast(g: Game, seat: 0 | 1, card: string, target?: string): void {
  act(g, seat, target ? `cast:${g.id(card)}:tg:${g.id(target)}` : `cast:${g.id(card)}`);
  resolveAll(g);
}

describe('§11.1 709 Charm Curse', () => {
  const setup = () => build([
    { zones: { at: [{ card: 'tide-warrior', as: 'mine' }], hand: [{ card: 'sirens-charm', as: 'charm' }, 'cliff-golem'], ...decks() } },
    { zones: { at: [{ card: 'tide-warrior', as: 'theirs' }, { card: 'stream-gunner', as: 'gun' }], ...decks() } },
  ]);

  it('709 the player who applied it controls the Seal (no zone change: it keeps its Line) and may attack with it, but cannot Combine it', () => {
    const g = setup();
    cast(g, 0, 'charm', 'theirs');
    const o = g.s.zones.objs[g.id('theirs')]!;
    expect([o.ctrl, o.owner, o.zone, (o.data as { line: string }).line]).toEqual([0, 1, 'field', 'at']);
    expect(zone(g, 'field', 0).map((x) => x.id)).toContain(g.id('theirs'));
    expect(orders(g, 0)).toContain(`atk:${g.id('theirs')}`);
    // Two water Seals of mine would make a Wave Guard Combination; the charmed one is never offered it.
    expect(orders(g, 0)).not.toContain(`cmb:${g.id('theirs')}`);
    expect(m.viewFor(g.s, 'spectator').players[0].atLine.map((v) => v.objectId)).toContain(g.id('theirs'));
  });

  it('709 when the count ends (1 Turn = 2 Subturns) control returns to the owner', () => {
    const g = setup();
    cast(g, 0, 'charm', 'theirs');
    autopilot(g, (x) => x.s.subturn === 4);
    expect(g.s.zones.objs[g.id('theirs')]!.ctrl).toBe(0);
    autopilot(g, (x) => x.s.subturn === 5);
    expect(g.s.zones.objs[g.id('theirs')]!.ctrl).toBe(1);
    expect(zone(g, 'field', 1).map((x) => x.id)).toContain(g.id('theirs'));
  });

  it('709 a charmed Seal that loses a battle goes to its owner\'s Shrine, where its Level counts', () => {
    const g = setup();
    cast(g, 0, 'charm', 'theirs');
    act(g, 0, `atk:${g.id('theirs')}:tg:${g.id('gun')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toContain('tide-warrior');
    expect(cardsOf(g, 'shrine', 0)).not.toContain('tide-warrior');
  });
});

describe('§11.1 709 Dimension Curse', () => {
  it('709 a Seal in the Dimension is in no Line: it cannot be attacked, so with no other Seal the attack goes to the hand (505.1.1)', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: ['cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'cliff-golem', as: 'golem', state: { curses: [{ kind: 'dimension', left: 2 }] } }], hand: ['tide-warrior'], ...decks() } },
    ]);
    expect(offered(g, 0).filter((x) => x.startsWith(`atk:${g.id('wolf')}:`))).toEqual([`atk:${g.id('wolf')}:tg:hand`]);
    const v = m.viewFor(g.s, 'spectator').players[1];
    expect([v.atLine.length, v.dfLine.length, v.dimension.map((x) => x.objectId)]).toEqual([0, 0, [g.id('golem')]]);
  });

  it('709 an attacked Seal sent to the Dimension in the Interfere Step is out of reach: the attacker must re-target (§9.2 step 10)', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: ['cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'tide-warrior', as: 'tw' }], hand: [{ card: 'dimension-rift', as: 'rift' }, 'storm-falcon'], ...decks() } },
    ]);
    act(g, 0, `atk:${g.id('wolf')}:tg:${g.id('tw')}`);
    act(g, 1, `cast:${g.id('rift')}:tg:${g.id('tw')}`);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    expect(offered(g, 0)).toEqual(['tg:hand']);
    expect(zoneOf(g, g.id('tw'))).toBe('field');
  });

  it('709 a Dimension-cursed Seal cannot be ordered; when the count ends its controller assigns it a Line', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf', state: { curses: [{ kind: 'dimension', left: 1 }] } }], hand: ['cliff-golem'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ]);
    expect(offered(g, 0).filter((x) => x.endsWith(g.id('wolf')))).toEqual([]);
    autopilot(g, (x) => prompt(x)?.kind === 'optional' && offered(x).includes('line:df'));
    expect(prompt(g)!.seat).toBe(0);
    act(g, 0, 'line:df');
    expect((g.s.zones.objs[g.id('wolf')]!.data as { line: string; curses?: unknown }).line).toBe('df');
    expect(m.viewFor(g.s, 'spectator').players[0].dfLine.map((x) => x.objectId)).toEqual([g.id('wolf')]);
  });
});

describe('610.12.4 PM Mystics', () => {
  it('610.12.4 a PM Mystic attaches to a Mystic and strengthens what its host strengthens (PS: its Seal; PA: every Seal)', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't' }, { card: 'storm-falcon', as: 'f' }], arena: [{ card: 'holy-sword', as: 'hs', attachedTo: 't', state: { left: 4 } }], hand: [{ card: 'relic-amplifier', as: 'amp' }, 'cliff-golem'], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ]);
    expect(statOf(g, g.id('t'), 'at')).toBe(7);
    expect(offered(g, 0).filter((x) => x.startsWith(`cast:${g.id('amp')}`))).toEqual([`cast:${g.id('amp')}:tg:${g.id('hs')}`]);
    act(g, 0, `cast:${g.id('amp')}:tg:${g.id('hs')}`);
    resolveAll(g);
    expect(statOf(g, g.id('t'), 'at')).toBe(8);
    expect(statOf(g, g.id('f'), 'at')).toBe(5);
    const hs = m.viewFor(g.s, 'spectator').players[0].atLine.find((x) => x.objectId === g.id('t'))!.mystics[0]!;
    expect(hs.attached.map((x) => x.card)).toEqual(['relic-amplifier']);
  });

  it('610.12.4 when its host leaves the field the PM Mystic goes to the Shrine; a PM that holds its host\'s count keeps it on the field', () => {
    const held = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't' }], arena: [{ card: 'holy-sword', as: 'hs', attachedTo: 't', state: { left: 2 } }, { card: 'eternal-seal', as: 'es', attachedTo: 'hs' }], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ]);
    const plain = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't' }], arena: [{ card: 'holy-sword', as: 'hs', attachedTo: 't', state: { left: 2 } }, { card: 'relic-amplifier', as: 'amp', attachedTo: 'hs' }], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ]);
    autopilot(held, (x) => x.s.subturn === 6);
    autopilot(plain, (x) => x.s.subturn === 6);
    expect(zoneOf(held, held.id('hs'))).toBe('field');
    expect(cardsOf(plain, 'shrine', 0).sort()).toEqual(['holy-sword', 'relic-amplifier']);
  });
});

describe('§10.1 Mystic Skills', () => {
  const setup = () => build([
    { zones: { at: [{ card: 'tide-warrior', as: 't' }], arena: [{ card: 'altar-of-flames', as: 'altar' }], hand: ['cliff-golem'], ...decks() } },
    { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: ['storm-falcon'], ...decks() } },
  ]);

  it('§10.1 §10.5 a Mystic on the field uses its Skill (605): the Mp is paid, the effect resolves after the Interfere Step', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('altar')}:kindle:tg:${g.id('t')}`);
    expect(g.s.players[0].mp).toBe(7);
    resolveAll(g);
    expect(statOf(g, g.id('t'), 'at')).toBe(7);
  });

  it('§12 a Mystic uses a Skill once per subturn; (int) it may be used again in the opponent\'s subturn', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('altar')}:kindle:tg:${g.id('t')}`);
    resolveAll(g);
    expect(orders(g, 0)).not.toContain(`sk:${g.id('altar')}:kindle`);
    autopilot(g, (x) => x.s.subturn === 4 && offered(x, 0).includes(`sk:${x.id('altar')}:kindle`));
    expect(g.s.active).toBe(1);
  });
});

describe('§6 701 / 703 ability slots', () => {
  it('701 "when [S] is destroyed" fires from the Shrine (Phoenix Chick draws 1), but not when its abilities were cancelled as it left', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: ['cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'phoenix-chick', as: 'chick' }], ...decks() } },
    ]);
    const before = zone(g, 'hand', 1).length;
    act(g, 0, `atk:${g.id('wolf')}:tg:${g.id('chick')}`);
    resolveAll(g);
    expect(cardsOf(g, 'shrine', 1)).toContain('phoenix-chick');
    expect(zone(g, 'hand', 1).length).toBe(before + 1);

    const quiet = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: [{ card: 'nihil-silence', as: 'ns' }, 'cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'phoenix-chick', as: 'chick' }], ...decks() } },
    ]);
    cast(quiet, 0, 'ns');
    const n = zone(quiet, 'hand', 1).length;
    act(quiet, 0, `atk:${quiet.id('wolf')}:tg:${quiet.id('chick')}`);
    resolveAll(quiet);
    expect(cardsOf(quiet, 'shrine', 1)).toContain('phoenix-chick');
    expect(zone(quiet, 'hand', 1).length).toBe(n);
  });

  it('703 "when [S] falls to the Shrine" fires whatever sent it there (Grave Keeper: At -2 to an opposing Seal), not when it goes back to hand', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: [{ card: 'thunder-strike', as: 'ts' }, 'cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'grave-keeper', as: 'gk' }], ...decks() } },
    ]);
    cast(g, 0, 'ts', 'gk');
    expect(prompt(g)?.seat).toBe(1);
    expect(offered(g, 1)).toEqual([`tg:${g.id('wolf')}`]);
    act(g, 1, `tg:${g.id('wolf')}`);
    expect(statOf(g, g.id('wolf'), 'at')).toBe(5);

    const back = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'wolf' }], hand: [{ card: 'returning-wind', as: 'rw' }, 'cliff-golem'], ...decks() } },
      { zones: { at: [{ card: 'grave-keeper', as: 'gk' }], ...decks() } },
    ]);
    cast(back, 0, 'rw', 'gk');
    expect(cardsOf(back, 'hand', 1)).toContain('grave-keeper');
    expect(statOf(back, back.id('wolf'), 'at')).toBe(7);
  });
});
