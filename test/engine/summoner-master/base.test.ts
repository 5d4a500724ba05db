/**
 * Strict scenarios for the base procedures of summoner-master-base.md (our reconstruction; section numbers
 * are the digest's): combat table, hand attack, Attack All, Combination and its downgrade, Break, Line
 * change, Interfere order, Shrine Level loss and draw, the other losses, setup, Mp, remember-state,
 * durations and curses.
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, level, m, offered, onField, passUntil, prompt, statOf, zone, zoneOf, orders, order } from './helpers.js';
import { SM_PRECONS } from '../../../src/engine/games/summoner-master/cards/precons.js';

const mk = (id: string, at: number, df: number, sp: number, level = 1) => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['earth'], castMp: 1, atkMp: 1, level, at, df, sp,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: { th: '', en: '' },
});

function fightOnce(a: [number, number], d: [number, number], line: 'at' | 'df') {
  // A card left in hand keeps the Main Step open after the attack (a seat with only "pass" is not asked).
  const g = build([{ zones: { at: [{ card: 'atk', as: 'a' }], hand: ['flame-trooper'], ...decks() } }, { zones: { [line]: [{ card: 'def', as: 'd' }] } }], { cards: [mk('atk', a[0], 1, a[1]), mk('def', line === 'at' ? d[0] : 1, line === 'df' ? d[0] : 1, d[1])] });
  act(g, 0, `atk:${g.id('a')}:tg:${g.id('d')}`);
  autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
  return { attacker: zoneOf(g, g.id('a')) ?? 'shrine', defender: zoneOf(g, g.id('d')) ?? 'shrine', g };
}

describe('§9.5 combat table', () => {
  it.each([
    ['At > At: the defender is destroyed', [8, 3], [7, 3], 'at', 'field', 'shrine'],
    ['At < At: the attacker is destroyed', [6, 3], [7, 3], 'at', 'shrine', 'field'],
    ['equal At, higher attacker Sp: the defender is destroyed', [7, 4], [7, 3], 'at', 'field', 'shrine'],
    ['equal At, higher defender Sp: the attacker is destroyed', [7, 2], [7, 3], 'at', 'shrine', 'field'],
    ['equal At, equal Sp: both are destroyed', [7, 3], [7, 3], 'at', 'shrine', 'shrine'],
    ['Sp is clamped to 5 for comparison', [7, 9], [7, 5], 'at', 'shrine', 'shrine'],
    ['At > Df on the Df Line: the defender is destroyed', [8, 3], [7, 3], 'df', 'field', 'shrine'],
    ['At = Df and attacker Sp higher: the defender is destroyed', [7, 4], [7, 3], 'df', 'field', 'shrine'],
    ['At = Df, equal Sp: nothing happens', [7, 3], [7, 3], 'df', 'field', 'field'],
    ['At < Df: the attacker is never destroyed attacking the Df Line', [5, 3], [9, 3], 'df', 'field', 'field'],
  ] as const)('§9.5 %s', (_n, a, d, line, atk, def) => {
    const r = fightOnce([a[0], a[1]], [d[0], d[1]], line);
    expect([r.attacker, r.defender]).toEqual([atk, def]);
    if (atk === 'field') expect(r.g.s.zones.objs[r.g.id('a')]!.data?.active).toBe(false); // §9.2 step 16
  });

  it('§9.2 the attack Mp is paid on declaration; Df-Line Seals are targets only when the At Line is empty', () => {
    const g = build([{ zones: { at: [{ card: 'lava-kaijuu', as: 'k' }], hand: ['flame-trooper'], ...decks() } }, { zones: { at: [{ card: 'tide-warrior', as: 'a' }], df: [{ card: 'cliff-golem', as: 'd' }] } }]);
    // The attack and its target are one option (504.6): only the At-Line Seal is offered as a target.
    expect(offered(g, 0).filter((x) => x.startsWith(`atk:${g.id('k')}:`))).toEqual([`atk:${g.id('k')}:tg:${g.id('a')}`]);
    act(g, 0, `atk:${g.id('k')}:tg:${g.id('a')}`);
    expect(g.s.players[0].mp).toBe(8 - 3);
  });
});

describe('§9.3 505 hand attack', () => {
  it('§9.3 505.1.1 with no opposing Seal the attacker may attack the hand: a random card of the named kind falls to the Shrine; 505.1.2 once per subturn; §15 q22 only a kind the opponent holds, and with one kind held nobody is asked', () => {
    const g = build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], ...decks() } }, { zones: { hand: ['cliff-golem', 'water-shield'], ...decks() } }]);
    // Both kinds held: the kind is named with the attack (505.11, asked at the hit only if something changed).
    expect(offered(g, 0).filter((x) => x.startsWith(`atk:${g.id('a')}:`))).toEqual([`atk:${g.id('a')}:tg:hand:seal`, `atk:${g.id('a')}:tg:hand:mystic`]);
    act(g, 0, `atk:${g.id('a')}:tg:hand:seal`);
    autopilot(g, (x) => prompt(x)?.rule === '505.11' || cardsOf(x, 'shrine', 1).length > 0);
    expect(prompt(g)?.rule).not.toBe('505.11');
    expect(cardsOf(g, 'shrine', 1)).toEqual(['cliff-golem']);
    expect(level(g, 1)).toBe(3);
    expect(orders(g, 0)).not.toContain(`atk:${g.id('b')}`);

    const only = build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], ...decks() } }, { zones: { hand: ['water-shield'], ...decks() } }]);
    act(only, 0, `atk:${only.id('a')}:tg:hand`);
    // One kind held is no choice: nobody is asked, the Mystic falls (505.11).
    autopilot(only, (x) => prompt(x)?.rule === '505.11' || cardsOf(x, 'shrine', 1).length > 0);
    expect(prompt(only)?.rule).not.toBe('505.11');
    expect(cardsOf(only, 'shrine', 1)).toEqual(['water-shield']);
  });

  it('§9.3 505.4 no hand attack against an empty hand', () => {
    const g = build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], ...decks() } }, { zones: decks() }]);
    expect(orders(g, 0)).not.toContain(`atk:${g.id('a')}`);
  });
});

describe('§9.4 506 Attack All', () => {
  it('§9.4 506.6–506.15 every opposing Seal is attacked, At against the At Line and Df against the Df Line; losers are destroyed together and the attacker never is', () => {
    const g = build([
      { zones: { at: [{ card: 'lava-wolf', as: 'w', state: { combo: 'inferno-howl' } }], ...decks() } },
      { zones: { at: [{ card: 'crimson-reaper', as: 'weak' }, { card: 'big', as: 'strong' }], df: [{ card: 'azure-sea-serpent', as: 'dfweak' }, { card: 'cliff-golem', as: 'dfstrong' }] } },
    ], { cards: [mk('big', 12, 1, 1)] });
    expect(statOf(g, g.id('w'), 'at')).toBe(10);
    act(g, 0, `atk:${g.id('w')}`); // no target choice: the technique attacks all
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
    expect(zoneOf(g, g.id('weak'))).toBeUndefined();
    expect(zoneOf(g, g.id('dfweak'))).toBeUndefined();
    expect(zoneOf(g, g.id('strong'))).toBe('field');
    expect(zoneOf(g, g.id('dfstrong'))).toBe('field');
    expect(zoneOf(g, g.id('w'))).toBe('field');
    expect(level(g, 1)).toBe(3 + 2);
  });
});

describe('512 Combination, 514 Break, 516 Line change', () => {
  const board = () =>
    build([
      { zones: { at: [{ card: 'dawn-knight', as: 'main' }, { card: 'light-guardian-ninja', as: 'light' }, { card: 'tide-warrior', as: 'knight' }], ...decks() } },
      { zones: { at: ['cliff-golem'], hand: [{ card: 'returning-wind', as: 'rw' }, { card: 'returning-wind', as: 'rw2' }], ...decks() } },
    ]);

  it('§8.1 512.9 a Triple Combination puts the Supports under the Main and gives the option values', () => {
    const g = board();
    order(g, 0, `cmb:${g.id('main')}:opt:radiant-charge`, `set:${g.id('light')}.${g.id('knight')}`);
    act(g, 1, 'pass');
    expect(g.s.zones.objs[g.id('main')]!.data?.combo).toBe('radiant-charge');
    expect(statOf(g, g.id('main'), 'at')).toBe(11);
    expect(zone(g, 'support', 0).map((o) => o.card).sort()).toEqual(['light-guardian-ninja', 'tide-warrior']);
    expect(offered(g, 0)).not.toContain(`brk:${g.id('main')}`); // 513.4: not in the subturn it Combined
  });

  it('§8.1 512.8 a Support lost in the Interfere Step: the Triple is downgraded to a Double with the Support left; a Double that loses its Support is cancelled', () => {
    const g = board();
    order(g, 0, `cmb:${g.id('main')}:opt:radiant-charge`, `set:${g.id('light')}.${g.id('knight')}`);
    act(g, 1, `cast:${g.id('rw')}:tg:${g.id('knight')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(g.s.zones.objs[g.id('main')]!.data?.combo).toBe('sunrise');
    expect(statOf(g, g.id('main'), 'at')).toBe(10);
    expect(zone(g, 'support', 0).map((o) => o.card)).toEqual(['light-guardian-ninja']);

    const d = board();
    order(d, 0, `cmb:${d.id('main')}:opt:sunrise`, `set:${d.id('light')}`);
    act(d, 1, `cast:${d.id('rw')}:tg:${d.id('light')}`);
    autopilot(d, (x) => !x.s.stack.items.length);
    expect(d.s.zones.objs[d.id('main')]!.data?.combo).toBeUndefined();
    expect(zone(d, 'support', 0)).toEqual([]);
    expect(orders(d, 0)).not.toContain(`cmb:${d.id('main')}`); // §12: one attempt per subturn
  });

  it('§8.1 512.3 a Seal cast from hand this subturn cannot be a Support', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }], hand: [{ card: 'light-priest', as: 'p' }], ...decks() } }, { zones: { at: ['cliff-golem'] } }]);
    act(g, 0, `cast:${g.id('p')}:at`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(orders(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });

  it('§8.2 514.7 Break: the Supports come back beside the Main on its Line and the Main has its own values again', () => {
    const g = build([
      { zones: { df: [{ card: 'dawn-knight', as: 'main', state: { combo: 'sunrise', combinedAt: 1 } }], support: [{ card: 'light-priest', as: 'sup', state: { supportOf: 'main' } }], ...decks() } },
      { zones: { at: ['cliff-golem'] } },
    ]);
    expect(statOf(g, g.id('main'), 'at')).toBe(10);
    act(g, 0, `brk:${g.id('main')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(statOf(g, g.id('main'), 'at')).toBe(7);
    const back = onField(g, 'light-priest', 0)!;
    expect(back.data?.line).toBe('df');
  });

  it('516 Line change: no cost, stays Active, once per subturn, not in the subturn the Seal entered', () => {
    const g = build([{ zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: [{ card: 'flame-trooper', as: 'new' }], ...decks() } }, { zones: { at: ['cliff-golem'] } }]);
    const mp = g.s.players[0].mp;
    act(g, 0, `ln:${g.id('a')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(g.s.zones.objs[g.id('a')]!.data).toMatchObject({ line: 'df', active: true });
    expect(g.s.players[0].mp).toBe(mp);
    expect(offered(g, 0)).not.toContain(`ln:${g.id('a')}`);
    act(g, 0, `cast:${g.id('new')}:at`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(offered(g, 0).filter((x) => x.startsWith('ln:'))).toEqual([]);
  });
});

describe('§4 Interfere windows', () => {
  it('§4 the non-turn player acts first, also in the nested window a used card opens; two passes close; only (int) Mystics and Skills, never Seals', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: [{ card: 'flame-surge', as: 'fs' }, 'flame-trooper', 'holy-sword'], ...decks() } },
      { zones: { at: [{ card: 'cliff-golem', as: 'g' }], hand: [{ card: 'water-shield', as: 'ws' }, 'water-shield'], ...decks() } },
    ], { step: 'int1' });
    expect(prompt(g)?.seat).toBe(1);
    expect(offered(g, 1)).toEqual([`cast:${g.id('ws')}:tg:${g.id('g')}`, `cast:${Number(g.id('ws')) + 1}:tg:${g.id('g')}`, 'pass']);
    act(g, 1, `cast:${g.id('ws')}:tg:${g.id('g')}`);
    expect(prompt(g)?.seat).toBe(1); // the cast's nested window opens with the non-turn player again (§4 items 1, 4)
    act(g, 1, 'pass');
    expect(prompt(g)?.seat).toBe(0);
    expect(offered(g, 0)).toEqual([`cast:${g.id('fs')}:tg:${g.id('a')}`, 'pass']); // no Seal, no non-Interfere Mystic in a window
    expect(statOf(g, g.id('g'), 'df')).toBe(11);
    act(g, 0, 'pass');
    expect(statOf(g, g.id('g'), 'df')).toBe(14); // resolved after the second consecutive pass
    expect(prompt(g)?.seat).toBe(1); // the window goes on, the non-turn player first again
    act(g, 1, 'pass');
    act(g, 0, 'pass');
    expect(g.s.step).toBe('main');
  });
});

describe('§13 end of the game', () => {
  const shrine13 = ['cliff-golem', 'cliff-golem', 'cliff-golem', 'cliff-golem', 'flame-trooper'];
  it('§13.1 a Shrine Level of 15 loses (703.3)', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'a' }], shrine: shrine13, ...decks() } }, { zones: { at: [{ card: 'crimson-reaper', as: 'd' }], ...decks() } }]);
    act(g, 0, `atk:${g.id('a')}:tg:${g.id('d')}`);
    autopilot(g, () => false);
    expect(level(g, 0)).toBe(15);
    expect(m.result(g.s)).toMatchObject({ winner: 1, rule: '§13.1' });
    expect(m.result(g.s)!.reason.en).toMatch(/ wins: Shrine Level reached 15$/);
  });

  it('§13.1 both players reaching 15 together is a draw', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'a' }], shrine: shrine13, ...decks() } }, { zones: { at: [{ card: 'dawn-knight', as: 'd' }], shrine: shrine13, ...decks() } }]);
    act(g, 0, `atk:${g.id('a')}:tg:${g.id('d')}`);
    autopilot(g, () => false);
    expect(m.result(g.s)).toMatchObject({ winner: null, rule: '§13.1' });
    expect(m.result(g.s)!.reason.en).toBe('Draw: Shrine Level reached 15');
  });

  it('401.9.8 no Seal at Check Up and none brought in by the End of Subturn: that player loses', () => {
    const g = build([{ zones: { hand: ['water-shield'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    autopilot(g, () => false);
    expect(m.result(g.s)).toMatchObject({ winner: 1, rule: '401.9.8' });
  });

  it('401.9.8 a Seal brought in counts even if it did not survive', () => {
    const g = build([{ zones: { hand: [{ card: 'storm-falcon', as: 'f' }], ...decks() } }, { zones: { at: [{ card: 'cliff-golem', as: 'g' }], ...decks() } }], { step: 'checkup' });
    autopilot(g, (x) => x.s.step === 'main' && x.s.active === 0 && offered(x, 0).length > 1);
    act(g, 0, `cast:${g.id('f')}:at`);
    autopilot(g, (x) => !x.s.stack.items.length);
    const f = onField(g, 'storm-falcon', 0)!;
    act(g, 0, `atk:${f.id}:tg:${g.id('g')}`);
    autopilot(g, (x) => x.s.active === 1 || !!m.result(x.s));
    expect(m.result(g.s)).toBeNull();
  });

  it('§13.3 both decks empty when the first card must be drawn: that player loses', () => {
    const g = build([{ zones: { at: ['tide-warrior'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(m.result(g.s)).toMatchObject({ winner: 1, rule: '§13.3' });
  });

  it('§13.4 conceding loses', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }]);
    const r = m.apply(g.s, { type: 'concede', seat: 0 });
    expect(r.ok && m.result(r.state)).toMatchObject({ winner: 1 });
  });
});

describe('§2 setup, Mp and the first subturn', () => {
  const seed = 'ab'.repeat(32);
  const setup = (format: string) => ({ matchId: 'm', game: 'summoner-master', format, seed, seats: [{ name: 'A', deck: SM_PRECONS[0]!.deck }, { name: 'B', deck: SM_PRECONS[1]!.deck }] });

  it('§1.3 ranked needs 30 + 30; casual accepts the 25 + 20 preconstructed decks', () => {
    const r = m.create(setup('ranked'));
    expect('code' in r && r.code).toBe('deck/seal-count');
    expect('code' in m.create(setup('casual'))).toBe(false);
  });

  it('§2.1 opening hand 5 Seals + 2 Mystics; rock-paper-scissors (a tie replays, hidden from the other seat); the winner picks; Mp 5 first / 8 second; 401.3.2 no draw in the first subturn; §2.2 no attack or Skill for the first player in subturn 1', () => {
    const s0 = m.create(setup('casual'));
    if ('code' in s0) throw new Error('setup');
    const g = { s: s0, id: (n: string) => n };
    for (const p of [0, 1] as const) expect(m.viewFor(g.s, p).players[p].handCounts).toEqual({ seals: 5, mystics: 2 });
    act(g, 0, 'rps:rock');
    // The board's "deciding: rock-paper-scissors" names the step, not the hand chosen.
    expect(JSON.stringify(m.viewFor(g.s, 1)).replaceAll('rock-paper-scissors', '')).not.toContain('rock');
    act(g, 1, 'rps:rock');
    act(g, 0, 'rps:rock');
    act(g, 1, 'rps:scissors');
    expect(prompt(g)?.kind).toBe('choose-first');
    act(g, 0, 'second');
    expect(g.s.active).toBe(1);
    expect(g.s.players.map((p) => p.mp)).toEqual([8, 5]);
    expect(offered(g).some((x) => x.startsWith('draw:'))).toBe(false);
    expect(offered(g).some((x) => x.startsWith('atk:') || x.startsWith('sk:'))).toBe(false);
  });

  it('§2.3 §3.7 Mp is set to Max Mp in the Mp-refill step of your own subturn; unspent Mp is lost', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() }, state: { mp: 3 } }, { zones: { at: ['tide-warrior'], ...decks() }, state: { mp: 2 } }]);
    autopilot(g, (x) => x.s.active === 1);
    expect(g.s.players.map((p) => p.mp)).toEqual([8, 2]);
  });

  it('401.3.1 draw 1 or 2 cards, each from either deck; §3.3 discard down to 7 to the Shrine', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: Array(7).fill('cliff-golem'), ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    act(g, 0, 'draw:sealDeck');
    expect(offered(g, 0)).toEqual(['draw:sealDeck', 'draw:mysticDeck', 'stop']);
    act(g, 0, 'draw:mysticDeck');
    expect(prompt(g)?.kind).toBe('discard');
    expect(prompt(g)?.min).toBe(2);
    act(g, 0, ...offered(g, 0).slice(0, 2));
    expect(zone(g, 'hand', 0)).toHaveLength(7);
    expect(level(g, 0)).toBeGreaterThan(0);
  });
});

describe('602, §10.4 effects and durations, 709 curses', () => {
  it('§10.3 602.1.4 a Skill effect remembers the state of its source when made: later Df changes do not change the At it gave', () => {
    const g = build([{ zones: { at: [{ card: 'mirror-knight', as: 'k' }], hand: [{ card: 'water-shield', as: 'ws' }, 'cliff-golem'], ...decks() } }, { zones: { at: ['cliff-golem'] } }]);
    act(g, 0, `sk:${g.id('k')}:reflect`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(statOf(g, g.id('k'), 'at')).toBe(13);
    act(g, 0, `cast:${g.id('ws')}:tg:${g.id('k')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(statOf(g, g.id('k'), 'df')).toBe(10);
    expect(statOf(g, g.id('k'), 'at')).toBe(13);
  });

  it('602.1.5 a continuous effect follows its source now: an attached Mystic counts while attached', () => {
    const g = build([{ zones: { at: [{ card: 'tide-warrior', as: 't' }], arena: [{ card: 'holy-sword', as: 'hs', attachedTo: 't' }], ...decks() } }, { zones: { at: ['cliff-golem'] } }]);
    expect(statOf(g, g.id('t'), 'at')).toBe(7);
  });

  it('§10.4 "1 Turn" = 2 Subturns counted from the End of Subturn it was made in', () => {
    const g = build([{ zones: { hand: [{ card: 'ancient-fire-dragon', as: 'd' }], at: ['tide-warrior'], ...decks() } }, { zones: { at: [{ card: 'crimson-reaper', as: 'r' }], ...decks() } }]);
    act(g, 0, `cast:${g.id('d')}:df`);
    act(g, 0, `tg:${g.id('r')}`);
    expect(statOf(g, g.id('r'), 'at')).toBe(7);
    autopilot(g, (x) => x.s.subturn === 4);
    expect(statOf(g, g.id('r'), 'at')).toBe(7);
    autopilot(g, (x) => x.s.subturn === 5);
    expect(statOf(g, g.id('r'), 'at')).toBe(9);
  });

  it('§11.1 709 Poison destroys its Seal when the count ends; Stone forbids orders; Freeze moves the Seal to the Df Line; the same Curse type cannot be applied twice (709.12)', () => {
    const g = build([{ zones: { hand: [{ card: 'shadow-fiend', as: 'f' }], at: [{ card: 'azure-sea-serpent', as: 'ser' }, { card: 'cursed-witch', as: 'w' }], ...decks() } }, { zones: { at: [{ card: 'crimson-reaper', as: 'r' }, { card: 'tide-warrior', as: 't' }], ...decks() } }]);
    act(g, 0, `cast:${g.id('f')}:df`);
    autopilot(g, (x) => prompt(x)?.kind === 'targets');
    act(g, 0, `tg:${g.id('r')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
    act(g, 0, `sk:${g.id('ser')}:freeze:tg:${g.id('t')}`);
    autopilot(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
    expect(g.s.zones.objs[g.id('t')]!.data?.line).toBe('df');
    act(g, 0, `sk:${g.id('w')}:petrify:tg:${g.id('r')}`);
    autopilot(g, (x) => x.s.active === 1 && x.s.step === 'main');
    expect(orders(g, 1)).not.toContain(`atk:${g.id('r')}`);
    expect(offered(g, 1)).not.toContain(`ln:${g.id('t')}`);
    autopilot(g, (x) => x.s.subturn === 7 || zoneOf(x, x.id('r')) !== 'field');
    expect(g.s.subturn).toBe(7);
    expect(cardsOf(g, 'shrine', 1)).toContain('crimson-reaper');
  });

  it('§11.2 §3.1 Charging N: +1 Charge Counter at the owner\'s Check Up while below N; (Charge n) is paid with the Mp', () => {
    const g = build([{ zones: { at: [{ card: 'wind-shaman', as: 'w', counters: { charge: 1 } }], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(g.s.zones.objs[g.id('w')]!.counters!.charge).toBe(2);
    autopilot(g, (x) => offered(x, 0).includes(`sk:${g.id('w')}:whisper`));
    const hand = zone(g, 'hand', 0).length;
    act(g, 0, `sk:${g.id('w')}:whisper`);
    expect(g.s.zones.objs[g.id('w')]!.counters!.charge).toBe(0);
    // Both players hold cards, so both are asked in the Skill's Interfere Step (public-pass.ts).
    passUntil(g, (x) => !x.s.stack.items.length);
    expect(zone(g, 'hand', 0)).toHaveLength(hand + 1);
    autopilot(g, (x) => x.s.active === 0 && x.s.subturn === 5 && x.s.step !== 'checkup');
    expect(g.s.zones.objs[g.id('w')]!.counters!.charge).toBe(1);
  });

  it('§10.4 a Mystic with "2 Turn" leaves for the Shrine after 4 Subturns, and its effect with it (401.9.6)', () => {
    const g = build([{ zones: { at: [{ card: 'tide-warrior', as: 't' }], hand: [{ card: 'holy-sword', as: 'hs' }, 'cliff-golem'], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }]);
    act(g, 0, `cast:${g.id('hs')}:tg:${g.id('t')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(statOf(g, g.id('t'), 'at')).toBe(7);
    autopilot(g, (x) => x.s.subturn === 6);
    expect(statOf(g, g.id('t'), 'at')).toBe(7);
    autopilot(g, (x) => x.s.subturn === 7);
    expect(statOf(g, g.id('t'), 'at')).toBe(5);
    expect(cardsOf(g, 'shrine', 0)).toContain('holy-sword');
  });
});

describe('§13.4 leaving the match', () => {
  it('§13.4 a seated player who left the match loses it, with the reason "left the match"; any other forfeit is invalid', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }]);
    const r = m.apply(g.s, { type: 'forfeit', seat: 1, reason: 'leave' } as never);
    if (!r.ok) throw new Error(r.error.message.en);
    expect(m.result(r.state)).toMatchObject({ winner: 0, rule: '§13.4', reason: { en: 'B left the match' } });
    expect(m.apply(g.s, { type: 'forfeit', seat: 1, reason: 'timeout' } as never).ok).toBe(false);
    expect(m.apply(r.state, { type: 'forfeit', seat: 0, reason: 'leave' } as never).ok).toBe(false);
  });
});
