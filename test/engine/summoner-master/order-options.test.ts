/**
 * The priority prompt's orders as the players see them (§3.5, §4, 504–516, 605, 610): each order's group and rule,
 * the turn player's "then end the Main Step" twins (§3.5), the prompt's own label by window, and the declarations
 * that follow a choice. Written against the survivors of the `--all-files` mutation run of orders.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, passUntil, prompt, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;
const settle = (g: Game) => passUntil(g, (x) => x.s.stack.items.length === 0 && x.s.pending.length === 0 && !x.s.frames.length);
const charges = (g: Game, id: string) => g.s.zones.objs[id]?.counters?.charge ?? 0;
const charge1 = [{ v: 'counters', who: 'target', counter: 'charge', n: 1 }] as Verb[];

describe('§3.5 §4 the priority prompt', () => {
  const rich = () => build([
    { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], df: [{ card: 'stream-gunner', as: 'c' }], arena: [{ card: 'altar-of-flames', as: 'altar' }], hand: [{ card: 'cliff-golem', as: 'golem' }, { card: 'water-shield', as: 'shield' }], ...decks() } },
    { zones: { at: [{ card: 'lava-wolf', as: 'w' }], hand: ['cliff-golem', { card: 'water-shield', as: 'their-shield' }], ...decks() } },
  ]);

  it('§3.5 every order in the Main Step comes with its group and rule, and each has a private "then end the Main Step" twin (endsStep); the pass ends the Main Step', () => {
    const g = rich();
    const [a, b, c, altar, golem, shield, w] = ['a', 'b', 'c', 'altar', 'golem', 'shield', 'w'].map((n) => g.id(n));
    const p = prompt(g)!;
    expect([p.kind, p.label.en, p.rule]).toEqual(['priority', 'Main Step: give your orders', '§3.5']);
    const plain: Array<[string, string, string, string]> = [
      [`cast:${golem}:at`, 'cast', '610.8', 'private'], [`cast:${golem}:df`, 'cast', '610.8', 'private'],
      [`cast:${shield}:tg:${a}`, 'cast', '610', 'private'], [`cast:${shield}:tg:${b}`, 'cast', '610', 'private'], [`cast:${shield}:tg:${c}`, 'cast', '610', 'private'],
      [`atk:${a}:tg:${w}`, 'attack', '504', 'public'], [`cmb:${a}:opt:wave-guard`, 'combine', '512', 'public'], [`ln:${a}`, 'line', '516', 'public'],
      [`atk:${b}:tg:${w}`, 'attack', '504', 'public'], [`cmb:${b}:opt:wave-guard`, 'combine', '512', 'public'], [`ln:${b}`, 'line', '516', 'public'],
      [`ln:${c}`, 'line', '516', 'public'],
      [`sk:${altar}:kindle:tg:${a}`, 'skill', '605', 'public'], [`sk:${altar}:kindle:tg:${b}`, 'skill', '605', 'public'], [`sk:${altar}:kindle:tg:${c}`, 'skill', '605', 'public'],
    ];
    const seen = p.options.map((o) => [o.id, o.group, o.rule, o.visibility, o.endsStep ?? false]);
    expect(seen).toEqual([
      ...plain.map((x) => [...x, false]),
      ...plain.map(([id, group, rule]) => [`e.${id}`, group, rule, 'private', true]),
      ['pass', 'pass', undefined, 'public', false],
    ]);
    expect(p.options.find((o) => o.id === `e.ln:${c}`)!.label.en).toBe('End Main after: Change Line of Stream Gunner');
    expect(p.options.find((o) => o.id === 'pass')!.label.en).toBe('End Main Step');
  });

  it('§4 in the Interfere Step of an order the opponent is asked "respond or pass": no twins, a plain Pass', () => {
    const g = rich();
    act(g, 0, `ln:${g.id('c')}`);
    const p = prompt(g)!;
    expect([p.seat, p.label.en, p.rule]).toEqual([1, 'Interfere: respond or pass', '§3.5']);
    expect(p.options.some((o) => o.endsStep)).toBe(false);
    expect(p.options.find((o) => o.id === 'pass')!.label.en).toBe('Pass');
  });

  it('§4 in a standalone Interfere Step (nothing declared) the prompt is the Interfere Step\'s, and the turn player gets no twins there', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['water-shield'], ...decks() } },
      { zones: { at: [{ card: 'lava-wolf', as: 'w' }], hand: ['water-shield'], ...decks() } },
    ], { step: 'int1' } as never);
    const p = prompt(g)!;
    expect([p.kind, p.label.en]).toEqual(['priority', 'Interfere Step']);
    expect(p.options.some((o) => o.endsStep)).toBe(false);
    expect(p.options.find((o) => o.id === 'pass')!.label.en).toBe('Pass');
  });

  it('§3.5 an order id too long for a twin (an answer holds 40 characters) gets none: 38 characters has one, 39 not', () => {
    const g0 = build([{ zones: { at: ['tide-warrior'], hand: ['cliff-golem'], ...decks() } }, { zones: { at: ['lava-wolf'], ...decks() } }]);
    const id = String(g0.s.seq + 1);
    // The Seal's object id is the next one made: its two Skills' ids are sized to make `sk:<id>:<skill>` 38 and 39 long.
    const name = (n: number) => 'k'.repeat(n - `sk:${id}:`.length);
    const skill = (sid: string) => ({ id: sid, name: T, mp: 0, do: [{ v: 'mp', by: 0 }], text: T });
    const g = build([{ zones: { at: [{ card: 'long', as: 'L' }], hand: ['cliff-golem'], ...decks() } as never }, { zones: { at: ['lava-wolf'], ...decks() } }], { cards: [seal('long', { skills: [skill(name(38)), skill(`${name(38)}k`)] })] } as never);
    const L = g.id('L');
    const ids = prompt(g)!.options.map((o) => o.id).filter((x) => x.includes(`sk:${L}:`));
    expect(ids.map((x) => x.length)).toEqual([38, 39, 40]);
    expect(ids[2]).toBe(`e.sk:${L}:${name(38)}`);
  });
});

describe('§3.5 the last order with the end of the Main Step', () => {
  const pos = () => build([
    { zones: { at: [{ card: 'tide-warrior', as: 'a' }], df: [{ card: 'stream-gunner', as: 'c' }], hand: ['cliff-golem', { card: 'water-shield', as: 'shield' }], ...decks() } },
    { zones: { at: [{ card: 'lava-wolf', as: 'w' }], hand: ['cliff-golem', { card: 'water-shield', as: 'their-shield' }], ...decks() } },
  ]);
  const inMain0 = (g: Game) => g.s.step === 'main' && prompt(g)?.seat === 0 && prompt(g)?.kind === 'priority' && !g.s.stack.items.length;

  it('§3.5 given with its twin, the order is carried out and the Main Step ends; given plainly the turn player is asked again', () => {
    const g = pos();
    act(g, 0, `e.ln:${g.id('c')}`);
    expect(g.s.thenEnd).toBe(0);
    settle(g);
    expect(g.s.step).not.toBe('main');
    const h = pos();
    act(h, 0, `ln:${h.id('c')}`);
    expect(h.s.thenEnd).toBeUndefined();
    settle(h);
    expect(inMain0(h)).toBe(true);
  });

  it('§3.5 §4 the turn player\'s own answer in that Interfere Step keeps the plan; the opponent\'s declaration drops it', () => {
    const g = pos();
    act(g, 0, `e.ln:${g.id('c')}`);
    act(g, 1, 'pass');
    // Asked in the Interfere Step of their own order, the turn player has no twins there (§3.5: Main Step only).
    expect([prompt(g)!.seat, prompt(g)!.options.some((o) => o.endsStep)]).toEqual([0, false]);
    act(g, 0, `cast:${g.id('shield')}:tg:${g.id('c')}`);
    expect(g.s.thenEnd).toBe(0);
    const h = pos();
    act(h, 0, `e.ln:${h.id('c')}`);
    act(h, 1, `cast:${h.id('their-shield')}:tg:${h.id('w')}`);
    expect(h.s.thenEnd).toBeUndefined();
    settle(h);
    expect(inMain0(h)).toBe(true);
  });
});

describe('504.6 505 an attack with its target in one option while the label reads whole (60 characters)', () => {
  const named = (id: string, en: string, th = id) => seal(id, { name: { th, en } });
  /** Seat 0's attacker "atk" (names given) against seat 1's Seals. */
  const attack = (en: string, th: string, targets: CardDef[]): Game => build([
    { zones: { at: [{ card: 'atk', as: 'A' }], hand: ['cliff-golem'], ...decks() } as never },
    { zones: { at: targets.map((c, i) => ({ card: c.id, as: `T${i}` })), hand: ['cliff-golem'], ...decks() } as never },
  ], { cards: [named('atk', en, th), ...targets] } as never);
  const attacks = (g: Game) => prompt(g)!.options.filter((o) => o.id.startsWith(`atk:${g.id('A')}`) && !o.endsStep);
  const full = (n: number) => 'n'.repeat(n - 'Attack with  → tgt'.length);

  it('504.6 a label of exactly 60 characters is offered whole with the full words', () => {
    const g = attack(full(60), 'a', [named('tgt', 'tgt')]);
    expect(attacks(g).map((o) => [o.id, o.label.en.length])).toEqual([[`atk:${g.id('A')}:tg:${g.id('T0')}`, 60]]);
  });

  it('504.6 one character more: the short words (⚔) keep the target in the option', () => {
    const g = attack(full(61), 'a', [named('tgt', 'tgt')]);
    expect(attacks(g).map((o) => [o.id, o.label.en])).toEqual([[`atk:${g.id('A')}:tg:${g.id('T0')}`, `⚔ ${full(61)} → tgt`]]);
  });

  it('504.6 a Thai label too long is enough for the short words, though the English one fits', () => {
    const g = attack('a', 'ก'.repeat(50), [named('tgt', 'tgt')]);
    expect(attacks(g).map((o) => o.label.en)).toEqual(['⚔ a → tgt']);
  });

  it('504.6 one target with a long name is enough for the short words for all of them', () => {
    const g = attack('a', 'a', [named('tgt', 'tgt'), named('far', 'f'.repeat(50))]);
    expect(attacks(g).map((o) => o.label.en)).toEqual(['⚔ a → tgt', `⚔ a → ${'f'.repeat(50)}`]);
  });

  it('504.6 longer still, the attack is one option and its target is asked next, with a way back (Cancel) that gives no order', () => {
    const g = attack('n'.repeat(70), 'a', [named('tgt', 'tgt')]);
    expect(attacks(g).map((o) => o.id)).toEqual([`atk:${g.id('A')}`]);
    act(g, 0, `e.atk:${g.id('A')}`);
    let p = prompt(g)!;
    expect([p.kind, p.rule, p.options.map((o) => o.id)]).toEqual(['attack-target', '504.6', [`tg:${g.id('T0')}`, 'cancel']]);
    act(g, 0, 'cancel');
    p = prompt(g)!;
    expect([p.kind, p.seat, g.s.stack.items.length, g.s.thenEnd]).toEqual(['priority', 0, 0, undefined]);
    act(g, 0, `atk:${g.id('A')}`);
    act(g, 0, `tg:${g.id('T0')}`);
    expect(g.s.stack.items.map((x) => [x.k, (x as { target?: string }).target])).toEqual([['attack', g.id('T0')]]);
  });

  it('505 asked next, the hand is a target of its own when the opponent has no Seal in a Line', () => {
    const g = attack('n'.repeat(70), 'a', []);
    act(g, 0, `atk:${g.id('A')}`);
    const p = prompt(g)!;
    expect(p.options.map((o) => [o.id, o.rule])).toEqual([['tg:hand', '505'], ['cancel', undefined]]);
    act(g, 0, 'tg:hand');
    expect(g.s.players[0].handAttack).toBe(1);
    expect(g.s.stack.items.map((x) => [x.k, (x as { target?: string }).target])).toEqual([['attack', 'hand']]);
  });
});

