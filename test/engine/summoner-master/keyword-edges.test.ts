/**
 * The edges of the keyword files (keywords/*.ts; Charging §11.2 and the Nihil keywords smn:*), cards as data:
 * counters at exactly N, abilities switched off, whose Check Up it is, and the Vanish / Progress / Regeneration /
 * Twinkling / Fortune cases the worked examples do not reach (issue 31, mutation testing).
 */
import { describe, expect, it } from 'vitest';
import { addEffect } from '../../../src/engine/games/summoner-master/effects.js';
import { act, autopilot, build, cardsOf, decks, offered, onField, prompt, zoneOf, type Game } from './helpers.js';
import { sealCard, skill } from './verb-kit.js';

const counters = (g: Game, id: string) => g.s.zones.objs[id]?.counters ?? {};
const off = (g: Game, id: string) => addEffect(g.s, id, { k: 'forbid', what: 'abilities' }, { k: 'infinity' });
/** From seat 1's Check Up to seat 0's next Main Step, through seat 0's Check Up. */
const toOwnMain = (g: Game) => autopilot(g, (x) => x.s.active === 0 && x.s.step === 'main');

describe('§11.2 Charging and smn:fixed-charging at the Check Up', () => {
  const cards = [sealCard('charger', { keywords: { CHARGING: 2 } }), sealCard('fixed', { keywords: { 'FIXED CHARGING': 2 } })];
  const board = (charge: number, fcc: number) => build([
    { zones: { at: [{ card: 'charger', as: 'c', counters: { charge } }, { card: 'fixed', as: 'f', counters: { fcc } }], ...decks() } },
    { zones: { at: ['tide-warrior'], ...decks() } },
  ], { step: 'checkup', active: 1, cards } as never);

  it("§11.2 smn:fixed-charging the opponent's Check Up gives nothing; the owner's gives 1 below N, none at N", () => {
    const g = board(1, 1);
    expect([counters(g, g.id('c')).charge, counters(g, g.id('f')).fcc]).toEqual([1, 1]);
    toOwnMain(g);
    expect([counters(g, g.id('c')).charge, counters(g, g.id('f')).fcc]).toEqual([2, 2]);
    const full = board(2, 2);
    toOwnMain(full);
    expect([counters(full, full.id('c')).charge, counters(full, full.id('f')).fcc]).toEqual([2, 2]);
  });

  it('§11.2 smn:fixed-charging a Seal with no counters gets its first one', () => {
    const g = build([
      { zones: { at: [{ card: 'charger', as: 'c' }, { card: 'fixed', as: 'f' }], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup', active: 1, cards } as never);
    toOwnMain(g);
    expect([counters(g, g.id('c')).charge, counters(g, g.id('f')).fcc]).toEqual([1, 1]);
  });

  it('§11.2 smn:fixed-charging §15 q10 with its abilities cancelled, neither Charging works', () => {
    const g = board(0, 0);
    off(g, g.id('c'));
    off(g, g.id('f'));
    toOwnMain(g);
    expect([counters(g, g.id('c')).charge ?? 0, counters(g, g.id('f')).fcc ?? 0]).toEqual([0, 0]);
  });

  it('§11.2 smn:fixed-charging a Seal without the keyword gets no counter, beside one that has it', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't', counters: { charge: 0, fcc: 0 } }, 'charger', 'fixed'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup', active: 1, cards } as never);
    toOwnMain(g);
    expect(counters(g, g.id('t'))).toEqual({ charge: 0, fcc: 0 });
  });
});

describe('smn:vanish edges', () => {
  const cards = [sealCard('ninja', { keywords: { VANISH: 1 } })];
  const attackOnce = (g: Game) => {
    act(g, 0, `atk:${g.id('n')}:tg:${g.id('def')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0 && !x.s.frames.length && x.s.zones.objs[x.id('n')]?.data?.active !== true);
  };
  const board = (at: unknown[] = ['tide-warrior'], more: Record<string, unknown[]> = {}) => build([
    { zones: { at: [{ card: 'ninja', as: 'n' }, ...at], ...more, ...decks() } as never },
    { zones: { df: [{ card: 'tide-warrior', as: 'def' }], ...decks() } },
  ], { cards } as never);

  it('smn:vanish §15 q20 a Support of yours counts as another Seal: the Vanish Seal may attack', () => {
    const g = board([], { support: [{ card: 'tide-warrior', state: { supportOf: 'n' } }] });
    expect(offered(g, 0).some((x) => x.startsWith(`atk:${g.id('n')}`))).toBe(true);
    const alone = board([]);
    expect(offered(alone, 0).some((x) => x.startsWith(`atk:${alone.id('n')}`) || x.startsWith(`sk:${alone.id('n')}`))).toBe(false);
  });

  it('smn:vanish §15 q20 another Seal and a Support together still count (not one against the other); alone, no Skill either', () => {
    const g = board(['tide-warrior'], { support: [{ card: 'tide-warrior', state: { supportOf: 'n' } }] });
    expect(offered(g, 0).some((x) => x.startsWith(`atk:${g.id('n')}`))).toBe(true);
    const skilled = [sealCard('ninja', { keywords: { VANISH: 1 }, skills: [skill('go', [])] })];
    const alone = build([{ zones: { at: [{ card: 'ninja', as: 'n' }], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { cards: skilled } as never);
    expect(offered(alone, 0).some((x) => x.startsWith(`sk:${alone.id('n')}`))).toBe(false);
    const pair = build([{ zones: { at: [{ card: 'ninja', as: 'n' }, 'tide-warrior'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { cards: skilled } as never);
    expect(offered(pair, 0).some((x) => x.startsWith(`sk:${pair.id('n')}:go`))).toBe(true);
  });

  it('smn:vanish with its abilities cancelled it stays on the field when it becomes Inactive', () => {
    const g = board();
    off(g, g.id('n'));
    attackOnce(g);
    expect(zoneOf(g, g.id('n'))).toBe('field');
    expect(cardsOf(g, 'remove', 0)).toEqual([]);
  });

  it('smn:vanish it comes back on the Line its owner picks (Df), Active; a card removed otherwise stays removed', () => {
    const g = board(['tide-warrior'], { remove: [{ card: 'tide-warrior', as: 'gone' }] });
    attackOnce(g);
    expect(cardsOf(g, 'remove', 0).sort()).toEqual(['ninja', 'tide-warrior']);
    autopilot(g, (x) => prompt(x)?.rule === 'smn:vanish');
    expect(prompt(g)?.seat).toBe(0);
    expect(offered(g, 0)).toEqual(['line:at', 'line:df']);
    const when = g.s.subturn;
    act(g, 0, 'line:df');
    const back = onField(g, 'ninja', 0)!;
    expect(back.data).toMatchObject({ line: 'df', active: true, entered: when });
    expect(zoneOf(g, g.id('gone'))).toBe('remove');
    expect(g.s.zones.objs[g.id('gone')]!.data?.vanishLeft).toBeUndefined();
  });
});

describe('smn:progress edges', () => {
  const cards = [sealCard('pupa'), sealCard('moth', { progress: { from: 'pupa', text: { th: 'x', en: 'x' }, statics: [{ stat: 'at', by: 2 }] } })];
  const board = (zones: Record<string, unknown[]>, more: Record<string, unknown> = {}) => build([
    { zones: { at: ['tide-warrior'], ...decks() } },
    { zones: { at: [{ card: 'pupa', as: 'p', ...more }], ...decks(), ...zones } },
  ], { step: 'checkup', active: 1, cards } as never);

  it("smn:progress a server set's Progress Box is offered; two copies in hand and two in the deck make one choice each, on either Line", () => {
    const g = board({ hand: ['moth', 'moth'], sealDeck: ['moth', 'tide-warrior', 'moth'] });
    expect(prompt(g)).toMatchObject({ seat: 1, rule: 'smn:progress' });
    const p = g.id('p');
    const ids = offered(g, 1);
    expect(ids.filter((x) => x.endsWith(':at') || x.endsWith(':df')).map((x) => x.replace(/:h[^:]+:/, ':hand:'))).toEqual(
      [`pg:${p}:hand:at`, `pg:${p}:hand:df`, `pg:${p}:dmoth:at`, `pg:${p}:dmoth:df`],
    );
    expect(ids.at(-1)).toBe('skip');
  });

  it('smn:progress from the deck onto the Df Line: Active, Progressed, with its Progress-box text; the deck shuffled; the Draw Step skipped', () => {
    const g = board({ hand: [], sealDeck: ['tide-warrior', 'moth', 'tide-warrior'] });
    act(g, 1, `pg:${g.id('p')}:dmoth:df`);
    const moth = onField(g, 'moth', 1)!;
    expect(moth.data).toMatchObject({ line: 'df', active: true, progressed: true });
    expect(g.s.players[1]).toMatchObject({ progressUsed: 1, skipDraw: true, broughtSeal: true });
    expect(cardsOf(g, 'sealDeck', 1)).toEqual(['tide-warrior', 'tide-warrior']);
    expect(g.s.commitments.at(-1)).toMatchObject({ seat: 1, pile: 'sealDeck' });
  });

  it('smn:progress from hand: the deck is not shuffled', () => {
    const g = board({ hand: [{ card: 'moth', as: 'h' }] });
    const commits = g.s.commitments.length;
    act(g, 1, `pg:${g.id('p')}:h${g.id('h')}:at`);
    expect(onField(g, 'moth', 1)?.id).toBeDefined();
    expect(g.s.commitments.length).toBe(commits);
  });

  it('smn:progress "No Progress" changes nothing and the Draw Step follows', () => {
    const g = board({ hand: ['moth'] });
    act(g, 1, 'skip');
    expect(onField(g, 'pupa', 1)).toBeDefined();
    expect(g.s.players[1]).toMatchObject({ progressUsed: 0, skipDraw: false });
    expect(offered(g, 1).some((x) => x.startsWith('draw:'))).toBe(true);
  });

  it('smn:progress two sources of one name: each label says which one Progresses; one source needs no place', () => {
    const g = build([
      { zones: { at: ['tide-warrior'], ...decks() } },
      { zones: { at: [{ card: 'pupa', as: 'p' }, { card: 'pupa', as: 'p2' }], hand: ['moth'], ...decks() } },
    ], { step: 'checkup', active: 1, cards } as never);
    const labels = prompt(g)!.options.filter((o) => o.id.startsWith('pg:')).map((o) => o.label.en);
    expect(labels).toHaveLength(4);
    expect(new Set(labels).size).toBe(4);
    for (const l of labels) expect(l).toMatch(/^Progress pupa \[.+\] → moth \(hand, (At|Df) Line\)$/);
    const one = board({ hand: ['moth'] });
    for (const o of prompt(one)!.options.filter((x) => x.id.startsWith('pg:'))) expect(o.label.en).not.toContain('[');
  });

  it('smn:progress §14.1 a Combined source cannot Progress: no offer at all', () => {
    const g = board({ hand: ['moth'] }, { state: { combo: 'x' } });
    expect(prompt(g)?.rule).not.toBe('smn:progress');
  });

  it('smn:progress issue 30 a source on the field is offered "No Progress" alone when hand and deck hold no Progressing card', () => {
    const g = board({ hand: [] });
    expect(prompt(g)?.rule).toBe('smn:progress');
    expect(offered(g, 1)).toEqual(['skip']);
  });
});

describe('smn:regeneration edges', () => {
  const board = (active: 0 | 1) => build([
    { zones: { at: [{ card: 'palanalcar', as: 'pal' }, { card: 'dragons-egg-temple', as: 'egg' }], hand: ['flame-surge'], ...decks() } },
    { zones: { at: ['tide-warrior'], ...decks() } },
  ], { step: 'checkup', active });

  it("smn:regeneration it is offered at its owner's attack subturn only, with the materials named, and a choice to skip", () => {
    const g = board(0);
    expect(prompt(g)).toMatchObject({ seat: 0, rule: 'smn:regeneration' });
    expect(offered(g, 0)).toEqual([`rg:${g.id('pal')}:${g.id('egg')}`, 'skip']);
    act(g, 0, 'skip');
    expect(g.s.zones.objs[g.id('pal')]!.data?.growth).toBeFalsy();
    expect(zoneOf(g, g.id('egg'))).toBe('field');
    expect(g.s.players[0].regenUsed).toBe(0);
    const theirs = board(1);
    expect(prompt(theirs)?.rule).not.toBe('smn:regeneration');
  });

  it('smn:regeneration §15 q17 a Seal whose abilities are cancelled cannot Regenerate', () => {
    const g = board(1);
    off(g, g.id('pal'));
    const asked = (x: Game) => {
      let seen = false;
      autopilot(x, (y) => (seen ||= prompt(y)?.rule === 'smn:regeneration') || (y.s.active === 0 && y.s.step === 'main'));
      return seen;
    };
    expect(asked(g)).toBe(false);
    expect(asked(board(1))).toBe(true);
  });
});

describe('smn:regeneration choices that read the same', () => {
  const two = () => build([
    { zones: { at: [{ card: 'palanalcar', as: 'pal' }, { card: 'dragons-egg-temple', as: 'egg' }, { card: 'palanalcar', as: 'pal2' }, { card: 'dragons-egg-temple', as: 'egg2' }], hand: ['flame-surge'], ...decks() } },
    { zones: { at: ['tide-warrior'], ...decks() } },
  ], { step: 'checkup' });
  const labels = (g: Game) => prompt(g)!.options.filter((o) => o.id.startsWith('rg:')).map((o) => o.label.en);

  it('smn:regeneration two Seals of one name and two Eggs: every choice is offered and each label says where its cards are', () => {
    const g = two();
    const [pal, pal2, egg, egg2] = ['pal', 'pal2', 'egg', 'egg2'].map((x) => g.id(x));
    expect(offered(g, 0).sort()).toEqual([`rg:${pal}:${egg}`, `rg:${pal}:${egg2}`, `rg:${pal2}:${egg}`, `rg:${pal2}:${egg2}`, 'skip'].sort());
    const l = labels(g);
    expect(new Set(l).size).toBe(4);
    for (const x of l) expect(x).toMatch(/^Palanalcar[^(]*\(A At Line #\d\): remove [^(]*\(A At Line #\d\)$/);
  });

  it('smn:regeneration a single choice names its cards without places; Regenerating counts once for the player', () => {
    const g = build([
      { zones: { at: [{ card: 'palanalcar', as: 'pal' }, { card: 'dragons-egg-temple', as: 'egg' }], hand: ['flame-surge'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup' });
    expect(labels(g)[0]).not.toContain('(');
    act(g, 0, `rg:${g.id('pal')}:${g.id('egg')}`);
    expect(g.s.players[0].regenUsed).toBe(1);
  });

  it('smn:regeneration one Seal, two Eggs: only the Eggs get places; two Seals, one Egg: only the Seals', () => {
    const eggs = build([
      { zones: { at: [{ card: 'palanalcar', as: 'pal' }, 'dragons-egg-temple', 'dragons-egg-temple'], hand: ['flame-surge'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup' });
    for (const l of labels(eggs)) {
      const [who, mats] = l.split(': ');
      expect(who).not.toContain('(');
      expect(mats).toContain('(');
    }
    const seals = build([
      { zones: { at: ['palanalcar', 'palanalcar', 'dragons-egg-temple'], hand: ['flame-surge'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup' });
    for (const l of labels(seals)) {
      const [who, mats] = l.split(': ');
      expect(who).toContain('(');
      expect(mats).not.toContain('(');
    }
  });
});