describe('605 610.7 "up to N" targets, asked after the order', () => {
  const sk = (id: string, target: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ id, name: { th: id, en: id }, mp: 1, do: charge1, text: T, target, ...more });
  const multi = seal('multi', { skills: [sk('mark', { kind: 'seal', side: 'opp', upTo: 2 }), sk('far', { kind: 'seal', side: 'opp' })] });
  const twink = seal('twink', { skills: [sk('flash', { kind: 'seal', side: 'opp', upTo: 2 }, { twinkling: true, mp: 0 })] });
  const rain = { id: 'rain', kind: 'mystic', name: { th: 'rain', en: 'rain' }, mp: 1, int: false, attach: 'NP', turns: 0, statics: [], target: { kind: 'seal', side: 'opp', upTo: 5 }, do: charge1, text: T };
  const setup = (targets = 3): Game => build([
    { zones: { at: [{ card: 'multi', as: 'M' }], hand: [{ card: 'twink', as: 'W' }, { card: 'rain', as: 'R' }], ...decks() } as never },
    { zones: { at: Array.from({ length: targets }, (_, i) => ({ card: i === 0 ? 'farther-than-the-eye-can-see-and-further-still-and-beyond' : 'tgt', as: `T${i}` })), ...decks() } as never },
  ], { cards: [multi, twink, rain, seal('tgt'), seal('farther-than-the-eye-can-see-and-further-still-and-beyond')] } as never);
  const ids = (g: Game, n: number) => Array.from({ length: n }, (_, i) => g.id(`T${i}`));

  it('605 a field Skill with up to 2 targets is one option; its targets are asked next (at most 2), with Cancel; both chosen are hit and the Mp paid once', () => {
    const g = setup();
    expect(prompt(g)!.options.filter((o) => o.id.startsWith(`sk:${g.id('M')}:mark`)).map((o) => o.id)).toEqual([`sk:${g.id('M')}:mark`]);
    const mp = g.s.players[0].mp;
    act(g, 0, `sk:${g.id('M')}:mark`);
    const p = prompt(g)!;
    expect([p.kind, p.rule, p.min, p.max, p.label.en]).toEqual(['targets', '605', 1, 2, 'Choose a target for mark']);
    expect(p.options.map((o) => [o.id, o.visibility])).toEqual([...ids(g, 3).map((x) => [`tg:${x}`, 'public']), ['cancel', 'public']]);
    act(g, 0, `tg:${g.id('T1')}`, `tg:${g.id('T2')}`);
    expect(g.s.players[0].mp).toBe(mp - 1);
    settle(g);
    expect(ids(g, 3).map((x) => charges(g, x))).toEqual([0, 1, 1]);
  });

  it('605 one target chosen of "up to 2": only it is hit', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('M')}:mark`);
    act(g, 0, `tg:${g.id('T2')}`);
    settle(g);
    expect(ids(g, 3).map((x) => charges(g, x))).toEqual([0, 0, 1]);
  });

  it('605 Cancel in the target question gives no order and pays nothing: the turn player is asked again', () => {
    const g = setup();
    const mp = g.s.players[0].mp;
    act(g, 0, `e.sk:${g.id('M')}:mark`);
    act(g, 0, 'cancel');
    expect([prompt(g)!.kind, prompt(g)!.seat, g.s.players[0].mp, g.s.stack.items.length, g.s.thenEnd]).toEqual(['priority', 0, mp, 0, undefined]);
  });

  it('605 a one-target Skill whose labels would not read whole is one option, its target asked next', () => {
    const g = setup(2);
    expect(prompt(g)!.options.filter((o) => o.id.startsWith(`sk:${g.id('M')}:far`)).map((o) => o.id)).toEqual([`sk:${g.id('M')}:far`]);
    act(g, 0, `sk:${g.id('M')}:far`);
    expect(prompt(g)!.max).toBe(1);
    act(g, 0, `tg:${g.id('T0')}`);
    settle(g);
    expect(ids(g, 2).map((x) => charges(g, x))).toEqual([1, 0]);
  });

  it('smn:twinkling a Twinkling with up to 2 targets asks them privately, with no Cancel (the card is hidden)', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('W')}:flash`);
    const p = prompt(g)!;
    expect([p.kind, p.rule, p.max]).toEqual(['targets', '605', 2]);
    expect(p.options.map((o) => [o.id, o.visibility])).toEqual(ids(g, 3).map((x) => [`tg:${x}`, 'private']));
    act(g, 0, `tg:${g.id('T0')}`, `tg:${g.id('T1')}`);
    settle(g);
    expect(ids(g, 3).map((x) => charges(g, x))).toEqual([1, 1, 0]);
  });

  it('610.7 a Mystic with up to 5 targets asks them privately, never more than there are, with no Cancel; every one chosen is hit', () => {
    const g = setup(2);
    expect(prompt(g)!.options.filter((o) => o.id.startsWith(`cast:${g.id('R')}`) && !o.endsStep).map((o) => o.id)).toEqual([`cast:${g.id('R')}`]);
    act(g, 0, `cast:${g.id('R')}`);
    const p = prompt(g)!;
    expect([p.kind, p.rule, p.max]).toEqual(['targets', '610.7', 2]);
    expect(p.options.map((o) => [o.id, o.visibility])).toEqual(ids(g, 2).map((x) => [`tg:${x}`, 'private']));
    act(g, 0, `tg:${g.id('T0')}`, `tg:${g.id('T1')}`);
    settle(g);
    expect(ids(g, 2).map((x) => charges(g, x))).toEqual([1, 1]);
  });
});

describe('512.2 512.3 a Combination with its Supports', () => {
  const main = seal('main', { combos: [
    { id: 'pair', name: 'Pair', reqs: [{ k: 'type', v: 'Knight' }], at: 9 },
    { id: 'trio', name: 'Trio', reqs: [{ k: 'type', v: 'Knight' }, { k: 'element', v: 'water' }], at: 12 },
  ] });
  const setup = (helpers: string[]): Game => build([
    { zones: { at: [{ card: 'main', as: 'M' }, ...helpers.map((c, i) => ({ card: c, as: `H${i}` }))], hand: ['cliff-golem'], ...decks() } as never },
    { zones: { at: ['lava-wolf'], ...decks() } as never },
  ], { cards: [main, seal('helper'), seal('other')] } as never);
  const combos = (g: Game) => prompt(g)!.options.filter((o) => o.id.startsWith(`cmb:${g.id('M')}:`) && !o.endsStep);

  it('512.3 one set of Supports: the whole Combination is one option naming them; an option no Support meets is not offered', () => {
    const g = setup(['helper']);
    expect(combos(g).map((o) => [o.id, o.label.en, o.rule])).toEqual([[`cmb:${g.id('M')}:opt:pair:set:${g.id('H0')}`, 'Combine main: Pair (Double) with helper', '512']]);
    act(g, 0, `cmb:${g.id('M')}:opt:pair:set:${g.id('H0')}`);
    expect(g.s.stack.items.map((x) => [x.k, (x as { supports?: string[] }).supports])).toEqual([['combine', [g.id('H0')]]]);
  });

  it('512.3 several sets: the option is asked first, then the Supports, each set by its names, and by place where two read the same', () => {
    const g = setup(['helper', 'helper', 'other']);
    expect(combos(g).map((o) => o.id)).toEqual([`cmb:${g.id('M')}:opt:pair`]);
    act(g, 0, `cmb:${g.id('M')}:opt:pair`);
    const p = prompt(g)!;
    expect([p.kind, p.rule]).toEqual(['choose-cards', '512.3']);
    expect(p.options.map((o) => [o.id, o.label.en])).toEqual([
      [`set:${g.id('H0')}`, 'helper (A At Line #2)'], [`set:${g.id('H1')}`, 'helper (A At Line #3)'], [`set:${g.id('H2')}`, 'other'], ['cancel', 'Cancel'],
    ]);
    act(g, 0, `set:${g.id('H1')}`);
    expect(g.s.stack.items.map((x) => [x.k, (x as { supports?: string[] }).supports])).toEqual([['combine', [g.id('H1')]]]);
  });

  it('512.3 Cancel in the Supports question gives no order: no Combination attempt is counted, and the turn player is asked again', () => {
    const g = setup(['helper', 'other']);
    act(g, 0, `e.cmb:${g.id('M')}:opt:pair`);
    act(g, 0, 'cancel');
    expect([prompt(g)!.kind, g.s.stack.items.length, g.s.thenEnd, g.s.zones.objs[g.id('M')]!.data?.combinedAt]).toEqual(['priority', 0, undefined, undefined]);
    expect(combos(g).map((o) => o.id)).toEqual([`cmb:${g.id('M')}:opt:pair`]);
  });
});

describe('§8 Growth and Progress add Skills while the Seal is in that state', () => {
  const box = (sid: string) => ({ skills: [{ id: sid, name: { th: sid, en: sid }, mp: 0, do: [{ v: 'mp', by: 0 }], text: T }], statics: [], triggers: [] });
  const grower = seal('grower', { growth: { ...box('bloom'), reqs: [] }, progress: { ...box('ascend'), from: 'x' } });

  it('§8 a Growth Seal is offered its Growth box\'s Skill, a Progressed one its Progress box\'s, a plain one neither', () => {
    const g = build([
      { zones: { at: [{ card: 'grower', as: 'G', state: { growth: true } }, { card: 'grower', as: 'P', state: { progressed: true } }, { card: 'grower', as: 'N' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: ['lava-wolf'], ...decks() } as never },
    ], { cards: [grower] } as never);
    const skills = (n: string) => prompt(g)!.options.filter((o) => o.id.startsWith(`sk:${g.id(n)}:`) && !o.endsStep).map((o) => o.id.split(':')[2]);
    expect([skills('G'), skills('P'), skills('N')]).toEqual([['bloom'], ['ascend'], []]);
  });
});

describe('610.8 a Seal is cast to the Line named with the order', () => {
  it('610.8 cast to the Df Line, it stands on the Df Line', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: [{ card: 'cliff-golem', as: 'c' }, 'water-shield'], ...decks() } }, { zones: { at: ['lava-wolf'], ...decks() } }]);
    act(g, 0, `cast:${g.id('c')}:df`);
    settle(g);
    const golem = g.s.zones.zones['0:field']!.map((id) => g.s.zones.objs[id]!).find((o) => o.card === 'cliff-golem')!;
    expect(golem.data?.line).toBe('df');
  });
});

describe('610.6 Growth is chosen with the cast', () => {
  it('610.6 a Seal with a Growth box cast without Growth stays plain, though a Growth set is on the field: nothing is removed', () => {
    const grower = seal('grower', { growth: { skills: [], statics: [], triggers: [], reqs: [{ k: 'type', v: 'Knight' }] } });
    const g = build([
      { zones: { at: [{ card: 'knight', as: 'K' }], hand: [{ card: 'grower', as: 'G' }, 'cliff-golem'], ...decks() } as never },
      { zones: { at: ['lava-wolf'], ...decks() } as never },
    ], { cards: [grower, seal('knight')] } as never);
    expect(prompt(g)!.options.map((o) => o.id)).toContain(`cast:${g.id('G')}:at:g:${g.id('K')}`);
    act(g, 0, `cast:${g.id('G')}:at`);
    settle(g);
    const cast = g.s.zones.zones['0:field']!.map((id) => g.s.zones.objs[id]!).find((o) => o.card === 'grower')!;
    expect([cast.data?.growth ?? false, g.s.zones.objs[g.id('K')]!.zone]).toEqual([false, 'field']);
  });
});
